package app

import (
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// withPictureFile makes the file chooser pick a 300 x 200 PNG.
func withPictureFile(t *testing.T, w *mainWindow) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "plan.png")
	if err := os.WriteFile(path, enginetest.Picture(300, 200), 0o644); err != nil {
		t.Fatal(err)
	}
	w.chooseImage = func(pick func(string)) { pick(path) }
}

func TestBackground_ChangeIsOneUndoStep(t *testing.T) {
	w := newTestWindow(t)
	withPictureFile(t, w)
	steps := len(w.history.done)
	w.chooseBackground()
	bg := w.ed.Map().Background
	if bg == nil || bg.Opacity != 0.5 || bg.Players || bg.Print {
		t.Fatalf("a new picture: %+v, want half opacity, for the GM only", bg)
	}
	if len(w.history.done) != steps+1 || w.history.undoLabel() != "Undo Set background image" {
		t.Fatalf("setting the picture made %d steps (%q)", len(w.history.done)-steps, w.history.undoLabel())
	}
	p := w.bg
	if p == nil {
		t.Fatal("the panel did not open")
	}
	if p.opacity.Value != 50 {
		t.Errorf("the opacity slider shows %v, want 50", p.opacity.Value)
	}
	// A slider dragged through several values shows each on the board and
	// records one step when let go.
	for _, v := range []float64{45, 33, 20} {
		p.opacity.Value = v
		p.opacity.OnChanged(v)
		if got := w.ed.Map().Background.Opacity; got != v/100 {
			t.Fatalf("while dragging, the map shows opacity %v, want %v", got, v/100)
		}
	}
	if len(w.history.done) != steps+1 {
		t.Fatalf("dragging recorded %d steps before the slider was let go", len(w.history.done)-steps-1)
	}
	p.opacity.OnChangeEnded(20)
	if len(w.history.done) != steps+2 || w.ed.Map().Background.Opacity != 0.2 {
		t.Fatalf("letting go: %d steps, opacity %v; want one step to 0.2", len(w.history.done)-steps, w.ed.Map().Background.Opacity)
	}
	// The check boxes are one step each.
	p.players.SetChecked(true)
	if !w.ed.Map().Background.Players || len(w.history.done) != steps+3 {
		t.Fatalf("Show to players: %+v, %d steps", w.ed.Map().Background, len(w.history.done)-steps)
	}
	w.undo()
	if w.ed.Map().Background.Players || p.players.Checked {
		t.Error("undo left the picture shown to players")
	}
	w.undo()
	if got := w.ed.Map().Background.Opacity; got != 0.5 || p.opacity.Value != 50 {
		t.Errorf("one undo took the opacity to %v (slider %v), want back to 0.5", got, p.opacity.Value)
	}
	w.undo()
	if w.ed.Map().Background != nil || w.bg != nil {
		t.Error("the third undo did not take the picture away and close its panel")
	}
	w.redo()
	w.redo()
	if bg := w.ed.Map().Background; bg == nil || bg.Opacity != 0.2 {
		t.Errorf("redo twice: %+v", bg)
	}
}

func TestBackground_ScaleKeepsThePictureCentredAndRemoveIsUndoable(t *testing.T) {
	w := newTestWindow(t)
	withPictureFile(t, w)
	w.chooseBackground()
	bg := *w.ed.Map().Background
	cx, cy := bg.X+300*bg.Scale/2, bg.Y+200*bg.Scale/2
	w.bg.scale.SetValue(0) // scale 1: a keyboard step is a change let go
	got := w.ed.Map().Background
	if got.Scale != 1 || math.Abs(got.X+150-cx) > 1e-9 || math.Abs(got.Y+100-cy) > 1e-9 {
		t.Errorf("scaled to %v at (%v, %v): the centre moved from (%v, %v)", got.Scale, got.X, got.Y, cx, cy)
	}
	w.removeBackground()
	if w.ed.Map().Background != nil {
		t.Fatal("Remove left the picture")
	}
	w.undo()
	if w.ed.Map().Background == nil {
		t.Fatal("undo did not bring the picture back")
	}
}
