package canvas

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// A token is never drawn across a link: the group moves to a side of the
// box that no link leaves from, so a cover tick at that end stays in view.
func TestTokens_SitOnASideNoLinkLeavesFrom(t *testing.T) {
	test.NewTempApp(t)
	doc := loadDoc(t, "nightclub.unhex")
	b := NewBoard(doc)
	lay := b.Layout()
	var tokens []Token
	for _, a := range doc.Map.Areas {
		for i := range 3 {
			tokens = append(tokens, Token{ID: string(a.ID) + string(rune('a'+i)), Area: a.ID})
		}
	}
	pos := lay.TokenPositions(tokens, 1)
	if len(pos) != len(tokens) {
		t.Fatalf("placed %d of %d tokens", len(pos), len(tokens))
	}
	for _, tok := range tokens {
		for _, l := range lay.Links {
			if l.Link.A != tok.Area && l.Link.B != tok.Area {
				continue
			}
			if d, _ := distToSegment(pos[tok.ID], l.Start, l.End); d < TokenRadius {
				t.Errorf("token %s in %s is drawn across the link %s-%s", tok.ID, tok.Area, l.Link.A, l.Link.B)
			}
		}
	}
}

// With no link in the way, tokens keep their place above the box.
func TestTokens_StayAboveTheBoxWhenNothingIsInTheWay(t *testing.T) {
	test.NewTempApp(t)
	lay := NewBoard(twoAreas(battlemap.Link{Kind: battlemap.Solid})).Layout()
	w, _ := lay.Area("w")
	p := lay.TokenPositions([]Token{{ID: "x", Area: "w"}}, 1)["x"]
	if p.Y >= w.Box.Min.Y || p.X != w.Box.Center().X {
		t.Errorf("token at %v, want centred above West's box %v", p, w.Box)
	}
}
