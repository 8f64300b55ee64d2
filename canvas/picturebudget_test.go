package canvas

import (
	"slices"
	"strings"
	"testing"
	"time"

	fcanvas "fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// A picture of 8192 × 8192 was kept whole (256 MiB, and as much again
// for its decoder). The board keeps it at what a screen shows, at most
// 4096 × 4096, and still draws it over the whole of its place.
func TestBackground_ABigPictureIsKeptAtWhatAScreenShows(t *testing.T) {
	doc := loadDoc(t, "nightclub.unhex")
	doc.Map.Background = &battlemap.Background{Scale: 0.125, Opacity: 1,
		Image: enginetest.PatternPNG(enginetest.PNGShape{W: 8192, H: 8192, ColourType: 2, Depth: 8, Flat: true})}
	redrawn := make(chan []*Board, 1)
	defer func(was func([]*Board)) { redrawWaiting = was }(redrawWaiting)
	redrawWaiting = func(boards []*Board) { redrawn <- boards }
	b, _ := showBoard(t, doc, 800, 600)
	if imgs, _ := shownPictures(b); len(imgs) != 0 {
		t.Fatalf("%d pictures shown at once: a picture this large was decoded on the UI thread", len(imgs))
	}
	var asked []*Board
	select {
	case asked = <-redrawn:
	case <-time.After(5 * time.Minute): // a bound for a hang, not a speed: the race detector makes it slow
		t.Fatal("the picture was never decoded")
	}
	if !slices.Contains(asked, b) {
		t.Fatal("the board that drew without the picture is not redrawn once it is decoded")
	}
	p := decodedPicture(nil, doc.Map.Background.Image)
	b.Refresh()
	imgs, _ := shownPictures(b)
	if len(imgs) != 1 {
		t.Fatalf("%d pictures shown once decoded, want 1", len(imgs))
	}
	if len(p.levels) == 0 {
		t.Fatal("the picture was not decoded")
	}
	if kept := p.levels[0].Rect; kept.Dx()*kept.Dy() > 4096*4096 || kept.Dx() < 4096 {
		t.Errorf("the board keeps %v of it", kept)
	}
	z := float32(b.View().Zoom)
	if s := imgs[0].Size(); !near(s.Width, 1024*z) || !near(s.Height, 1024*z) {
		t.Errorf("the picture is drawn %v, want %v square (8192 pixels at 1/8 unit)", s, 1024*z)
	}
}

// boardTexts are the texts the board shows.
func boardTexts(b *Board) []string {
	var out []string
	for _, o := range test.WidgetRenderer(b).Objects() {
		if t, ok := o.(*fcanvas.Text); ok && t.Visible() {
			out = append(out, t.Text)
		}
	}
	return out
}

// A picture cut short drew nothing and said nothing. The GM's board says
// why it is not shown, where it would lie; the players' board shows no
// picture and no word of it.
func TestBackground_APictureThatCannotBeReadIsSaidOnTheGMsBoard(t *testing.T) {
	pic := enginetest.Picture(300, 200)
	doc := loadDoc(t, "nightclub.unhex")
	doc.Map.Background = &battlemap.Background{Image: pic[:len(pic)/2], Scale: 2, Opacity: 1, Players: true}
	b, _ := showBoard(t, doc, 800, 600)
	want := "The background image (a PNG of 300 × 200 pixels) cannot be read: it is cut short, only "
	if texts := strings.Join(boardTexts(b), "\n"); !strings.Contains(texts, want) {
		t.Errorf("the GM's board says:\n%s\nwant %q", texts, want)
	}
	players, _ := playersBoard(t, doc)
	if texts := strings.Join(boardTexts(players), "\n"); strings.Contains(texts, "background") {
		t.Errorf("the players' board says: %s", texts)
	}
	if imgs, _ := shownPictures(players); len(imgs) != 0 {
		t.Error("the players' board shows a picture")
	}
}
