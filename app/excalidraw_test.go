package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
)

const handDrawing = "../interop/excalidraw/testdata/nightclub-hand.excalidraw"

func TestImportExcalidraw_OpensAnUnsavedMapAndShowsTheReport(t *testing.T) {
	w := newTestWindow(t)
	w.drawings.ImportFile(handDrawing)
	if w.path != "" || !w.dirty() {
		t.Errorf("the imported map should be new and unsaved: path %q, dirty %v", w.path, w.dirty())
	}
	if got := w.ed.Map().Title; got != "nightclub-hand" {
		t.Errorf("title %q, want the drawing's file name", got)
	}
	if n := len(w.ed.Map().Areas); n != 8 {
		t.Errorf("%d areas, want 8", n)
	}
	text := w.dialogText()
	for _, want := range []string{"8 areas, 10 links", "freehand stroke", "an image", "cover tick at"} {
		if !strings.Contains(text, want) {
			t.Errorf("the report dialog lacks %q:\n%s", want, text)
		}
	}
}

func TestImportExcalidraw_ABadDrawingChangesNothing(t *testing.T) {
	w := newTestWindow(t)
	before := w.ed.Map().Title
	bad := filepath.Join(t.TempDir(), "bad.excalidraw")
	os.WriteFile(bad, []byte(`{"type":"excalidraw","elements":[{"type":"rectangle","x":1e300}]}`), 0o644)
	w.drawings.ImportFile(bad)
	if w.ed.Map().Title != before || w.dirty() {
		t.Error("a bad drawing changed the open map")
	}
	if text := w.dialogText(); !strings.Contains(text, "out of range") {
		t.Errorf("the error does not say what is wrong:\n%s", text)
	}
}

func TestDrop_AnExcalidrawFileImportsIt(t *testing.T) {
	w := newTestWindow(t)
	abs, _ := filepath.Abs(handDrawing)
	w.dropped(fyne.Position{}, []fyne.URI{storage.NewFileURI(abs)})
	if n := len(w.ed.Map().Areas); n != 8 || w.ed.Map().Title != "nightclub-hand" {
		t.Errorf("after the drop: %d areas, title %q", n, w.ed.Map().Title)
	}
}

func TestPaste_ExcalidrawClipboardJSONImportsIt(t *testing.T) {
	w := newTestWindow(t)
	data, _ := os.ReadFile(handDrawing)
	clip := strings.Replace(string(data), `"type": "excalidraw"`, `"type": "excalidraw/clipboard"`, 1)
	w.app.Clipboard().SetContent(clip)
	w.drawings.Paste()
	if n := len(w.ed.Map().Areas); n != 8 || !w.dirty() {
		t.Errorf("after the paste: %d areas, dirty %v", n, w.dirty())
	}
	// Text that is not a drawing changes nothing.
	w.app.Clipboard().SetContent("hello")
	before := w.ed.Map()
	w.drawings.Paste()
	if w.ed.Map() != before {
		t.Error("pasting plain text replaced the map")
	}
}
