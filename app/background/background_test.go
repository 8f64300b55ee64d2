package background

import (
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/unhexboard/unhexboard/app/host/hosttest"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// testWindow is the window with the bundled nightclub map open.
type testWindow struct {
	*hosttest.Host
	bg *Background
}

func (w *testWindow) ChoosePath(bool, string, string, []string, func(string)) {
	panic("the tests choose their picture with withPictureFile")
}
func (w *testWindow) RedrawBoards() { w.Board().Refresh() }

func newTestWindow(t *testing.T) *testWindow {
	t.Helper()
	w := &testWindow{Host: hosttest.Open(t, "../../assets/maps/nightclub.unhex")}
	w.bg = New(w)
	return w
}

// withPictureFile makes the file chooser pick a 300 x 200 PNG.
func withPictureFile(t *testing.T, w *testWindow) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "plan.png")
	if err := os.WriteFile(path, enginetest.Picture(300, 200), 0o644); err != nil {
		t.Fatal(err)
	}
	w.bg.chooseImage = func(pick func(string)) { pick(path) }
}

func TestBackground_ChangeIsOneUndoStep(t *testing.T) {
	w := newTestWindow(t)
	withPictureFile(t, w)
	steps := len(w.Done)
	w.bg.Choose()
	bg := w.Editor().Map().Background
	if bg == nil || bg.Opacity != 0.5 || bg.Players || bg.Print {
		t.Fatalf("a new picture: %+v, want half opacity, for the GM only", bg)
	}
	if len(w.Done) != steps+1 || w.UndoLabel() != "Undo Set background image" {
		t.Fatalf("setting the picture made %d steps (%q)", len(w.Done)-steps, w.UndoLabel())
	}
	p := w.bg.panel
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
		if got := w.Editor().Map().Background.Opacity; got != v/100 {
			t.Fatalf("while dragging, the map shows opacity %v, want %v", got, v/100)
		}
	}
	if len(w.Done) != steps+1 {
		t.Fatalf("dragging recorded %d steps before the slider was let go", len(w.Done)-steps-1)
	}
	p.opacity.OnChangeEnded(20)
	if len(w.Done) != steps+2 || w.Editor().Map().Background.Opacity != 0.2 {
		t.Fatalf("letting go: %d steps, opacity %v; want one step to 0.2", len(w.Done)-steps, w.Editor().Map().Background.Opacity)
	}
	// The check boxes are one step each.
	p.players.SetChecked(true)
	if !w.Editor().Map().Background.Players || len(w.Done) != steps+3 {
		t.Fatalf("Show to players: %+v, %d steps", w.Editor().Map().Background, len(w.Done)-steps)
	}
	w.Undo()
	if w.Editor().Map().Background.Players || p.players.Checked {
		t.Error("undo left the picture shown to players")
	}
	w.Undo()
	if got := w.Editor().Map().Background.Opacity; got != 0.5 || p.opacity.Value != 50 {
		t.Errorf("one undo took the opacity to %v (slider %v), want back to 0.5", got, p.opacity.Value)
	}
	w.Undo()
	if w.Editor().Map().Background != nil || w.bg.panel != nil {
		t.Error("the third undo did not take the picture away and close its panel")
	}
	w.Redo()
	w.Redo()
	if bg := w.Editor().Map().Background; bg == nil || bg.Opacity != 0.2 {
		t.Errorf("redo twice: %+v", bg)
	}
}

func TestBackground_ScaleKeepsThePictureCentredAndRemoveIsUndoable(t *testing.T) {
	w := newTestWindow(t)
	withPictureFile(t, w)
	w.bg.Choose()
	bg := *w.Editor().Map().Background
	cx, cy := bg.X+300*bg.Scale/2, bg.Y+200*bg.Scale/2
	w.bg.panel.scale.SetValue(0) // scale 1: a keyboard step is a change let go
	got := w.Editor().Map().Background
	if got.Scale != 1 || math.Abs(got.X+150-cx) > 1e-9 || math.Abs(got.Y+100-cy) > 1e-9 {
		t.Errorf("scaled to %v at (%v, %v): the centre moved from (%v, %v)", got.Scale, got.X, got.Y, cx, cy)
	}
	w.bg.Remove()
	if w.Editor().Map().Background != nil {
		t.Fatal("Remove left the picture")
	}
	w.Undo()
	if w.Editor().Map().Background == nil {
		t.Fatal("undo did not bring the picture back")
	}
}
