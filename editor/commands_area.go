package editor

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// AddArea appends a new area to the map.
type AddArea struct {
	Area battlemap.Area

	wasNil bool
}

// NewAddArea builds an AddArea for a new area with a fresh id derived from
// its name.
func NewAddArea(m *battlemap.Map, name string, x, y float64) *AddArea {
	return &AddArea{Area: battlemap.Area{ID: NewAreaID(m, name), Name: name, X: x, Y: y}}
}

func (c *AddArea) Label() string { return "Add area" }

func (c *AddArea) Do(m *battlemap.Map) error {
	a := c.Area
	if len(m.Areas) >= battlemap.MaxAreas {
		return fmt.Errorf("the map already has %d areas, the most it can hold", battlemap.MaxAreas)
	}
	if err := checkNewID(m, a.ID); err != nil {
		return err
	}
	if err := checkAreaName(a.Name); err != nil {
		return err
	}
	if err := checkText("the area notes", a.Notes, battlemap.MaxNotesLen); err != nil {
		return err
	}
	if err := checkPosition(strconv.Quote(a.Name), a.X, a.Y); err != nil {
		return err
	}
	if len(a.Objectives) > battlemap.MaxObjectivesPerArea {
		return fmt.Errorf("an area can hold at most %d objectives", battlemap.MaxObjectivesPerArea)
	}
	for _, o := range a.Objectives {
		if err := checkObjective(o); err != nil {
			return err
		}
	}
	if len(a.Hazards) > battlemap.MaxHazardsPerArea {
		return fmt.Errorf("an area can hold at most %d hazards", battlemap.MaxHazardsPerArea)
	}
	for _, h := range a.Hazards {
		if err := checkHazard(h); err != nil {
			return err
		}
	}
	// The map gets its own copy of the objectives and hazards (nil when
	// empty, the normal form), so the caller's slice never aliases the map.
	a.Objectives, a.Hazards = nil, nil
	if len(c.Area.Objectives) > 0 {
		a.Objectives = slices.Clone(c.Area.Objectives)
	}
	if len(c.Area.Hazards) > 0 {
		a.Hazards = slices.Clone(c.Area.Hazards)
	}
	c.wasNil = m.Areas == nil
	m.Areas = append(m.Areas, a)
	return nil
}

func (c *AddArea) Undo(m *battlemap.Map) { m.Areas = truncate(m.Areas, c.wasNil) }

func checkNewID(m *battlemap.Map, id battlemap.AreaID) error {
	if id == "" {
		return fmt.Errorf("an area needs an id")
	}
	if err := checkText("the area id", string(id), battlemap.MaxIDLen); err != nil {
		return err
	}
	if m.AreaIndex(id) >= 0 {
		return fmt.Errorf("the id %q is already used by %s", id, areaName(m, id))
	}
	return nil
}

// DeleteAreas removes areas and every link that touches them. Undo puts
// areas and links back at their original indices. It refuses to remove an
// area someone stands in, naming them, when Occupied is set (the editor
// sets it to its Occupancy).
type DeleteAreas struct {
	IDs      []battlemap.AreaID
	Occupied Occupancy

	areaAt []int
	areas  []battlemap.Area
	linkAt []int
	links  []battlemap.Link
}

func (c *DeleteAreas) Label() string {
	if len(c.IDs) == 1 {
		return "Delete area"
	}
	return "Delete " + plural(len(c.IDs), "area")
}

func (c *DeleteAreas) Do(m *battlemap.Map) error {
	if len(c.IDs) == 0 {
		return ErrNoChange
	}
	at, err := findAreas(m, c.IDs)
	if err != nil {
		return err
	}
	if who := standing(m, c.Occupied, c.IDs); len(who) > 0 {
		return &OccupiedError{What: "Not deleted", Standing: who}
	}
	slices.Sort(at)
	doomed := make(map[battlemap.AreaID]bool, len(c.IDs))
	for _, id := range c.IDs {
		doomed[id] = true
	}
	var linkAt []int
	for i, l := range m.Links {
		if doomed[l.A] || doomed[l.B] {
			linkAt = append(linkAt, i)
		}
	}
	c.areaAt, c.linkAt = at, linkAt
	m.Areas, c.areas = removeAt(m.Areas, at)
	if len(linkAt) > 0 {
		m.Links, c.links = removeAt(m.Links, linkAt)
	}
	return nil
}

