package vector_test

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/canvas/mapprint"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/interop/vector"
	"github.com/unhexboard/unhexboard/printkit"
)

var ink = color.NRGBA{A: 255}

// everyShape is a page with every kind of shape and paint, translucent
// ones among them when alpha is set, and text fpdf must escape.
func everyShape(w, h float64, alpha bool, label string) vector.Page {
	p := vector.Page{W: w, H: h}
	a := uint8(255)
	if alpha {
		a = 0x80
	}
	thin := vector.Stroke{Width: 1, Color: ink}
	grey := color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 255}
	p.Add(
		vector.Rect{W: w, H: h, Fill: color.NRGBA{R: 255, G: 255, B: 255, A: 255}},
		vector.Line{X1: 72, Y1: 72, X2: 300, Y2: 72.126, Stroke: thin},
		vector.Line{X1: 72, Y1: 90, X2: 300, Y2: 90, Stroke: vector.Stroke{Width: 0.75, Color: color.NRGBA{R: 10, G: 20, B: 30, A: a}, Dash: []float64{6, 4.5}}},
		vector.Line{X1: 1, Y1: 1, X2: 2, Y2: 2, Stroke: vector.Stroke{Width: 0, Color: ink}},
		vector.Rect{X: 72, Y: 120, W: 200, H: 60, Radius: 8, Fill: color.NRGBA{R: 240, G: 240, B: 240, A: 255}, Stroke: thin},
		vector.Rect{X: 72, Y: 190, W: 20, H: 10, Radius: 30, Stroke: vector.Stroke{Width: 2, Color: grey}},
		vector.Rect{X: 100, Y: 190, W: 20, H: 10, Fill: color.NRGBA{R: 1, G: 2, B: 3, A: a}},
		vector.Circle{CX: 400, CY: 150, R: 20, Fill: color.NRGBA{R: 200, A: a}},
		vector.Circle{CX: 450, CY: 150, R: 7.3, Stroke: thin},
		vector.Polygon{Points: []vector.Point{{X: 400, Y: 300}, {X: 420, Y: 340}, {X: 380, Y: 340.5}}, Fill: ink, Stroke: thin},
		vector.Polygon{Points: []vector.Point{{X: 1, Y: 1}, {X: 2, Y: 2}}, Fill: ink},
		vector.Text{X: w / 2, Y: 400, Text: label, Size: 14, Bold: true, Color: ink, Anchor: vector.AnchorMiddle},
		vector.Text{X: w - 72, Y: 420, Text: `back\slash (paren) ★ é — ½`, Size: 9.5, Color: grey, Anchor: vector.AnchorEnd},
		vector.Text{X: 72, Y: 440, Text: "faint", Size: 8, Color: color.NRGBA{R: 0x33, G: 0x66, B: 0x99, A: a}},
		vector.Text{X: 72, Y: 450, Text: "", Size: 8, Color: ink},
		vector.Group{DX: 10, DY: -20, Scale: 1.5, Clip: &vector.Rect{X: 0, Y: 500, W: 200, H: 50},
			Shapes: []vector.Shape{
				vector.Text{X: 72, Y: 520, Text: "clipped group", Size: 10, Color: ink},
				vector.Group{DX: 3, DY: 4, Shapes: []vector.Shape{vector.Line{X1: 0, Y1: 0, X2: 9, Y2: 9, Stroke: thin}}},
			}},
		vector.Line{X1: 72, Y1: 600, X2: 80, Y2: 600, Stroke: vector.Stroke{Width: 3, Color: ink}},
	)
	return p
}

