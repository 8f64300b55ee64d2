package app

import (
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/app/inspect"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

func TestUndo_OneHistoryWalksMapRosterAndCombatEditsInOrder(t *testing.T) {
	w := newPlayWindow(t)
	w.setMode(modeEdit)
	w.placeArea("Crypt") // 1: a map edit
	crypt := battlemap.AreaID("crypt")
	if w.ed.Map().Area(crypt) == nil {
		t.Fatal("setup: the Crypt was not added")
	}
	w.setMode(modePlay)
	w.drag(w.tokenAt("rook"), w.at(crypt)) // 2: a roster edit
	if got := w.character("rook").Area; got != crypt {
		t.Fatalf("setup: Rook is in %q, want the Crypt", got)
	}
	w.startWithPCsFirst(t) // 3: Start combat, 4…: initiative entries
	entries := len(w.play.Fight().View().Log)
	if entries == 0 {
		t.Fatal("setup: initiative left no log entry")
	}
	if got := w.history.undoLabel(); got != "Undo the combat entry" {
		t.Errorf("the Edit menu says %q", got)
	}

	// Ctrl+Z walks back the combat log, then the start of the combat…
	for i := entries; i > 0; i-- {
		w.undo()
		if got := len(w.play.Fight().View().Log); got != i-1 {
			t.Fatalf("undo %d left %d combat entries, want %d", entries-i+1, got, i-1)
		}
	}
	w.undo()
	if w.play.Active() {
		t.Fatal("undoing Start combat left the combat running")
	}
	// …then Rook's move, then the Crypt: the mode does not matter.
	w.undo()
	if got := w.character("rook").Area; got != "entrance" {
		t.Fatalf("undo after the combat left Rook in %q, want the entrance", got)
	}
	if w.ed.Map().Area(crypt) == nil {
		t.Fatal("undoing Rook's move also removed the Crypt")
	}
	w.undo()
	if w.ed.Map().Area(crypt) != nil {
		t.Fatal("the fourth kind of undo did not remove the Crypt, in Play mode")
	}
	if w.dirty() {
		t.Error("undoing everything should leave the document as opened")
	}

	// Ctrl+Shift+Z brings it all back in the same order.
	w.redo()
	if w.ed.Map().Area(crypt) == nil {
		t.Fatal("redo did not put the Crypt back")
	}
	w.redo()
	if got := w.character("rook").Area; got != crypt {
		t.Fatalf("redo left Rook in %q, want the Crypt", got)
	}
	w.redo()
	if !w.play.Active() {
		t.Fatal("redo did not restart the combat")
	}
	for i := 1; i <= entries; i++ {
		w.redo()
	}
	if got := len(w.play.Fight().View().Log); got != entries {
		t.Errorf("redo brought back %d combat entries, want %d", got, entries)
	}
	if got := w.character("rook").Area; got != crypt {
		t.Errorf("in the combat Rook is in %q, want the Crypt", got)
	}
}

func TestUndo_AddAreaUnderACharacterIsRefusedWithTheReason(t *testing.T) {
	w := newPlayWindow(t)
	w.setMode(modeEdit)
	w.placeArea("Crypt")
	crypt := battlemap.AreaID("crypt")
	w.setMode(modePlay)
	w.drag(w.tokenAt("rook"), w.at(crypt))
	w.setMode(modeEdit)

	// The map's own undo (what Ctrl+Z in Edit mode used to reach) cannot
	// take the Crypt from under Rook: it is refused with the reason.
	if err := w.ed.Undo(); err == nil {
		t.Fatal("undoing Add area under Rook was not refused")
	}
	if msg := w.status.message.Text; !strings.Contains(msg, "Cannot undo add area: Rook (in Crypt) stands there") {
		t.Errorf("status: %q", msg)
	}
	if w.ed.Map().Area(crypt) == nil || w.character("rook").Area != crypt {
		t.Fatal("the refused undo removed the Crypt or lifted Rook off the board")
	}

	// Ctrl+Z undoes the most recent change first, Rook's move, so the
	// next one can take the empty Crypt away: nobody is lifted off.
	w.undo()
	if w.ed.Map().Area(crypt) == nil || w.character("rook").Area != "entrance" {
		t.Fatalf("first Ctrl+Z: Crypt %v, Rook in %q", w.ed.Map().Area(crypt) != nil, w.character("rook").Area)
	}
	w.undo()
	if w.ed.Map().Area(crypt) != nil {
		t.Fatal("second Ctrl+Z kept the Crypt")
	}
	for _, c := range w.play.Characters() {
		if c.Area == "" {
			t.Errorf("%s was lifted off the board", c.Name)
		}
	}
	// Redo puts both back.
	w.redo()
	w.redo()
	if w.ed.Map().Area(crypt) == nil || w.character("rook").Area != crypt {
		t.Error("redo did not put back the Crypt and Rook in it")
	}
}

func TestEditor_DeletingAnAreaACharacterStandsInIsRefusedFromEveryPath(t *testing.T) {
	w := newPlayWindow(t)
	w.setMode(modeEdit)
	w.ed.Select([]battlemap.AreaID{"entrance"}, nil)
	test.Tap(w.button(t, "Delete area"))
	if w.ed.Map().Area("entrance") == nil {
		t.Fatal("the Delete area button removed the Entrance with Rook in it")
	}
	if msg := w.status.message.Text; !strings.Contains(msg, "Not deleted: Rook (in Entrance) stands there") {
		t.Errorf("status: %q", msg)
	}
	if w.history.undoLabel() != "Undo" {
		t.Errorf("a refused delete left an undo step: %q", w.history.undoLabel())
	}
}

func TestProps_ANoteTypedThenAddObjectiveKeepsTheNote(t *testing.T) {
	w := newTestWindow(t)
	w.ed.Select([]battlemap.AreaID{"bar"}, nil)
	notes := w.notesField(t)
	w.win.Canvas().Focus(notes)
	test.Type(notes, "Bottles hide a key")
	// The real driver leaves the focus in the field when a button is
	// clicked (test.Tap would unfocus it first): tap the button directly.
	w.button(t, "Objective").Tapped(&fyne.PointEvent{})
	// The new objective's field takes the focus, ready to be named.
	if f, ok := w.win.Canvas().Focused().(*inspect.CommitEntry); f != notes && (!ok || f.Text != "New objective") {
		t.Fatalf("setup: the focus went to %T, neither the Notes nor the new objective", f)
	}
	a := w.ed.Map().Area("bar")
	if a.Notes != "Bottles hide a key" || len(a.Objectives) == 0 {
		t.Fatalf("after Add objective: notes %q, %d objectives", a.Notes, len(a.Objectives))
	}
	if got := w.notesField(t).Text; got != "Bottles hide a key" {
		t.Errorf("the Notes box shows %q", got)
	}
	// Two steps, in order: the note, then the objective.
	w.win.Canvas().Unfocus() // Ctrl+Z in a field undoes typing there
	w.undo()
	if a := w.ed.Map().Area("bar"); len(a.Objectives) != 0 || a.Notes != "Bottles hide a key" {
		t.Errorf("first undo: notes %q, %d objectives", a.Notes, len(a.Objectives))
	}
	w.undo()
	if a := w.ed.Map().Area("bar"); a.Notes != "" {
		t.Errorf("second undo left the notes %q", a.Notes)
	}
}

func TestEditor_RefusesToDeleteAnAreaCharactersStandIn(t *testing.T) {
	w := newPlayWindow(t)
	w.setMode(modeEdit)
	w.ed.Select([]battlemap.AreaID{"entrance"}, nil)
	w.DeleteSelection()
	if w.ed.Map().Area("entrance") == nil {
		t.Fatal("the Entrance was deleted with Rook standing in it")
	}
	if !strings.Contains(w.status.message.Text, "Rook (in Entrance)") {
		t.Errorf("status: %q", w.status.message.Text)
	}
}
