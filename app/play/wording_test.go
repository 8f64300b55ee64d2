package play

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/enginetest"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// A decision's dialog is titled for whoever the banner waits for: the
// player of a PC, or the GM playing an NPC, never "The GM decides" while
// the banner waits for a player.
func TestDecision_TheDialogTitleNamesWhoTheBannerWaitsFor(t *testing.T) {
	w := newPlayWindow(t)
	test.Tap(w.button(t, "Start combat"))
	test.Tap(w.button(t, "Roll initiative"))
	for _, want := range []struct{ title, banner string }{
		{"Vex's player decides", "waiting for Vex's player"},         // the PCs' roll: Vex's player
		{"The GM (Bouncer) decides", "waiting for the GM (Bouncer)"}, // the Club's roll: the GM plays the Bouncer
	} {
		if got := w.dialogText(); !strings.Contains(got, want.title) {
			t.Errorf("the dialog is not titled %q:\n%s", want.title, got)
		}
		if got := bannerLine(w.play.tracker.view(), w.play, false); !strings.Contains(got, want.banner) {
			t.Errorf("the banner %q does not say %q", got, want.banner)
		}
		w.typeDice(t, "34")
	}
}

// The dice box's example and button fit the dice thrown: two digits for
// both dice, one for a die re-rolled while the other is kept.
func TestDecision_TheDiceBoxFitsTheNumberOfDiceThrown(t *testing.T) {
	w := newPlayWindow(t)
	test.Tap(w.button(t, "Start combat"))
	for _, c := range []struct {
		throw          sheet.RerollDice
		example, label string
	}{
		{sheet.RerollBoth, "e.g. 34", "Use these dice"},
		{sheet.RerollTens, "e.g. 7", "Use this die"},
		{sheet.RerollOnes, "e.g. 7", "Use this die"},
	} {
		w.play.tracker.closeDialog()
		w.play.tracker.ask(&sheet.Decision{Kind: sheet.DecideDice, Decider: sheet.Decider{Role: sheet.RolePlayer, Character: "rook"},
			Field: "roll.reroll.result", Prompt: "re-roll", Dice: &sheet.DiceNeed{Throw: c.throw, Keep: &sheet.Roll{Tens: 3, Ones: 4}}})
		entry := firstIn[*widget.Entry](w.win.Canvas().Overlays().Top())
		if entry == nil {
			t.Fatalf("%s: no dice box", c.throw)
		}
		if !strings.HasSuffix(entry.PlaceHolder, c.example) {
			t.Errorf("re-rolling %s, the dice box says %q, want an example %q", c.throw, entry.PlaceHolder, c.example)
		}
		if !w.dialogHasButton(c.label) {
			t.Errorf("re-rolling %s, no button %q", c.throw, c.label)
		}
	}
}

// End combat writes one line that says who ended it, once: not "the GM
// ends the combat: the GM ends the combat".
func TestEndCombat_TheLogSaysWhoEndedItOnce(t *testing.T) {
	w := hurtBrawl(t)
	log := w.play.cast.fight.Log()
	last := log[len(log)-1].Narration
	if strings.Count(last, "the GM ends the combat") != 1 {
		t.Errorf("the log says %q", last)
	}
	for _, f := range enginetest.WordingFaults(last) {
		t.Errorf("%q: %s", last, f)
	}
}

// The sheet panel names an item's kind, hand and armor location in words:
// "Club (2H melee) — in both hands", never "melee-2h" or "in both hand",
// and a name is not said twice ("Ammo (ammo)").
func TestSheet_ItemLinesNameKindHandAndLocationInWords(t *testing.T) {
	for _, c := range []struct {
		it   sheet.Item
		want string
	}{
		{sheet.Item{Name: "Club", Kind: sheet.ItemMelee2H, Held: sheet.BothHands}, "Club (2H melee) — in both hands"},
		{sheet.Item{Name: "Knife", Kind: sheet.ItemMelee1H, Held: sheet.LeftHand}, "Knife (1H melee) — in the left hand"},
		{sheet.Item{Name: "Greaves", Kind: sheet.ItemArmor, Location: sheet.LeftLeg}, "Greaves (armor), covers the left leg"},
		{sheet.Item{Name: "Ammo", Kind: sheet.ItemAmmo}, "Ammo"},
	} {
		got := itemLine(c.it)
		if got != c.want {
			t.Errorf("itemLine = %q, want %q", got, c.want)
		}
		for _, f := range enginetest.WordingFaults(got) {
			t.Errorf("%q: %s", got, f)
		}
	}
}
