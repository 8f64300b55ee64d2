package mapprint

import (
	"image"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

func TestExport_LetterAt300DPIPortraitIs2550x3300(t *testing.T) {
	test.NewTempApp(t)
	img, err := Export(loadDoc(t, "nightclub.unhex"), DefaultExportOptions())
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 2550 || b.Dy() != 3300 {
		t.Fatalf("page is %dx%d, want 2550x3300", b.Dx(), b.Dy())
	}
	if ink := inkPixels(img); ink < 5000 {
		t.Errorf("only %d dark pixels: the page is blank", ink)
	}
}

func TestExport_PaperSizesAndOrientation(t *testing.T) {
	test.NewTempApp(t)
	doc := loadDoc(t, "warehouse.unhex")
	cases := []struct {
		o    ExportOptions
		w, h int
	}{
		{ExportOptions{Paper: PaperA4, DPI: 100, MarginIn: 0.5}, 827, 1169},
		{ExportOptions{Paper: PaperLetter, DPI: 100, Landscape: true, MarginIn: 0.5}, 1100, 850},
	}
	for _, c := range cases {
		img, err := Export(doc, c.o)
		if err != nil {
			t.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() != c.w || b.Dy() != c.h {
			t.Errorf("%+v: %dx%d, want %dx%d", c.o, b.Dx(), b.Dy(), c.w, c.h)
		}
	}
	fit, err := Export(doc, ExportOptions{Paper: PaperFit, DPI: 72, MarginIn: 0.25})
	if err != nil {
		t.Fatal(err)
	}
	lay := canvas.NewBoard(doc).Layout()
	if b := fit.Bounds(); b.Dx() < int(lay.Bounds.Width()) || b.Dy() < int(lay.Bounds.Height()) {
		t.Errorf("fit page %v is smaller than the map %v at 72 DPI", b, lay.Bounds)
	}
}

func TestExport_TransparentBackgroundKeepsAlpha(t *testing.T) {
	test.NewTempApp(t)
	img, err := Export(loadDoc(t, "nightclub.unhex"), ExportOptions{Paper: PaperLetter, DPI: 50, Transparent: true})
	if err != nil {
		t.Fatal(err)
	}
	_, _, _, a := img.At(1, 1).RGBA()
	if a != 0 {
		t.Errorf("corner alpha %d, want transparent", a)
	}
}

func TestExport_RefusesBadOptionsWithAReason(t *testing.T) {
	test.NewTempApp(t)
	for _, c := range []struct {
		o    ExportOptions
		want string
	}{
		{ExportOptions{Paper: "tabloid", DPI: 300}, `paper "tabloid" is unknown`},
		{ExportOptions{Paper: PaperA4, DPI: 5}, "DPI 5 is out of range"},
		{ExportOptions{Paper: PaperA4, DPI: 300, MarginIn: -1}, "margin"},
		{ExportOptions{Paper: PaperLetter, DPI: 1200, MarginIn: 0}, "over the limit"},
	} {
		_, err := Export(loadDoc(t, "nightclub.unhex"), c.o)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: err %v, want it to say %q", c.o, err, c.want)
		}
	}
}

func inkPixels(img image.Image) int {
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, a := img.At(x, y).RGBA()
			if a > 0x8000 && (r+g+bl)/3 < 0x8000 {
				n++
			}
		}
	}
	return n
}

func TestExport_IsBlackOnWhiteWhateverTheTheme(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(theme.DarkTheme())
	img, err := Export(loadDoc(t, "nightclub.unhex"), ExportOptions{Paper: PaperLetter, DPI: 60, MarginIn: 0.5})
	if err != nil {
		t.Fatal(err)
	}
	if r, g, b, _ := img.At(3, 3).RGBA(); r != 0xffff || g != 0xffff || b != 0xffff {
		t.Errorf("paper is %x/%x/%x, want white", r, g, b)
	}
	if inkPixels(img) == 0 {
		t.Error("no black ink on the page")
	}
	for y := 0; y < img.Bounds().Dy(); y += 4 {
		for x := 0; x < img.Bounds().Dx(); x += 4 {
			r, g, b, _ := img.At(x, y).RGBA()
			if r != g || g != b {
				t.Fatalf("pixel (%d,%d) is coloured (%x,%x,%x): print is black on white", x, y, r, g, b)
			}
		}
	}
}

func TestExport_TinyBoxesAreInkedWithTheLines(t *testing.T) {
	test.NewTempApp(t)
	m := enginetest.Map(5, enginetest.Options{Areas: 3000, LinksPerArea: 2})
	m.Links = nil // only boxes: they must reach the page
	p, err := ExportPage(&engine.Document{Map: *m}, ExportOptions{Paper: PaperLetter, DPI: 100, MarginIn: 0.5})
	if err != nil {
		t.Fatal(err)
	}
	if n := inkPixels(p.Image); n < 10000 {
		t.Fatalf("3,000 boxes too small for their names ink only %d pixels", n)
	}
}
