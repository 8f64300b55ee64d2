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
