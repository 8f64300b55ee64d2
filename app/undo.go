package app

import (
	"errors"

	"github.com/unhexboard/unhexboard/editor"
)

// stack names where an undo step's change lives.
type stack int

const (
	stackMap    stack = iota // the editor's history
	stackRoster              // the roster's sheet log, outside a combat
	stackCombat              // the combat's log (and its start and close)
)

// step is one entry of the document's undo history: the stack that holds
// the change, and for the start and close of a combat, which belong to no
// log, how to undo and redo them.
type step struct {
	stack      stack
	label      string
	undo, redo func() error
}

// maxSteps bounds the history; the editor keeps at most
// editor.DefaultHistoryLimit map steps of its own.
const maxSteps = 5000

// history is the document's one undo history: every change of any kind
// in the order it was made, so Ctrl+Z undoes the most recent change
// whatever the mode, and Ctrl+Shift+Z redoes it.
type history struct {
	w            *mainWindow
	done, undone []step
}

func (h *history) reset() { h.done, h.undone = nil, nil }

// push records a change just made; it drops what could be redone.
func (h *history) push(s step) {
	h.done = append(h.done, s)
	if len(h.done) > maxSteps {
		h.done = append([]step(nil), h.done[len(h.done)-maxSteps:]...)
	}
	h.undone = nil
	h.menu()
}

// undo steps back the most recent change. A refused undo (a character
// stands in the area that undoing Add area would remove, a decision is
// waiting) keeps its step and says why.
func (h *history) undo() {
	w := h.w
	w.play.tracker.npc.halt() // the GM takes over: no auto-play goes on from an undone state
	if len(h.done) == 0 {
		// A combat resumed from the file can still step back its log.
		if c := w.play.cast; c.active() && len(c.fight.Log()) > 0 {
			if err := c.undoCombat(); err != nil {
				w.status.say(err.Error(), true)
				return
			}
			h.undone = append(h.undone, step{stack: stackCombat})
			h.menu()
			return
		}
		w.status.say("Nothing to undo", false)
		return
	}
	s := h.done[len(h.done)-1]
	err := h.run(s, true)
	if errors.Is(err, editor.ErrNothingToUndo) {
		// The editor's own depth limit forgot this step.
		h.done = h.done[:len(h.done)-1]
		w.status.say("Nothing more to undo on the map", false)
		h.menu()
		return
	}
	if err != nil {
		w.status.say(err.Error(), true)
		return
	}
	h.done = h.done[:len(h.done)-1]
	h.undone = append(h.undone, s)
	h.menu()
}

// redo does the most recently undone change again.
func (h *history) redo() {
	w := h.w
	w.play.tracker.npc.halt()
	if len(h.undone) == 0 {
		w.status.say("Nothing to redo", false)
		return
	}
	s := h.undone[len(h.undone)-1]
	if err := h.run(s, false); err != nil {
		w.status.say(err.Error(), true)
		return
	}
	h.undone = h.undone[:len(h.undone)-1]
	h.done = append(h.done, s)
	h.menu()
}

func (h *history) run(s step, back bool) error {
	c := h.w.play.cast
	switch {
	case s.undo != nil:
		f, verb := s.redo, "Redid "
		if back {
			f, verb = s.undo, "Undid "
		}
		if err := f(); err != nil {
			return err
		}
		c.combatMoved(verb + lowerFirst(s.label))
		return nil
	case s.stack == stackMap && back:
		return h.w.ed.Undo()
	case s.stack == stackMap:
		return h.w.ed.Redo()
	case s.stack == stackRoster && back:
		return c.undoRoster()
	case s.stack == stackRoster:
		return c.redoRoster()
	case back:
		return c.undoCombat()
	}
	return c.redoCombat()
}

// undoLabel and redoLabel name the next undo and redo for the Edit menu.
func (h *history) undoLabel() string {
	if len(h.done) == 0 {
		return "Undo"
	}
	return "Undo " + h.describe(h.done[len(h.done)-1], h.w.ed.History.UndoLabel())
}

func (h *history) redoLabel() string {
	if len(h.undone) == 0 {
		return "Redo"
	}
	return "Redo " + h.describe(h.undone[len(h.undone)-1], h.w.ed.History.RedoLabel())
}

func (h *history) describe(s step, mapLabel string) string {
	switch {
	case s.label != "":
		return s.label
	case s.stack == stackMap && mapLabel != "":
		return mapLabel
	case s.stack == stackMap:
		return "the map edit"
	case s.stack == stackRoster:
		return "the change to the characters"
	}
	return "the combat entry"
}

func (h *history) menu() {
	if h.w.win != nil {
		h.w.win.SetMainMenu(h.w.mainMenu())
	}
}

func lowerFirst(s string) string {
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return s
	}
	return string(s[0]+'a'-'A') + s[1:]
}
