package canvas

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// shown lists what the board's renderer draws: the visible lines and
// rectangles of a layer, and the texts of every layer.
type shown struct {
	lines, rects int
	texts        []string
	overview     bool
}

func whatIsShown(b *Board, depth int) shown {
	r := test.WidgetRenderer(b).(*renderer)
	r.redraw(b.Size())
	var s shown
	for _, o := range r.layers[depth].lines {
		if o.Visible() {
			s.lines++
		}
	}
	for _, o := range r.layers[depth].rects {
		if o.Visible() {
			s.rects++
		}
	}
	for i := range r.layers {
		for _, t := range r.layers[i].texts {
			if t.Visible() {
				s.texts = append(s.texts, t.Text)
			}
		}
	}
	s.overview = r.raster != nil && r.raster.Visible()
	return s
}

func TestBoard_AShapeOffScreenIsNotDrawn(t *testing.T) {
	doc := &engine.Document{Map: battlemap.Map{
		Areas: []battlemap.Area{{ID: "w", Name: "West", X: 0, Y: 0}, {ID: "e", Name: "East", X: 5000, Y: 0}},
		Links: []battlemap.Link{{A: "w", B: "e", Kind: battlemap.Solid}},
	}}
	b, _ := showBoard(t, doc, 400, 300)
	b.SetView(Viewport{Zoom: 1, Origin: battlemap.Point{X: -200, Y: -150}}) // West in the middle
	s := whatIsShown(b, depthAreas)
	if s.rects != 1 || len(s.texts) != 1 || s.texts[0] != "West" {
		t.Fatalf("with West on screen: %d boxes, labels %q; want West's box and label only", s.rects, s.texts)
	}
	// Panned so that only empty map shows between the two: nothing drawn.
	b.SetView(Viewport{Zoom: 1, Origin: battlemap.Point{X: 2000, Y: 500}})
	if s := whatIsShown(b, depthAreas); s.rects != 0 || len(s.texts) != 0 {
		t.Fatalf("off screen: %d boxes, labels %q; want none", s.rects, s.texts)
	}
	if s := whatIsShown(b, depthLinks); s.lines != 0 {
		t.Fatalf("a link off screen drew %d lines", s.lines)
	}
	// Panned back, East is drawn again.
	b.SetView(Viewport{Zoom: 1, Origin: battlemap.Point{X: 4800, Y: -150}})
	if s := whatIsShown(b, depthAreas); len(s.texts) != 1 || s.texts[0] != "East" {
		t.Fatalf("with East on screen: labels %q", s.texts)
	}
}

func TestBoard_LabelsAreLeftOutAtATinyZoomOnly(t *testing.T) {
	b, _ := showBoard(t, twoAreas(battlemap.Link{Kind: battlemap.Solid}), 400, 300)
	b.SetView(Viewport{Zoom: 1, Origin: battlemap.Point{X: -50, Y: -100}})
	if s := whatIsShown(b, depthAreas); len(s.texts) != 2 {
		t.Fatalf("at zoom 1 the labels are %q, want both", s.texts)
	}
	b.SetView(Viewport{Zoom: MinZoom, Origin: battlemap.Point{X: -5000, Y: -5000}})
	s := whatIsShown(b, depthAreas)
	if len(s.texts) != 0 {
		t.Fatalf("at zoom %g the labels %q are drawn, under %d px", MinZoom, s.texts, MinTextPx)
	}
	if s.rects != 2 {
		t.Fatalf("at zoom %g %d boxes are drawn, want both", MinZoom, s.rects)
	}
}

func TestBoard_DecorationsUnderTwoPixelsAreLeftOut(t *testing.T) {
	l := battlemap.Link{Kind: battlemap.Solid, CoverA: true, CoverB: true, Door: battlemap.DoorOpen}
	b, _ := showBoard(t, twoAreas(l), 400, 300)
	b.SetView(Viewport{Zoom: 1, Origin: battlemap.Point{X: -50, Y: -100}})
	if s := whatIsShown(b, depthLinks); s.lines < 2+2+4 {
		t.Fatalf("at zoom 1: %d lines, want the link in two halves, two ticks and a door box", s.lines)
	}
	b.SetView(Viewport{Zoom: 0.05, Origin: battlemap.Point{X: -1000, Y: -1000}})
	if s := whatIsShown(b, depthLinks); s.lines != 1 {
		t.Fatalf("at zoom 0.05 (a tick is 1.4 px): %d lines, want the link alone", s.lines)
	}
}

