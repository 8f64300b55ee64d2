package app

import (
	"github.com/unhexboard/unhexboard/app/campaignui"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// What the feature panels need of Play mode. Each method only hands the
// question to Play, through the window's handle on it.

// FightCopy is a copy of the open document with the running combat in
// it (Encounter odds plays its fights on it).
func (w *mainWindow) FightCopy() *engine.Document {
	doc := w.ed.Doc.Clone()
	w.play.SaveInto(doc)
	return doc
}

// RedrawBoards redraws the map and the players' view of it after a live
// change that is no edit yet (the background picture's sliders).
func (w *mainWindow) RedrawBoards() { w.play.Redraw() }

// Characters are the open map's characters as they stand: the combat's
// while one runs.
func (w *mainWindow) Characters() []sheet.Character { return w.play.Characters() }

// Fights are the combat running on the open map and the finished one the
// GM closed on it, each nil when there is none.
func (w *mainWindow) Fights() (running, closed *combat.Session) {
	return w.play.Fight(), w.play.ClosedFight()
}

// ChangeRoster replaces the open map's characters, with the campaign's
// own change along, as one undo step.
func (w *mainWindow) ChangeRoster(ch campaignui.RosterChange) {
	w.play.ChangeRoster(ch.Label, ch.Characters, ch.CloseFight, ch.Along)
	if ch.ForgetClosedFight {
		w.play.ForgetClosedFight()
	}
}
