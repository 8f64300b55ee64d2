package drawings

import (
	"path/filepath"
	"testing"

	"github.com/unhexboard/unhexboard/app/host/hosttest"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/interop/excalidraw"
)

// testWindow is a window with the bundled nightclub map open, where an
// imported drawing replaces the map at once.
type testWindow struct {
	*hosttest.Host
	drawings *Drawings
}

func (w *testWindow) ChoosePath(bool, string, string, []string, func(string)) {
	panic("the tests name their files")
}
func (w *testWindow) WhenSafe(_ string, next func())   { next() }
func (w *testWindow) OpenUnsaved(doc *engine.Document) { w.Editor().Doc = doc }
func (w *testWindow) Characters() []sheet.Character    { return w.Editor().Doc.Characters }
func (w *testWindow) SuggestedFileName() string        { return "nightclub.unhex" }

func TestExportExcalidraw_WritesADrawingThatImportsBack(t *testing.T) {
	w := &testWindow{Host: hosttest.Open(t, "../../assets/maps/nightclub.unhex")}
	w.drawings = New(w)
	path := filepath.Join(t.TempDir(), "club.excalidraw")
	if err := writeDrawing(path, w.Editor().Doc, excalidraw.Options{GM: true}); err != nil {
		t.Fatal(err)
	}
	before := w.Editor().Doc
	w.drawings.ImportFile(path)
	if w.Editor().Doc == before {
		t.Fatalf("the drawing was not imported: %v", w.Errors)
	}
	if n := len(w.Editor().Map().Links); n != 10 {
		t.Errorf("%d links after the round trip, want 10", n)
	}
}
