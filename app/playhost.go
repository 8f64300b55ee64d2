package app

import (
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// What the feature panels need of Play mode. Each method only hands the
// question to the play code, so it is re-pointed in one place when that
// code moves.

// FightCopy is a copy of the open document with the running combat in
// it (Encounter odds plays its fights on it).
func (w *mainWindow) FightCopy() *engine.Document {
	doc := w.ed.Doc.Clone()
	w.play.tracker.saveInto(doc)
	return doc
}

// RedrawBoards redraws the map and the players' view of it after a live
// change that is no edit yet (the background picture's sliders).
func (w *mainWindow) RedrawBoards() {
	w.board.Refresh()
	if w.players.board != nil {
		w.players.board.Refresh()
	}
}

// Characters are the open map's characters as they stand: the combat's
// while one runs.
func (w *mainWindow) Characters() []sheet.Character { return w.play.characters() }
