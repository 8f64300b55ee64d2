package tactics

import (
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// clubFirst is the bundled brawl's first turn, the club's: Vex fails the
// initiative with 81, the Bouncer rolls 34 and puts the club first.
func clubFirst(t *testing.T) *combat.Combat {
	t.Helper()
	res, err := combat.Apply(brawlStart(t), &combat.Initiative{
		Rolls: map[string]*sheet.RollRecord{
			"PCs":  {Dice: &sheet.Roll{Tens: 8, Ones: 1, By: sheet.ByTyped}},
			"Club": {Dice: &sheet.Roll{Tens: 3, Ones: 4, By: sheet.ByTyped}},
		},
		Order: []string{"Club", "PCs"},
	})
	if err != nil || res.Decision != nil {
		t.Fatalf("setup: %v %+v", err, res.Decision)
	}
	if c := res.State; c.Phase != combat.PhaseTurn || c.Acting() != "Club" {
		t.Fatalf("setup: phase %s, acting %q", c.Phase, c.Acting())
	}
	return res.State
}

// A call the rules leave to the GM (a tie between NPCs) and a player's
// decision go to people; an auto-played NPC's dice are rolled.
func TestNPCPlan_LeavesCallsForTheGMAndPlayersToPeople(t *testing.T) {
	c := clubFirst(t)
	plan := NPCPlan{Turn: [2]int{c.Round, c.Turn}, Auto: AutoPlays(c, nil), TeamOfTurn: "Club",
		Names: func(id sheet.CharacterID) string { return string(id) }, HandPlayed: func(sheet.CharacterID) bool { return false }}
	for _, c2 := range []struct {
		d    sheet.Decision
		kind NPCStepKind
		say  string
	}{
		{sheet.Decision{Kind: sheet.DecideOpposedTie, Decider: sheet.GM, Prompt: "tie"}, NPCPause, "the GM decides"},
		{sheet.Decision{Kind: sheet.DecideReroll, Decider: sheet.DeciderFor(c.Roster.Find("rook")), Prompt: "re-roll?"}, NPCPause, "rook's player decides"},
		{sheet.Decision{Kind: "dice", Decider: sheet.DeciderFor(c.Roster.Find("bouncer")), Dice: &sheet.DiceNeed{}}, NPCRoll, ""},
	} {
		step := plan.Next(c, &combat.Pending{Command: &combat.Resolve{}, Decision: &c2.d})
		if step.Kind != c2.kind || !strings.Contains(step.Say, c2.say) {
			t.Errorf("%s for %+v: step %d %q, want %d %q", c2.d.Kind, c2.d.Decider, step.Kind, step.Say, c2.kind, c2.say)
		}
	}
}
