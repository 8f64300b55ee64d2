package play

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

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
	if !w.panelSays("House rule: Environment phase (the hazards act after every team)") {
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
