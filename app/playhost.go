package app

import (
	"github.com/unhexboard/unhexboard/app/campaignui"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/combat"
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

// Fights are the combat running on the open map and the finished one the
// GM closed on it, each nil when there is none.
func (w *mainWindow) Fights() (running, closed *combat.Session) {
	return w.play.cast.fight, w.play.cast.closedFight
}

// ChangeRoster replaces the open map's characters, with the campaign's
// own change along, as one undo step.
func (w *mainWindow) ChangeRoster(ch campaignui.RosterChange) {
	c := w.play.cast
	before := struct {
		chars  []sheet.Character
		sheets *sheet.Session
		fight  *combat.Session
		closed bool
	}{w.ed.Doc.Characters, c.sheets, c.fight, c.closed}
	afterSheets := sheet.NewSession(c.roster(ch.Characters), nil)
	forward := func() {
		c.sheets, w.ed.Doc.Characters = afterSheets, ch.Characters
		if ch.CloseFight {
			c.fight, c.closed = nil, true
		}
		ch.Along(true)
	}
	forward()
	w.history.push(step{stack: stackRoster, label: ch.Label,
		undo: func() error {
			c.sheets, w.ed.Doc.Characters = before.sheets, before.chars
			c.fight, c.closed = before.fight, before.closed
			ch.Along(false)
			return nil
		},
		redo: func() error { forward(); return nil },
	})
	if ch.ForgetClosedFight {
		c.closedFight = nil
	}
	c.count++
	w.play.tracker.changed()
}
