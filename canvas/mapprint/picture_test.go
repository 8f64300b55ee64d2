package mapprint

import (
	"image"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

func TestBackground_PrintedOnlyWhenAsked(t *testing.T) {
	test.NewTempApp(t)
	o := ExportOptions{Paper: PaperLetter, DPI: 60, MarginIn: 0.5}
	// A picture as large as the map, dark enough to show in grey.
	doc := loadDoc(t, "nightclub.unhex")
	bounds := canvas.NewBoard(doc).Layout().Bounds
	pic := enginetest.Picture(200, 100)
	bg := &battlemap.Background{Image: pic, X: bounds.Min.X, Y: bounds.Min.Y, Scale: bounds.Width() / 200, Opacity: 1}
	doc.Map.Background = bg
	plain := exportGrey(t, doc, o)
	bg.Print = true
	printed := exportGrey(t, doc, o)
	if n := differingPixels(plain, printed); n < 1000 {
		t.Errorf("asked for in print, the picture changes only %d pixels", n)
	}
	bg.Print, bg.Players = false, true
	if n := differingPixels(plain, exportGrey(t, doc, o)); n != 0 {
		t.Errorf("not asked for in print, the picture still changes %d pixels", n)
	}
	// A page at the map's own layout prints it without a note.
	bg.Print = true
	page, err := ExportPage(doc, o)
	if err != nil {
		t.Fatal(err)
	}
	if len(page.Notes) != 0 {
		t.Errorf("notes: %v", page.Notes)
	}
}

func exportGrey(t *testing.T, doc *engine.Document, o ExportOptions) image.Image {
	t.Helper()
	img, err := Export(doc, o)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

func TestBackground_LeftOutOfASpreadPageWithANote(t *testing.T) {
	test.NewTempApp(t)
	// Two areas very far apart: the page draws them closer together.
	doc := &engine.Document{Map: battlemap.Map{Areas: []battlemap.Area{
		{ID: "a", Name: "Alpha"}, {ID: "b", Name: "Beta", X: 9e6, Y: 9e6}}}}
	doc.Map.Background = &battlemap.Background{Image: enginetest.Picture(50, 50), Scale: 1, Opacity: 1, Print: true}
	page, err := ExportPage(doc, ExportOptions{Paper: PaperLetter, DPI: 60, MarginIn: 0.5})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.Join(page.Notes, "\n"), "background image is left out") {
		t.Errorf("notes %v do not say the picture was left out", page.Notes)
	}
}
