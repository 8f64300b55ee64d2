package editor

import (
	"errors"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// DefaultHistoryLimit is a depth that covers any editing session while
// keeping memory bounded.
const DefaultHistoryLimit = 1000

// History runs commands on a map and keeps the undo and redo stacks, the
// saved point for dirty tracking, and a change counter. It must only be
// used from one goroutine (the UI's), and every change to the map must go
// through it, or undo will not be exact.
//
// The zero value has no depth limit and counts the empty start as saved.
type History struct {
	// Limit caps the number of undo steps; the oldest are forgotten.
	// Zero or less means no cap.
	Limit int
	// OnChange, if set, is called after anything the UI shows may have
	// changed: the map (Do, Undo, Redo), the undo and redo labels, or the
	// dirty state (MarkSaved, Reset).
	OnChange func()

	undo, redo []Command
	saved      int  // len(undo) at the saved point
	savedLost  bool // the saved state can no longer be reached by undo or redo
	changes    uint64
}

// NewHistory returns a history capped at limit steps (0 for no cap).
func NewHistory(limit int) *History { return &History{Limit: limit} }

// Do runs cmd on m. On success it becomes the next undo step and the redo
// stack is cleared. A command that would change nothing succeeds without
// adding a step. On error the map is untouched and the error is the
// command's, fit to show the user. A nil command (as from DeleteSelection
// with nothing selected) does nothing.
func (h *History) Do(m *battlemap.Map, cmd Command) error {
	if cmd == nil {
		return nil
	}
	if err := cmd.Do(m); err != nil {
		if errors.Is(err, ErrNoChange) {
			return nil
		}
		return err
	}
	if h.saved > len(h.undo) {
		h.savedLost = true // the saved state was on the redo branch we are dropping
	}
	clear(h.redo)
	h.redo = h.redo[:0]
	h.undo = append(h.undo, cmd)
	if h.Limit > 0 && len(h.undo) > h.Limit {
		drop := len(h.undo) - h.Limit
		n := copy(h.undo, h.undo[drop:])
		clear(h.undo[n:]) // let the forgotten commands be collected
		h.undo = h.undo[:n]
		if h.saved < drop {
			h.savedLost = true
		} else {
			h.saved -= drop
		}
	}
	h.changed(true)
	return nil
}

// Undo reverts the last step and reports whether there was one.
func (h *History) Undo(m *battlemap.Map) bool {
	if len(h.undo) == 0 {
		return false
	}
	cmd := h.undo[len(h.undo)-1]
	h.undo[len(h.undo)-1] = nil
	h.undo = h.undo[:len(h.undo)-1]
	cmd.Undo(m)
	h.redo = append(h.redo, cmd)
	h.changed(true)
	return true
}

// Redo does the last undone step again and reports whether it did. It
// fails only if the map was changed behind the history's back; then the
// map is untouched and the redo stack, no longer meaningful, is dropped.
func (h *History) Redo(m *battlemap.Map) bool {
	if len(h.redo) == 0 {
		return false
	}
	cmd := h.redo[len(h.redo)-1]
	if err := cmd.Do(m); err != nil {
		if h.saved > len(h.undo) {
			h.savedLost = true
		}
		clear(h.redo)
		h.redo = h.redo[:0]
		h.changed(false)
		return false
	}
	h.redo[len(h.redo)-1] = nil
	h.redo = h.redo[:len(h.redo)-1]
	h.undo = append(h.undo, cmd)
	h.changed(true)
	return true
}

// NextUndo is the step Undo would revert, or nil.
func (h *History) NextUndo() Command {
	if len(h.undo) == 0 {
		return nil
	}
	return h.undo[len(h.undo)-1]
}

// CanRedo reports whether there is a step to redo.
func (h *History) CanRedo() bool { return len(h.redo) > 0 }

// UndoLabel is the label of the step Undo would revert, or "".
func (h *History) UndoLabel() string {
	if len(h.undo) == 0 {
		return ""
	}
	return h.undo[len(h.undo)-1].Label()
}

// RedoLabel is the label of the step Redo would do again, or "".
func (h *History) RedoLabel() string {
	if len(h.redo) == 0 {
		return ""
	}
	return h.redo[len(h.redo)-1].Label()
}

// MarkSaved records the map as it is now as the saved state.
func (h *History) MarkSaved() {
	h.saved, h.savedLost = len(h.undo), false
	h.changed(false)
}

// Dirty reports whether the map differs from the saved state: true after
// any change since MarkSaved, false again once undo or redo returns to it.
// If the saved state can no longer be reached (the depth cap forgot it, or
// a new edit replaced the redo steps leading to it), Dirty stays true
// until the next MarkSaved.
func (h *History) Dirty() bool { return h.savedLost || h.saved != len(h.undo) }

// Changes counts the changes made to the map through this history (each
// Do, Undo and Redo). A view can cache anything derived from the map
// against this number.
func (h *History) Changes() uint64 { return h.changes }

// Reset forgets every step and marks the current map saved, for a newly
// opened or created document.
func (h *History) Reset() {
	h.undo, h.redo = nil, nil
	h.saved, h.savedLost = 0, false
	h.changed(true)
}

func (h *History) changed(mapChanged bool) {
	if mapChanged {
		h.changes++
	}
	if h.OnChange != nil {
		h.OnChange()
	}
}
