// Package printkit builds the things the app prints (action cards,
// character sheets) as vector pages: pure Go, no window code.
package printkit

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/interop/vector"
)

// A card is poker size, 2.5 by 3.5 inches; nine fit on Letter and A4.
const (
	cardW       = 2.5 * vector.PerInch
	cardH       = 3.5 * vector.PerInch
	cardsAcross = 3
	cardsDown   = 3
	cardPad     = 9.0  // the margin inside a card, safe from a crooked cut
	cardBandH   = 40.0 // the coloured band with the icon and the name
	cardFootH   = 9.0  // the patterned strip at the bottom
	cutGap      = 3.0  // between a cut mark and the card's corner
	cutMarkMax  = 14.0
)

var (
	cardInk   = color.NRGBA{R: 0x1a, G: 0x1a, B: 0x1a, A: 0xff}
	cardWhite = color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff}
	cardEdge  = color.NRGBA{R: 0xc8, G: 0xc8, B: 0xc8, A: 0xff}
	cutInk    = color.NRGBA{A: 0xff}
)

// ActionCardsWith lays the act catalogue of edition e out as a deck for a
// map played with house rules h: one card per act and reaction (those the
// house rules add among them, each in its group), then a card for each
// step of the round the house rules add; nine to a page of pageW by pageH
// points, with cut marks.
func ActionCardsWith(e sheet.Edition, h sheet.HouseRules, pageW, pageH float64) (vector.Document, error) {
	gridW, gridH := cardsAcross*cardW, cardsDown*cardH
	if pageW < gridW+2*cutGap || pageH < gridH+2*cutGap {
		return vector.Document{}, fmt.Errorf("a page of %.0f×%.0f pt is too small for %d×%d cards of %.0f×%.0f pt",
			pageW, pageH, cardsAcross, cardsDown, cardW, cardH)
	}
	deck := append(combat.ActCardsWith(e, h), houseRuleCards(h)...)
	size, err := deckTextSize(deck)
	if err != nil {
		return vector.Document{}, err
	}
	doc := vector.Document{Title: "Unhex Board action cards"}
	edition := editionMark(e)
	x0, y0 := (pageW-gridW)/2, (pageH-gridH)/2
	perPage := cardsAcross * cardsDown
	for start := 0; start < len(deck); start += perPage {
		cards := deck[start:min(start+perPage, len(deck))]
		page := vector.Page{W: pageW, H: pageH}
		for i, c := range cards {
			page.Add(actCard(c, edition, x0+float64(i%cardsAcross)*cardW, y0+float64(i/cardsAcross)*cardH, size)...)
		}
		cols, rows := min(len(cards), cardsAcross), (len(cards)+cardsAcross-1)/cardsAcross
		page.Add(cutMarks(x0, y0, cols, rows, min(x0, y0))...)
		doc.Pages = append(doc.Pages, page)
	}
	return doc, nil
}

// cutMarks are short lines in the margin along every edge between and
// around the cards, stopping short of the cards so none shows once cut.
func cutMarks(x0, y0 float64, cols, rows int, margin float64) []vector.Shape {
	length := min(cutMarkMax, margin-cutGap-2)
	if length <= 0 {
		return nil
	}
	st := vector.Stroke{Width: 0.5, Color: cutInk}
	right, bottom := x0+float64(cols)*cardW, y0+float64(rows)*cardH
	var out []vector.Shape
	for i := 0; i <= cols; i++ {
		x := x0 + float64(i)*cardW
		out = append(out,
			vector.Line{X1: x, Y1: y0 - cutGap - length, X2: x, Y2: y0 - cutGap, Stroke: st},
			vector.Line{X1: x, Y1: bottom + cutGap, X2: x, Y2: bottom + cutGap + length, Stroke: st})
	}
	for j := 0; j <= rows; j++ {
		y := y0 + float64(j)*cardH
		out = append(out,
			vector.Line{X1: x0 - cutGap - length, Y1: y, X2: x0 - cutGap, Y2: y, Stroke: st},
			vector.Line{X1: right + cutGap, Y1: y, X2: right + cutGap + length, Y2: y, Stroke: st})
	}
	return out
}

// editionMark names the rules edition a deck is printed for, so a card of
// one printing is told from another's once cut: "Unhex 2020-09-06".
func editionMark(e sheet.Edition) string { return "Unhex " + string(e.Or()) }

// editionTag is the edition in small dark type on a white tag, so it reads
// on any band's pattern; its text ends at right on the baseline y.
func editionTag(edition string, right, y float64) []vector.Shape {
	const size, pad = 5.5, 2.0
	w := vector.TextWidth(edition, size, false)
	return []vector.Shape{
		vector.Rect{X: right - w - pad, Y: y - vector.Ascent(size) - pad/2, W: w + 2*pad, H: vector.Ascent(size) + vector.Descent(size) + pad,
			Radius: 1.5, Fill: cardWhite},
		vector.Text{X: right - w, Y: y, Text: edition, Size: size, Color: cardInk},
	}
}

