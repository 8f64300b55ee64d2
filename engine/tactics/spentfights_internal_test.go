package tactics

import (
	"reflect"
	"slices"
	"testing"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// A simulation's worker hands each fight's final state back once the
// fight is counted, and later fights copy into its memory: every fight
// must end as it does when no final state is handed back, state for
// state, on maps with and without objectives.
func TestSimulate_RecycledFinalStatesChangeNoFight(t *testing.T) {
	for _, path := range []string{"../../assets/maps/nightclub-brawl.unhex", "testdata/duel-objectives.unhex", "testdata/three-sides.unhex"} {
		start := startCombat(t, path)
		sum := newSummary(start, Options{Runs: 1})
		const fights = 40
		var kept [fights]Outcome // never handed back, so never written again
		for i := range fights {
			var err error
			if kept[i], err = Fight(start, nil, sheet.NewDiceSource(RunSeed(3, i)), DefaultRoundCap); err != nil {
				t.Fatal(err)
			}
		}
		mine := start.Clone()
		for i := range fights {
			want := kept[i]
			got, err := Fight(mine, nil, sheet.NewDiceSource(RunSeed(3, i)), DefaultRoundCap)
			if err != nil {
				t.Fatal(err)
			}
			if want.Rounds != got.Rounds || want.Draw != got.Draw || !slices.Equal(want.Standing, got.Standing) ||
				!slices.Equal(want.Reached, got.Reached) {
				t.Fatalf("%s fight %d: %d rounds, draw %v, standing %v, reached %v; recycled %d rounds, draw %v, standing %v, reached %v",
					path, i, want.Rounds, want.Draw, want.Standing, want.Reached, got.Rounds, got.Draw, got.Standing, got.Reached)
			}
			if !reflect.DeepEqual(want.Final.Roster, got.Final.Roster) {
				t.Fatalf("%s fight %d: the final rosters differ", path, i)
			}
			if w, g := sum.count(want), sum.count(got); !reflect.DeepEqual(w, g) {
				t.Fatalf("%s fight %d: counted %+v, recycled %+v", path, i, w, g)
			}
			recycle(got, mine)
		}
	}
}

// A fight's eye goes on to the next fight with its buffers only: given
// back, it holds no state, no character of a state and no fight's spent
// memory (which goes back to its own pool and on to another fight).
func TestEyePool_AnEyeGivenBackHoldsNoStateOnlyBuffers(t *testing.T) {
	c := clubFirst(t)
	e := &eye{spent: new(combat.Spent)}
	e.reuse(c)
	if _, err := nextBy(e, nil); err != nil {
		t.Fatal(err)
	}
	if cap(e.who) == 0 || cap(e.armory) == 0 {
		t.Fatal("the eye weighed the turn without its buffers")
	}
	putEye(e)
	if e.c != nil || e.t != nil || e.spent != nil || len(e.who) != 0 || len(e.armory) != 0 || len(e.foes) != 0 {
		t.Fatalf("an eye given back still reads a state: %+v", *e)
	}
	for i, m := range e.who[:cap(e.who)] {
		if m.arms != nil || m.at != 0 || m.armed {
			t.Fatalf("memo %d still holds a character's arms", i)
		}
		for _, a := range m.areas[:cap(m.areas)] {
			if a.off.whom != 0 || a.off.known || a.thr.known || a.near.known {
				t.Fatalf("memo %d still holds what it worked out of a state", i)
			}
		}
	}
	if e.teams != 0 || len(e.teamOf) != 0 || e.pairsOn {
		t.Fatal("an eye given back still numbers a state's teams or keeps its blows")
	}
	for _, f := range e.foes[:cap(e.foes)] {
		if f.made {
			t.Fatal("a team's enemies are still held")
		}
	}
}
