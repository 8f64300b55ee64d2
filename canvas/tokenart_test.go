package canvas

import (
	"bytes"
	"image"
	"image/color"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

var artGreen = color.NRGBA{R: 0x10, G: 0xd0, B: 0x20, A: 0xff}

// tokenBoard shows one area with the tokens given, large, and returns the
// colour at a point of each token: its centre, and off it by frac of
// its radius by fx to the right and fy down.
func tokenBoard(t *testing.T, tokens []Token, hide bool) (*Board, func(id string, fx, fy float32) color.NRGBA) {
	t.Helper()
	test.NewTempApp(t)
	doc := &engine.Document{Map: battlemap.Map{Areas: []battlemap.Area{{ID: "bar", Name: "Bar", X: 100, Y: 100}}}}
	b := NewBoard(doc)
	b.TokenScale = 3
	b.HideGMContent = hide
	b.Tokens = tokens
	w := test.NewTempWindow(t, b)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(500, 400))
	return b, func(id string, fx, fy float32) color.NRGBA {
		img := w.Canvas().Capture()
		at, ok := b.Layout().TokenPositions(b.visibleTokens(), b.TokenScale)[id]
		if !ok {
			t.Fatalf("no token %s on the board", id)
		}
		x, y := b.ToScreen(at).Components()
		r := float32(TokenRadius * b.TokenScale * b.View().Zoom)
		x, y = x+r*fx, y+r*fy
		scale := float32(img.Bounds().Dx()) / 500
		return color.NRGBAModel.Convert(img.At(int(x*scale), int(y*scale))).(color.NRGBA)
	}
}

func nearColour(a, b color.NRGBA, tol int) bool {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol
}

func TestToken_APictureFillsTheTokensDiscAndItsRingStaysReadable(t *testing.T) {
	blue := color.NRGBA{B: 0xff, A: 0xff}
	pic := enginetest.FlatPNG(64, 40, artGreen) // not square: its centre is shown
	b, at := tokenBoard(t, []Token{{ID: "vex", Area: "bar", Color: blue, Label: "V", Picture: pic, Selected: true}}, false)
	if got := at("vex", 0, 0); !nearColour(got, artGreen, 8) {
		t.Errorf("the token's centre shows %v, not the picture's green", got)
	}
	if got := at("vex", 0.6, 0); !nearColour(got, artGreen, 8) {
		t.Errorf("inside the disc the token shows %v, not the picture's green", got)
	}
	// The selection's ring, just inside the disc's edge, is still drawn.
	ringPx := float32(0.98)
	if got := at("vex", ringPx, 0); nearColour(got, artGreen, 40) {
		t.Errorf("the selected token's ring is covered by the picture (%v)", got)
	}
	// Without the picture, the same token is the team's colour.
	b.Tokens[0].Picture = nil
	b.Refresh()
	if got := at("vex", 0.5, 0); nearColour(got, artGreen, 40) {
		t.Errorf("with no picture the token still shows green (%v)", got)
	}
}

func TestToken_ADownedTokensPictureIsGreyAndADeadOnesCrossShowsOverIt(t *testing.T) {
	pic := enginetest.FlatPNG(32, 32, artGreen)
	_, at := tokenBoard(t, []Token{
		{ID: "down", Area: "bar", Color: artGreen, Picture: pic, State: TokenUnconscious},
		{ID: "dead", Area: "bar", Color: artGreen, Picture: pic, State: TokenDead},
	}, false)
	if got := at("down", 0.3, 0); !(int(got.G)-int(got.R) < 12 && int(got.G)-int(got.B) < 12) {
		t.Errorf("a downed token's picture shows %v, not grey", got)
	}
	// A point on the cross's diagonal, inside the disc.
	if got := at("dead", 0.35, 0.35); got.R < 0xa0 || got.G > 0x70 || got.B > 0x70 {
		t.Errorf("on a dead token's cross the board shows %v, not its red", got)
	}
}

func TestToken_APictureIsDecodedOnceForEveryRedraw(t *testing.T) {
	test.NewTempApp(t)
	pic := enginetest.FlatPNG(16, 16, artGreen)
	b := NewBoard(&engine.Document{})
	first := artFor(b, pic)
	if first == nil {
		t.Fatal("a small picture was not decoded at once")
	}
	if again := artFor(b, pic); again != first {
		t.Error("a second redraw decoded the picture again")
	}
	if bad := artFor(b, []byte("not a picture")); bad != nil {
		t.Error("bytes that are no picture gave token art")
	}
}

func TestToken_ALargePictureIsDecodedAwayFromTheUIThenDrawn(t *testing.T) {
	test.NewTempApp(t)
	pic := enginetest.FlatPNG(900, 700, artGreen)
	if artFor(nil, pic) != nil {
		t.Fatal("a picture larger than a token's size was decoded on the UI thread")
	}
	deadline := time.Now().Add(10 * time.Second)
	for artFor(nil, pic) == nil {
		if time.Now().After(deadline) {
			t.Fatal("the large picture was never decoded")
		}
		time.Sleep(10 * time.Millisecond)
	}
	_, at := tokenBoard(t, []Token{{ID: "vex", Area: "bar", Color: color.NRGBA{B: 0xff, A: 0xff}, Picture: pic}}, false)
	if got := at("vex", 0, 0); !nearColour(got, artGreen, 8) {
		t.Errorf("the token's centre shows %v, not the large picture's green", got)
	}
}

// The player view never shows a token hidden from the players, picture
// and all: its picture is not drawn anywhere on their board.
func TestToken_ThePlayersBoardLeavesOutAHiddenTokensPicture(t *testing.T) {
	pic := enginetest.FlatPNG(32, 32, artGreen)
	render := func(withHidden bool) []byte {
		tokens := []Token{{ID: "vex", Area: "bar", Color: color.NRGBA{B: 0xff, A: 0xff}, Label: "V"}}
		if withHidden {
			tokens = append(tokens, Token{ID: "spy", Area: "bar", Color: color.NRGBA{R: 0xff, A: 0xff}, Picture: pic, Hidden: true})
		}
		test.NewTempApp(t)
		doc := &engine.Document{Map: battlemap.Map{Areas: []battlemap.Area{{ID: "bar", Name: "Bar", X: 100, Y: 100}}}}
		b := NewBoard(doc)
		b.HideGMContent = true
		b.Tokens = tokens
		w := test.NewTempWindow(t, b)
		w.SetPadded(false)
		w.Resize(fyne.NewSize(400, 300))
		img := image.NewNRGBA(image.Rect(0, 0, 400, 300))
		src := w.Canvas().Capture()
		for y := range 300 {
			for x := range 400 {
				img.Set(x, y, src.At(x, y))
			}
		}
		return img.Pix
	}
	if !bytes.Equal(render(true), render(false)) {
		t.Error("the players' board with a hidden token that has a picture differs from the one without it")
	}
}

// BenchmarkTokenArt_DecodeATokenSizedPicture is what a picture the GM
// added costs the first time a board draws it (on the UI thread): read,
// cut to a disc, greyed.
func BenchmarkTokenArt_DecodeATokenSizedPicture(b *testing.B) {
	pic := enginetest.FlatPNG(256, 256, artGreen)
	for b.Loop() {
		a := &tokenArt{src: pic}
		a.decode()
		if a.err != nil {
			b.Fatal(a.err)
		}
	}
}