// actCard draws one card with its top-left corner at (x, y): the group's
// patterned band with its icon, the act's name and group, and in the
// band's corner the rules edition, then what it costs, when it may be
// taken, how the roll reads and the abilities that change it.
func actCard(c combat.ActCard, edition string, x, y, textSize float64) []vector.Shape {
	col := ActGroupColor(c.Group)
	out := []vector.Shape{
		vector.Rect{X: x, Y: y, W: cardW, H: cardH, Fill: cardWhite},
		actGroupPattern(c.Group, x, y, cardW, cardBandH),
		actGroupPattern(c.Group, x, y+cardH-cardFootH, cardW, cardFootH),
	}
	iconR := 13.0
	icx, icy := x+cardPad+iconR, y+cardBandH/2
	out = append(out, vector.Circle{CX: icx, CY: icy, R: iconR, Fill: cardWhite})
	out = append(out, actGroupIcon(c.Group, icx, icy, iconR*1.25, col)...)
	nameX := icx + iconR + 6
	nameW := x + cardW - cardPad - nameX
	nameSize := 13.0
	for nameSize > 8 && vector.TextWidth(c.Name, nameSize, true) > nameW {
		nameSize -= 0.5
	}
	out = append(out,
		vector.Text{X: nameX, Y: y + 21, Text: c.Name, Size: nameSize, Bold: true, Color: cardWhite},
		vector.Text{X: nameX, Y: y + 32, Text: strings.ToUpper(string(c.Group)), Size: 6.5, Bold: true, Color: cardWhite})
	out = append(out, editionTag(edition, x+cardW-cardPad, y+32)...)

	body, _ := cardBody(c, col, x+cardPad, y+cardBandH+cardPad-1, cardBodyW, textSize)
	out = append(out, body...)
	return append(out, vector.Rect{X: x, Y: y, W: cardW, H: cardH, Stroke: vector.Stroke{Width: 0.3, Color: cardEdge}})
}

// cardSection is one labelled paragraph of a card.
type cardSection struct{ label, text string }

func cardSections(c combat.ActCard) []cardSection {
	return []cardSection{{"Cost", c.Cost}, {"When", c.When}, {"Roll", c.Roll}, {"Abilities", c.Changes}}
}

// Card text is set at one size for the whole deck, the largest at which
// every card's text fits, so the cards read alike.
const (
	cardTextLargest  = 8.0
	cardTextSmallest = 5.5
	cardBodyW        = cardW - 2*cardPad
	cardBodyH        = cardH - cardBandH - cardFootH - 1.5*cardPad
)

// deckTextSize is the largest size at which every card's text fits.
func deckTextSize(deck []combat.ActCard) (float64, error) {
	size := cardTextLargest
	for _, c := range deck {
		for ; size >= cardTextSmallest; size -= 0.25 {
			if _, bottom := cardBody(c, cardInk, 0, 0, cardBodyW, size); bottom <= cardBodyH {
				break
			}
		}
		if size < cardTextSmallest {
			return 0, fmt.Errorf("the %q card's text does not fit on a card even at %.1f pt", c.Name, cardTextSmallest)
		}
	}
	return size, nil
}

// cardBody sets the sections from (x, y), w wide, at size, each label in
// bold in the group's colour at the start of its paragraph. It returns
// the shapes and how far down the text reaches from y.
func cardBody(c combat.ActCard, labelInk color.NRGBA, x, y, w, size float64) ([]vector.Shape, float64) {
	lead, gap := size*1.25, size*0.6
	var out []vector.Shape
	base := y + vector.Ascent(size)
	for i, s := range cardSections(c) {
		if i > 0 {
			base += lead + gap
		}
		label := s.label + "  "
		labelW := vector.TextWidth(label, size, true)
		first, rest := cardFirstLine(s.text, size, w-labelW)
		out = append(out,
			vector.Text{X: x, Y: base, Text: s.label, Size: size, Bold: true, Color: labelInk},
			vector.Text{X: x + labelW, Y: base, Text: first, Size: size, Color: cardInk})
		if rest == "" {
			continue
		}
		for _, line := range vector.Wrap(rest, size, false, w) {
			base += lead
			out = append(out, vector.Text{X: x, Y: base, Text: line, Size: size, Color: cardInk})
		}
	}
	return out, base + vector.Descent(size) - y
}

// cardFirstLine takes the words of text that fit in width, and the rest.
func cardFirstLine(text string, size, width float64) (string, string) {
	words := strings.Fields(text)
	n, line := 0, ""
	for n < len(words) {
		try := strings.TrimSpace(line + " " + words[n])
		if vector.TextWidth(try, size, false) > width {
			break
		}
		line, n = try, n+1
	}
	return line, strings.Join(words[n:], " ")
}
