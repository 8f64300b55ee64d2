package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Tests for the rough edges a GM meets on a first run.

func TestStatus_CountsArePluralisedProperly(t *testing.T) {
	w := newTestWindow(t)
	one := &engine.Document{Map: battlemap.Map{Title: "Closet",
		Areas: []battlemap.Area{{ID: "a", Name: "Closet"}, {ID: "b", Name: "Hall", X: 200}},
		Links: []battlemap.Link{{A: "a", B: "b", Kind: battlemap.Solid}}}}
	one.Map.Areas = one.Map.Areas[:1]
	one.Map.Links = nil
	w.setDocument(one, "", "")
	if got := w.status.counts.Text; !strings.HasPrefix(got, "1 area · 0 links · ") {
		t.Errorf("status counts %q, want \"1 area · 0 links · …\"", got)
	}
	if got := w.status.message.Text; !strings.Contains(got, "1 area, 0 links") {
		t.Errorf("status message %q, want \"1 area, 0 links\"", got)
	}
	for _, c := range []struct {
		n    int
		want string
	}{{0, "0 areas"}, {1, "1 area"}, {2, "2 areas"}} {
		if got := Count(c.n, "area"); got != c.want {
			t.Errorf("Count(%d, area) = %q, want %q", c.n, got, c.want)
		}
	}
	if got := Count(1, "log entry", "log entries"); got != "1 log entry" {
		t.Errorf("Count(1, log entry) = %q", got)
	}
	if got := Count(3, "log entry", "log entries"); got != "3 log entries" {
		t.Errorf("Count(3, log entry) = %q", got)
	}
}

// renameForTest makes the map dirty with one undoable edit.
func renameForTest(t *testing.T, w *mainWindow) {
	t.Helper()
	if err := w.ed.Do(&editor.RenameArea{ID: "bar", Name: "Counter"}); err != nil {
		t.Fatal(err)
	}
	if !w.dirty() {
		t.Fatal("a rename did not make the map dirty")
	}
}

func TestUnsavedChanges_CancelKeepsTheWindowAndTheMap(t *testing.T) {
	for name, action := range map[string]func(w *mainWindow){
		"new":  (*mainWindow).newMap,
		"open": (*mainWindow).open,
		"quit": (*mainWindow).quit,
		"example": func(w *mainWindow) {
			w.whenSafe("open an example", func() { w.openExample("warehouse.unhex") })
		},
	} {
		t.Run(name, func(t *testing.T) {
			w := newTestWindow(t)
			renameForTest(t, w)
			action(w)
			if w.win.Canvas().Overlays().Top() == nil {
				t.Fatal("no unsaved-changes dialog")
			}
			test.Tap(w.button(t, "Cancel"))
			if w.win.Canvas().Overlays().Top() != nil {
				t.Error("Cancel left the dialog up")
			}
			if a := w.ed.Map().Area("bar"); a == nil || a.Name != "Counter" || !w.dirty() || w.example != "nightclub.unhex" {
				t.Errorf("Cancel lost the edited map: example %q, dirty %v", w.example, w.dirty())
			}
		})
	}
}

func TestUnsavedChanges_EscapeCancels(t *testing.T) {
	w := newTestWindow(t)
	renameForTest(t, w)
	w.newMap()
	if w.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no unsaved-changes dialog")
	}
	w.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if w.win.Canvas().Overlays().Top() != nil {
		t.Fatal("Escape left the dialog up")
	}
	if a := w.ed.Map().Area("bar"); a == nil || a.Name != "Counter" || !w.dirty() {
		t.Error("Escape dropped the edited map")
	}
	// Escape again is the board's Escape once more: nothing is asked.
	w.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if a := w.ed.Map().Area("bar"); a == nil || a.Name != "Counter" {
		t.Error("a second Escape changed the map")
	}
}

func TestUnsavedChanges_DontSaveStillGoesOn(t *testing.T) {
	w := newTestWindow(t)
	renameForTest(t, w)
	w.newMap()
	test.Tap(w.button(t, "Don't save"))
	if len(w.ed.Map().Areas) != 0 || w.dirty() {
		t.Errorf("Don't save did not start a new map: %d areas", len(w.ed.Map().Areas))
	}
}
