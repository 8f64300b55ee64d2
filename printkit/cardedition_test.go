package printkit

import (
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/interop/vector"
)

// Once printed and cut, a card of the 2020-09-06 deck must still be told
// from one of the latest: every card carries its rules edition, small, in
// a corner of its own, and no other edition's.
func TestActionCards_EveryCardCarriesItsRulesEdition(t *testing.T) {
	for _, e := range sheet.Editions() {
		for _, h := range houseDecks {
			deck := append(combat.ActCardsWith(e, h), houseRuleCards(h)...)
			doc, err := ActionCardsWith(e, h, vector.LetterW, vector.LetterH)
			if err != nil {
				t.Fatal(err)
			}
			x0, y0 := (vector.LetterW-3*cardW)/2, (vector.LetterH-3*cardH)/2
			marked := map[int]int{} // card number: edition marks on it
			for pi, pg := range doc.Pages {
				var ts []vector.Text
				texts(pg.Shapes, &ts)
				for _, tx := range ts {
					if !strings.Contains(tx.Text, "2020-09-") {
						continue
					}
					if !strings.Contains(tx.Text, string(e)) {
						t.Errorf("%s deck: a card says %q", e, tx.Text)
					}
					if tx.Size > 6 {
						t.Errorf("%s deck: the edition mark is %.1f pt, want it small", e, tx.Size)
					}
					col, row := int((tx.X-x0)/cardW), int((tx.Y-y0)/cardH)
					// In a corner: the top or bottom fifth of the card.
					if in := tx.Y - y0 - float64(row)*cardH; in > cardH/5 && in < cardH*4/5 {
						t.Errorf("%s deck: the mark %q sits %.0f pt down its card, not in a corner", e, tx.Text, in)
					}
					marked[pi*9+row*3+col]++
				}
			}
			for i, c := range deck {
				if marked[i] != 1 {
					t.Errorf("%s deck (house rules %v): the %q card carries %d edition marks, want 1", e, h, c.Name, marked[i])
				}
			}
		}
	}
}
