package projection_test

import (
	"testing"

	"github.com/unhexboard/unhexboard/table/projection"
)

// What one seat's state costs to project on its character's turn, with
// the GM's highlights shown: the reckoning on the map the players see
// (worked out once per game state, whatever the number of seats) and the
// seat's acts listed on it.
func BenchmarkProject_ASeatOnItsTurnWithHighlights(b *testing.B) {
	doc := withHiddenLinks(load(b))
	g := pcsTurn(b, doc)
	p := projection.NewProjector([]byte("one table"))
	seats := []projection.Seat{{Name: "Ana", Character: "vex"}, {Name: "Bo", Character: "rook"}, {Name: "Cy"}}
	b.ReportAllocs()
	for b.Loop() {
		// A new state from the host: the reckoning is worked out again.
		fresh := &projection.Game{Map: g.Map, Characters: g.Characters, Rules: g.Rules, Fight: g.Fight, View: g.View,
			Selected: "vex", Show: &projection.Shown{Moves: true, Sight: true, Range: true}}
		for _, s := range seats {
			p.Project(fresh, s)
		}
	}
}
