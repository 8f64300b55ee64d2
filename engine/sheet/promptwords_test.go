package sheet

import (
	"fmt"
	"testing"
)

// Roll.String reads a table for digits; it must write what "%d%d" does,
// digits or not.
func TestRoll_StringIsTensThenOnesAsFmtWritesThem(t *testing.T) {
	for tens := -1; tens <= 10; tens++ {
		for ones := -1; ones <= 10; ones++ {
			r := Roll{Tens: tens, Ones: ones}
			if got, want := r.String(), fmt.Sprintf("%d%d", tens, ones); got != want {
				t.Errorf("%d and %d: %q, want %q", tens, ones, got, want)
			}
		}
	}
}

// The prompts of rolls and hits are written without fmt; people read
// them, so they must be the words fmt wrote.
func TestPrompts_AreTheWordsFmtWrote(t *testing.T) {
	_, d, _ := ResolveRoll(Latest, RollRecord{Dice: dice(6, 2)}, 40, 95, true, player, "roll")
	if want := fmt.Sprintf("%s is %s; re-roll with good? The second result stands", Roll{Tens: 6, Ones: 2}, "a failure"); d.Prompt != want {
		t.Errorf("re-roll prompt %q, want %q", d.Prompt, want)
	}
	_, d, _ = ResolveRoll(Latest, RollRecord{Dice: dice(2, 2)}, 40, 60, false, player, "roll")
	if want := fmt.Sprintf("critical success with %s: take another action, or adjust the dice to any value up to %d", Roll{Tens: 2, Ones: 2}, 40); d.Prompt != want {
		t.Errorf("critical prompt %q, want %q", d.Prompt, want)
	}
	if want := fmt.Sprintf("adjust the dice to a value from %d to %d", Latest.LowestValue(), 40); d.Options[1].Label != want {
		t.Errorf("critical option %q, want %q", d.Options[1].Label, want)
	}
	att := npcSheet("att")
	att.Items = []Item{knife("k", RightHand)}
	r := rosterOf(att, pcSheet("tgt"))
	d = decision(t, r, &AttackRoll{Attacker: "att", Target: "tgt", Weapon: "k", Roll: RollRecord{Dice: dice(3, 9)}}, DecideAssignDice)
	if want := fmt.Sprintf("%s hits with %s; %s: which die is the damage?", "att", Roll{Tens: 3, Ones: 9}, "the attacker chooses"); d.Prompt != want {
		t.Errorf("assign-dice prompt %q, want %q", d.Prompt, want)
	}
	for i, dl := range [][2]int{{3, 9}, {9, 3}} {
		want := fmt.Sprintf("%d damage to location %d (%s)", dl[0], dl[1], Latest.LocationForDie(dl[1]).Name())
		if d.Options[i].Label != want {
			t.Errorf("assign-dice option %q, want %q", d.Options[i].Label, want)
		}
	}
}