// pictures draws each kind of picture a map's background can be.
func pictures() vector.Page {
	p := vector.Page{W: vector.LetterW, H: vector.LetterH}
	opaque := image.NewNRGBA(image.Rect(0, 0, 8, 6))
	faded := image.NewNRGBA(image.Rect(0, 0, 5, 5))
	grey := image.NewGray(image.Rect(0, 0, 4, 4))
	for i := range opaque.Pix {
		opaque.Pix[i] = uint8(i * 7)
		if i%4 == 3 {
			opaque.Pix[i] = 255
		}
	}
	for i := range faded.Pix {
		faded.Pix[i] = uint8(i * 13)
	}
	for i := range grey.Pix {
		grey.Pix[i] = uint8(i * 17)
	}
	photo := image.NewRGBA(image.Rect(0, 0, 16, 16))
	for i := range photo.Pix {
		photo.Pix[i] = uint8(i * 3)
		if i%4 == 3 {
			photo.Pix[i] = 255
		}
	}
	p.Add(
		vector.Image{X: 10, Y: 10, W: 100, H: 75, Img: opaque},
		vector.Image{X: 200, Y: 10, W: 50, H: 50, Img: photo, Photo: true, Opacity: 0.4},
		vector.Image{X: 260, Y: 10, W: 50, H: 50, Img: photo, Photo: true},
		vector.Text{X: 10, Y: 100, Text: "after a picture", Size: 10, Color: ink},
		vector.Group{Clip: &vector.Rect{X: 0, Y: 200, W: 300, H: 100}, Shapes: []vector.Shape{
			vector.Image{X: -20, Y: 200, W: 100, H: 100, Img: faded},
		}},
		vector.Image{X: 300, Y: 300, W: 40, H: 40, Img: grey},
	)
	return p
}

func sameAsFpdf(t *testing.T, name string, d vector.Document) {
	t.Helper()
	var want, got bytes.Buffer
	if err := fpdfWritePDF(&want, d); err != nil {
		t.Fatalf("%s: fpdf: %v", name, err)
	}
	if err := vector.WritePDF(&got, d); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if !bytes.Equal(got.Bytes(), want.Bytes()) {
		a, b := got.Bytes(), want.Bytes()
		i := 0
		for i < len(a) && i < len(b) && a[i] == b[i] {
			i++
		}
		t.Errorf("%s: the PDF differs from fpdf's at byte %d of %d (fpdf: %d): got %q, want %q", name, i, len(a), len(b),
			a[max(0, i-40):min(len(a), i+40)], b[max(0, i-40):min(len(b), i+40)])
	}
}

func TestWritePDF_MakesTheBytesFpdfMadeOfTheSamePages(t *testing.T) {
	sameAsFpdf(t, "every shape", vector.Document{Title: "Every shape", Pages: []vector.Page{everyShape(vector.LetterW, vector.LetterH, false, "one")}})
	sameAsFpdf(t, "translucent", vector.Document{Title: "Translucent (Ω)", Pages: []vector.Page{everyShape(vector.A4W, vector.A4H, true, "one")}})
	sameAsFpdf(t, "pages of three sizes", vector.Document{Pages: []vector.Page{
		everyShape(vector.LetterW, vector.LetterH, false, "one"),
		everyShape(vector.A4H, vector.A4W, false, "two"),
		everyShape(300, 2000, true, "three"),
		everyShape(vector.LetterW, vector.LetterH, true, "four"),
	}})
	sameAsFpdf(t, "translucent on a later page", vector.Document{Pages: []vector.Page{
		everyShape(vector.LetterW, vector.LetterH, false, "one"),
		everyShape(vector.LetterW, vector.LetterH, true, "two"),
	}})
	sameAsFpdf(t, "pictures", vector.Document{Title: "Pictures", Pages: []vector.Page{pictures(), everyShape(vector.LetterW, vector.LetterH, false, "x")}})
	// A picture shown on many pages, as a poster's background, is held once.
	again := pictures()
	sameAsFpdf(t, "pictures again", vector.Document{Pages: []vector.Page{again, everyShape(vector.LetterW, vector.LetterH, false, "x"), again}})
	sameAsFpdf(t, "a bold page", vector.Document{Pages: []vector.Page{{W: 100, H: 100, Shapes: []vector.Shape{
		vector.Text{X: 1, Y: 50, Text: "only bold", Size: 12, Bold: true, Color: ink}}}}})
	sameAsFpdf(t, "a bare page", vector.Document{Pages: []vector.Page{{W: 100, H: 100}}})
}

func TestWritePDF_MakesTheSheetsAndCardsFpdfMade(t *testing.T) {
	doc, err := engine.LoadFile("../../assets/maps/nightclub-brawl.unhex")
	if err != nil {
		t.Fatal(err)
	}
	sheets, _, err := printkit.Sheets(doc, printkit.SheetsOptions{Paper: printkit.Letter, Roster: true, Blank: 1, GM: true})
	if err != nil {
		t.Fatal(err)
	}
	sameAsFpdf(t, "sheets", sheets)
	cards, err := printkit.ActionCardsWith(sheet.Latest, sheet.HouseRules{}, printkit.A4.W, printkit.A4.H)
	if err != nil {
		t.Fatal(err)
	}
	sameAsFpdf(t, "cards", cards)
}

