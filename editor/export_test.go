package editor

import "github.com/unhexboard/unhexboard/engine/battlemap"

// What the tests call that the program reaches another way.

// MoveAreasBy builds a MoveAreas that shifts the given areas by (dx, dy)
// from where they are now, as a drag of the selection does. Unknown ids
// are kept, so Do reports them.
func MoveAreasBy(m *battlemap.Map, ids []battlemap.AreaID, dx, dy float64) *MoveAreas {
	c := &MoveAreas{Moves: make([]AreaMove, len(ids))}
	find := areaFinder(m, len(ids))
	for k, id := range ids {
		c.Moves[k] = AreaMove{ID: id}
		if i := find(id); i >= 0 {
			c.Moves[k].X, c.Moves[k].Y = m.Areas[i].X+dx, m.Areas[i].Y+dy
		}
	}
	return c
}

// CanUndo reports whether there is a step to undo.
func (h *History) CanUndo() bool { return len(h.undo) > 0 }
