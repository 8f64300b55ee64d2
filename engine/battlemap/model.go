package battlemap

// AreaID is the stable identity of an area. Links and characters refer to
// areas by id, never by name, so renaming an area breaks nothing.
type AreaID string

// Area is one node of the map.
type Area struct {
	ID         AreaID      `json:"id"`
	Name       string      `json:"name"`
	X          float64     `json:"x"`
	Y          float64     `json:"y"`
	Notes      string      `json:"notes,omitempty"`
	Objectives []Objective `json:"objectives,omitempty"`
	// Hazards are the dangers of the place (a fire, falling debris) that
	// the Environment phase house rule resolves at the end of each round.
	Hazards []Hazard `json:"hazards,omitempty"`
	// Hidden keeps the area off the player view and the players' print
	// until the GM reveals it. It changes nothing in the rules.
	Hidden bool `json:"hidden,omitempty"`
	// Traits tag the zone in the words of the map's zones profile
	// ("dark", "cramped"; a Fate aspect in free text). An Unhex map has
	// none.
	Traits []string `json:"traits,omitempty"`
}

// Objective marks a place that matters to the scenario. Several may sit on
// the same area. Hidden objectives are kept off the player view.
type Objective struct {
	Label  string `json:"label"`
	Hidden bool   `json:"hidden,omitempty"`
}

// LinkKind says what a link lets through.
type LinkKind string

const (
	// Solid links allow movement and sight.
	Solid LinkKind = "solid"
	// Dashed links allow sight only.
	Dashed LinkKind = "dashed"
	// Blocked links (dashed with an X) veto sight between their two areas.
	Blocked LinkKind = "blocked"
	// Obscured links, a zones profile's border alone, allow movement and
	// carry distance but veto sight between their two areas (smoke, a
	// curtain, thick brush). See (*Map).LinkKindAllowed.
	Obscured LinkKind = "obscured"
)

// Valid reports whether k is one of the three kinds of an Unhex map; a
// zones map also has Obscured (see (*Map).LinkKindAllowed).
func (k LinkKind) Valid() bool { return k == Solid || k == Dashed || k == Blocked }

// Door is the door state of a solid link.
type Door string

const (
	NoDoor     Door = ""
	DoorOpen   Door = "open"
	DoorClosed Door = "closed"
)

// Valid reports whether d is a known door state.
func (d Door) Valid() bool { return d == NoDoor || d == DoorOpen || d == DoorClosed }

// Link joins two areas. CoverA/CoverB are the cover marks at the A and B
// ends. OneWay means movement only from A to B.
type Link struct {
	A      AreaID   `json:"a"`
	B      AreaID   `json:"b"`
	Kind   LinkKind `json:"kind"`
	CoverA bool     `json:"coverA,omitempty"`
	CoverB bool     `json:"coverB,omitempty"`
	OneWay bool     `json:"oneWay,omitempty"`
	Door   Door     `json:"door,omitempty"`
	// Hidden keeps the link off the player view and the players' print
	// (a secret door, say). A link is not shown to players either while
	// one of its areas is hidden. It changes nothing in the rules.
	Hidden bool `json:"hidden,omitempty"`
}

// Joins reports whether the link connects x and y, in either direction.
func (l Link) Joins(x, y AreaID) bool {
	return (l.A == x && l.B == y) || (l.A == y && l.B == x)
}

// Other returns the far end of the link seen from id.
func (l Link) Other(id AreaID) AreaID {
	if l.A == id {
		return l.B
	}
	return l.A
}

// CoverAt reports whether the link carries a cover mark at id's end.
func (l Link) CoverAt(id AreaID) bool {
	if l.A == id {
		return l.CoverA
	}
	if l.B == id {
		return l.CoverB
	}
	return false
}

