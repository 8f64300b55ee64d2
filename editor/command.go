package editor

import (
	"errors"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Command is one undoable edit of a map.
//
// A command holds what it needs to undo itself, captured by Do, so a value
// must not be done twice without an Undo in between, nor sit in two places
// of a history or a Batch at once.
type Command interface {
	// Do applies the edit. It checks everything first: on any error the
	// map is left exactly as it was, and the error says what is wrong in
	// words a GM understands. It returns ErrNoChange (map untouched) when
	// the edit would change nothing, so History records no empty steps.
	Do(m *battlemap.Map) error
	// Undo reverts the last Do, leaving the map reflect.DeepEqual to what
	// it was before, slice order included. It may only be called on the
	// map exactly as that Do left it; History guarantees this.
	Undo(m *battlemap.Map)
	// Label names the edit for the Edit menu, as in "Undo " + Label().
	Label() string
}

// ErrNoChange is returned by Do when the edit would leave the map as it
// is, for example renaming an area to its own name. History.Do treats it
// as success without recording a step.
var ErrNoChange = errors.New("that would change nothing")
