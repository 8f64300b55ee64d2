package battlemap_test

import (
	"reflect"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// Hidden areas and links are fog of war for the players' eyes only: the
// rules see the whole map.
func TestHidden_ChangesNoRangeSightOrMove(t *testing.T) {
	m := enginetest.LoadMap(t, enginetest.Asset("nightclub.unhex"))
	open, err := battlemap.Compile(m, nil)
	if err != nil {
		t.Fatal(err)
	}
	fogged := m.Clone()
	for i := range fogged.Areas {
		fogged.Areas[i].Hidden = i%2 == 0
	}
	for i := range fogged.Links {
		fogged.Links[i].Hidden = i%3 == 0
	}
	hid, err := battlemap.Compile(fogged, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := range open.IDs {
		for _, th := range []int{battlemap.SightThreshold, 0} {
			if a, b := open.From(i, th), hid.From(i, th); !reflect.DeepEqual(a, b) {
				t.Errorf("from %s (threshold %d): hiding changed the reach\n open %v\n hid  %v", open.IDs[i], th, a, b)
			}
		}
		if a, b := open.BFS(i), hid.BFS(i); !reflect.DeepEqual(a, b) {
			t.Errorf("from %s: hiding changed the moves", open.IDs[i])
		}
	}
}

func TestHidden_LinkHiddenFromPlayersWhenEitherEndIs(t *testing.T) {
	m := &battlemap.Map{
		Areas: []battlemap.Area{{ID: "a", Name: "A"}, {ID: "b", Name: "B", Hidden: true}, {ID: "c", Name: "C"}},
		Links: []battlemap.Link{{A: "a", B: "b", Kind: battlemap.Solid}, {A: "a", B: "c", Kind: battlemap.Solid}, {A: "c", B: "b", Kind: battlemap.Dashed}},
	}
	want := []bool{true, false, true}
	for i := range m.Links {
		if got := m.LinkHiddenFromPlayers(i); got != want[i] {
			t.Errorf("link %d: hidden from players %v, want %v", i, got, want[i])
		}
	}
	m.Links[1].Hidden = true
	if !m.LinkHiddenFromPlayers(1) {
		t.Error("a hidden link between two shown areas is still hidden")
	}
}

func TestHidden_LinksHiddenFromPlayersAgreesWithEachLinksAnswer(t *testing.T) {
	m := &battlemap.Map{
		Areas: []battlemap.Area{{ID: "a", Name: "A"}, {ID: "b", Name: "B", Hidden: true}, {ID: "c", Name: "C"}},
		Links: []battlemap.Link{{A: "a", B: "b"}, {A: "a", B: "c"}, {A: "c", B: "b"}, {A: "a", B: "c", Hidden: true}, {A: "a", B: "gone"}},
	}
	all := m.LinksHiddenFromPlayers()
	for i := range m.Links {
		if all[i] != m.LinkHiddenFromPlayers(i) {
			t.Errorf("link %d: %v all at once, %v alone", i, all[i], m.LinkHiddenFromPlayers(i))
		}
	}
}