// Map is the saved battlefield: areas, links and their marks. Combat never
// changes it; combat changes live in an Overlay.
type Map struct {
	Title string `json:"title"`
	Notes string `json:"notes,omitempty"`
	Areas []Area `json:"areas"`
	Links []Link `json:"links"`
	// Background is the picture under the map, or nil. The file keeps it
	// as a data URL (see engine's format); the bytes are shared by copies.
	Background *Background `json:"-"`
	// RevealPCSight is the fog option "Reveal what the PCs see": as a PC
	// the players can see takes its place, every hidden area it has line
	// of sight to is revealed to them (sheet.RevealedBySight). It changes
	// no rule; the file keeps it under "fog" (see engine's format).
	RevealPCSight bool `json:"-"`
	// Profile is the zones profile the map is played under, or empty for
	// an Unhex map; the file keeps it in "rules" (see engine's format).
	Profile ProfileID `json:"-"`
	// Bands is the custom profile's band table, the file's "bands"; only
	// a custom map has one.
	Bands []Band `json:"-"`
}

// AreaIndex returns the position of the area with the given id, or -1.
func (m *Map) AreaIndex(id AreaID) int {
	for i := range m.Areas {
		if m.Areas[i].ID == id {
			return i
		}
	}
	return -1
}

// Area returns the area with the given id, or nil.
func (m *Map) Area(id AreaID) *Area {
	if i := m.AreaIndex(id); i >= 0 {
		return &m.Areas[i]
	}
	return nil
}

// LinkBetween returns the index of the link joining x and y, or -1.
func (m *Map) LinkBetween(x, y AreaID) int {
	for i, l := range m.Links {
		if l.Joins(x, y) {
			return i
		}
	}
	return -1
}

// Clone returns a deep copy, so edits to the copy never reach m.
func (m *Map) Clone() *Map {
	c := &Map{Title: m.Title, Notes: m.Notes, RevealPCSight: m.RevealPCSight, Profile: m.Profile}
	if m.Bands != nil {
		c.Bands = append([]Band(nil), m.Bands...)
	}
	if m.Background != nil {
		bg := *m.Background // the image bytes are never changed in place
		c.Background = &bg
	}
	if m.Areas != nil {
		c.Areas = make([]Area, len(m.Areas))
		for i, a := range m.Areas {
			if a.Objectives != nil {
				a.Objectives = append([]Objective(nil), a.Objectives...)
			}
			if a.Hazards != nil {
				a.Hazards = append([]Hazard(nil), a.Hazards...)
			}
			if a.Traits != nil {
				a.Traits = append([]string(nil), a.Traits...)
			}
			c.Areas[i] = a
		}
	}
	if m.Links != nil {
		c.Links = append([]Link(nil), m.Links...)
	}
	return c
}

// ResolveArea finds an area by id, or failing that by name (ignoring case).
// A name shared by several areas is refused as ambiguous.
func (m *Map) ResolveArea(key string) (AreaID, error) {
	if a := m.Area(AreaID(key)); a != nil {
		return a.ID, nil
	}
	var found []AreaID
	for _, a := range m.Areas {
		if equalFold(a.Name, key) {
			found = append(found, a.ID)
		}
	}
	switch len(found) {
	case 0:
		return "", &UnknownAreaError{Key: key}
	case 1:
		return found[0], nil
	default:
		return "", &AmbiguousAreaError{Key: key, IDs: found}
	}
}

// LinkHiddenFromPlayers reports whether players do not see link i: it is
// hidden itself, or one of its areas is.
func (m *Map) LinkHiddenFromPlayers(i int) bool {
	return linkHidden(m.Links[i], m.Area)
}

// LinksHiddenFromPlayers is LinkHiddenFromPlayers of every link, found in
// one pass over the areas rather than one per link.
func (m *Map) LinksHiddenFromPlayers() []bool {
	areas := make(map[AreaID]*Area, len(m.Areas))
	for i := range m.Areas {
		if _, ok := areas[m.Areas[i].ID]; !ok {
			areas[m.Areas[i].ID] = &m.Areas[i] // the first, as Area finds it
		}
	}
	out := make([]bool, len(m.Links))
	for i, l := range m.Links {
		out[i] = linkHidden(l, func(id AreaID) *Area { return areas[id] })
	}
	return out
}

func linkHidden(l Link, area func(AreaID) *Area) bool {
	if l.Hidden {
		return true
	}
	a, b := area(l.A), area(l.B)
	return a == nil || b == nil || a.Hidden || b.Hidden
}
