package editor

import (
	"fmt"
	"slices"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Hazard commands follow the objective commands: they never write into a
// hazards slice the map already holds, but install a fresh slice and keep
// the old one for Undo, so restoring one is exact.

// AddHazard appends a hazard to an area.
type AddHazard struct {
	Area   battlemap.AreaID
	Hazard battlemap.Hazard

	hazardsUndo
}

func (c *AddHazard) Label() string { return "Add hazard" }

func (c *AddHazard) Do(m *battlemap.Map) error {
	i, err := findArea(m, c.Area)
	if err != nil {
		return err
	}
	old := m.Areas[i].Hazards
	if len(old) >= battlemap.MaxHazardsPerArea {
		return fmt.Errorf("%s already has %d hazards, the most an area can hold",
			areaName(m, c.Area), battlemap.MaxHazardsPerArea)
	}
	if err := checkHazard(c.Hazard); err != nil {
		return err
	}
	c.replace(m, i, append(slices.Clip(old), c.Hazard))
	return nil
}

// EditHazard replaces the hazard at Index on an area: its label, its
// damage and whether it is hidden from players.
type EditHazard struct {
	Area   battlemap.AreaID
	Index  int
	Hazard battlemap.Hazard

	hazardsUndo
}

func (c *EditHazard) Label() string { return "Edit hazard" }

func (c *EditHazard) Do(m *battlemap.Map) error {
	i, err := findHazard(m, c.Area, c.Index)
	if err != nil {
		return err
	}
	if err := checkHazard(c.Hazard); err != nil {
		return err
	}
	old := m.Areas[i].Hazards
	if old[c.Index] == c.Hazard {
		return ErrNoChange
	}
	next := slices.Clone(old)
	next[c.Index] = c.Hazard
	c.replace(m, i, next)
	return nil
}

// RemoveHazard removes the hazard at Index from an area.
type RemoveHazard struct {
	Area  battlemap.AreaID
	Index int

	hazardsUndo
}

func (c *RemoveHazard) Label() string { return "Remove hazard" }

func (c *RemoveHazard) Do(m *battlemap.Map) error {
	i, err := findHazard(m, c.Area, c.Index)
	if err != nil {
		return err
	}
	next := slices.Delete(slices.Clone(m.Areas[i].Hazards), c.Index, c.Index+1)
	if len(next) == 0 {
		next = nil // the normal form for no hazards
	}
	c.replace(m, i, next)
	return nil
}

func findHazard(m *battlemap.Map, id battlemap.AreaID, index int) (int, error) {
	i, err := findArea(m, id)
	if err != nil {
		return -1, err
	}
	if n := len(m.Areas[i].Hazards); index < 0 || index >= n {
		return -1, fmt.Errorf("%s has no hazard number %d: it has %s",
			areaName(m, id), index+1, plural(n, "hazard"))
	}
	return i, nil
}

// hazardsUndo swaps an area's hazards slice and remembers the old one.
type hazardsUndo struct {
	at  int
	old []battlemap.Hazard
}

func (u *hazardsUndo) replace(m *battlemap.Map, i int, next []battlemap.Hazard) {
	u.at, u.old = i, m.Areas[i].Hazards
	m.Areas[i].Hazards = next
}

func (u *hazardsUndo) Undo(m *battlemap.Map) { m.Areas[u.at].Hazards = u.old }
