package play

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// formEntries are the plain text fields of the open sheet form, in
// order: the name, the level, the max level, the non-combat abilities,
// then the items and the wounds.
func (w *testWindow) formEntries(t *testing.T) []*widget.Entry {
	t.Helper()
	var out []*widget.Entry
	walk(w.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if e, ok := o.(*widget.Entry); ok {
			out = append(out, e)
		}
	})
	if len(out) < 4 {
		t.Fatalf("no sheet form open; status: %s", w.status.Text)
	}
	return out
}

// After the GM edits one field of a sheet, the status line says that
// field, before and after, and nothing else; the log's entry sets only
// it. Saving an unchanged sheet changes nothing and says so.
func TestSheetEdit_TheStatusLineSaysOnlyWhatChanged(t *testing.T) {
	w := newPlayWindow(t)
	w.tap(w.tokenAt("vex"))
	test.Tap(w.button(t, "Edit"))
	level := w.formEntries(t)[1]
	if level.Text != "58" {
		t.Fatalf("the second field holds %q, want Vex's level 58", level.Text)
	}
	level.SetText("40")
	test.Tap(w.button(t, "Save"))
	if got, want := w.status.Text, "Vex: level 58 → 40"; got != want {
		t.Errorf("the status line after the edit says %q, want %q", got, want)
	}
	log := w.play.cast.sheets.Log()
	o, ok := log[len(log)-1].Command.(*sheet.Override)
	if !ok || o.Level == nil || *o.Level != 40 || o.Name != nil || o.Items != nil || o.Abilities != nil || o.MaxLevel != nil || o.Marks != nil {
		t.Errorf("the log's entry sets more than the level: %+v", log[len(log)-1].Command)
	}

	entries := len(log)
	test.Tap(w.button(t, "Edit"))
	test.Tap(w.button(t, "Save"))
	if got := w.status.Text; got != "Nothing changed on Vex's sheet" {
		t.Errorf("saving an unchanged sheet says %q", got)
	}
	if n := len(w.play.cast.sheets.Log()); n != entries {
		t.Errorf("saving an unchanged sheet added %d log entries", n-entries)
	}
}

// During a combat the edit is a GM correction in the combat's log, and
// the status line says the same: only what changed.
func TestSheetEdit_InACombatTheStatusLineSaysOnlyWhatChanged(t *testing.T) {
	w := newPlayWindow(t)
	test.Tap(w.button(t, "Start combat"))
	w.tap(w.tokenAt("rook"))
	test.Tap(w.button(t, "Edit"))
	entries := w.formEntries(t)
	entries[0].SetText("Rooky")
	entries[2].SetText("56")
	test.Tap(w.button(t, "Save"))
	if got, want := w.status.Text, "Rooky: name Rook → Rooky; max level 55 → 56"; got != want {
		t.Errorf("the status line after the edit says %q, want %q", got, want)
	}
	log := w.play.cast.fight.Log()
	e, ok := log[len(log)-1].Command.(*combat.SheetEntry)
	if !ok {
		t.Fatalf("the last entry is %T", log[len(log)-1].Command)
	}
	if o, ok := e.Command.(*sheet.Override); !ok || o.Name == nil || o.MaxLevel == nil || o.Level != nil || o.Team != nil || o.Items != nil {
		t.Errorf("the correction sets more than the name and the max level: %+v", e.Command)
	}
	if strings.Contains(log[len(log)-1].Narration, "items") {
		t.Errorf("the log says items changed: %s", log[len(log)-1].Narration)
	}
}
