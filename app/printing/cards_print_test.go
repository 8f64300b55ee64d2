package printing

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/words"
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
	a4, err := printkit.ActionCards(sheet.Latest, printkit.A4.W, printkit.A4.H)
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
