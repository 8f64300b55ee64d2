package app

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine"
)

func TestSave_OverAFileANewerAppWroteAsksFirstNamingTheVersion(t *testing.T) {
	w := newTestWindow(t)
	path := filepath.Join(t.TempDir(), "newer.unhex")
	newer := `{"format":"unhex","version":2,"title":"From the future","hologram":{"on":true}}`
	os.WriteFile(path, []byte(newer), 0o644)

	saved := []bool{}
	w.writeTo(path, func(ok bool) { saved = append(saved, ok) })
	got := w.dialogText()
	if !strings.Contains(got, "written by a newer Unhex Board (format version 2)") || !strings.Contains(got, "writes format version 1") {
		t.Fatalf("the dialog does not name the versions:\n%s", got)
	}
	if data, _ := os.ReadFile(path); string(data) != newer {
		t.Fatal("the file was overwritten before the answer")
	}
	test.Tap(w.button(t, "Cancel"))
	if data, _ := os.ReadFile(path); string(data) != newer || len(saved) != 1 || saved[0] {
		t.Fatalf("cancel: saved %v, file changed: %v", saved, string(data) != newer)
	}

	w.writeTo(path, func(ok bool) { saved = append(saved, ok) })
	test.Tap(w.button(t, "Overwrite"))
	if len(saved) != 2 || !saved[1] {
		t.Fatalf("overwrite: saved %v", saved)
	}
	if v, err := engine.FileVersion(path); err != nil || v != engine.FormatVersion {
		t.Errorf("after overwriting: version %d, %v", v, err)
	}
	// This app's own version is saved over without a question.
	w.writeTo(path, func(ok bool) { saved = append(saved, ok) })
	if len(saved) != 3 || !saved[2] {
		t.Errorf("saving over a version 1 file asked first: %v", saved)
	}
}

func TestErrorDialog_KeepsAPathAtTheStartAsWritten(t *testing.T) {
	w := newTestWindow(t)
	w.showError(errors.New("cases/heist.unhex: the file is empty"))
	if got := w.dialogText(); !strings.Contains(got, "cases/heist.unhex: the file is empty") {
		t.Errorf("the dialog shows:\n%s", got)
	}
}

// File → Open asks about unsaved changes once, before the chooser; it
// asks again only if the map was edited while the chooser was open.
func TestOpen_AsksAboutUnsavedChangesOnceBeforeTheChooser(t *testing.T) {
	path := filepath.Join(t.TempDir(), "other.unhex")
	data, err := engine.Marshal(engine.NewDocument("Other map"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, editedMeanwhile := range []bool{false, true} {
		w := newTestWindow(t)
		renameForTest(t, w)
		var pick func(string)
		w.choose = func(_ bool, _ string, p func(string)) { pick = p }
		w.open()
		if pick != nil {
			t.Fatal("the chooser opened before the question")
		}
		test.Tap(w.button(t, "Don't save"))
		if pick == nil {
			t.Fatal("Don't save did not open the chooser")
		}
		if editedMeanwhile {
			renameForTestArea(t, w)
		}
		pick(path)
		asked := w.win.Canvas().Overlays().Top() != nil
		switch {
		case !editedMeanwhile && asked:
			t.Fatalf("asked a second time after the chooser: %s", w.dialogText())
		case !editedMeanwhile && w.path != path:
			t.Errorf("the chosen map is not open: path %q", w.path)
		case editedMeanwhile && !asked:
			t.Error("an edit made while the chooser was open was dropped without asking")
		}
	}
}

// A damaged map file is refused in plain words, and the GM is told the
// map on screen is untouched (and it is).
func TestOpen_ADamagedFileSaysItLooksCutShortAndTheOpenMapIsUntouched(t *testing.T) {
	w := newTestWindow(t)
	w.openExample("warehouse.unhex")
	before, err := engine.Marshal(w.ed.Doc)
	if err != nil {
		t.Fatal(err)
	}
	whole, err := engine.Marshal(engine.NewDocument("Cut map"))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "cut.unhex")
	if err := os.WriteFile(path, whole[:len(whole)*2/3], 0o644); err != nil {
		t.Fatal(err)
	}
	w.choose = func(_ bool, _ string, pick func(string)) { pick(path) }
	w.open()
	got := w.dialogText()
	for _, want := range []string{"looks cut short", "The map that is open is untouched"} {
		if !strings.Contains(got, want) {
			t.Errorf("the message does not say %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "JSON input") {
		t.Errorf("the message speaks the decoder's language:\n%s", got)
	}
	if after, _ := engine.Marshal(w.ed.Doc); string(after) != string(before) || w.example != "warehouse.unhex" {
		t.Error("the open map changed")
	}
}
