package excalidraw

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// A drawing imported is a new map: it plays the GM's calls at their
// defaults (the finishing blow asked of the GM), as a map made with
// File → New does.
func TestImport_ANewMapFromADrawingHasTheGMsCallsAtTheirDefaults(t *testing.T) {
	doc, _ := importFile(t, "nightclub-hand.excalidraw")
	if doc.Calls != sheet.DefaultCalls() || !doc.Calls.AsksFinishingBlow() {
		t.Errorf("the imported map plays %+v", doc.Calls)
	}
}
