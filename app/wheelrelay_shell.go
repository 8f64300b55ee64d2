package app

import "fyne.io/fyne/v2"

// panelScroll is the side panel's own scroller, where a relayed wheel goes.
func (w *mainWindow) panelScroll() fyne.Scrollable {
	s, _ := w.props.content.(fyne.Scrollable)
	return s
}
