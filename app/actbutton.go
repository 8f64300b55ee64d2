package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/printkit"
)

// actBandWidth is the width of the coloured band down an act button's
// left edge.
const actBandWidth = 6

// newActButton is the tracker's button for one act or reaction: the band
// and a light wash of its group's colour (the colour of its printed
// action card), the card's name in bold, then what exactly it does. The
// wash is faint enough that the theme's text reads on it in light and
// dark themes alike.
// The card is the one of the combat's edition, so its name follows the
// map's rules.
func newActButton(e sheet.Edition, kind combat.ActKind, text string, tapped func()) *wrapButton {
	b := newWrapButton(text, tapped)
	card, ok := combat.CardFor(kind, e)
	if !ok {
		return b // an act without a card stays a plain button; a test keeps the deck complete
	}
	b.Card = card.Name
	b.Band = printkit.ActGroupColor(card.Group)
	return b
}

// actLook builds the band, wash and name of an act button.
func (b *wrapButton) actLook() fyne.CanvasObject {
	band := canvas.NewRectangle(b.Band)
	band.SetMinSize(fyne.NewSize(actBandWidth, 0))
	wash := b.Band
	wash.A = 0x30
	text := widget.NewRichText(
		&widget.TextSegment{Text: b.Card + "  ", Style: widget.RichTextStyle{Inline: true, TextStyle: fyne.TextStyle{Bold: true}}},
		&widget.TextSegment{Text: b.Text, Style: widget.RichTextStyleInline},
	)
	text.Wrapping = fyne.TextWrapWord
	return container.NewStack(b.button, canvas.NewRectangle(color.NRGBA(wash)), container.NewBorder(nil, nil, band, nil, text))
}
