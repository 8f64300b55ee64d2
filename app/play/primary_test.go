package play

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// primaries are the labels of the side panel's highlighted buttons.
func (w *testWindow) primaries() []string {
	var out []string
	walk(w.panel, func(o fyne.CanvasObject) {
		if b, label, ok := asButton(o); ok && b.Visible() && highlighted(b) {
			out = append(out, label)
		}
	})
	return out
}

// panelLabels joins the side panel's visible labels.
func (w *testWindow) panelLabels() string {
	var out []string
	walk(w.panel, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Visible() {
			out = append(out, l.Text)
		}
	})
	return strings.Join(out, "\n")
}

// onePrimary fails the test unless the panel highlights exactly one
// button, whose label starts with want.
func (w *testWindow) onePrimary(t *testing.T, when, want string) {
	t.Helper()
	got := w.primaries()
	if len(got) != 1 || !strings.HasPrefix(got[0], want) {
		t.Errorf("%s the panel highlights %q, want only %q", when, got, want)
	}
}

func TestNPCTurn_EachPauseHighlightsOneButtonAndANoteGoesOnceItsDecisionIsMade(t *testing.T) {
	w := newPlayWindow(t)
	w.startWithClubFirst(t)
	w.onePrimary(t, "on the club's turn", "Play NPC turn")

	w.runNPC(t, "Play NPC turn")
	a := w.play.tracker.npc
	if v := w.play.tracker.view(); v.Window == nil || !a.paused() {
		t.Fatalf("setup: the run did not pause in a reaction window: %q", a.note)
	}
	w.onePrimary(t, "paused where Rook may react,", "Continue NPC turn")
	w.button(t, "Roll the dice") // still there, as an ordinary button
	if !strings.Contains(w.panelLabels(), "Rook may react") {
		t.Errorf("the pause's note is not shown:\n%s", w.panelLabels())
	}

	test.Tap(w.button(t, "Rook intercepts"))
	w.answerAll(t, "55")
	if !strings.Contains(w.panelLabels(), "Rook may react") {
		t.Errorf("the window is still open, but its note went:\n%s", w.panelLabels())
	}
	w.runNPC(t, "Continue NPC turn")
	if !strings.Contains(a.note, "Rook's player decides") || w.win.Canvas().Overlays().Top() == nil {
		t.Fatalf("setup: the run did not pause for Rook's player: %q", a.note)
	}
	w.onePrimary(t, "paused while Rook's player decides,", "Continue NPC turn")
	if !strings.Contains(w.panelLabels(), "Rook's player decides") {
		t.Errorf("the pause's note is not shown:\n%s", w.panelLabels())
	}

	w.answerAll(t, "55")
	if w.play.tracker.view().Pending != nil {
		t.Fatal("setup: the decision still waits")
	}
	if shown := w.panelLabels(); strings.Contains(shown, "decides") {
		t.Errorf("Rook's player has decided, and the panel still says:\n%s", shown)
	}
	if a.paused() {
		w.onePrimary(t, "after the decision,", "Continue NPC turn")
	}
}

func TestNPCTurn_WhileItPlaysStopIsTheOneHighlightedButton(t *testing.T) {
	w, a := startHeldRun(t)
	w.onePrimary(t, "while the NPC turn plays,", "Stop NPC turn")
	test.Tap(w.button(t, "Stop NPC turn"))
	a.waitDone(t)
	w.onePrimary(t, "once stopped,", "Continue NPC turn")
}
