package mapprint

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/canvas"
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
func printedBoard(t *testing.T, doc *engine.Document, w, h float32) (*canvas.Board, []string) {
	t.Helper()
	b := canvas.NewBoard(doc)
	pal := canvas.PrintPalette(true)
	b.Palette, b.Margin, b.Printing, b.HideGMContent = &pal, 0, true, true
	b.Resize(fyne.NewSize(w, h))
	notes := fitForPrint(b, doc, nil)
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
				x1, y1 := b.View().ToScreen(a.Box.Min)
				x2, y2 := b.View().ToScreen(a.Box.Max)
				if x1 < -0.5 || y1 < -0.5 || x2 > w+0.5 || y2 > h+0.5 {
					t.Errorf("area %s is drawn at (%.0f,%.0f)-(%.0f,%.0f), off the %dx%d page", a.ID, x1, y1, x2, y2, w, h)
				}
				if x2-x1 < canvas.AreaMinWidth*legibleZoom*0.99 {
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
	x1, y1 := b.View().ToScreen(bounds.Min)
	x2, y2 := b.View().ToScreen(bounds.Max)
	if x1 < -0.5 || y1 < -0.5 || x2 > 720.5 || y2 > 960.5 {
		t.Errorf("map drawn at (%.0f,%.0f)-(%.0f,%.0f), off the page", x1, y1, x2, y2)
	}
	if len(notes) == 0 || !strings.Contains(notes[len(notes)-1], "does not fit this page legibly") {
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
