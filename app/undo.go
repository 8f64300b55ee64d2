package app

import (
	"errors"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/editor"
)

// maxSteps bounds the history; the editor keeps at most
// editor.DefaultHistoryLimit map steps of its own.
const maxSteps = 5000

// history is the document's one undo history: every change of any kind
// in the order it was made, so Ctrl+Z undoes the most recent change
// whatever the mode, and Ctrl+Shift+Z redoes it. Each step names the
// stack that holds its change; the history only walks them.
type history struct {
	w            *mainWindow
	done, undone []host.Step
	// before runs ahead of every undo and redo: the GM takes over, so
	// Play's auto-play goes no further from a state stepped away from.
	before func()
	// resumed is what undo steps back when the history is empty, or nil:
	// a combat resumed from the file still has its log.
	resumed func() host.Stack
	// stepping is true while an undo or redo runs.
	stepping bool
	// last names the step last made, undone or redone, and whether it
	// was undone (the Odds strip says what moved the odds).
	last       string
	lastUndone bool
}

func (h *history) reset() { h.done, h.undone, h.last = nil, nil, "" }

// push records a change just made; it drops what could be redone.
func (h *history) push(s host.Step) {
	h.done = append(h.done, s)
	if len(h.done) > maxSteps {
		h.done = append([]host.Step(nil), h.done[len(h.done)-maxSteps:]...)
	}
	h.undone = nil
	h.last, h.lastUndone = describe(s, false), false
	h.menu()
}

// undo steps back the most recent change. A refused undo (a character
// stands in the area that undoing Add area would remove, a decision is
// waiting) keeps its step and says why.
func (h *history) undo() {
	w := h.w
	h.stepping = true
	defer func() { h.stepping = false }()
	if h.before != nil {
		h.before()
	}
	if len(h.done) == 0 {
		if s := h.resumedStack(); s != nil {
			if err := s.Undo(); err != nil {
				w.status.say(err.Error(), true)
				return
			}
			h.undone = append(h.undone, host.Step{Stack: s})
			h.menu()
			return
		}
		w.status.say("Nothing to undo", false)
		return
	}
	s := h.done[len(h.done)-1]
	err := s.Stack.Undo()
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
	h.last, h.lastUndone = describe(s, true), true
	h.menu()
}

func (h *history) resumedStack() host.Stack {
	if h.resumed == nil {
		return nil
	}
	return h.resumed()
}

// redo does the most recently undone change again.
func (h *history) redo() {
	w := h.w
	h.stepping = true
	defer func() { h.stepping = false }()
	if h.before != nil {
		h.before()
	}
	if len(h.undone) == 0 {
		w.status.say("Nothing to redo", false)
		return
	}
	s := h.undone[len(h.undone)-1]
	if err := s.Stack.Redo(); err != nil {
		w.status.say(err.Error(), true)
		return
	}
	h.undone = h.undone[:len(h.undone)-1]
	h.done = append(h.done, s)
	h.last, h.lastUndone = describe(s, false), false
	h.menu()
}

// undoLabel and redoLabel name the next undo and redo for the Edit menu.
func (h *history) undoLabel() string {
	if len(h.done) == 0 {
		return "Undo"
	}
	return "Undo " + describe(h.done[len(h.done)-1], false)
}

func (h *history) redoLabel() string {
	if len(h.undone) == 0 {
		return "Redo"
	}
	return "Redo " + describe(h.undone[len(h.undone)-1], true)
}

func describe(s host.Step, redo bool) string {
	if s.Label != "" {
		return s.Label
	}
	return s.Stack.Describe(redo)
}

func (h *history) menu() {
	if h.w.win != nil {
		h.w.win.SetMainMenu(h.w.mainMenu())
	}
}
