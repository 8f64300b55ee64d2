package play

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

func TestPlay_TheHouseRulesAreShownAndChangedOnlyBeforeACombatAsOneUndoStep(t *testing.T) {
	w := newPlayWindow(t)
	if w.ed.Doc.House.Any() || w.check(t, "Delay").Checked || w.check(t, "Forced defence").Checked {
		t.Fatal("the brawl map plays no house rule, and the panel must say so")
	}
	steps := len(w.done)
	w.check(t, "Delay").SetChecked(true)
	if !w.ed.Doc.House.Delay || w.ed.Doc.House.ForcedDefence || len(w.done) != steps+1 || !w.dirty() {
		t.Fatalf("ticking Delay: %+v, %d undo steps (from %d), dirty %v", w.ed.Doc.House, len(w.done), steps, w.dirty())
	}
	w.check(t, "Forced defence").SetChecked(true)
	if w.ed.Doc.House != sheet.AllHouseRules {
		t.Fatalf("both ticked: %+v", w.ed.Doc.House)
	}
	w.undo()
	if w.ed.Doc.House != (sheet.HouseRules{Delay: true}) || w.check(t, "Forced defence").Checked {
		t.Errorf("one undo takes back one option: %+v", w.ed.Doc.House)
	}
	w.undo()
	if w.ed.Doc.House.Any() || w.dirty() {
		t.Errorf("undoing both leaves %+v, dirty %v", w.ed.Doc.House, w.dirty())
	}
	w.redo()
	test.Tap(w.button(t, "Start combat"))
	if !w.panelSays("House rules: Delay") {
		t.Error("during a combat the house rules are shown")
	}
	if err := w.play.cast.setHouseRules(sheet.AllHouseRules); err == nil || w.ed.Doc.House != (sheet.HouseRules{Delay: true}) {
		t.Errorf("the house rules changed during a combat: %v", err)
	}
	if st := w.play.cast.fight.State(); st.Roster.House != (sheet.HouseRules{Delay: true}) {
		t.Errorf("the combat plays %+v", st.Roster.House)
	}
}

func TestTracker_OffersHoldAndTheHeldActionBetweenTheOtherTeamsActs(t *testing.T) {
	w := newPlayWindow(t)
	w.check(t, "Delay").SetChecked(true)
	w.startWithPCsFirst(t)
	w.tap(w.tokenAt("rook"))
	checkActButton(t, w.actButton(t, "hold the action"), combat.ActHold)
	test.Tap(w.button(t, "hold the action"))
	test.Tap(w.button(t, "end PCs' turn"))
	// The Club's turn: the Bouncer steps into the Entrance, then Rook cuts
	// in with the action he held.
	w.tap(w.tokenAt("bouncer"))
	test.Tap(w.button(t, "move to Entrance"))
	if w.play.tracker.view().Window != nil {
		test.Tap(w.button(t, "Roll the dice"))
	}
	w.tap(w.tokenAt("rook"))
	if !w.panelSays("Rook holds an action: act with it now, between Club's acts:") {
		t.Error("the panel does not say Rook may act with the held action")
	}
	test.Tap(w.button(t, "attack Bouncer with Pistol"))
	v := w.play.tracker.view()
	if v.Window == nil || !v.Window.Interrupt || v.Acting != "Club" {
		t.Fatalf("Rook's attack is an interrupt of the Club's turn: %+v, acting %q", v.Window, v.Acting)
	}
	if log := strings.Join(v.Log, "\n"); !strings.Contains(log, "Rook acts with the held action") {
		t.Errorf("the log does not say the held action is used:\n%s", log)
	}
}

func TestTracker_OffersTheForcedDefenceOnceTheActionIsSpent(t *testing.T) {
	w := newPlayWindow(t)
	w.check(t, "Forced defence").SetChecked(true)
	w.startWithInitiative(t, "81", "34", "Club, then PCs")
	// The Bouncer spends his action on a step into the Entrance.
	w.tap(w.tokenAt("bouncer"))
	test.Tap(w.button(t, "move to Entrance"))
	if w.play.tracker.view().Window != nil {
		test.Tap(w.button(t, "Roll the dice"))
	}
	test.Tap(w.button(t, "end Club's turn"))
	w.tap(w.tokenAt("rook"))
	test.Tap(w.button(t, "attack Bouncer with Pistol"))
	var labels []string
	for _, b := range w.actButtons() {
		labels = append(labels, b.Text)
	}
	shown := strings.Join(labels, "\n")
	if strings.Contains(shown, "Bouncer defends\n") || strings.HasSuffix(shown, "Bouncer defends") {
		t.Errorf("the Bouncer's action is spent, yet a plain Defend is offered:\n%s", shown)
	}
	b := w.actButton(t, "Bouncer defends, giving up next round's action (forced defence)")
	checkActButton(t, b, combat.ActForcedDefence)
	test.Tap(w.button(t, "Bouncer defends, giving up next round's action"))
	if log := strings.Join(w.play.tracker.view().Log, "\n"); !strings.Contains(log, "Bouncer defends, giving up next round's action (forced defence)") {
		t.Errorf("the forced defence is not in the log:\n%s", log)
	}
}

// actButton finds a visible act button whose text starts with text.
func (w *testWindow) actButton(t *testing.T, text string) *uikit.WrapButton {
	t.Helper()
	for _, b := range w.actButtons() {
		if strings.HasPrefix(b.Text, text) {
			return b
		}
	}
	t.Fatalf("no act button %q", text)
	return nil
}
