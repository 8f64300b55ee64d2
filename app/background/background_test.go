package background

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

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
	w.bg.panel.scale.SetValue(100) // 100%, scale 1: a keyboard step is a change let go
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

func TestBackground_TheScaleIsInPerCentAndTheFileKeepsUnitsAPixel(t *testing.T) {
	w := newTestWindow(t)
	withPictureFile(t, w)
	w.bg.Choose()
	p := w.bg.panel
	fitted := w.Editor().Map().Background.Scale
	if got, want := p.scaleVal.Text, formatPercent(fitted*100); got != want {
		t.Errorf("the box shows %q for scale %v, want %q (per cent)", got, fitted, want)
	}
	if p.scale.Step != 1 || p.scale.Min > 10 || p.scale.Max < 400 {
		t.Errorf("the slider runs %v–%v in steps of %v, want 10–400 in steps of 1", p.scale.Min, p.scale.Max, p.scale.Step)
	}
	p.scale.SetValue(150)
	if got := w.Editor().Map().Background.Scale; math.Abs(got-1.5) > 1e-12 {
		t.Errorf("150%% on the slider made the scale %v, want 1.5 map units a pixel", got)
	}
	// A typed value, with or without its sign, is one undo step.
	steps := len(w.Done)
	test.Type(p.scaleVal, "") // focus only
	p.scaleVal.SetText("87,5 %")
	p.scaleVal.OnSubmitted(p.scaleVal.Text)
	if got := w.Editor().Map().Background.Scale; math.Abs(got-0.875) > 1e-12 || len(w.Done) != steps+1 {
		t.Errorf("typing 87,5 %%: scale %v in %d steps, want 0.875 in one", got, len(w.Done)-steps)
	}
	if p.scaleVal.Text != "87.5" || math.Abs(p.scale.Value-87.5) > 0.5 {
		t.Errorf("after typing the box shows %q, the slider %v", p.scaleVal.Text, p.scale.Value)
	}
	// A scale no background may have is refused with the reason.
	for _, bad := range []string{"0.5", "20000", "big"} {
		p.scaleVal.SetText(bad)
		p.scaleVal.OnSubmitted(bad)
		if got := w.Editor().Map().Background.Scale; got != 0.875 || len(w.Done) != steps+1 {
			t.Errorf("typing %q changed the scale to %v", bad, got)
		}
		if p.scaleVal.Text != "87.5" || !strings.Contains(w.Status, "1 to 10000") {
			t.Errorf("after %q the box shows %q and the status line %q", bad, p.scaleVal.Text, w.Status)
		}
	}
	// A scale beyond the slider's range stretches it.
	p.scaleVal.SetText("900")
	p.scaleVal.OnSubmitted("900")
	if p.scale.Max < 900 || p.scale.Value != 900 {
		t.Errorf("at 900%% the slider runs to %v and shows %v", p.scale.Max, p.scale.Value)
	}
}

func TestBackground_ASmallDragOfTheScaleSliderMovesItALittle(t *testing.T) {
	w := newTestWindow(t)
	withPictureFile(t, w)
	w.bg.Choose()
	p := w.bg.panel
	s := p.scale
	drag := func(x float32) float64 {
		s.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(x, s.Size().Height/2)}})
		return w.Editor().Map().Background.Scale
	}
	// Find where the slider stands at about 100% (the picture at its own
	// size), then drag 23 pixels each way from there.
	var at float32 = -1
	for x := float32(0); x < s.Size().Width; x++ {
		if drag(x) >= 1 {
			at = x
			break
		}
	}
	if at < 0 {
		t.Fatalf("no place on the %v px slider reaches 100%%", s.Size().Width)
	}
	from := drag(at)
	for _, dx := range []float32{-23, 23} {
		got := drag(at + dx)
		if r := got / from; r < 0.6 || r > 1.5 {
			t.Errorf("a %v px drag from scale %.3f went to %.3f: it jumps", dx, from, got)
		}
	}
	s.DragEnd()
}
