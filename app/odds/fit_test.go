package odds

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"github.com/unhexboard/unhexboard/app/host/hosttest"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/engine/tactics"
)

// drawnOut is a report whose most common length is the round cap: the
// histogram's last bar, at the right edge, is its tallest and carries its
// share and its length.
func drawnOut() *tactics.Report {
	return &tactics.Report{Runs: 100, Seed: 1, RoundCap: 50, PCWins: 30, PCWinRate: 0.3, PCWinRateLow: 0.22, PCWinRateHigh: 0.4,
		Draws: 60, Rounds: map[int]int{4: 10, 12: 30, 50: 60},
		Characters: map[sheet.CharacterID]tactics.Fates{"rook": {Standing: 0.5, Unconscious: 0.3, Dead: 0.2}, "bouncer": {Standing: 0.08, Unconscious: 0.9, Dead: 0.02}},
		Names:      map[sheet.CharacterID]string{"rook": "Rook", "bouncer": "Bouncer"},
		PCs:        []sheet.CharacterID{"rook"}, Order: []sheet.CharacterID{"rook", "bouncer"},
		Permanent: map[sheet.CharacterID]float64{"rook": 0.4}}
}

// drawnRight is where an object's ink ends on the window: a text's at the
// end of its letters, wherever its box reaches.
func drawnRight(o fyne.CanvasObject) float32 {
	x := fyne.CurrentApp().Driver().AbsolutePositionForObject(o).X
	t, ok := o.(*canvas.Text)
	if !ok {
		return x + o.Size().Width
	}
	w := t.MinSize().Width
	switch t.Alignment {
	case fyne.TextAlignCenter:
		return x + (o.Size().Width+w)/2
	case fyne.TextAlignTrailing:
		return x + o.Size().Width
	}
	return x + w
}

func TestOdds_NoBarOrNumberIsCutAtTheRightEdge(t *testing.T) {
	w := newPlayWindow(t)
	w.odds.Show()
	o := w.odds.open
	t.Cleanup(o.win.Close)
	o.show(drawnOut(), nil)
	for _, width := range []float32{720, 1280, 1920} {
		o.win.Resize(fyne.NewSize(width, 700))
		var scroll *container.Scroll
		hosttest.Walk(o.win.Content(), func(obj fyne.CanvasObject) {
			if s, ok := obj.(*container.Scroll); ok && scroll == nil {
				scroll = s
			}
		})
		// The scroll bar is drawn over the right edge of what it scrolls.
		limit := fyne.CurrentApp().Driver().AbsolutePositionForObject(scroll).X + scroll.Size().Width - theme.ScrollBarSize()
		var cut []string
		hosttest.Walk(o.result, func(obj fyne.CanvasObject) {
			if !obj.Visible() {
				return
			}
			what := ""
			switch x := obj.(type) {
			case *canvas.Text:
				what = "text " + x.Text
			case *canvas.Rectangle:
				what = "a bar"
			default:
				return
			}
			if r := drawnRight(obj); r > limit+0.5 {
				cut = append(cut, what)
			}
		})
		if len(cut) > 0 {
			t.Errorf("%.0f wide, these run under the scroll bar or off the window: %s", width, strings.Join(cut, ", "))
		}
		// Nor do two texts on a line run into each other.
		var texts []*canvas.Text
		hosttest.Walk(o.result, func(obj fyne.CanvasObject) {
			if x, ok := obj.(*canvas.Text); ok && x.Visible() && x.Text != "" {
				texts = append(texts, x)
			}
		})
		abs := fyne.CurrentApp().Driver().AbsolutePositionForObject
		for i, a := range texts {
			for _, b := range texts[i+1:] {
				ay, by := abs(a).Y, abs(b).Y
				aw, bw := a.MinSize().Width, b.MinSize().Width
				al, bl := drawnRight(a)-aw, drawnRight(b)-bw
				const gap = 4 // less, and two numbers read as one
				if ay == by && al < bl+bw+gap && bl < al+aw+gap {
					t.Errorf("%.0f wide, %q and %q run into each other", width, a.Text, b.Text)
				}
			}
		}
	}
}

func TestOdds_TheDrawsAndTheSeedAreExplained(t *testing.T) {
	shown := drawWords(56, 1000, 50)
	for _, want := range []string{"round 50", "round cap", "draw", "56 fights of 1000 (6%)"} {
		if !strings.Contains(shown, want) {
			t.Errorf("the draws' line %q does not say %q", shown, want)
		}
	}
	if none := drawWords(0, 1000, 50); !strings.Contains(none, "no draws") || !strings.Contains(none, "round cap") {
		t.Errorf("with no draws the line says %q", none)
	}
	w := newPlayWindow(t)
	w.odds.Show()
	o := w.odds.open
	t.Cleanup(o.win.Close)
	var hints []string
	hosttest.Walk(o.win.Content(), func(obj fyne.CanvasObject) {
		if x, ok := obj.(*canvas.Text); ok && x.Visible() {
			hints = append(hints, x.Text)
		}
	})
	if got := strings.Join(hints, "\n"); !strings.Contains(got, "the same seed gives the same answer") {
		t.Errorf("the Seed field has no word of what it does:\n%s", got)
	}
}
