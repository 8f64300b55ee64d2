package tactics_test

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/enginetest"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/engine/tactics"
)

// Every reason the tactics give, in a brawl down to one bouncer and in the
// whole brawl played out, counts in words that agree: "1 enemy can hit
// it", "cover against 1 of 1 enemy", never "1 enemies".
func TestReasons_CountsAgreeWithTheirNouns(t *testing.T) {
	full, _ := startOf(t, "../../assets/maps/nightclub-brawl.unhex")
	one := full.Clone()
	kept := one.Roster.Characters[:0]
	for _, ch := range one.Roster.Characters {
		if ch.Team != "Club" || ch.ID == "bouncer" {
			kept = append(kept, ch)
		}
	}
	one.Roster.Characters = kept
	reasons := 0
	for _, start := range []*combat.Combat{one, full} {
		c := start
		src := sheet.NewDiceSource(11)
		for step := 0; step < 400 && c.Phase != combat.PhaseEnded; step++ {
			for _, ch := range c.Roster.Characters {
				for _, a := range append(tactics.Acts(c, ch.ID), tactics.Reactions(c, ch.ID)...) {
					reasons++
					for _, f := range enginetest.WordingFaults(a.Reason) {
						t.Errorf("%s: %q: %s", ch.Label(), a.Reason, f)
					}
				}
			}
			choice, err := tactics.Next(c)
			if err != nil {
				t.Fatal(err)
			}
			res, err := combat.Apply(c, choice.Command)
			cmd := choice.Command
			for err == nil && res.Decision != nil {
				var ans any
				if ans, _, err = tactics.Decide(c, cmd, res.Decision, src); err == nil {
					if cmd, err = combat.Answer(cmd, res.Decision, ans); err == nil {
						res, err = combat.Apply(c, cmd)
					}
				}
			}
			if err != nil {
				t.Fatalf("step %d: %v", step, err)
			}
			c = res.State
		}
	}
	if reasons < 100 {
		t.Errorf("only %d reasons read", reasons)
	}
}
