package tactics

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// A simulated fight scores without words (AllowedActs, no reasons); Acts,
// Reactions and Next explain. In every state of a few whole fights the two
// must rank the same commands with the same gains and pick the same next
// command, and the explaining side must give every choice a reason.
func TestScoring_WithoutReasonsChoosesWhatTheExplainedScoringChooses(t *testing.T) {
	start := brawlStart(t)
	states := 0
	for seed := uint64(1); seed <= 6; seed++ {
		c, src := start, sheet.NewDiceSource(seed)
		for step := 0; step < 400 && c.Phase != combat.PhaseEnded; step++ {
			for i := range c.Roster.Characters {
				id := c.Roster.Characters[i].ID
				told := armedLeaveItemsAlone(t, c, id, newEye(c, true).acts(id, true))
				sameChoices(t, told, newEye(c, false).acts(id, true))
				if c.Window != nil {
					opts := c.ReactOptions()
					sameChoices(t, newEye(c, true).reactions(opts, id), newEye(c, false).reactions(opts, id))
				}
			}
			told, err := next(c, nil, true)
			if err != nil {
				t.Fatal(err)
			}
			quiet, err := next(c, nil, false)
			if err != nil {
				t.Fatal(err)
			}
			sameChoices(t, []Choice{told}, []Choice{quiet})
			cmd := quiet.Command
			res, err := combat.Apply(c, cmd)
			for err == nil && res.Decision != nil {
				var ans any
				if ans, _, err = Decide(c, cmd, res.Decision, src); err == nil {
					if cmd, err = combat.Answer(cmd, res.Decision, ans); err == nil {
						res, err = combat.Apply(c, cmd)
					}
				}
			}
			if err != nil {
				t.Fatal(err)
			}
			c = res.State
			states++
		}
	}
	t.Logf("%d states", states)
}

// armedLeaveItemsAlone is the explained ranking less what the quiet one is
// not offered: a fighter with a weapon in hand is not listed the item
// changes, which the explained ranking must score below zero (never taken).
func armedLeaveItemsAlone(t *testing.T, c *combat.Combat, id sheet.CharacterID, told []Choice) []Choice {
	t.Helper()
	if ch := c.Roster.Find(id); ch == nil || len(combat.AppendAttackWeapons(nil, ch)) == 0 {
		return told
	}
	var out []Choice
	for _, a := range told {
		if a.Kind != combat.ActManageItems {
			out = append(out, a)
		} else if a.Gain >= 0 {
			t.Fatalf("%s: %s scores %.2f with a weapon in hand, yet quiet scoring never lists it", id, a.Label, a.Gain)
		}
	}
	return out
}

func sameChoices(t *testing.T, told, quiet []Choice) {
	t.Helper()
	if len(told) != len(quiet) {
		t.Fatalf("%d choices explained, %d without reasons", len(told), len(quiet))
	}
	for i := range told {
		a, _ := combat.MarshalCommand(told[i].Command)
		b, _ := combat.MarshalCommand(quiet[i].Command)
		if string(a) != string(b) || told[i].Gain != quiet[i].Gain || told[i].Kind != quiet[i].Kind {
			t.Fatalf("choice %d: explained %s (%.3f), without reasons %s (%.3f)", i, a, told[i].Gain, b, quiet[i].Gain)
		}
		if told[i].Reason == "" {
			t.Fatalf("choice %d (%s) has no reason", i, a)
		}
	}
}