func TestBoard_ACrowdedMapZoomedOutIsOneOverviewImage(t *testing.T) {
	m := enginetest.Map(3, enginetest.Options{Areas: 3000, LinksPerArea: 2})
	b, win := showBoard(t, &engine.Document{Map: *m}, 640, 480)
	b.SetView(Viewport{Zoom: MinZoom, Origin: b.Layout().Bounds.Min})
	s := whatIsShown(b, depthAreas)
	if !s.overview || s.rects != 0 || len(s.texts) != 0 {
		t.Fatalf("zoomed out: overview %v, %d boxes, labels %d; want the overview alone", s.overview, s.rects, len(s.texts))
	}
	if s := whatIsShown(b, depthLinks); s.lines != 0 {
		t.Fatalf("zoomed out: %d link lines besides the overview", s.lines)
	}
	// The overview shows the map: ink where the areas are.
	img := win.Canvas().Capture()
	if n := darkPixels(img); n < 1000 {
		t.Fatalf("the overview shows only %d dark pixels", n)
	}
	// Zoomed in, the names are legible: canvas objects again.
	b.SetView(Viewport{Zoom: 1, Origin: b.Layout().Bounds.Min})
	s = whatIsShown(b, depthAreas)
	if s.overview || s.rects == 0 || len(s.texts) == 0 {
		t.Fatalf("zoomed in: overview %v, %d boxes, %d labels; want boxes and labels", s.overview, s.rects, len(s.texts))
	}
	if r := test.WidgetRenderer(b).(*renderer); !hasObject(r.Objects(), r.raster) {
		t.Fatal("the overview is not among the renderer's objects")
	}
}

func hasObject(objs []fyne.CanvasObject, o *canvas.Raster) bool {
	for _, x := range objs {
		if x == o {
			return true
		}
	}
	return false
}

func darkPixels(img image.Image) int {
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			g := color.GrayModel.Convert(img.At(x, y)).(color.Gray)
			if g.Y < 0x60 {
				n++
			}
		}
	}
	return n
}

func TestBoard_TheOverviewFollowsPanningAndIsNotRedrawnWhenNothingMoved(t *testing.T) {
	m := enginetest.Map(3, enginetest.Options{Areas: 3000, LinksPerArea: 2})
	b, win := showBoard(t, &engine.Document{Map: *m}, 640, 480)
	b.SetView(Viewport{Zoom: MinZoom, Origin: b.Layout().Bounds.Min})
	r := test.WidgetRenderer(b).(*renderer)
	before := win.Canvas().Capture()
	drawn, first := len(r.drawn.lines), &r.drawn.lines[0]
	if drawn == 0 || len(r.drawn.boxes) != len(m.Areas) {
		t.Fatalf("the overview holds %d lines and %d boxes", drawn, len(r.drawn.boxes))
	}
	b.SetHover(Hit{Link: -1, Area: m.Areas[0].ID}) // a refresh that moves nothing
	if &r.drawn.lines[0] != first || len(r.drawn.lines) != drawn {
		t.Fatal("the overview changed on a hover")
	}
	b.PanBy(100, 50)
	after := win.Canvas().Capture()
	if n := differingPixels(before, after); n < 1000 {
		t.Fatalf("panning the overview changed only %d pixels", n)
	}
	// The panned overview is the same picture, moved: compare a patch.
	if darkPixels(cropImg(before, image.Rect(100, 100, 300, 250))) < 500 {
		t.Fatal("the patch compared has no map in it")
	}
	if n := differingPixels(cropImg(before, image.Rect(100, 100, 300, 250)), cropImg(after, image.Rect(200, 150, 400, 300))); n > 200 {
		t.Fatalf("the panned overview differs from the moved original in %d pixels", n)
	}
}

func cropImg(img image.Image, r image.Rectangle) image.Image {
	out := image.NewNRGBA(image.Rect(0, 0, r.Dx(), r.Dy()))
	for y := 0; y < r.Dy(); y++ {
		for x := 0; x < r.Dx(); x++ {
			out.Set(x, y, img.At(r.Min.X+x, r.Min.Y+y))
		}
	}
	return out
}

func TestBoard_TheOverviewKeepsLegibleNamesOverIt(t *testing.T) {
	m := enginetest.Map(3, enginetest.Options{Areas: 3000, LinksPerArea: 2})
	b, _ := showBoard(t, &engine.Document{Map: *m}, 3000, 2000)
	b.SetView(Viewport{Zoom: MinTextPx / LabelSize, Origin: b.Layout().Bounds.Min})
	s := whatIsShown(b, depthAreas)
	if !s.overview || s.rects != 0 || len(s.texts) < 100 {
		t.Fatalf("crowded but legible: overview %v, %d boxes, %d labels; want the overview under the names", s.overview, s.rects, len(s.texts))
	}
}
