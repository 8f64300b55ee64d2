package canvas

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// BenchmarkBoardPan500 is one frame of panning a 500-area, 1,500-link map:
// the viewport moves and every pooled object is placed again.
func BenchmarkBoardPan500(b *testing.B) {
	test.NewTempApp(b)
	m := enginetest.Map(3, enginetest.Options{Areas: 500, LinksPerArea: 6})
	if len(m.Links) < 1400 {
		b.Fatalf("generated only %d links", len(m.Links))
	}
	board := NewBoard(&engine.Document{Map: *m})
	win := test.NewTempWindow(b, board)
	win.Resize(fyne.NewSize(1400, 900))
	board.FitToWindow()
	r := test.WidgetRenderer(board).(*renderer)
	b.ReportAllocs()
	for b.Loop() {
		board.view = board.view.PanBy(3, 2)
		r.redraw(board.Size())
	}
}

// BenchmarkBoardEdit500 is one frame after an edit of the same map: the
// layout is recomputed too.
func BenchmarkBoardEdit500(b *testing.B) {
	test.NewTempApp(b)
	m := enginetest.Map(3, enginetest.Options{Areas: 500, LinksPerArea: 6})
	board := NewBoard(&engine.Document{Map: *m})
	win := test.NewTempWindow(b, board)
	win.Resize(fyne.NewSize(1400, 900))
	r := test.WidgetRenderer(board).(*renderer)
	b.ReportAllocs()
	for b.Loop() {
		board.layout = nil
		r.redraw(board.Size())
	}
}

// BenchmarkBoardOpenMaxMap opens the largest valid map in a window: the
// board is built, sized and drawn once (layout and the first redraw).
// Target: a few seconds at most.
func BenchmarkBoardOpenMaxMap(b *testing.B) { benchOpenMaxMap(b, false) }

// benchOpenMaxMap builds, sizes and draws the largest map's board each
// round, and paints the frame too when paint is set.
func benchOpenMaxMap(b *testing.B, paint bool) {
	test.NewTempApp(b)
	doc := maxMap(b)
	win := test.NewTempWindow(b, NewBoard(&engine.Document{}))
	win.Resize(fyne.NewSize(1280, 720))
	b.ReportAllocs()
	for b.Loop() {
		board := NewBoard(doc)
		win.SetContent(board)
		test.WidgetRenderer(board).Refresh()
		if paint {
			win.Canvas().Capture()
		}
	}
}

// BenchmarkBoardFirstFrameMaxMap is BenchmarkBoardOpenMaxMap and the
// first frame painted (by the software painter: the overview image and
// whatever canvas objects remain).
func BenchmarkBoardFirstFrameMaxMap(b *testing.B) { benchOpenMaxMap(b, true) }

// BenchmarkBoardPanMaxMapLegible is one frame of panning the largest map
// at the smallest zoom whose names are drawn (canvas objects, no overview).
func BenchmarkBoardPanMaxMapLegible(b *testing.B) {
	test.NewTempApp(b)
	board := NewBoard(maxMap(b))
	win := test.NewTempWindow(b, board)
	win.Resize(fyne.NewSize(1280, 720))
	c := board.Layout().Bounds.Center()
	board.SetView(Viewport{Zoom: MinTextPx / LabelSize, Origin: c})
	r := test.WidgetRenderer(board).(*renderer)
	b.ReportAllocs()
	for b.Loop() {
		board.view = board.view.PanBy(3, 2)
		r.redraw(board.Size())
	}
	n := 0
	for _, l := range r.layers {
		n += l.nLines + l.nRects + l.nCircles + l.nPolys + l.nTexts
	}
	b.ReportMetric(float64(n), "objects")
}

// maxMap is a map at the format's limits: 50,000 areas, 200,000 links.
func maxMap(b *testing.B) *engine.Document {
	m := enginetest.Map(7, enginetest.Options{Areas: battlemap.MaxAreas, LinksPerArea: 8})
	if len(m.Links) != battlemap.MaxLinks {
		b.Fatalf("generated %d links, want %d", len(m.Links), battlemap.MaxLinks)
	}
	return &engine.Document{Map: *m}
}

// BenchmarkLayoutMaxMap is the geometry of the largest valid map, as a
// board computes it when the map is opened.
func BenchmarkLayoutMaxMap(b *testing.B) {
	test.NewTempApp(b)
	doc := maxMap(b)
	b.ReportAllocs()
	for b.Loop() {
		NewBoard(doc).Layout()
	}
}
