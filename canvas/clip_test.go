package canvas

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// farApart is two areas at (0,0) and (r,r) joined by one solid link.
func farApart(r float64) *engine.Document {
	return &engine.Document{Map: battlemap.Map{
		Areas: []battlemap.Area{{ID: "a", Name: "Home"}, {ID: "b", Name: "Away", X: r, Y: r}},
		Links: []battlemap.Link{{A: "a", B: "b", Kind: battlemap.Solid, CoverA: true, CoverB: true}},
	}}
}

func abs(f float64) float64 { return max(f, -f) }

func TestPen_LinesAreClippedToTheBoard(t *testing.T) {
	doc := farApart(1e7)
	b, _ := showBoard(t, doc, 400, 300)
	b.SetView(Viewport{Zoom: MaxZoom, Origin: battlemap.Point{X: 5e6, Y: 5e6}})
	r := test.WidgetRenderer(b).(*renderer)
	drawn := 0
	for _, l := range r.layers[depthLinks].lines[:r.layers[depthLinks].nLines] {
		drawn++
		for _, p := range []fyne.Position{l.Position1, l.Position2} {
			if p.X < -20 || p.Y < -20 || p.X > 420 || p.Y > 320 {
				t.Errorf("line end %v lies far outside the 400x300 board", p)
			}
		}
	}
	if drawn == 0 {
		t.Error("the link crossing the view was not drawn")
	}
}

func TestClipSegment_KeepsThePartInsideTheRectangle(t *testing.T) {
	for _, c := range []struct {
		in   [4]float64
		want [4]float64
		ok   bool
	}{
		{[4]float64{-10, 5, 20, 5}, [4]float64{0, 5, 10, 5}, true},
		{[4]float64{2, 2, 8, 8}, [4]float64{2, 2, 8, 8}, true},
		{[4]float64{-1e9, -1e9, 1e9, 1e9}, [4]float64{0, 0, 10, 10}, true},
		{[4]float64{20, 0, 30, 10}, [4]float64{}, false},
		{[4]float64{-5, 12, 15, 12}, [4]float64{}, false},
	} {
		x1, y1, x2, y2, ok := ClipSegment(c.in[0], c.in[1], c.in[2], c.in[3], 0, 0, 10, 10)
		got := [4]float64{x1, y1, x2, y2}
		near := true
		for i := range got {
			near = near && abs(got[i]-c.want[i]) < 1e-4
		}
		if ok != c.ok || (ok && !near) {
			t.Errorf("clip %v = %v %v, want %v %v", c.in, got, ok, c.want, c.ok)
		}
	}
}
