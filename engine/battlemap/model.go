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
)

// Valid reports whether k is one of the three known kinds.
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
	c := &Map{Title: m.Title, Notes: m.Notes, RevealPCSight: m.RevealPCSight}
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
	l := m.Links[i]
	if l.Hidden {
		return true
	}
	a, b := m.Area(l.A), m.Area(l.B)
	return a == nil || b == nil || a.Hidden || b.Hidden
}
