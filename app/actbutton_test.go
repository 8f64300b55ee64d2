package app

import (
	"fmt"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/app/uikit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/printkit"
)

// actButtons lists the act buttons in the side panel.
func (w *mainWindow) actButtons() []*uikit.WrapButton {
	var out []*uikit.WrapButton
	walk(w.props.box, func(o fyne.CanvasObject) {
		if b, ok := o.(*uikit.WrapButton); ok && b.Visible() && b.Card != "" {
			out = append(out, b)
		}
	})
	return out
}

// checkActButton holds one button to its card: the card's name leads its
// text in bold, and its band is the group's colour, drawn.
func checkActButton(t *testing.T, b *uikit.WrapButton, kind combat.ActKind) {
	t.Helper()
	card, ok := combat.CardFor(kind, sheet.Latest)
	if !ok {
		t.Fatalf("%q: no card for %q", b.Text, kind)
	}
	want := printkit.ActGroupColor(card.Group)
	if b.Card != card.Name || b.Band != want {
		t.Errorf("%q: card %q in %v, want the %q card in %v", b.Text, b.Card, b.Band, card.Name, want)
	}
	var band, name bool
	walk(b, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *canvas.Rectangle:
			band = band || x.FillColor == want
		case *widget.RichText:
			if seg, ok := x.Segments[0].(*widget.TextSegment); ok && strings.TrimSpace(seg.Text) == card.Name && seg.Style.TextStyle.Bold {
				name = true
			}
		}
	})
	if !band || !name {
		t.Errorf("%q: the band in the group's colour drawn %v, the card's name in bold first %v", b.Text, band, name)
	}
}

// Each act button in the tracker shows its action card's name and its
// group's colour, the same the printed cards use; reactions too.
func TestTracker_ActButtonsShowTheCardsNameAndItsGroupsColour(t *testing.T) {
	w := newPlayWindow(t)
	test.Tap(w.button(t, "Start combat"))
	test.Tap(w.button(t, "Roll initiative"))
	w.typeDice(t, "34")
	w.typeDice(t, "81")
	test.Tap(w.button(t, "PCs, then Club"))
	w.tap(w.tokenAt("rook"))

	kinds := map[string]combat.ActKind{}
	for _, o := range w.play.cast.fight.State().LegalActions("rook") {
		if o.Legal {
			kinds[o.Label] = o.Kind
		}
	}
	for i, s := range w.play.tracker.suggested { // Suggest's buttons, numbered, with the tactics' reasons
		kinds[fmt.Sprintf("%d · %s", i+1, s.Reason)] = s.Kind
	}
	buttons := w.actButtons()
	groups := map[combat.ActGroup]bool{}
	for _, b := range buttons {
		label, _, _ := strings.Cut(b.Text, " — ") // the hit chance follows the label
		kind, ok := kinds[label]
		if !ok {
			t.Errorf("the button %q is not one of Rook's legal acts", b.Text)
			continue
		}
		checkActButton(t, b, kind)
		card, _ := combat.CardFor(kind, sheet.Latest)
		groups[card.Group] = true
	}
	if len(buttons) < len(kinds) || len(groups) < 3 {
		t.Fatalf("%d act buttons in %d groups for %d legal acts", len(buttons), len(groups), len(kinds))
	}

	test.Tap(w.button(t, "attack Bouncer with Pistol"))
	reacts, shown := 0, 0
	for _, o := range w.play.tracker.view().Reactions {
		if !o.Legal {
			continue
		}
		reacts++
		for _, b := range w.actButtons() {
			if b.Text == o.Label {
				shown++
				checkActButton(t, b, combat.ActKind(o.Kind))
			}
		}
	}
	if reacts == 0 || shown != reacts {
		t.Fatalf("%d reactions offered to the attack on the Bouncer, %d shown as act buttons", reacts, shown)
	}
}
