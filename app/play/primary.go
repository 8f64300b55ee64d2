package play

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/uikit"
)

// onePrimary leaves one highlighted button among the tracker's parts: the
// first, the next step (the NPC turn's own button comes before the
// phase's). Any later one shows as an ordinary button, still there to
// press: two highlighted buttons leave the GM to guess which is meant.
func onePrimary(parts []fyne.CanvasObject) {
	seen := false
	var visit func(o fyne.CanvasObject)
	visit = func(o fyne.CanvasObject) {
		var b *widget.Button
		switch x := o.(type) {
		case *fyne.Container:
			for _, c := range x.Objects {
				visit(c)
			}
			return
		case *widget.Button:
			b = x
		case *uikit.WrapButton:
			b = x.Button
		default:
			return
		}
		if !highlighted(b) {
			return
		}
		if seen {
			b.Importance = widget.MediumImportance
		}
		seen = true
	}
	for _, o := range parts {
		visit(o)
	}
}

// highlighted reports a button drawn in a colour of its own: the panel's
// primary action.
func highlighted(b *widget.Button) bool {
	return b.Importance == widget.HighImportance || b.Importance == widget.DangerImportance
}
