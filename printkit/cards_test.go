package printkit

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/interop/vector"
)

// texts collects every text on a page, through groups.
func texts(shapes []vector.Shape, out *[]vector.Text) {
	for _, s := range shapes {
		switch x := s.(type) {
		case vector.Text:
			*out = append(*out, x)
		case vector.Group:
			texts(x.Shapes, out)
		}
	}
}

var papers = []struct {
	name string
	w, h float64
}{{"letter", vector.LetterW, vector.LetterH}, {"a4", vector.A4W, vector.A4H}}

// houseDecks are the house rules a deck is printed with in these tests:
// none, and all of them.
var houseDecks = []sheet.HouseRules{{}, sheet.AllHouseRules}

// Nine poker-size cards to a page, on Letter and on A4, each act's card
// printed exactly once with its name, with and without the house rules'.
func TestActionCards_NineToAPageEveryActOnceOnLetterAndA4(t *testing.T) {
	for _, h := range houseDecks {
		nineToAPage(t, h)
	}
}

func nineToAPage(t *testing.T, h sheet.HouseRules) {
	deck := append(combat.ActCardsWith(sheet.Latest, h), houseRuleCards(h)...)
	for _, p := range papers {
		doc, err := ActionCardsWith(sheet.Latest, h, p.w, p.h)
		if err != nil {
			t.Fatalf("%s: %v", p.name, err)
		}
		if want := (len(deck) + 8) / 9; len(doc.Pages) != want {
			t.Errorf("%s: %d pages for %d cards, want %d", p.name, len(doc.Pages), len(deck), want)
		}
		seen := map[string]int{}
		for _, pg := range doc.Pages {
			var ts []vector.Text
			texts(pg.Shapes, &ts)
			for _, tx := range ts {
				seen[tx.Text]++
			}
		}
		for _, c := range deck {
			if seen[c.Name] != 1 {
				t.Errorf("%s: the card name %q is printed %d times", p.name, c.Name, seen[c.Name])
			}
		}
	}
}

// Every shape stays on the paper, and no text runs past its card's
// inner margin: the body's text is set to the width of the card.
func TestActionCards_TextStaysInsideItsCardAndMarksOnThePaper(t *testing.T) {
	for _, p := range papers {
		for _, h := range houseDecks {
			textInside(t, p.name, p.w, p.h, h)
		}
	}
}

// textInside checks one paper's deck with house rules h.
func textInside(t *testing.T, paper string, w, h float64, house sheet.HouseRules) {
	doc, err := ActionCardsWith(sheet.Latest, house, w, h)
	if err != nil {
		t.Fatal(err)
	}
	x0 := (w - 3*cardW) / 2
	for pi, pg := range doc.Pages {
		var ts []vector.Text
		texts(pg.Shapes, &ts)
		for _, tx := range ts {
			col := math.Floor((tx.X - x0) / cardW)
			right := x0 + (col+1)*cardW - cardPad
			if end := tx.X + vector.TextWidth(tx.Text, tx.Size, tx.Bold); end > right+0.01 {
				t.Errorf("%s page %d: %q ends at %.1f, past the card's margin at %.1f", paper, pi+1, tx.Text, end, right)
			}
		}
		for _, s := range pg.Shapes {
			if l, ok := s.(vector.Line); ok && (min(l.X1, l.X2) < 0 || max(l.X1, l.X2) > w || min(l.Y1, l.Y2) < 0 || max(l.Y1, l.Y2) > h) {
				t.Errorf("%s page %d: a cut mark leaves the paper: %+v", paper, pi+1, l)
			}
		}
	}
}

// The deck's text is set at one size that stays readable.
func TestActionCards_OneReadableTextSizeForTheDeck(t *testing.T) {
	size, err := deckTextSize(append(combat.ActCardsWith(sheet.Latest, sheet.AllHouseRules), houseRuleCards(sheet.AllHouseRules)...))
	if err != nil {
		t.Fatal(err)
	}
	if size < 6.5 {
		t.Errorf("the cards' text is set at %.2f pt; below 6.5 pt it is hard to read at the table", size)
	}
}

// A page too small for the 3 × 3 grid is refused, saying why.
func TestActionCards_APageTooSmallIsRefused(t *testing.T) {
	_, err := ActionCardsWith(sheet.Latest, sheet.HouseRules{}, 5*vector.PerInch, 7*vector.PerInch)
	if err == nil || !strings.Contains(err.Error(), "too small") {
		t.Errorf("a 5×7 in page: %v", err)
	}
}

// Black-and-white copies still tell the groups apart: each group has its
// own colour, and its own band pattern and icon even with colour set
// aside.
func TestActionCards_EachGroupHasItsOwnColourPatternAndIcon(t *testing.T) {
	ink := ActGroupColor(combat.GroupMove) // the same ink for every icon: only the shapes count
	colours, patterns, icons := map[string]combat.ActGroup{}, map[string]combat.ActGroup{}, map[string]combat.ActGroup{}
	for _, g := range append(combat.ActGroups, GroupHouseRule) {
		distinct := func(seen map[string]combat.ActGroup, what, key string) {
			if other, dup := seen[key]; dup {
				t.Errorf("%s and %s share their %s", g, other, what)
			}
			seen[key] = g
		}
		distinct(colours, "colour", fmt.Sprint(ActGroupColor(g)))
		band := actGroupPattern(g, 0, 0, 180, 40).(vector.Group)
		distinct(patterns, "band pattern", fmt.Sprint(band.Shapes[1:])) // without the coloured ground
		distinct(icons, "icon", fmt.Sprint(actGroupIcon(g, 0, 0, 16, ink)))
	}
}

// The Environment phase is a house rule: its card is printed only for a
// map that switches it on, after the book's acts, saying when the hazards
// act, how their damage is dealt and that it is no attack; the deck is
// otherwise the same, at the same text size.
func TestActionCards_TheEnvironmentPhaseCardIsPrintedOnlyWhenTheMapTurnsItOn(t *testing.T) {
	plain, err := ActionCardsWith(sheet.Latest, sheet.HouseRules{}, vector.LetterW, vector.LetterH)
	if err != nil {
		t.Fatal(err)
	}
	on, err := ActionCardsWith(sheet.Latest, sheet.HouseRules{Environment: true}, vector.LetterW, vector.LetterH)
	if err != nil {
		t.Fatal(err)
	}
	all := func(d vector.Document) string {
		var ts []vector.Text
		for _, pg := range d.Pages {
			texts(pg.Shapes, &ts)
		}
		var b strings.Builder
		for _, tx := range ts {
			b.WriteString(tx.Text + " ")
		}
		return b.String()
	}
	text := all(on)
	for _, want := range []string{"Environment Phase", "HOUSE RULE", "before the next initiative", "conscious or not", "armor stops it", "no Defend or Counterattack"} {
		if !strings.Contains(text, want) {
			t.Errorf("the Environment Phase card does not say %q", want)
		}
	}
	if strings.Contains(all(plain), "Environment Phase") {
		t.Error("the book's deck carries the house rule's card")
	}
	deck := combat.ActCardsWith(sheet.Latest, sheet.HouseRules{})
	with := append(deck, houseRuleCards(sheet.HouseRules{Environment: true})...)
	a, err := deckTextSize(deck)
	if err != nil {
		t.Fatal(err)
	}
	if b, err := deckTextSize(with); err != nil || b != a {
		t.Errorf("the house rule's card sets the deck at %.2f pt, the book's deck is at %.2f (%v)", b, a, err)
	}
}
