package play

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// The Environment phase is switched on in the Play panel before a combat,
// as one undo step, and is fixed once the combat starts; then, once both
// teams have acted, the tracker offers the hazard that acts next as its
// one button, and the round ends after it.
func TestPlay_TheEnvironmentPhaseIsSwitchedBeforeACombatAndItsHazardsActInTheTracker(t *testing.T) {
	w := newPlayWindow(t)
	if err := w.ed.Do(&editor.AddHazard{Area: "kitchen", Hazard: battlemap.Hazard{Label: "Fallen speaker", Damage: "2"}}); err != nil {
		t.Fatal(err)
	}
	env := w.check(t, "Environment phase")
	if env.Checked || w.ed.Doc.HouseRules.Environment {
		t.Fatal("the Environment phase is on before anyone switched it on")
	}
	if !w.panelSays("After every team has acted, each hazard hurts everyone in its area (1 hazard on the map; add them to areas in Edit mode).") {
		t.Error("the switch does not say what it does and count the map's hazards")
	}
	env.SetChecked(true)
	if !w.ed.Doc.HouseRules.Environment || !w.play.Dirty() {
		t.Fatalf("ticking the box leaves the house rule %v, dirty %v", w.ed.Doc.HouseRules, w.play.Dirty())
	}
	w.undo()
	if w.ed.Doc.HouseRules.Environment || w.check(t, "Environment phase").Checked {
		t.Fatal("undo left the Environment phase on")
	}
	w.redo()
	if !w.ed.Doc.HouseRules.Environment {
		t.Fatal("redo left the Environment phase off")
	}
	w.startWithInitiative(t, "34", "81", "PCs, then Club")
	if !w.panelSays("House rules: Environment phase") {
		t.Error("during the combat the panel does not name the house rule")
	}
	if err := w.play.cast.setHouseRules(sheet.HouseRules{}, "off"); err == nil {
		t.Error("the house rules changed during a combat")
	}
	w.play.tracker.submit(&combat.EndTurn{Team: "PCs"})
	w.play.tracker.submit(&combat.EndTurn{Team: "Club"})
	v := w.play.tracker.view()
	if v.Phase != combat.PhaseEnvironment || !strings.Contains(bannerLine(v, w.play, false), "the environment acts") {
		t.Fatalf("after both turns: phase %s, banner %q", v.Phase, bannerLine(v, w.play, false))
	}
	test.Tap(w.button(t, "Resolve the Fallen speaker on Kitchen (2)"))
	p := w.play.cast.fight.Pending()
	if p == nil || p.Decision.Kind != sheet.DecideSpreadDamage || p.Decision.Decider != (sheet.Decider{Role: sheet.RoleGM, Character: "cook"}) {
		t.Fatalf("the speaker falls on the Cook, whose spread the GM chooses: %+v", p)
	}
	w.play.tracker.closeDialog()
	w.play.tracker.after(w.play.cast.fight.Answer([]sheet.LocationCount{{Location: sheet.LeftArm, Count: 2}}))
	v = w.play.tracker.view()
	if v.Phase != combat.PhaseInitiative || v.Round != 2 {
		t.Errorf("after the last hazard: phase %s, round %d", v.Phase, v.Round)
	}
	if cook := w.play.find("cook"); cook == nil || cook.Level != 33 {
		t.Errorf("the Cook should be at 35-2: %+v", cook)
	}
}

