package canvas

import (
	"image"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	fcanvas "fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// withPicture is the nightclub with a 200 x 120 picture under it.
func withPicture(t testing.TB, bg battlemap.Background) *engine.Document {
	t.Helper()
	doc := loadDoc(t, "nightclub.unhex")
	bg.Image = enginetest.Picture(200, 120)
	doc.Map.Background = &bg
	return doc
}

// shownPictures are the background images the board shows, and where
// each sits among the board's objects.
func shownPictures(b *Board) (imgs []*fcanvas.Image, at []int) {
	for i, o := range test.WidgetRenderer(b).Objects() {
		if img, ok := o.(*fcanvas.Image); ok && img.Visible() {
			imgs, at = append(imgs, img), append(at, i)
		}
	}
	return imgs, at
}

func near(a, b float32) bool { return math.Abs(float64(a-b)) < 0.01 }

func TestBackground_DrawnUnderTheMapAtItsScaleAndOffset(t *testing.T) {
	doc := withPicture(t, battlemap.Background{X: -40, Y: 25, Scale: 3, Opacity: 0.6})
	b, win := showBoard(t, doc, 800, 600)
	imgs, at := shownPictures(b)
	if len(imgs) != 1 {
		t.Fatalf("%d pictures shown, want 1", len(imgs))
	}
	img := imgs[0]
	check := func(when string) {
		t.Helper()
		z := float32(b.View().Zoom)
		want := b.ToScreen(battlemap.Point{X: -40, Y: 25})
		if p := img.Position(); !near(p.X, want.X) || !near(p.Y, want.Y) {
			t.Errorf("%s: the picture's corner is at %v, want %v (map point -40, 25)", when, p, want)
		}
		if s := img.Size(); !near(s.Width, 200*3*z) || !near(s.Height, 120*3*z) {
			t.Errorf("%s: the picture is %v, want %v x %v (200 x 120 pixels at scale 3, zoom %v)", when, s, 600*z, 360*z, z)
		}
		if !near(float32(img.Translucency), 0.4) {
			t.Errorf("%s: translucency %v, want 0.4 (opacity 0.6)", when, img.Translucency)
		}
	}
	check("fitted")
	// Under the map: every line, box and name comes after it.
	for i, o := range test.WidgetRenderer(b).Objects() {
		switch o.(type) {
		case *fcanvas.Line, *fcanvas.Text, *fcanvas.Circle, *fcanvas.Polygon:
			if o.Visible() && i < at[0] {
				t.Fatalf("object %d (%T) is drawn before the picture, so under it", i, o)
			}
		}
	}
	// Panning and zooming move the same object with the same decoded
	// picture: nothing is decoded again.
	decoded := img.Image
	b.PanBy(37, -12)
	check("panned")
	if img.Image != decoded {
		t.Error("panning changed the picture: it was decoded or scaled again")
	}
	b.ZoomBy(1.5)
	check("zoomed")
	if p := decodedPicture(nil, doc.Map.Background.Image); p == nil || p.levels[0] == nil || img.Image.Bounds().Dx() > 200 {
		t.Error("the cached picture is gone")
	}
	// It is on screen: a pixel in the picture away from the map shows it.
	corner := b.ToScreen(battlemap.Point{X: -40 + 20, Y: 25 + 20})
	shot := win.Canvas().Capture()
	if c := rgbAt(shot, corner, win.Canvas().Scale()); c == rgbAt(shot, fyne.NewPos(1, 1), 1) {
		t.Errorf("the picture does not show: %v at its corner, like the bare board", c)
	}
}

func rgbAt(img image.Image, p fyne.Position, scale float32) [3]uint32 {
	r, g, b, _ := img.At(int(p.X*scale), int(p.Y*scale)).RGBA()
	return [3]uint32{r >> 8, g >> 8, b >> 8}
}

func TestBackground_HiddenFromPlayersUnlessShared(t *testing.T) {
	doc := withPicture(t, battlemap.Background{Scale: 2, Opacity: 1})
	b, _ := playersBoard(t, doc)
	if imgs, _ := shownPictures(b); len(imgs) != 0 {
		t.Error("the player view shows a picture the GM has not shared")
	}
	doc.Map.Background.Players = true
	b.MapChanged()
	if imgs, _ := shownPictures(b); len(imgs) != 1 {
		t.Error("the player view does not show the shared picture")
	}
	gm, _ := showBoard(t, withPicture(t, battlemap.Background{Scale: 2, Opacity: 1}), 800, 600)
	if imgs, _ := shownPictures(gm); len(imgs) != 1 {
		t.Error("the GM's board does not show the picture")
	}
}
