package editor

import (
	"fmt"
	"slices"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Objective commands never write into an objectives slice the map already
// holds: they install a fresh slice and keep the old one for Undo. Old
// slices are never written again, so restoring one is exact and safe.

// AddObjective appends an objective to an area.
type AddObjective struct {
	Area      battlemap.AreaID
	Objective battlemap.Objective

	objectivesUndo
}

func (c *AddObjective) Label() string { return "Add objective" }

func (c *AddObjective) Do(m *battlemap.Map) error {
	i, err := findArea(m, c.Area)
	if err != nil {
		return err
	}
	old := m.Areas[i].Objectives
	if len(old) >= battlemap.MaxObjectivesPerArea {
		return fmt.Errorf("%s already has %d objectives, the most an area can hold",
			areaName(m, c.Area), battlemap.MaxObjectivesPerArea)
	}
	if err := checkObjective(c.Objective); err != nil {
		return err
	}
	c.replace(m, i, append(slices.Clip(old), c.Objective))
	return nil
}

// EditObjective replaces the objective at Index on an area: its label and
// whether it is hidden from players.
type EditObjective struct {
	Area      battlemap.AreaID
	Index     int
	Objective battlemap.Objective

	objectivesUndo
}

func (c *EditObjective) Label() string { return "Edit objective" }

func (c *EditObjective) Do(m *battlemap.Map) error {
	i, err := findObjective(m, c.Area, c.Index)
	if err != nil {
		return err
	}
	if err := checkObjective(c.Objective); err != nil {
		return err
	}
	old := m.Areas[i].Objectives
	if old[c.Index] == c.Objective {
		return ErrNoChange
	}
	next := slices.Clone(old)
	next[c.Index] = c.Objective
	c.replace(m, i, next)
	return nil
}

// RemoveObjective removes the objective at Index from an area.
type RemoveObjective struct {
	Area  battlemap.AreaID
	Index int

	objectivesUndo
}

func (c *RemoveObjective) Label() string { return "Remove objective" }

func (c *RemoveObjective) Do(m *battlemap.Map) error {
	i, err := findObjective(m, c.Area, c.Index)
	if err != nil {
		return err
	}
	next := slices.Delete(slices.Clone(m.Areas[i].Objectives), c.Index, c.Index+1)
	if len(next) == 0 {
		next = nil // the normal form for no objectives
	}
	c.replace(m, i, next)
	return nil
}

func findObjective(m *battlemap.Map, id battlemap.AreaID, index int) (int, error) {
	i, err := findArea(m, id)
	if err != nil {
		return -1, err
	}
	if n := len(m.Areas[i].Objectives); index < 0 || index >= n {
		return -1, fmt.Errorf("%s has no objective number %d: it has %s",
			areaName(m, id), index+1, plural(n, "objective"))
	}
	return i, nil
}

// objectivesUndo swaps an area's objectives slice and remembers the old one.
type objectivesUndo struct {
	at  int
	old []battlemap.Objective
}

func (u *objectivesUndo) replace(m *battlemap.Map, i int, next []battlemap.Objective) {
	u.at, u.old = i, m.Areas[i].Objectives
	m.Areas[i].Objectives = next
}

func (u *objectivesUndo) Undo(m *battlemap.Map) { m.Areas[u.at].Objectives = u.old }
