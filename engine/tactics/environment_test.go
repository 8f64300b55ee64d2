package tactics_test

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/engine/tactics"
)

// With the Environment phase on, a simulated fight plays each round's
// hazards as the engine lists them: on the duel map with burning oil
// dealing 9 on every area, every level-50 fighter without armor is below
// 10 after five environment steps, so no fight lasts past round 5; with
// the house rule off the same map plays as the plain duel, whose fights
// can last longer.
func TestSimulate_TheEnvironmentStepPlaysEachRoundsHazards(t *testing.T) {
	doc, err := engine.LoadFile("testdata/duel.unhex")
	if err != nil {
		t.Fatal(err)
	}
	for i := range doc.Map.Areas {
		doc.Map.Areas[i].Hazards = []battlemap.Hazard{{Label: "Burning oil", Damage: "9"}}
	}
	longest := func(house sheet.HouseRules) int {
		doc.HouseRules = house
		c, err := combat.New(&doc.Map, doc.StartRoster(), nil)
		if err != nil {
			t.Fatal(err)
		}
		r, err := tactics.Simulate(c, nil, tactics.Options{Runs: 200, Seed: 9})
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for rounds := range r.Rounds {
			n = max(n, rounds)
		}
		return n
	}
	if n := longest(sheet.HouseRules{Environment: true}); n > 5 {
		t.Errorf("with 9 damage a round from round 1, a fight lasted %d rounds", n)
	}
	if n := longest(sheet.HouseRules{}); n <= 5 {
		t.Errorf("without the house rule the hazards should change nothing, but no fight lasted past round 5 (%d)", n)
	}
}
