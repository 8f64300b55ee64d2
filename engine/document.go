package engine

// Document is everything a .unhex file holds: the map, and the settings the
// app keeps with it. Later sections (characters, combat) hang off it too.
type Document struct {
	Map  Map
	View *View
	// Characters is the roster: every character sheet kept with the map.
	Characters []Character
	// Combat is the saved combat, or nil.
	Combat *CombatRecord
}

// View is how the map was last shown in the editor. It is optional and has
// no effect on the rules.
type View struct {
	Grid     bool    `json:"grid"`
	Snap     bool    `json:"snap"`
	GridSize float64 `json:"gridSize,omitempty"`
	Zoom     float64 `json:"zoom,omitempty"`
	PanX     float64 `json:"panX,omitempty"`
	PanY     float64 `json:"panY,omitempty"`
}

// Clone returns a deep copy of the document.
func (d *Document) Clone() *Document {
	c := &Document{Map: *d.Map.Clone()}
	if d.View != nil {
		v := *d.View
		c.View = &v
	}
	if d.Characters != nil {
		c.Characters = (&Roster{Characters: d.Characters}).Clone().Characters
	}
	if d.Combat != nil {
		rc := *d.Combat
		rc.Characters = (&Roster{Characters: d.Combat.Characters}).Clone().Characters
		if d.Combat.Characters == nil {
			rc.Characters = nil
		}
		rc.Objectives = cloneSlice(d.Combat.Objectives)
		rc.Log = cloneSlice(d.Combat.Log) // entries are never changed in place
		c.Combat = &rc
	}
	return c
}
