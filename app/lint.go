package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// lintPanel lists what `unhexboard check` would warn about, live. Clicking
// a warning selects its culprits on the board.
type lintPanel struct {
	w        *mainWindow
	warnings []battlemap.Warning
	list     *widget.List
	header   *widget.Label
	content  fyne.CanvasObject
}

func newLintPanel(w *mainWindow) *lintPanel {
	p := &lintPanel{w: w, header: heading("Warnings")}
	p.list = widget.NewList(
		func() int { return len(p.warnings) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return container.NewBorder(nil, nil, widget.NewIcon(theme.WarningIcon()), nil, l)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			o.(*fyne.Container).Objects[0].(*widget.Label).SetText(p.warnings[i].Message)
		})
	p.list.OnSelected = func(i widget.ListItemID) {
		wn := p.warnings[i]
		p.list.UnselectAll()
		if p.w.mode != modeEdit {
			p.w.setMode(modeEdit)
		}
		p.w.ed.Select(wn.Areas, wn.Links)
	}
	p.content = container.NewBorder(p.header, nil, nil, nil, p.list)
	return p
}

func (p *lintPanel) update() {
	p.warnings = battlemap.Check(p.w.ed.Map())
	if len(p.warnings) == 0 {
		p.header.SetText("Warnings: none")
	} else {
		p.header.SetText(fmt.Sprintf("Warnings (%d)", len(p.warnings)))
	}
	p.list.Refresh()
}
