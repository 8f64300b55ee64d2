package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/internal/words"
)

// statusBar shows the latest hint or refusal on the left, and the counts
// and zoom on the right.
type statusBar struct {
	icon    *widget.Icon
	message *widget.Label
	counts  *widget.Label
	content fyne.CanvasObject
}

func newStatusBar() *statusBar {
	s := &statusBar{icon: widget.NewIcon(theme.InfoIcon()), message: widget.NewLabel(""), counts: widget.NewLabel("")}
	// A result is never cut short: a long one wraps onto more lines.
	s.message.Wrapping = fyne.TextWrapWord
	s.content = container.NewBorder(nil, nil, s.icon, s.counts, s.message)
	return s
}

// say shows a message; refusals get a warning icon so they stand out.
func (s *statusBar) say(msg string, refusal bool) {
	if refusal {
		s.icon.SetResource(theme.WarningIcon())
		s.message.Importance = widget.DangerImportance
	} else {
		s.icon.SetResource(theme.InfoIcon())
		s.message.Importance = widget.MediumImportance
	}
	s.message.SetText(msg)
}

func (s *statusBar) setCounts(m *battlemap.Map, zoom float64) {
	s.counts.SetText(fmt.Sprintf("%s · %s · %.0f%%", words.Count(len(m.Areas), "area"), words.Count(len(m.Links), "link"), zoom*100))
}
