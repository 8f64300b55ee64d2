package combat

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Two states of a combat whose doors stand alike share one compiled
// terrain, which answers as the map compiled afresh under that overlay;
// a state whose doors stand otherwise has its own.
func TestTerrains_OneCompiledPerDoorState(t *testing.T) {
	m := warehouse(t)
	door := m.LinkBetween("office", "vault")
	s := newSession(t, m, person("a", "crew", sheet.PC, 50, "office", nil), person("b", "guards", sheet.NPC, 50, "floor", nil))
	start := s.State()
	closed := start.Terrain()
	open := func() *Combat {
		c := start.Clone()
		c.Doors = map[int]battlemap.Door{door: battlemap.DoorOpen}
		c.mapChanged()
		return c
	}
	a, b := open(), open()
	if a.Terrain() != b.Terrain() {
		t.Error("two states with the vault door open compiled the map twice")
	}
	if a.Terrain() == closed {
		t.Fatal("the open door's state reads the closed door's terrain")
	}
	fresh, err := battlemap.Compile(m, a.Overlay())
	if err != nil {
		t.Fatal(err)
	}
	for _, th := range []int{battlemap.SightThreshold, battlemap.SightThreshold2HRanged} {
		for i := range fresh.IDs {
			got, want := a.Terrain().Row(i, th), fresh.From(i, th)
			for j := range want {
				if got[j] != want[j] {
					t.Errorf("from %s to %s at threshold %d: %+v, want %+v", fresh.IDs[i], fresh.IDs[j], th, got[j], want[j])
				}
			}
		}
	}
	if r := a.Terrain().Row(fresh.Index("office"), battlemap.SightThreshold)[fresh.Index("vault")]; r.Moves != 1 {
		t.Errorf("through the open door the vault is %d moves away, want 1", r.Moves)
	}
}

// A Stealth mark is a terrain of its own (the map with one mark more at
// the hidden one's area): two states asking for it share one compiled,
// which answers as the map compiled afresh with the mark, and a mark
// elsewhere is another terrain.
func TestTerrains_OneCompiledPerStealthMark(t *testing.T) {
	m := warehouse(t)
	s := newSession(t, m, person("a", "crew", sheet.PC, 50, "office", nil), person("b", "guards", sheet.NPC, 50, "floor", nil))
	a, b := s.State(), s.State().Clone()
	marked := a.Terrain("vault")
	if b.Terrain("vault") != marked {
		t.Error("two states compiled the map with the same Stealth mark twice")
	}
	if marked == a.Terrain() || marked == a.Terrain("office") {
		t.Fatal("the mark at the vault reads the terrain of another")
	}
	ov := a.Overlay()
	ov.Marks["vault"] = battlemap.AreaMarks{Extra: 1}
	fresh, err := battlemap.Compile(m, ov)
	if err != nil {
		t.Fatal(err)
	}
	for _, th := range []int{battlemap.SightThreshold, battlemap.SightThreshold2HRanged} {
		for i := range fresh.IDs {
			got, want := marked.Row(i, th), fresh.From(i, th)
			for j := range want {
				if got[j] != want[j] {
					t.Errorf("from %s to %s at threshold %d: %+v, want %+v", fresh.IDs[i], fresh.IDs[j], th, got[j], want[j])
				}
			}
		}
	}
}

// Overlays that differ in any door, demolished area or covering effect
// have different keys; equal ones, built in any order, the same.
func TestOverlayKey_TellsOverlaysApart(t *testing.T) {
	base := func() *battlemap.Overlay {
		return &battlemap.Overlay{Doors: map[int]battlemap.Door{1: battlemap.DoorOpen, 3: battlemap.DoorClosed},
			Marks: map[battlemap.AreaID]battlemap.AreaMarks{"a": {Demolished: true}, "b": {AllCovered: true}}}
	}
	k := overlayKey(base())
	for i := 0; i < 20; i++ { // maps iterate in any order
		if overlayKey(base()) != k {
			t.Fatal("equal overlays gave different keys")
		}
	}
	changes := []func(*battlemap.Overlay){
		func(o *battlemap.Overlay) { o.Doors[1] = battlemap.DoorClosed },
		func(o *battlemap.Overlay) { delete(o.Doors, 3) },
		func(o *battlemap.Overlay) { o.Doors[13] = battlemap.DoorOpen },
		func(o *battlemap.Overlay) { o.Marks["a"] = battlemap.AreaMarks{} },
		func(o *battlemap.Overlay) { o.Marks["b"] = battlemap.AreaMarks{AllCovered: true, Extra: 1} },
		func(o *battlemap.Overlay) { o.Marks["c"] = battlemap.AreaMarks{Demolished: true} },
	}
	for i, change := range changes {
		o := base()
		change(o)
		if overlayKey(o) == k {
			t.Errorf("change %d left the key the same", i)
		}
	}
}
