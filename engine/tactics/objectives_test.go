package tactics_test

import (
	"slices"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/engine/tactics"
)

// A duel with three area objectives: where the PCs start (reached in every
// fight), where the NPC starts (reached in some), and an area no link
// joins (never). The share held at the end must match the fights' own
// final states, and the combat's free-text objectives are listed, not
// scored.
func TestSimulate_ObjectivesCountTheFightsAPCReachedAndHeldEachArea(t *testing.T) {
	c, _ := startOf(t, "testdata/duel-objectives.unhex")
	c, err := combat.New(c.Map(), c.Roster, []string{"Take Nix alive"})
	if err != nil {
		t.Fatal(err)
	}
	const runs, seed = 300, 4
	r, err := tactics.Simulate(c, nil, tactics.Options{Runs: runs, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	at := map[battlemap.AreaID]tactics.ObjectiveOdds{}
	for _, o := range r.Objectives {
		at[o.Area] = o
	}
	if len(r.Objectives) != 3 || at["west"].Label != "Hold the door" || !at["vault"].Hidden {
		t.Fatalf("objectives %+v", r.Objectives)
	}
	if at["west"].Reached != 1 {
		t.Errorf("the PCs start on Hold the door, but it is reached in %.3f of the fights", at["west"].Reached)
	}
	if v := at["vault"]; v.Reached != 0 || v.HeldAtEnd != 0 {
		t.Errorf("no link leads to the vault, yet %+v", v)
	}
	if e := at["east"]; e.Reached <= 0 || e.Reached >= 1 {
		t.Errorf("the stash where the NPC stands is reached in %.3f of the fights; want some, not all", e.Reached)
	}
	// The shares counted again from each fight: what it reached, and its end.
	held, reached := map[battlemap.AreaID]int{}, map[battlemap.AreaID]int{}
	for i := 0; i < runs; i++ {
		out, err := tactics.Fight(c, nil, sheet.NewDiceSource(tactics.RunSeed(seed, i)), tactics.DefaultRoundCap)
		if err != nil {
			t.Fatal(err)
		}
		for a := range at {
			for j := range out.Final.Roster.Characters {
				ch := &out.Final.Roster.Characters[j]
				if ch.Kind == sheet.PC && ch.Area == a && !ch.Unconscious() {
					held[a]++
					break
				}
			}
			if slices.Contains(out.Reached, a) {
				reached[a]++
			}
		}
	}
	for a, o := range at {
		if want := float64(reached[a]) / runs; o.Reached != want {
			t.Errorf("%s is reached in %.3f of the fights by the report, %.3f by the fights themselves", a, o.Reached, want)
		}
		if want := float64(held[a]) / runs; o.HeldAtEnd != want {
			t.Errorf("%s is held at the end of %.3f of the fights by the report, %.3f by the fights themselves", a, o.HeldAtEnd, want)
		}
		if o.HeldAtEnd > o.Reached {
			t.Errorf("%s is held at the end more often (%.3f) than ever reached (%.3f)", a, o.HeldAtEnd, o.Reached)
		}
	}
	if !slices.Equal(r.GMObjectives, []string{"Take Nix alive"}) {
		t.Errorf("the combat's own objectives are %q", r.GMObjectives)
	}
	t.Logf("%+v", r.Objectives)
}
