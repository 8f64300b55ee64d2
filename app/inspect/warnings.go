package inspect

import (
	"fmt"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/app/uikit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Warnings lists what `unhexboard check` would warn about, live.
// Clicking a warning selects its culprits on the board.
type Warnings struct {
	w        Host
	warnings []battlemap.Warning
	list     *widget.List
	header   *widget.Label
	detail   *widget.Label // the whole text of the warning last clicked
	content  fyne.CanvasObject
}

// NewWarnings lists the open map's warnings, following every change of
// the map.
func NewWarnings(w Host) *Warnings {
	p := &Warnings{w: w, header: uikit.Heading("Warnings"), detail: uikit.WrappedLabel("")}
	p.detail.Hide()
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
		// A row may end in "…": the line below the list shows it whole.
		p.detail.SetText(wn.Message)
		p.detail.Show()
		if p.w.Mode() != host.ModeEdit {
			p.w.SetMode(host.ModeEdit)
		}
		p.w.Editor().Select(wn.Areas, wn.Links)
	}
	p.content = container.NewBorder(p.header, p.detail, nil, nil, p.list)
	w.Changes().Subscribe(func(ch host.Change) {
		if ch != host.Played {
			p.update()
		}
	})
	return p
}

// Content is the warnings pane.
func (p *Warnings) Content() fyne.CanvasObject { return p.content }

func (p *Warnings) update() {
	p.warnings = battlemap.Check(p.w.Editor().Map())
	if !p.stillWarned(p.detail.Text) {
		p.detail.SetText("")
		p.detail.Hide()
	}
	if len(p.warnings) == 0 {
		p.header.SetText("Warnings: none")
	} else {
		p.header.SetText(fmt.Sprintf("Warnings (%d)", len(p.warnings)))
	}
	p.list.Refresh()
}

// stillWarned reports a message among the current warnings.
func (p *Warnings) stillWarned(msg string) bool {
	for _, wn := range p.warnings {
		if wn.Message == msg {
			return true
		}
	}
	return false
}