func TestWritePDF_MakesTheMapPrintsFpdfMade(t *testing.T) {
	test.NewTempApp(t)
	for _, name := range []string{"nightclub.unhex", "nightclub-brawl.unhex", "warehouse.unhex"} {
		doc, err := engine.LoadFile("../../assets/maps/" + name)
		if err != nil {
			t.Fatal(err)
		}
		def := mapprint.DefaultExportOptions()
		gm := def
		gm.GMCopy, gm.Paper, gm.Landscape = true, mapprint.PaperA4, true
		tiled := def
		tiled.AreaHeightIn = 1.5
		for i, o := range []mapprint.ExportOptions{def, gm, tiled} {
			what := fmt.Sprintf("%s, options %d", name, i)
			d := vector.Document{Title: doc.Map.Title}
			if _, _, err := mapprint.WriteVector(doc, o, (*collector)(&d)); err != nil {
				t.Fatal(err)
			}
			sameAsFpdf(t, what, d)
			// And the file the export streams is that PDF.
			path := filepath.Join(t.TempDir(), "map.pdf")
			if _, _, err := mapprint.ExportVectorFile(doc, o, path); err != nil {
				t.Fatal(err)
			}
			var want bytes.Buffer
			if err := fpdfWritePDF(&want, d); err != nil {
				t.Fatal(err)
			}
			if got, _ := os.ReadFile(path); !bytes.Equal(got, want.Bytes()) {
				t.Errorf("%s: the exported file is not the PDF fpdf made", what)
			}
		}
	}
}

// collector keeps the pages drawn into it.
type collector vector.Document

func (c *collector) BeginPage(w, h float64) error {
	c.Pages = append(c.Pages, vector.Page{W: w, H: h})
	return nil
}
func (c *collector) Draw(s ...vector.Shape) { c.Pages[len(c.Pages)-1].Add(s...) }
func (c *collector) EndPage() error         { return nil }
func (c *collector) Close() error           { return nil }
func (c *collector) Needs(...vector.Shape)  {}

func TestPDFWriter_PagesDrawnInPiecesMakeTheSameFile(t *testing.T) {
	d := vector.Document{Title: "Pieces", Pages: []vector.Page{
		everyShape(vector.LetterW, vector.LetterH, false, "one"),
		everyShape(vector.A4W, vector.A4H, true, "two"),
	}}
	var want, got bytes.Buffer
	if err := vector.WritePDF(&want, d); err != nil {
		t.Fatal(err)
	}
	w := vector.NewPDFWriter(&got, d.Title)
	w.Needs(d.Pages[1].Shapes...)
	for _, p := range d.Pages {
		if err := w.BeginPage(p.W, p.H); err != nil {
			t.Fatal(err)
		}
		for _, s := range p.Shapes {
			w.Draw(s)
		}
		if err := w.EndPage(); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.Bytes(), want.Bytes()) {
		t.Error("drawing a page shape by shape made another file than drawing it whole")
	}
}

func TestPDFWriter_RefusesWhatIsNotAPage(t *testing.T) {
	for _, c := range []struct {
		name string
		do   func(w *vector.PDFWriter) error
		want string
	}{
		{"no pages", func(w *vector.PDFWriter) error { return w.Close() }, "nothing to print"},
		{"a page too large", func(w *vector.PDFWriter) error { return w.BeginPage(201*vector.PerInch, 10) }, "out of range"},
		{"a page not ended", func(w *vector.PDFWriter) error {
			if err := w.BeginPage(10, 10); err != nil {
				return err
			}
			return w.Close()
		}, "not ended"},
		{"a page ended twice", func(w *vector.PDFWriter) error {
			if err := w.Page(vector.Page{W: 10, H: 10}); err != nil {
				return err
			}
			return w.EndPage()
		}, "not begun"},
	} {
		err := c.do(vector.NewPDFWriter(&bytes.Buffer{}, ""))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.want)
		}
	}
}
