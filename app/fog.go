package app

import "github.com/unhexboard/unhexboard/engine/battlemap"

// inHiddenArea reports whether a character stands where the players
// cannot see: the player view then shows neither its token nor its
// highlights.
func (w *mainWindow) inHiddenArea(area battlemap.AreaID) bool {
	a := w.ed.Map().Area(area)
	return a != nil && a.Hidden
}
