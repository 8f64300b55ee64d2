package vector

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// The writer sets an outline's colour, width and dash only when they
// change. What it believes in force must be what a reader has in force:
// a group's end puts back the outline it began with, and a new page
// starts with the last one set. Drawn with pdftoppm, every line must come
// out in its own colour and dash.
func TestWritePDF_EachLineIsDrawnInItsOwnOutlineAfterGroupsAndPages(t *testing.T) {
	need(t, "pdftoppm", "poppler-utils")
	red := color.NRGBA{R: 0xff, A: 0xff}
	blue := color.NRGBA{B: 0xff, A: 0xff}
	thick := func(c color.NRGBA, y float64, dash ...float64) Line {
		return Line{X1: 10, Y1: y, X2: 190, Y2: y, Stroke: Stroke{Width: 8, Color: c, Dash: dash}}
	}
	one := Page{W: 200, H: 200}
	one.Add(
		Group{Shapes: []Shape{thick(red, 20)}},
		thick(red, 50), // red again, after the group put black back
		Group{Shapes: []Shape{thick(blue, 80, 10, 30)}},
		thick(blue, 110), // solid, after the group put solid back
		thick(blue, 140, 10, 30),
	)
	two := Page{W: 200, H: 200}
	two.Add(thick(blue, 20), thick(black, 50, 10, 30)) // the page starts dashed blue
	dir := t.TempDir()
	path := writePDF(t, Document{Pages: []Page{one, two}})
	run(t, "pdftoppm", "-r", "72", "-png", path, filepath.Join(dir, "p"))
	type want struct {
		page, y int
		ink     color.NRGBA
		dashed  bool
	}
	for _, w := range []want{
		{1, 20, red, false}, {1, 50, red, false}, {1, 80, blue, true}, {1, 110, blue, false}, {1, 140, blue, true},
		{2, 20, blue, false}, {2, 50, black, true},
	} {
		img := readPNG(t, filepath.Join(dir, []string{"", "p-1.png", "p-2.png"}[w.page]))
		inked, gaps := 0, 0
		for x := 20; x < 180; x++ {
			c := color.NRGBAModel.Convert(img.At(x, w.y)).(color.NRGBA)
			switch {
			case near(c, w.ink):
				inked++
			case near(c, color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff}):
				gaps++
			default:
				t.Fatalf("page %d, line at y=%d: pixel %d is %v, neither %v nor paper", w.page, w.y, x, c, w.ink)
			}
		}
		if inked == 0 || (gaps > 0) != w.dashed {
			t.Errorf("page %d, line at y=%d: %d pixels inked, %d gaps; want dashed %v", w.page, w.y, inked, gaps, w.dashed)
		}
	}
}

func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

func near(a, b color.NRGBA) bool {
	d := func(x, y uint8) bool { return max(x, y)-min(x, y) < 40 }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}
