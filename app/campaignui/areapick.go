package campaignui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/uikit"
)

// areaAsk is a place a flow asks the GM for: the area is clicked on the
// board; the Campaign tab says what is asked, with the areas as a list
// for the keyboard, and Cancel.
type areaAsk struct {
	title, what string // "Bring the party", "the area where it arrives"
	pick        func(area string)
	cancel      func()
	listed      bool // given up for the list, not cancelled
}

// askArea asks the GM to click what (one of the open map's areas) on the
// board; pick gets its id. Escape or Cancel gives up.
func (cs *Campaigns) askArea(title, what string, pick func(area string)) {
	ask := &areaAsk{title: title, what: what, pick: pick}
	cs.asking = ask
	ask.cancel = cs.w.PickArea(title+": click "+what, func(area string, ok bool) {
		if cs.asking == ask {
			cs.asking = nil
			cs.panel.refresh()
		}
		switch {
		case ok:
			pick(area)
		case !ask.listed:
			cs.w.Say(title+": cancelled", false)
		}
	})
	cs.panel.refresh()
}

// askingNote is what the tab shows while a place is asked: what to
// click, the list, and Cancel.
func (cs *Campaigns) askingNote() fyne.CanvasObject {
	ask := cs.asking
	list := widget.NewButtonWithIcon("Choose from a list…", theme.ListIcon(), func() {
		ask.listed = true
		ask.cancel()
		cs.askAreaFromList(ask.title, ask.what, ask.pick)
	})
	cancel := widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), ask.cancel)
	text := uikit.WrappedLabel(ask.title + ": click " + ask.what + " on the board (Escape cancels), or choose it from a list.")
	text.Importance = widget.HighImportance
	return container.NewVBox(text, uikit.NewFlowBox(list, cancel), widget.NewSeparator())
}

// askAreaFromList asks for one of the open map's areas from a list of
// their names (two areas of one name told apart in words): for the GM
// who would rather use the keyboard.
func (cs *Campaigns) askAreaFromList(title, what string, pick func(area string)) {
	m := cs.w.Editor().Map()
	labels := uikit.AreaChoices(m)
	sel := widget.NewSelect(labels, nil)
	if len(labels) > 0 {
		sel.SetSelectedIndex(0)
	}
	item := widget.NewFormItem("Area", sel)
	item.HintText = uikit.Capitalise(what)
	d := dialog.NewForm(title, "OK", "Cancel", []*widget.FormItem{item}, func(ok bool) {
		if i := sel.SelectedIndex(); ok && i >= 0 && i < len(m.Areas) {
			pick(string(m.Areas[i].ID))
		}
	}, cs.w.Window())
	d.Resize(fyne.NewSize(420, 0))
	d.Show()
}
