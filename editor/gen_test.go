package editor_test

import (
	"math"
	"strings"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// chooser is the source of every random choice, so the property test can
// drive the generator with math/rand and the fuzz target with its bytes.
type chooser interface{ IntN(n int) int }

// byteChooser turns a fuzzer's bytes into choices; once they run out every
// choice is 0.
type byteChooser struct{ data []byte }

func (b *byteChooser) IntN(n int) int {
	if n <= 1 || len(b.data) == 0 {
		return 0
	}
	v := int(b.data[0])
	b.data = b.data[1:]
	if n > 256 && len(b.data) > 0 {
		v = v<<8 | int(b.data[0])
		b.data = b.data[1:]
	}
	return v % n
}

func (b *byteChooser) empty() bool { return len(b.data) == 0 }

func pick[T any](r chooser, xs ...T) T { return xs[r.IntN(len(xs))] }

// Values on and just past every limit, plus plain ones, so the generator
// makes both good and refused commands.
var (
	longName  = strings.Repeat("n", battlemap.MaxNameLen+1)
	longNotes = strings.Repeat("x", battlemap.MaxNotesLen+1)
	names     = []string{"Bar", "bar", "Dance Floor", "", "  ", "Café", "Room 7", strings.Repeat("n", battlemap.MaxNameLen), longName, "bad\xff"}
	notes     = []string{"", "Damp.", "Rats in the walls.", longNotes, "\xfe"}
	labels    = []string{"Loot", "Key", "Hostage", "Ledger", "", " ", longName, "\xff"}
	damages   = []string{"1", "4", "99", "d10", "d10", "", "0", "100", "d6"}
	coords    = []float64{0, 10, -250.5, battlemap.MaxCoordinate, -battlemap.MaxCoordinate, battlemap.MaxCoordinate + 1, math.NaN(), math.Inf(1)}
	kinds     = []battlemap.LinkKind{battlemap.Solid, battlemap.Solid, battlemap.Dashed, battlemap.Blocked, "", "dotted"}
	doors     = []battlemap.Door{battlemap.NoDoor, battlemap.NoDoor, battlemap.DoorOpen, battlemap.DoorClosed, "ajar"}
)

// startMap picks a map to edit: empty, a bundled map, or a generated one.
func startMap(r chooser, bundled []*battlemap.Map) *battlemap.Map {
	switch k := r.IntN(2 + len(bundled)); {
	case k == 0:
		return &battlemap.Map{}
	case k <= len(bundled):
		return bundled[k-1].Clone()
	}
	return enginetest.Map(uint64(r.IntN(1<<16)), enginetest.Options{
		Areas:        r.IntN(15),
		LinksPerArea: float64(r.IntN(5)),
		Plain:        r.IntN(4) == 0,
	})
}

// gen builds random commands aimed at the map as it is now.
type gen struct {
	r chooser
	m *battlemap.Map
}

func (g gen) coord() float64 {
	if g.r.IntN(3) == 0 {
		return pick(g.r, coords...)
	}
	return float64(g.r.IntN(4000)) - 2000
}

// areaID is mostly an existing area, sometimes one that does not exist.
func (g gen) areaID() battlemap.AreaID {
	if len(g.m.Areas) == 0 || g.r.IntN(10) == 0 {
		return pick[battlemap.AreaID](g.r, "attic", "", "a0")
	}
	return g.m.Areas[g.r.IntN(len(g.m.Areas))].ID
}

func (g gen) areaIDs() []battlemap.AreaID {
	out := make([]battlemap.AreaID, g.r.IntN(4))
	for i := range out {
		out[i] = g.areaID()
	}
	return out
}

// index is mostly in [0, n), sometimes -1 or n: just out of range.
func (g gen) index(n int) int {
	if n == 0 || g.r.IntN(6) == 0 {
		return pick(g.r, -1, n)
	}
	return g.r.IntN(n)
}

func (g gen) objective() battlemap.Objective {
	return battlemap.Objective{Label: pick(g.r, labels...), Hidden: g.r.IntN(2) == 0}
}

// areaWithObjectives is usually an area that has some, if any does.
func (g gen) areaWithObjectives() battlemap.AreaID {
	var with []battlemap.AreaID
	for _, a := range g.m.Areas {
		if len(a.Objectives) > 0 {
			with = append(with, a.ID)
		}
	}
	if len(with) == 0 || g.r.IntN(4) == 0 {
		return g.areaID()
	}
	return with[g.r.IntN(len(with))]
}

func (g gen) objectiveIndex(id battlemap.AreaID) int {
	if a := g.m.Area(id); a != nil {
		return g.index(len(a.Objectives))
	}
	return 0
}

func (g gen) hazard() battlemap.Hazard {
	return battlemap.Hazard{Label: pick(g.r, labels...), Damage: pick(g.r, damages...), Hidden: g.r.IntN(2) == 0}
}

// areaWithHazards is usually an area that has some, if any does.
func (g gen) areaWithHazards() battlemap.AreaID {
	var with []battlemap.AreaID
	for _, a := range g.m.Areas {
		if len(a.Hazards) > 0 {
			with = append(with, a.ID)
		}
	}
	if len(with) == 0 || g.r.IntN(4) == 0 {
		return g.areaID()
	}
	return with[g.r.IntN(len(with))]
}

func (g gen) hazardIndex(id battlemap.AreaID) int {
	if a := g.m.Area(id); a != nil {
		return g.index(len(a.Hazards))
	}
	return 0
}

func (g gen) link() battlemap.Link {
	return battlemap.Link{
		A: g.areaID(), B: g.areaID(), Kind: pick(g.r, kinds...),
		CoverA: g.r.IntN(3) == 0, CoverB: g.r.IntN(3) == 0,
		OneWay: g.r.IntN(4) == 0, Door: pick(g.r, doors...),
	}
}

// linkEnd is usually one end of link i, sometimes another area.
func (g gen) linkEnd(i int) battlemap.AreaID {
	if i >= 0 && i < len(g.m.Links) && g.r.IntN(6) > 0 {
		l := g.m.Links[i]
		return pick(g.r, l.A, l.B)
	}
	return g.areaID()
}

func (g gen) command(depth int) editor.Command {
	r, m := g.r, g.m
	switch r.IntN(23) {
	case 0:
		name := pick(r, names...)
		c := editor.NewAddArea(m, name, g.coord(), g.coord())
		switch r.IntN(8) {
		case 0:
			c.Area.ID = g.areaID() // usually taken
		case 1:
			c.Area.Objectives = []battlemap.Objective{g.objective(), g.objective()}
		case 2:
			c.Area.Notes = pick(r, notes...)
		case 3:
			c.Area.Hazards = []battlemap.Hazard{g.hazard()}
		}
		return c
	case 1:
		return &editor.DeleteAreas{IDs: g.areaIDs()}
	case 2:
		if r.IntN(2) == 0 {
			return editor.MoveAreasBy(m, g.areaIDs(), g.coord()/10, g.coord()/10)
		}
		c := &editor.MoveAreas{}
		for _, id := range g.areaIDs() {
			c.Moves = append(c.Moves, editor.AreaMove{ID: id, X: g.coord(), Y: g.coord()})
		}
		return c
	case 3:
		return &editor.RenameArea{ID: g.areaID(), Name: pick(r, names...)}
	case 4:
		return &editor.SetAreaNotes{ID: g.areaID(), Notes: pick(r, notes...)}
	case 5:
		return &editor.AddObjective{Area: g.areaID(), Objective: g.objective()}
	case 6:
		id := g.areaWithObjectives()
		return &editor.EditObjective{Area: id, Index: g.objectiveIndex(id), Objective: g.objective()}
	case 7:
		id := g.areaWithObjectives()
		return &editor.RemoveObjective{Area: id, Index: g.objectiveIndex(id)}
	case 8, 9:
		return &editor.AddLink{Link: g.link()}
	case 10:
		c := &editor.DeleteLinks{Indices: make([]int, r.IntN(4))}
		for i := range c.Indices {
			c.Indices[i] = g.index(len(m.Links))
		}
		return c
	case 11:
		return &editor.SetLinkKind{Link: g.index(len(m.Links)), Kind: pick(r, kinds...)}
	case 12:
		i := g.index(len(m.Links))
		return &editor.ToggleCover{Link: i, At: g.linkEnd(i)}
	case 13:
		return &editor.SetOneWay{Link: g.index(len(m.Links)), On: r.IntN(3) > 0}
	case 14:
		return &editor.FlipLink{Link: g.index(len(m.Links))}
	case 15:
		return &editor.SetDoor{Link: g.index(len(m.Links)), Door: pick(r, doors...)}
	case 16:
		return &editor.SetTitle{Title: pick(r, names...)}
	case 17:
		return &editor.SetMapNotes{Notes: pick(r, notes...)}
	case 19:
		return &editor.AddHazard{Area: g.areaID(), Hazard: g.hazard()}
	case 20:
		id := g.areaWithHazards()
		return &editor.EditHazard{Area: id, Index: g.hazardIndex(id), Hazard: g.hazard()}
	case 21:
		id := g.areaWithHazards()
		return &editor.RemoveHazard{Area: id, Index: g.hazardIndex(id)}
	case 18:
		if depth < 2 {
			// Later commands are aimed at the map before the earlier ones
			// run, so batches often fail part-way: the rollback path.
			b := &editor.Batch{Commands: make([]editor.Command, 1+r.IntN(4))}
			for i := range b.Commands {
				b.Commands[i] = g.command(depth + 1)
			}
			return b
		}
		return &editor.FlipLink{Link: g.index(len(m.Links))}
	default:
		var s editor.Selection
		s.Replace(m, g.areaIDs(), []int{g.index(len(m.Links)), g.index(len(m.Links))})
		if c := editor.DeleteSelection(m, &s); c != nil {
			return c
		}
		return &editor.DeleteAreas{}
	}
}
