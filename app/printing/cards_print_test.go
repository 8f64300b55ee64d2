package printing

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/words"
	"github.com/unhexboard/unhexboard/interop/vector"
	"github.com/unhexboard/unhexboard/printkit"
)

func TestPrintCards_WritesTheDeckOnTheSheetsPaperAndSaysSo(t *testing.T) {
	w := newTestWindow(t, "../../assets/maps/nightclub.unhex")
	w.App().Preferences().SetString(prefSheetsPaper, "A4")
	path := filepath.Join(t.TempDir(), "deck")
	w.print.printCards(path)
	data, err := os.ReadFile(path + ".pdf")
	if err != nil || !strings.HasPrefix(string(data), "%PDF-") {
		t.Fatalf("no PDF written: %v", err)
	}
	a4, err := printkit.ActionCardsWith(sheet.Latest, sheet.HouseRules{}, printkit.A4.W, printkit.A4.H)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), "/Type /Page\n"); n != len(a4.Pages) {
		t.Errorf("%d pages in the PDF, want the A4 deck's %d", n, len(a4.Pages))
	}
	want := "Printed the action cards (" + words.Count(len(a4.Pages), "page") + ") to " + path + ".pdf"
	if got := w.Status; got != want {
		t.Errorf("status %q, want %q", got, want)
	}
}

// The app prints the open map's deck: with the cards of the house rules
// it plays.
func TestPrintCards_TheDeckCarriesTheMapsHouseRules(t *testing.T) {
	w := newTestWindow(t, "../../engine/testdata/combat/delay.unhex")
	dir := t.TempDir()
	w.print.printCards(filepath.Join(dir, "deck.pdf"))
	got, err := os.ReadFile(filepath.Join(dir, "deck.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		house sheet.HouseRules
		same  bool
	}{{sheet.HouseRules{Delay: true}, true}, {sheet.HouseRules{}, false}} {
		d, err := printkit.ActionCardsWith(sheet.Latest, c.house, printkit.Letter.W, printkit.Letter.H)
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, "want.pdf")
		if err := vector.WritePDFFile(path, d); err != nil {
			t.Fatal(err)
		}
		want, _ := os.ReadFile(path)
		if (string(got) == string(want)) != c.same {
			t.Errorf("house rules %+v: the printed deck is the same: %v, want %v", c.house, !c.same, c.same)
		}
	}
}
