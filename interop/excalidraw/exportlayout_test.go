package excalidraw

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/assets"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// drawnBox is where an exported element lies, as written.
type drawnBox struct {
	id, text   string
	x, y, w, h float64
}

// freeBoxes are the boxes, token discs and free texts (objectives and
// notes) of an exported drawing: what must not lie on one another. Names
// bound inside a box lie in it by design; lines and door boxes cross
// what they join.
func freeBoxes(t *testing.T, data []byte) []drawnBox {
	t.Helper()
	var f struct {
		Elements []struct {
			ID, Type, Text      string
			X, Y, Width, Height float64
			ContainerID         *string
		}
	}
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	var out []drawnBox
	for _, e := range f.Elements {
		if (e.Type == "text" && e.ContainerID == nil) || ((e.Type == "rectangle" || e.Type == "ellipse") && !strings.HasSuffix(e.ID, "-door")) {
			out = append(out, drawnBox{e.ID, e.Text, e.X, e.Y, e.Width, e.Height})
		}
	}
	return out
}

func overlaps(a, b drawnBox) bool {
	return a.x < b.x+b.w && b.x < a.x+a.w && a.y < b.y+b.h && b.y < a.y+a.h
}

// In the GM's copy an area's objectives and notes sit below its box, each
// within the box's width, so a long note does not run across the next
// area's objectives (the warehouse office's note lay on the vault's
// "★ Ledger"). Every bundled map, GM's copy with its tokens, and a map
// of long notes and objectives side by side.
func TestExport_ObjectivesAndNotesLieOnNothingElse(t *testing.T) {
	side := &engine.Document{Map: battlemap.Map{Areas: []battlemap.Area{
		{ID: "office", Name: "Office", X: 0, Y: 0, Notes: "The windows onto the floor are painted over, and the door sticks in wet weather.",
			Objectives: []battlemap.Objective{{Label: "The ledger with every shipment since March"}}},
		{ID: "vault", Name: "Vault", X: 250, Y: 0, Objectives: []battlemap.Objective{{Label: "Ledger"}, {Label: "Silent alarm under the counter", Hidden: true}},
			Notes: "Guard changes at 2am."},
	}}}
	docs := map[string]*engine.Document{"side by side": side}
	for _, name := range assets.MapNames() {
		docs[name] = bundled(t, name)
	}
	for name, doc := range docs {
		tokens := TokensOf(doc.Characters)
		if doc == side {
			// a row of tokens above the vault, wider than its box
			for _, n := range []string{"Ana", "Bo", "Cyrus the Bold", "Dee", "Eli"} {
				tokens = append(tokens, Token{ID: n, Name: n, Team: "pcs", Area: "vault"})
			}
		}
		data, err := Export(doc, Options{GM: true, Tokens: tokens})
		if err != nil {
			t.Fatal(err)
		}
		boxes := freeBoxes(t, data)
		for i, a := range boxes {
			for _, b := range boxes[i+1:] {
				if overlaps(a, b) {
					t.Errorf("%s: %s %q lies on %s %q", name, a.id, a.text, b.id, b.text)
				}
			}
		}
		back, _, err := Import(data)
		if err != nil {
			t.Fatal(err)
		}
		if err := sameMap(&back.Map, &doc.Map); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// What an export says it drew is what the file holds: in the players'
// copy no count includes a hidden area, link or token, so nothing hidden
// can be inferred from it.
func TestExport_TheCountsAreWhatTheFileHoldsAndNothingHidden(t *testing.T) {
	doc := bundled(t, "nightclub-brawl.unhex")
	doc.Map.Areas[0].Hidden = true // the catwalk, and the links to it
	doc.Map.Links[len(doc.Map.Links)-1].Hidden = true
	tokens := TokensOf(doc.Characters)
	hiddenTokens := 0
	for _, tk := range tokens {
		if tk.Hidden || tk.Area == doc.Map.Areas[0].ID {
			hiddenTokens++
		}
	}
	if hiddenTokens == 0 {
		t.Fatal("the brawl has no hidden token")
	}
	for _, gm := range []bool{false, true} {
		data, drawn, err := ExportDrawn(doc, Options{GM: gm, Tokens: tokens})
		if err != nil {
			t.Fatal(err)
		}
		var f struct {
			Elements []struct {
				ID, Type   string
				CustomData *struct{ Unhex unhexData }
			}
		}
		if err := json.Unmarshal(data, &f); err != nil {
			t.Fatal(err)
		}
		var got Drawn
		for _, e := range f.Elements {
			switch {
			case e.Type == "rectangle" && strings.HasPrefix(e.ID, "area-") && !strings.Contains(e.ID, "door"):
				got.Areas++
			case e.Type == "arrow":
				got.Links++
			case e.Type == "ellipse" && e.CustomData != nil && e.CustomData.Unhex.Token != "":
				got.Tokens++
			}
		}
		if drawn != got {
			t.Errorf("GM %v: says it drew %+v, the file holds %+v", gm, drawn, got)
		}
		if !gm && (got.Areas != len(doc.Map.Areas)-1 || got.Tokens != len(tokens)-hiddenTokens) {
			t.Errorf("the players' copy holds %+v", got)
		}
		if gm && (got.Areas != len(doc.Map.Areas) || got.Links != len(doc.Map.Links) || got.Tokens != len(tokens)) {
			t.Errorf("the GM's copy holds %+v", got)
		}
	}
}
