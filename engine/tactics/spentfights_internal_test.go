package tactics

import (
	"reflect"
	"slices"
	"testing"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// A simulation's worker plays each fight in the memory its earlier
// fights left spent, their final states included once counted: every
// fight must end as the same fight played in new memory does, state for
// state, on maps with and without objectives.
func TestFighter_AWorkersFightsInOneAnothersMemoryEndAsFreshOnes(t *testing.T) {
	for _, path := range []string{"../../assets/maps/nightclub-brawl.unhex", "testdata/duel-objectives.unhex", "testdata/three-sides.unhex"} {
		doc, err := engine.LoadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		start, err := combat.New(&doc.Map, doc.StartRoster(), nil)
		if err != nil {
			t.Fatal(err)
		}
		sum := newSummary(start, Options{Runs: 1})
		mine := start.Clone()
		var fighter Fighter
		for i := 0; i < 40; i++ {
			fresh, err := Fight(start, nil, sheet.NewDiceSource(RunSeed(3, i)), DefaultRoundCap)
			if err != nil {
				t.Fatal(err)
			}
			reused, err := fighter.Fight(mine, nil, sheet.NewDiceSource(RunSeed(3, i)), DefaultRoundCap)
			if err != nil {
				t.Fatal(err)
			}
			if fresh.Rounds != reused.Rounds || fresh.Draw != reused.Draw || !slices.Equal(fresh.Standing, reused.Standing) ||
				!slices.Equal(fresh.Reached, reused.Reached) {
				t.Fatalf("%s fight %d: fresh %d rounds, draw %v, standing %v, reached %v; reused %d rounds, draw %v, standing %v, reached %v",
					path, i, fresh.Rounds, fresh.Draw, fresh.Standing, fresh.Reached, reused.Rounds, reused.Draw, reused.Standing, reused.Reached)
			}
			if !reflect.DeepEqual(fresh.Final.Roster, reused.Final.Roster) {
				t.Fatalf("%s fight %d: the final rosters differ", path, i)
			}
			if f, r := sum.count(fresh), sum.count(reused); !reflect.DeepEqual(f, r) {
				t.Fatalf("%s fight %d: counted %+v fresh, %+v reused", path, i, f, r)
			}
			fighter.Recycle(reused, mine)
		}
	}
}
