package play

import (
	"bytes"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// The sheet's Set picture… gives the character the chosen file, and
// Remove picture takes it away, each one undo step.
func TestPicture_SetAndRemoveOnTheSheetAreEachOneUndoStep(t *testing.T) {
	w := newPlayWindow(t)
	pic := enginetest.FlatPNG(64, 64, color.NRGBA{R: 0x20, G: 0xc0, B: 0x40, A: 0xff})
	w.chosen = filepath.Join(t.TempDir(), "vex.png")
	if err := os.WriteFile(w.chosen, pic, 0o644); err != nil {
		t.Fatal(err)
	}
	w.tap(w.tokenAt("vex"))
	steps := len(w.done)
	test.Tap(w.button(t, "Set picture…"))
	if got := w.play.find("vex").Picture; !bytes.Equal(got, pic) {
		t.Fatalf("Vex's picture is %d bytes, want the %d chosen; status: %s", len(got), len(pic), w.status.Text)
	}
	if !strings.Contains(w.status.Text, "Vex has a new picture") {
		t.Errorf("the status line says %q", w.status.Text)
	}
	if len(w.done) != steps+1 {
		t.Fatalf("setting the picture made %d undo steps, want 1", len(w.done)-steps)
	}
	var tok []byte
	for _, tk := range w.board.Tokens {
		if tk.ID == "vex" {
			tok = tk.Picture
		}
	}
	if !bytes.Equal(tok, pic) {
		t.Error("Vex's token on the board does not carry the picture")
	}
	test.Tap(w.button(t, "Remove picture"))
	if got := w.play.find("vex").Picture; got != nil {
		t.Fatalf("Vex still has a picture of %d bytes after Remove picture", len(got))
	}
	w.undo()
	if got := w.play.find("vex").Picture; !bytes.Equal(got, pic) {
		t.Fatal("undoing Remove picture did not bring the picture back")
	}
	w.undo()
	if got := w.play.find("vex").Picture; got != nil {
		t.Fatal("undoing Set picture… left a picture")
	}
	w.redo()
	if got := w.play.find("vex").Picture; !bytes.Equal(got, pic) {
		t.Fatal("redoing Set picture… did not set it again")
	}
}

// A file that is no picture is refused, named, and changes nothing.
func TestPicture_AFileThatIsNoPictureIsRefusedAndChangesNothing(t *testing.T) {
	w := newPlayWindow(t)
	w.chosen = filepath.Join(t.TempDir(), "notes.png")
	if err := os.WriteFile(w.chosen, []byte("these are my notes"), 0o644); err != nil {
		t.Fatal(err)
	}
	w.tap(w.tokenAt("vex"))
	steps := len(w.done)
	w.play.pictureFromFile("vex", w.chosen)
	if w.play.find("vex").Picture != nil || len(w.done) != steps {
		t.Fatal("a file that is no picture changed Vex's sheet")
	}
	if top := w.win.Canvas().Overlays().Top(); top == nil {
		t.Error("no error was shown for a file that is no picture")
	}
	err := w.play.setPicture("vex", []byte("these are my notes"))
	if err == nil || !strings.Contains(err.Error(), "picture: the image is not a PNG or JPEG file") {
		t.Errorf("err = %v", err)
	}
}

// countNear counts the pixels of img within tol of c on every channel.
func countNear(img image.Image, c color.NRGBA, tol int) int {
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			p := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
			d := func(a, b uint8) int { return max(int(a)-int(b), int(b)-int(a)) }
			if d(p.R, c.R) <= tol && d(p.G, c.G) <= tol && d(p.B, c.B) <= tol {
				n++
			}
		}
	}
	return n
}

// countWhere counts the pixels of img that are.
func countWhere(img image.Image, are func(color.NRGBA) bool) int {
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if are(color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)) {
				n++
			}
		}
	}
	return n
}

// The player view draws a visible character's picture on its token and
// never the picture of a character hidden from the players.
func TestPicture_ThePlayerViewShowsPicturesButNeverAHiddenCharacters(t *testing.T) {
	w := newPlayWindow(t)
	cyan := color.NRGBA{R: 0x00, G: 0xe0, B: 0xe0, A: 0xff}
	magenta := color.NRGBA{R: 0xf0, G: 0x00, B: 0xf0, A: 0xff}
	if c := w.play.find("cook"); c == nil || !w.play.hiddenFromPlayers(c) {
		t.Fatal("the brawl's cook should be hidden from the players")
	}
	if err := w.play.setPicture("vex", enginetest.FlatPNG(48, 48, cyan)); err != nil {
		t.Fatal(err)
	}
	if err := w.play.setPicture("cook", enginetest.FlatPNG(48, 48, magenta)); err != nil {
		t.Fatal(err)
	}
	w.openPlayers(t)
	img := w.playersImage()
	if n := countNear(img, cyan, 24); n < 20 {
		t.Errorf("the player view shows %d pixels of Vex's picture, want her token to show it", n)
	}
	if n := countWhere(img, func(p color.NRGBA) bool { return int(p.R) > int(p.G)+60 && int(p.B) > int(p.G)+60 }); n > 0 {
		t.Errorf("the player view shows %d pixels of the hidden cook's picture", n)
	}
	// The GM sees the cook's picture, faint, on the GM's board.
	gm := w.win.Canvas().Capture()
	if n := countWhere(gm, func(p color.NRGBA) bool { return int(p.R) > int(p.G)+60 && int(p.B) > int(p.G)+60 }); n < 20 {
		t.Error("the GM's board does not show the hidden cook's picture at all")
	}
}
