package editor

import "github.com/unhexboard/unhexboard/engine/battlemap"

// NewAreaID derives a fresh, readable id from an area name by the rule of
// battlemap.NewID: "Dance Floor" gives "dance-floor", or "dance-floor-2",
// "dance-floor-3" and so on when that is taken. A name with no letters or
// digits gives "area".
//
// Take the id once, when building the AddArea, not on every Do: redo must
// re-add the area under the same id, since later steps refer to it. An id
// may be handed out again after its area was deleted; that is safe for
// undo, because the deleted area can only come back by first undoing every
// later step, including the add that reused its id.
func NewAreaID(m *battlemap.Map, name string) battlemap.AreaID {
	return NewAreaIDs(m).Take(name)
}

// AreaIDs hands out fresh ids for several new areas at once, by the same
// rule as NewAreaID: none is an id of the map's, nor one handed out
// before.
type AreaIDs struct{ taken map[battlemap.AreaID]bool }

// NewAreaIDs starts handing out ids for new areas of m.
func NewAreaIDs(m *battlemap.Map) *AreaIDs {
	taken := make(map[battlemap.AreaID]bool, len(m.Areas))
	for _, a := range m.Areas {
		taken[a.ID] = true
	}
	return &AreaIDs{taken: taken}
}

// Take derives a fresh id from name and keeps it from being handed out
// again.
func (t *AreaIDs) Take(name string) battlemap.AreaID {
	id := battlemap.NewID(name, "area", t.taken)
	t.taken[id] = true
	return id
}