func (c *DeleteAreas) Undo(m *battlemap.Map) {
	m.Areas = insertAt(m.Areas, c.areaAt, c.areas)
	if len(c.linkAt) > 0 {
		m.Links = insertAt(m.Links, c.linkAt, c.links)
	}
}

// AreaMove is one area's new centre.
type AreaMove struct {
	ID   battlemap.AreaID
	X, Y float64
}

// MoveAreas puts areas at new centres. A drag of a whole selection is one
// MoveAreas, so it is one undo step.
type MoveAreas struct {
	Moves []AreaMove

	at   []int
	from []AreaMove
}

func (c *MoveAreas) Label() string {
	if len(c.Moves) == 1 {
		return "Move area"
	}
	return "Move " + plural(len(c.Moves), "area")
}

func (c *MoveAreas) Do(m *battlemap.Map) error {
	ids := make([]battlemap.AreaID, len(c.Moves))
	for k, mv := range c.Moves {
		ids[k] = mv.ID
	}
	at, err := findAreas(m, ids)
	if err != nil {
		return err
	}
	moved := false
	for k, mv := range c.Moves {
		if err := checkPosition(areaName(m, mv.ID), mv.X, mv.Y); err != nil {
			return err
		}
		a := &m.Areas[at[k]]
		moved = moved || a.X != mv.X || a.Y != mv.Y
	}
	if !moved {
		return ErrNoChange
	}
	c.at = at
	c.from = make([]AreaMove, len(at))
	for k, i := range at {
		a := &m.Areas[i]
		c.from[k] = AreaMove{ID: a.ID, X: a.X, Y: a.Y}
		a.X, a.Y = c.Moves[k].X, c.Moves[k].Y
	}
	return nil
}

func (c *MoveAreas) Undo(m *battlemap.Map) {
	for k, i := range c.at {
		m.Areas[i].X, m.Areas[i].Y = c.from[k].X, c.from[k].Y
	}
}

// RenameArea changes an area's name. Links refer to the id, so nothing
// else changes.
type RenameArea struct {
	ID   battlemap.AreaID
	Name string

	at  int
	old string
}

func (c *RenameArea) Label() string { return "Rename area" }

func (c *RenameArea) Do(m *battlemap.Map) error {
	i, err := findArea(m, c.ID)
	if err != nil {
		return err
	}
	if err := checkAreaName(c.Name); err != nil {
		return err
	}
	if m.Areas[i].Name == c.Name {
		return ErrNoChange
	}
	c.at, c.old = i, m.Areas[i].Name
	m.Areas[i].Name = c.Name
	return nil
}

func (c *RenameArea) Undo(m *battlemap.Map) { m.Areas[c.at].Name = c.old }

// SetAreaNotes replaces an area's GM notes.
type SetAreaNotes struct {
	ID    battlemap.AreaID
	Notes string

	at  int
	old string
}

func (c *SetAreaNotes) Label() string { return "Edit area notes" }

func (c *SetAreaNotes) Do(m *battlemap.Map) error {
	i, err := findArea(m, c.ID)
	if err != nil {
		return err
	}
	if err := checkText("the area notes", c.Notes, battlemap.MaxNotesLen); err != nil {
		return err
	}
	if m.Areas[i].Notes == c.Notes {
		return ErrNoChange
	}
	c.at, c.old = i, m.Areas[i].Notes
	m.Areas[i].Notes = c.Notes
	return nil
}

func (c *SetAreaNotes) Undo(m *battlemap.Map) { m.Areas[c.at].Notes = c.old }
