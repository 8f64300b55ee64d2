package canvas

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// plainPicture is a w x h PNG of one colour.
func plainPicture(w, h int, c color.NRGBA) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < len(img.Pix); i += 4 {
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = c.R, c.G, c.B, c.A
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// luminance is the relative luminance of c (WCAG).
func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		s := float64(v) / 0xffff
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// contrastRatio is the WCAG contrast ratio of two colours, 1 to 21.
func contrastRatio(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	return (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
}

// commonest is the colour most pixels of r have in img: behind a line
// of text, the ground it is written on.
func commonest(img image.Image, r image.Rectangle) color.NRGBA {
	count := map[color.NRGBA]int{}
	best, n := color.NRGBA{}, 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
			count[c]++
			if count[c] > n {
				best, n = c, count[c]
			}
		}
	}
	return best
}

func TestObjectiveLabels_StayReadableOverALightBackgroundPicture(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(theme.DarkTheme()) // light text: the worst case over a light picture
	doc := &engine.Document{Map: battlemap.Map{Areas: []battlemap.Area{{
		ID: "vault", Name: "Vault", X: 0, Y: 0,
		Objectives: []battlemap.Objective{{Label: "Ledger and cash"}, {Label: "Silent alarm", Hidden: true}},
	}}}}
	doc.Map.Background = &battlemap.Background{Image: plainPicture(40, 40, color.NRGBA{R: 0xf4, G: 0xee, B: 0xe0, A: 0xff}),
		X: -400, Y: -400, Scale: 20, Opacity: 1}
	b := NewBoard(doc)
	win := test.NewTempWindow(t, b)
	win.SetPadded(false)
	win.Resize(fyne.NewSize(400, 300))
	b.SetView(Viewport{Zoom: 2, Origin: battlemap.Point{X: -100, Y: -60}})
	img := win.Canvas().Capture()
	scale := float64(img.Bounds().Dx()) / float64(win.Canvas().Size().Width)
	pal := ScreenPalette()
	area, _ := b.Layout().Area("vault")
	for _, o := range area.Objectives {
		x, y := b.View().ToScreen(o.LabelAt)
		lw, _ := b.measure(o.Label, NoteSize, false)
		w := float32(lw * b.View().Zoom)
		h := float32(NoteSize * b.View().Zoom)
		box := image.Rect(int(float64(x)*scale), int(float64(y-h/2)*scale), int(float64(x+w)*scale), int(float64(y+h/2)*scale))
		ground := commonest(img, box)
		ink := pal.Text
		if o.Hidden {
			ink = pal.Hidden
		}
		if r := contrastRatio(ground, ink); r < 3 {
			t.Errorf("%q is written in %v on %v: contrast %.2f, want at least 3", o.Label, ink, ground, r)
		}
	}
}
