package canvas

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// A dead token is grey like a downed one, with a red cross over it: the
// cross must show, not lie under the disc.
func TestToken_ADeadTokensRedCrossShowsOverItsDisc(t *testing.T) {
	test.NewTempApp(t)
	doc := &engine.Document{Map: battlemap.Map{Areas: []battlemap.Area{{ID: "bar", Name: "Bar", X: 100, Y: 100}}}}
	b := NewBoard(doc)
	b.TokenScale = 3 // a large disc, so a point of the cross is far from its rim
	b.Tokens = []Token{{ID: "x", Area: "bar", Color: color.NRGBA{B: 0xff, A: 0xff}, State: TokenDead}}
	w := test.NewTempWindow(t, b)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(400, 300))
	img := w.Canvas().Capture()
	at := b.Layout().TokenPositions(b.Tokens, b.TokenScale)["x"]
	x, y := b.ToScreen(at).Components()
	d := float32(TokenRadius*b.TokenScale*b.View().Zoom) * 0.35 // on a diagonal, inside the disc
	scale := float32(img.Bounds().Dx()) / 400
	for _, p := range [][2]float32{{x + d, y + d}, {x - d, y + d}} {
		r, g, bl, _ := img.At(int(p[0]*scale), int(p[1]*scale)).RGBA()
		if r>>8 < 0xa0 || g>>8 > 0x70 || bl>>8 > 0x70 {
			t.Errorf("at (%.0f, %.0f) on the cross the board shows #%02x%02x%02x, not the red of the cross", p[0], p[1], r>>8, g>>8, bl>>8)
		}
	}
}
