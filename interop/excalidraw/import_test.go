package excalidraw

import (
	"testing"
)

func TestImport_HandDrawnNightclubAnswersEveryPairAsTheBundledNightclub(t *testing.T) {
	doc, rep := importFile(t, "nightclub-hand.excalidraw")
	t.Log(rep.String())
	want := bundled(t, "nightclub.unhex")
	if len(doc.Map.Areas) != len(want.Map.Areas) || len(doc.Map.Links) != len(want.Map.Links) {
		t.Fatalf("got %d areas and %d links, want %d and %d", len(doc.Map.Areas), len(doc.Map.Links), len(want.Map.Areas), len(want.Map.Links))
	}
	got, exp := verdicts(t, &doc.Map), verdicts(t, &want.Map)
	if len(got) != len(exp) {
		t.Fatalf("got %d pairs, want %d (names differ?)", len(got), len(exp))
	}
	for pair, w := range exp {
		if g, ok := got[pair]; !ok || g != w {
			t.Errorf("%s → %s: got %+v, want %+v", pair[0], pair[1], g, w)
		}
	}
}
