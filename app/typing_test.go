package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/app/inspect"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// fieldWithText is the panel's field holding text.
func (w *mainWindow) fieldWithText(t *testing.T, text string) *inspect.CommitEntry {
	t.Helper()
	var found *inspect.CommitEntry
	walk(w.props.box, func(o fyne.CanvasObject) {
		if e, ok := o.(*inspect.CommitEntry); ok && found == nil && e.Text == text {
			found = e
		}
	})
	if found == nil {
		t.Fatalf("no field holding %q in the panel", text)
	}
	return found
}

func TestTitle_TheUnsavedMarkShowsWhileANotesFieldIsTypedIn(t *testing.T) {
	w := newTestWindow(t)
	w.ed.Select([]battlemap.AreaID{"bar"}, nil)
	notes := w.fieldWithText(t, "")
	w.win.Canvas().Focus(notes)
	if strings.HasPrefix(w.win.Title(), "● ") {
		t.Fatalf("title %q is marked before any change", w.win.Title())
	}
	test.Type(notes, "Sticky floor")
	if !strings.HasPrefix(w.win.Title(), "● ") {
		t.Errorf("title %q while typing in the notes, want the unsaved mark at once", w.win.Title())
	}
	if got := w.ed.History.UndoLabel(); got != "" {
		t.Errorf("typing made the undo step %q before the field was left, want none yet", got)
	}
	// Leaving the field makes the whole text one undo step.
	w.commitTyping()
	if got := w.ed.Map().Area("bar").Notes; got != "Sticky floor" || w.ed.History.UndoLabel() != "Edit area notes" {
		t.Fatalf("notes %q, undo %q: want the typed text as one step", got, w.ed.History.UndoLabel())
	}
	w.undo()
	if w.ed.Map().Area("bar").Notes != "" || strings.HasPrefix(w.win.Title(), "● ") {
		t.Errorf("one undo left notes %q, title %q; want the map as opened", w.ed.Map().Area("bar").Notes, w.win.Title())
	}
}

func TestTitle_TypingBackToTheOldTextTakesTheMarkAway(t *testing.T) {
	w := newTestWindow(t)
	w.ed.Select([]battlemap.AreaID{"bar"}, nil)
	name := w.fieldWithText(t, "Bar")
	w.win.Canvas().Focus(name)
	test.Type(name, "s")
	if !strings.HasPrefix(w.win.Title(), "● ") {
		t.Fatalf("title %q after typing, want the unsaved mark", w.win.Title())
	}
	name.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	if strings.HasPrefix(w.win.Title(), "● ") {
		t.Errorf("title %q with the name as it was, want no mark", w.win.Title())
	}
}

func TestAddArea_TheNameBoxIsRepaintedWhereTheWindowSeesIt(t *testing.T) {
	w := newTestWindow(t)
	var repainted []fyne.CanvasObject
	w.view.repaint = func(o fyne.CanvasObject) {
		repainted = append(repainted, o)
		o.Refresh()
	}
	w.tools.pick(1)
	w.tap(w.emptySpot())
	if !w.view.entry.Visible() {
		t.Fatal("no name box after a click on empty space with Add area")
	}
	// The box was hidden since the window opened, so the window has never
	// drawn it and does not know it: a repaint must go through the layer
	// it floats in, which the window has drawn.
	found := false
	for _, o := range repainted {
		found = found || o == w.view.layer
	}
	if !found {
		t.Errorf("showing the name box repainted %v, not the layer the window knows: the box stays invisible until something else repaints", repainted)
	}
}