func TestPlay_TheHouseRulesAreShownAndChangedOnlyBeforeACombatAsOneUndoStep(t *testing.T) {
	w := newPlayWindow(t)
	if w.ed.Doc.HouseRules.On() || w.check(t, "Delay").Checked || w.check(t, "Forced defence").Checked {
		t.Fatal("the brawl map plays no house rule, and the panel must say so")
	}
	steps := len(w.done)
	w.check(t, "Delay").SetChecked(true)
	if !w.ed.Doc.HouseRules.Delay || w.ed.Doc.HouseRules.ForcedDefence || len(w.done) != steps+1 || !w.dirty() {
		t.Fatalf("ticking Delay: %+v, %d undo steps (from %d), dirty %v", w.ed.Doc.HouseRules, len(w.done), steps, w.dirty())
	}
	w.check(t, "Forced defence").SetChecked(true)
	if w.ed.Doc.HouseRules != (sheet.HouseRules{Delay: true, ForcedDefence: true}) {
		t.Fatalf("both ticked: %+v", w.ed.Doc.HouseRules)
	}
	w.undo()
	if w.ed.Doc.HouseRules != (sheet.HouseRules{Delay: true}) || w.check(t, "Forced defence").Checked {
		t.Errorf("one undo takes back one option: %+v", w.ed.Doc.HouseRules)
	}
	w.undo()
	if w.ed.Doc.HouseRules.On() || w.dirty() {
		t.Errorf("undoing both leaves %+v, dirty %v", w.ed.Doc.HouseRules, w.dirty())
	}
	w.redo()
	test.Tap(w.button(t, "Start combat"))
	if !w.panelSays("House rules: Delay") {
		t.Error("during a combat the house rules are shown")
	}
	if err := w.play.cast.setHouseRules(sheet.AllHouseRules, "all on"); err == nil || w.ed.Doc.HouseRules != (sheet.HouseRules{Delay: true}) {
		t.Errorf("the house rules changed during a combat: %v", err)
	}
	if st := w.play.cast.fight.State(); st.Roster.HouseRules != (sheet.HouseRules{Delay: true}) {
		t.Errorf("the combat plays %+v", st.Roster.HouseRules)
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

// With two hazards to act at once, the tracker offers each as a button
// and says the side with initiative picks; the one pressed acts, and the
// other is left to act after it.
func TestPlay_TheTrackerOffersEachHazardForTheSideWithInitiativeToPick(t *testing.T) {
	w := newPlayWindow(t)
	for _, h := range []battlemap.Hazard{{Label: "Fallen speaker", Damage: "2"}, {Label: "Grease fire", Damage: "1"}} {
		if err := w.ed.Do(&editor.AddHazard{Area: "kitchen", Hazard: h}); err != nil {
			t.Fatal(err)
		}
	}
	w.check(t, "Environment phase").SetChecked(true)
	w.startWithInitiative(t, "34", "81", "PCs, then Club")
	w.play.tracker.submit(&combat.EndTurn{Team: "PCs"})
	w.play.tracker.submit(&combat.EndTurn{Team: "Club"})
	if !w.panelSays("PCs, who hold initiative, pick which hazard acts next (the side with initiative decides the order of what happens at once).") {
		t.Error("the tracker does not say whose choice the order of the hazards is")
	}
	w.button(t, "Resolve the Fallen speaker on Kitchen (2) next (PCs, who hold initiative, pick which hazard acts next)")
	test.Tap(w.button(t, "Resolve the Grease fire on Kitchen (1) next (PCs, who hold initiative, pick which hazard acts next)"))
	w.play.tracker.closeDialog()
	w.play.tracker.after(w.play.cast.fight.Answer([]sheet.LocationCount{{Location: sheet.LeftArm, Count: 1}}))
	if cook := w.play.find("cook"); cook == nil || cook.Level != 34 {
		t.Fatalf("the grease fire burns the Cook first, 35-1: %+v", cook)
	}
	if w.panelSays("PCs, who hold initiative, pick which hazard acts next (the side with initiative decides the order of what happens at once).") {
		t.Error("with one hazard left the tracker still speaks of a choice")
	}
	test.Tap(w.button(t, "Resolve the Fallen speaker on Kitchen (2)"))
	w.play.tracker.closeDialog()
	w.play.tracker.after(w.play.cast.fight.Answer([]sheet.LocationCount{{Location: sheet.LeftArm, Count: 2}}))
	if v := w.play.tracker.view(); v.Phase != combat.PhaseInitiative || v.Round != 2 {
		t.Errorf("after both hazards: phase %s, round %d", v.Phase, v.Round)
	}
}
