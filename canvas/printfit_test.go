package canvas

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// farApart is two areas at (0,0) and (r,r) joined by one solid link.
func farApart(r float64) *engine.Document {
	return &engine.Document{Map: battlemap.Map{
		Areas: []battlemap.Area{{ID: "a", Name: "Home"}, {ID: "b", Name: "Away", X: r, Y: r}},
		Links: []battlemap.Link{{A: "a", B: "b", Kind: battlemap.Solid, CoverA: true, CoverB: true}},
	}}
}

// printedBoard lays a map out as Export does on a w x h printable area
// and returns the board with its notes.
func printedBoard(t *testing.T, doc *engine.Document, w, h float32) (*Board, []string) {
	t.Helper()
	b := NewBoard(doc)
	pal := PrintPalette(true)
	b.Palette, b.Margin, b.printing, b.HideGMContent = &pal, 0, true, true
	b.Resize(fyne.NewSize(w, h))
	notes := fitForPrint(b, doc)
	test.WidgetRenderer(b).Layout(b.Size())
	return b, notes
}

func TestExport_AFarApartMapFitsEveryAreaOnThePage(t *testing.T) {
	test.NewTempApp(t)
	for _, r := range []float64{1000, 36_000, 1e6, 1e7, -1e7} {
		t.Run(fmt.Sprint(r), func(t *testing.T) {
			const w, h = 720, 960 // Letter inside half-inch margins
			b, notes := printedBoard(t, farApart(r), w, h)
			for _, a := range b.Layout().Areas {
				x1, y1 := b.view.ToScreen(a.Box.Min)
				x2, y2 := b.view.ToScreen(a.Box.Max)
				if x1 < -0.5 || y1 < -0.5 || x2 > w+0.5 || y2 > h+0.5 {
					t.Errorf("area %s is drawn at (%.0f,%.0f)-(%.0f,%.0f), off the %dx%d page", a.ID, x1, y1, x2, y2, w, h)
				}
				if x2-x1 < AreaMinWidth*legibleZoom*0.99 {
					t.Errorf("area %s is %.1f units wide: too small to read", a.ID, x2-x1)
				}
			}
			if abs(r) > 5000 && (len(notes) != 1 || !strings.Contains(notes[0], "closer together")) {
				t.Errorf("notes %q, want one saying the areas are drawn closer together", notes)
			}
		})
	}
}

func abs(f float64) float64 { return max(f, -f) }

func TestExport_AFarApartMapPrintsBothAreasInBoundedMemory(t *testing.T) {
	test.NewTempApp(t)
	p, err := ExportPage(farApart(1e7), ExportOptions{Paper: PaperLetter, DPI: 100, MarginIn: 0.5})
	if err != nil {
		t.Fatal(err)
	}
	// Ink reaches both ends of the printable width, and nothing is drawn
	// in the margins.
	ink := inkBounds(p.Image)
	if ink.Min.X > 60 || ink.Max.X < 790 {
		t.Errorf("ink spans x %d..%d, want the printable width 50..800", ink.Min.X, ink.Max.X)
	}
	if ink.Min.X < 50 || ink.Max.X > 800 || ink.Min.Y < 50 || ink.Max.Y > 1050 {
		t.Errorf("ink %v runs into the half-inch margins", ink)
	}
}

func inkBounds(img image.Image) image.Rectangle {
	var r image.Rectangle
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if c, _, _, _ := img.At(x, y).RGBA(); c < 0x8000 {
				r = r.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return r
}

func TestExport_ACrowdedMapIsFittedAndSaysItCannotBeRead(t *testing.T) {
	test.NewTempApp(t)
	m := enginetest.Map(2, enginetest.Options{Areas: 3000, LinksPerArea: 3})
	b, notes := printedBoard(t, &engine.Document{Map: *m}, 720, 960)
	if len(b.Layout().Areas) != 3000 {
		t.Fatalf("%d areas laid out, want 3000", len(b.Layout().Areas))
	}
	bounds := b.Layout().Bounds
	x1, y1 := b.view.ToScreen(bounds.Min)
	x2, y2 := b.view.ToScreen(bounds.Max)
	if x1 < -0.5 || y1 < -0.5 || x2 > 720.5 || y2 > 960.5 {
		t.Errorf("map drawn at (%.0f,%.0f)-(%.0f,%.0f), off the page", x1, y1, x2, y2)
	}
	if len(notes) == 0 || !strings.Contains(notes[len(notes)-1], "too many areas to print legibly") {
		t.Errorf("notes %q, want one saying the map cannot print legibly", notes)
	}
}

func TestExport_RefusesPastThePixelLimitNamingIt(t *testing.T) {
	test.NewTempApp(t)
	_, err := Export(farApart(1e7), ExportOptions{Paper: PaperFit, DPI: 300})
	if err == nil || !strings.Contains(err.Error(), "over the limit of 60 million pixels") {
		t.Fatalf("err %v, want a refusal naming the 60 million pixel limit", err)
	}
}

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
		x1, y1, x2, y2, ok := clipSegment(c.in[0], c.in[1], c.in[2], c.in[3], 0, 0, 10, 10)
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
