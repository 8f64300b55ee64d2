package play

import (
	"encoding/json"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine/combat"
)

// endCombat presses End combat and confirms, as the GM ends a fight.
func (w *testWindow) endCombat(t testing.TB) {
	t.Helper()
	test.Tap(w.button(t, "End combat"))
	test.Tap(w.button(t, "End the combat"))
}

func TestEndCombat_AsksFirstAndKeepPlayingLeavesTheCombatUntouched(t *testing.T) {
	w := newPlayWindow(t)
	w.startWithPCsFirst(t)
	s := w.play.cast.fight
	state, entries, steps := s.State(), len(s.Log()), len(w.done)
	before, _ := json.Marshal(state.View())

	test.Tap(w.button(t, "End combat"))
	if w.play.tracker.view().Phase == combat.PhaseEnded {
		t.Fatal("one click on End combat ended the combat")
	}
	says := w.dialogText()
	for _, want := range []string{"round 1", "PCs' turn", "Undo"} {
		if !strings.Contains(says, want) {
			t.Errorf("the question does not say %q:\n%s", want, says)
		}
	}
	test.Tap(w.button(t, "Keep playing"))
	after, _ := json.Marshal(s.State().View())
	if s.State() != state || len(s.Log()) != entries || len(w.done) != steps || string(after) != string(before) {
		t.Errorf("Keep playing changed the combat: %d entries (was %d), %d undo steps (was %d)", len(s.Log()), entries, len(w.done), steps)
	}
	if w.win.Canvas().Overlays().Top() != nil {
		t.Error("the question is still open")
	}

	w.endCombat(t)
	if v := w.play.tracker.view(); v.Phase != combat.PhaseEnded || len(w.done) != steps+1 {
		t.Fatalf("confirmed, the combat is %s with %d undo steps (was %d)", v.Phase, len(w.done), steps)
	}
	w.undo()
	if v := w.play.tracker.view(); v.Phase == combat.PhaseEnded {
		t.Error("Undo did not take the end back, as the question said it would")
	}
}

func TestEndCombat_InAReactionWindowEndsItOnceConfirmed(t *testing.T) {
	w := newPlayWindow(t)
	w.startWithClubFirst(t)
	w.runNPC(t, "Play NPC turn")
	if w.play.tracker.view().Window == nil {
		t.Fatal("setup: no reaction window open")
	}
	test.Tap(w.button(t, "End combat"))
	if says := w.dialogText(); !strings.Contains(says, "declared") || !strings.Contains(says, "not rolled") {
		t.Errorf("the question does not say the declared act goes unrolled:\n%s", says)
	}
	if w.play.tracker.view().Phase == combat.PhaseEnded {
		t.Fatal("one click ended the combat")
	}
	test.Tap(w.button(t, "End the combat"))
	if v := w.play.tracker.view(); v.Phase != combat.PhaseEnded {
		t.Errorf("confirmed in a reaction window, the combat is %s", v.Phase)
	}
}
