package app

import "github.com/unhexboard/unhexboard/app/odds"

// The window as the Odds strip sees it.
var _ odds.StripHost = (*mainWindow)(nil)

// LastStep names the step of the one undo history last made, undone or
// redone, as the Edit menu does.
func (w *mainWindow) LastStep() (label string, undone bool) {
	return w.history.last, w.history.lastUndone
}

// toggleOddsStrip turns the Odds strip on or off (View menu).
func (w *mainWindow) toggleOddsStrip() {
	w.strip.SetOn(!w.strip.On())
	w.win.SetMainMenu(w.mainMenu())
}
