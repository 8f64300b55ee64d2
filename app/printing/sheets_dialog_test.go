package printing

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/app/host/hosttest"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// testWindow is a window with a map open; the print dialogs see it.
type testWindow struct {
	*hosttest.Host
	print *Dialogs
}

func (w *testWindow) ChoosePath(bool, string, string, []string, func(string)) {
	panic("the tests print to a path of their own")
}
func (w *testWindow) StartDir() string              { return "" }
func (w *testWindow) Characters() []sheet.Character { return w.Editor().Doc.Characters }

func newTestWindow(t *testing.T, path string) *testWindow {
	t.Helper()
	w := &testWindow{Host: hosttest.Open(t, path)}
	w.print = New(w)
	return w
}

// The dialog's answers become print options, and a wrong one is named.
func TestPrintSheets_DialogAnswersBecomeOptionsOrANamedError(t *testing.T) {
	o, err := sheetsOptions(true, false, " 3 ", "A4")
	if err != nil || !o.Roster || o.GM || o.Blank != 3 || o.Paper.Name != "a4" {
		t.Errorf("options %+v, error %v", o, err)
	}
	for _, c := range []struct{ blank, paper, says string }{
		{"three", "Letter", `"three" is not a whole number`},
		{"201", "Letter", "at most 200"},
		{"-1", "Letter", "cannot be negative"},
		{"1", "Legal", `unknown paper "Legal"`},
	} {
		if _, err := sheetsOptions(true, false, c.blank, c.paper); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("blank %q, paper %q: error %v, want one saying %q", c.blank, c.paper, err, c.says)
		}
	}
	if _, err := sheetsOptions(false, false, "0", "Letter"); err == nil || !strings.Contains(err.Error(), "nothing to print") {
		t.Errorf("no roster and no blank sheets: error %v", err)
	}
}

// File → Print Sheets… writes the characters as the window holds them
// (the players' copy leaves the hidden Cook out) and says so.
func TestPrintSheets_WritesThePDFAndSaysWhatItHolds(t *testing.T) {
	w := newTestWindow(t, "../../assets/maps/nightclub-brawl.unhex")
	o, err := sheetsOptions(true, false, "1", "Letter")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "brawl")
	w.print.printSheets(path, o)
	data, err := os.ReadFile(path + ".pdf")
	if err != nil || !strings.HasPrefix(string(data), "%PDF-") {
		t.Fatalf("no PDF written: %v", err)
	}
	want := "Printed 4 character sheets and 1 blank sheet to " + path + ".pdf (1 character hidden from the players left out)"
	if got := w.Status; got != want {
		t.Errorf("status %q, want %q", got, want)
	}
}
