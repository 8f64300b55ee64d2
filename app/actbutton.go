package app

import (
	"github.com/unhexboard/unhexboard/app/uikit"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/printkit"
)

// newActButton is the tracker's button for one act or reaction: the band
// and a light wash of its group's colour (the colour of its printed
// action card), the card's name in bold, then what exactly it does. The
// wash is faint enough that the theme's text reads on it in light and
// dark themes alike.
// The card is the one of the combat's edition, so its name follows the
// map's rules.
func newActButton(e sheet.Edition, kind combat.ActKind, text string, tapped func()) *uikit.WrapButton {
	b := uikit.NewWrapButton(text, tapped)
	card, ok := combat.CardFor(kind, e)
	if !ok {
		return b // an act without a card stays a plain button; a test keeps the deck complete
	}
	b.Card = card.Name
	b.Band = printkit.ActGroupColor(card.Group)
	return b
}
