package excalidraw

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
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

func TestImport_BareNamesXDoorsArrowsAndObjectivesReadAsDrawn(t *testing.T) {
	doc, _ := importFile(t, "vault-hand.excalidraw")
	m := &doc.Map
	if m.Title != "The Vault" {
		t.Errorf("title %q, want the drawing's name", m.Title)
	}
	want := []battlemap.Link{
		{A: "street", B: "lobby", Kind: battlemap.Solid},
		{A: "lobby", B: "office", Kind: battlemap.Solid, Door: battlemap.DoorClosed}, // a filled box
		{A: "lobby", B: "vault", Kind: battlemap.Solid, Door: battlemap.DoorOpen},    // an empty box
		{A: "office", B: "vault", Kind: battlemap.Blocked},                           // dashed, with an X
		{A: "roof", B: "lobby", Kind: battlemap.Solid, OneWay: true},                 // an arrow
		{A: "vault", B: "vents", Kind: battlemap.Dashed, CoverB: true},               // dotted, a slanted tick
		{A: "office", B: "vents", Kind: battlemap.Solid},                             // its caption is not read
	}
	if !reflect.DeepEqual(m.Links, want) {
		t.Errorf("links:\n got %+v\nwant %+v", m.Links, want)
	}
	vault, lobby := m.Area("vault"), m.Area("lobby")
	if vault == nil || lobby == nil {
		t.Fatalf("areas: %+v", m.Areas)
	}
	if !reflect.DeepEqual(vault.Objectives, []battlemap.Objective{{Label: "the safe"}}) {
		t.Errorf("the vault's objectives: %+v", vault.Objectives)
	}
	if lobby.Notes != "guard changes at 2am" {
		t.Errorf("the lobby's notes: %q", lobby.Notes)
	}
}

func TestImport_TheReportListsEveryElementOnceAndSaysWhyTheUnusedOnesWereNotUsed(t *testing.T) {
	for name, unused := range map[string][]string{
		"nightclub-hand.excalidraw": {"title", "deleted-box", "scribble", "photo"},
		"vault-hand.excalidraw":     {"cap", "stray"},
	} {
		_, rep := importFile(t, name)
		data, _ := os.ReadFile(filepath.Join("testdata", name))
		d, err := decode(data)
		if err != nil {
			t.Fatal(err)
		}
		seen := map[string]int{}
		for _, e := range append(append([]Entry(nil), rep.Used...), rep.Ignored...) {
			seen[e.Element]++
		}
		for _, e := range d.Elements {
			if seen[e.ID] != 1 {
				t.Errorf("%s: element %s is listed %d times", name, e.ID, seen[e.ID])
			}
		}
		var got []string
		for _, e := range rep.Ignored {
			got = append(got, e.Element)
			if e.What == "" {
				t.Errorf("%s: %s is not used, with no reason", name, e.Element)
			}
		}
		if !reflect.DeepEqual(got, unused) {
			t.Errorf("%s: not used %v, want %v", name, got, unused)
		}
	}
}
