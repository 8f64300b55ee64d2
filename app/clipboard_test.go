package app

import (
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/unhexboard/unhexboard/app/inspect"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

func TestEditMenu_CopyPasteAndDuplicateHaveTheirKeys(t *testing.T) {
	w := newTestWindow(t)
	for label, want := range map[string]fyne.Shortcut{
		"Copy":      &fyne.ShortcutCopy{},
		"Paste":     &fyne.ShortcutPaste{},
		"Duplicate": ctrl(fyne.KeyD),
	} {
		it := w.menuItem(t, "Edit", label)
		if it.Shortcut == nil || it.Shortcut.ShortcutName() != want.ShortcutName() {
			t.Errorf("Edit → %s has shortcut %v, want %s", label, it.Shortcut, want.ShortcutName())
		}
	}
	if sc, ok := w.menuItem(t, "Edit", "Duplicate").Shortcut.(*desktop.CustomShortcut); !ok || sc.KeyName != fyne.KeyD {
		t.Errorf("Duplicate's shortcut is %v, want Ctrl+D", sc)
	}
}

func TestPaste_CopiedAreasComeBackWithTheirLinkAsOneUndoStep(t *testing.T) {
	w := newTestWindow(t)
	w.ed.Select([]battlemap.AreaID{"bar", "kitchen"}, nil)
	w.menuItem(t, "Edit", "Copy").Action()
	if got := w.app.Clipboard().Content(); got != "Bar\nKitchen" {
		t.Errorf("the clipboard holds %q, want the copied areas' names", got)
	}
	areas, links := len(w.ed.Map().Areas), len(w.ed.Map().Links)
	w.menuItem(t, "Edit", "Paste").Action()
	m := w.ed.Map()
	if len(m.Areas) != areas+2 || len(m.Links) != links+1 {
		t.Fatalf("after Paste: %d areas, %d links; want %d and %d", len(m.Areas), len(m.Links), areas+2, links+1)
	}
	if a := m.Area("bar-2"); a == nil || a.Name != "Bar 2" || m.LinkBetween("bar-2", "kitchen-2") < 0 {
		t.Errorf("pasted %+v, want Bar 2 linked to Kitchen 2", a)
	}
	if !strings.HasPrefix(w.win.Title(), "● ") {
		t.Errorf("title %q lacks the unsaved mark", w.win.Title())
	}
	w.undo()
	if len(w.ed.Map().Areas) != areas || len(w.ed.Map().Links) != links {
		t.Errorf("one undo left %d areas, %d links; want %d, %d", len(w.ed.Map().Areas), len(w.ed.Map().Links), areas, links)
	}
}

func TestDuplicate_PutsTheSelectionBesideItself(t *testing.T) {
	w := newTestWindow(t)
	w.ed.Select([]battlemap.AreaID{"alley"}, nil)
	w.duplicate()
	a := w.ed.Map().Area("alley-2")
	if a == nil || a.Name != "Alley 2" {
		t.Fatalf("after Duplicate: %+v, want Alley 2", a)
	}
	if got := w.ed.Selection.Areas(w.ed.Map()); len(got) != 1 || got[0] != "alley-2" {
		t.Errorf("selected %v, want the copy", got)
	}
	if w.ed.CanPaste() {
		t.Error("Duplicate filled the copy Paste uses")
	}
}

func TestPaste_AnExcalidrawDrawingOnTheClipboardStillOpens(t *testing.T) {
	w := newTestWindow(t)
	w.ed.Select([]battlemap.AreaID{"bar"}, nil)
	w.copyAreas()
	// Copied later in excalidraw: the drawing is what Ctrl+V takes.
	data, err := os.ReadFile(handDrawing)
	if err != nil {
		t.Fatal(err)
	}
	w.app.Clipboard().SetContent(string(data))
	w.paste()
	if got := w.ed.Map().Title; got != "pasted drawing" {
		t.Errorf("after Ctrl+V with a drawing on the clipboard the map is %q, want the drawing", got)
	}
}

func TestCopyAndPaste_AFocusedFieldKeepsItsOwn(t *testing.T) {
	w := newTestWindow(t)
	w.ed.Select([]battlemap.AreaID{"bar"}, nil)
	name := firstIn[*inspect.CommitEntry](w.props.box)
	w.win.Canvas().Focus(name)
	w.copyAreas()
	if w.ed.CanPaste() {
		t.Error("Ctrl+C in the name field copied the area")
	}
	w.app.Clipboard().SetContent("Pub")
	areas := len(w.ed.Map().Areas)
	w.paste()
	if len(w.ed.Map().Areas) != areas || !strings.Contains(name.Text, "Pub") {
		t.Errorf("Ctrl+V in the name field: field %q, %d areas; want the text pasted in the field", name.Text, len(w.ed.Map().Areas))
	}
}
