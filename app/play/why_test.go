package play

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// whyNote is the plate of the why beside the pointer on the GM's board,
// in pixels, as its rows of text show it (ok false when none shows), and
// its first row.
func (w *testWindow) whyNote() (r battlemap.Rect, first string, ok bool) {
	for _, obj := range test.WidgetRenderer(w.board).Objects() {
		x, isText := obj.(*canvas.Text)
		if !isText || !x.Visible() || x.TextSize != whyNoteSize || x.Text == "" || !strings.Contains(w.play.whyShort, x.Text) {
			continue
		}
		row := battlemap.Rect{Min: battlemap.Point{X: float64(x.Position().X), Y: float64(x.Position().Y)},
			Max: battlemap.Point{X: float64(x.Position().X + x.Size().Width), Y: float64(x.Position().Y + x.Size().Height)}}
		if !ok {
			r, first, ok = row, x.Text, true
		} else {
			r = r.Union(row)
		}
	}
	return r, first, ok
}

// footprintsOnScreen are the areas' footprints (box, objectives, tokens,
// range tag) on the GM's board, in pixels, as the last redraw laid them.
func (w *testWindow) footprintsOnScreen() map[battlemap.AreaID]battlemap.Rect {
	var feet map[battlemap.AreaID]battlemap.Rect
	w.board.Overlays = append(w.board.Overlays, func(pen *ucanvas.Pen) { feet = w.play.footprints(pen) })
	w.board.Refresh()
	w.board.Overlays = w.board.Overlays[:len(w.board.Overlays)-1]
	out := map[battlemap.AreaID]battlemap.Rect{}
	for id, r := range feet {
		a, b := w.board.ToScreen(r.Min), w.board.ToScreen(r.Max)
		out[id] = battlemap.Rect{Min: battlemap.Point{X: float64(a.X), Y: float64(a.Y)}, Max: battlemap.Point{X: float64(b.X), Y: float64(b.Y)}}
	}
	return out
}

// The why of the area under the pointer stands beside it on the GM's
// board, whole on the board and never over that area, its tokens or its
// range tag, at both window sizes the GM plays at; the panel shows the
// same text on top, with the sight paths after it.
func TestWhy_StandsBesideThePointerAndAtopThePanel(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 1280, Height: 720}, {Width: 1920, Height: 1080}} {
		w := newPlayWindowAt(t, test.NewTempApp(t), size.Width, size.Height)
		w.startWithPCsFirst(t)
		w.tap(w.tokenAt("rook"))
		for _, a := range w.ed.Map().Areas {
			w.pointAt(w.at(a.ID))
			if w.play.why == nil || w.play.whyShort == "" {
				t.Fatalf("%v: pointing at %s explains nothing", size, a.Name)
			}
			note, first, ok := w.whyNote()
			if !ok {
				t.Errorf("%v: no why beside the pointer at %s", size, a.Name)
				continue
			}
			if want, _, _ := strings.Cut(w.play.whyShort, "\n"); first != want {
				t.Errorf("%v: the why at %s begins %q, want %q", size, a.Name, first, want)
			}
			feet := w.footprintsOnScreen()
			if overlapArea(note, feet[a.ID]) > 0 {
				t.Errorf("%v: the why %v covers %s %v", size, note, a.Name, feet[a.ID])
			}
			board := w.board.Size()
			if note.Min.X < 0 || note.Min.Y < 0 || note.Max.X > float64(board.Width) || note.Max.Y > float64(board.Height) {
				t.Errorf("%v: the why at %s %v runs off the board %v", size, a.Name, note, board)
			}
			if top := w.panel.Objects[0]; top != w.play.explain || !w.play.explain.Visible() || w.play.explain.Text != w.play.whyWhole {
				t.Errorf("%v: the panel's top does not show the why of %s", size, a.Name)
			}
			if !strings.HasPrefix(w.play.whyWhole, w.play.whyShort) {
				t.Errorf("%v: the panel's why of %s is not the board's, whole:\n%s\n---\n%s", size, a.Name, w.play.whyShort, w.play.whyWhole)
			}
		}
		w.board.MouseOut()
		if _, _, ok := w.whyNote(); ok || w.play.explain.Visible() {
			t.Errorf("%v: the why stays after the pointer left the board", size)
		}
	}
}

func overlapArea(a, b battlemap.Rect) float64 {
	dx := min(a.Max.X, b.Max.X) - max(a.Min.X, b.Min.X)
	dy := min(a.Max.Y, b.Max.Y) - max(a.Min.Y, b.Min.Y)
	if dx <= 0 || dy <= 0 {
		return 0
	}
	return dx * dy
}
