package inspect

import (
	"fmt"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/internal/words"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// maxWarningRows is how many warnings the pane lists; `unhexboard check`
// lists them all.
const maxWarningRows = 100

// Warnings lists what `unhexboard check` would warn about, live, each
// warning whole (wrapped, never cut off with "…"). Clicking a warning
// selects its culprits on the board.
type Warnings struct {
	w        Host
	warnings []battlemap.Warning
	rows     *fyne.Container
	header   *widget.Label
	content  fyne.CanvasObject
}

// NewWarnings lists the open map's warnings, following every change of
// the map.
func NewWarnings(w Host) *Warnings {
	p := &Warnings{w: w, header: uikit.Heading("Warnings"), rows: container.NewVBox()}
	p.content = container.NewBorder(p.header, nil, nil, nil, container.NewVScroll(p.rows))
	w.Changes().Subscribe(func(ch host.Change) {
		if ch != host.Played {
			p.update()
		}
	})
	return p
}

// Content is the warnings pane.
func (p *Warnings) Content() fyne.CanvasObject { return p.content }

// Count is the number of warnings the map has.
func (p *Warnings) Count() int { return len(p.warnings) }

func (p *Warnings) update() {
	next := battlemap.Check(p.w.Editor().Map())
	same := len(next) == len(p.warnings)
	for i := 0; same && i < len(next); i++ {
		same = next[i].Message == p.warnings[i].Message
	}
	p.warnings = next
	if len(next) == 0 {
		p.header.SetText("Warnings: none")
	} else {
		p.header.SetText(fmt.Sprintf("Warnings (%d)", len(next)))
	}
	if same && len(p.rows.Objects) > 0 {
		return // the rows stand; each finds its culprits when clicked
	}
	var rows []fyne.CanvasObject
	for i := range min(len(next), maxWarningRows) {
		i := i
		b := uikit.NewWrapButton(next[i].Message, func() { p.pick(i) })
		b.Button.Importance = widget.LowImportance
		rows = append(rows, container.NewBorder(nil, nil, widget.NewIcon(theme.WarningIcon()), nil, b))
	}
	if more := len(next) - maxWarningRows; more > 0 {
		rows = append(rows, uikit.WrappedLabel(fmt.Sprintf("…and %s more: `unhexboard check` lists them all.", words.Count(more, "warning"))))
	}
	p.rows.Objects = rows
	p.rows.Refresh()
}

// pick selects the culprits of warning i, in Edit mode.
func (p *Warnings) pick(i int) {
	if i >= len(p.warnings) {
		return
	}
	wn := p.warnings[i]
	if p.w.Mode() != host.ModeEdit {
		p.w.SetMode(host.ModeEdit)
	}
	p.w.Editor().Select(wn.Areas, wn.Links)
}
