// Package host is what the window's feature panels (play, campaign,
// printing, odds, ...) see of the window: the board, the open document
// and its edits, the one undo history, the status line, and an
// announcement whenever the document changes. Features talk to the
// window only through this, never through the window's own fields, so
// a new panel subscribes to changes instead of being added to a list of
// resets.
package host

import (
	"fyne.io/fyne/v2"

	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/editor"
)

// Mode is what the board's clicks do: edit the map, explore it, or play
// a fight on it.
type Mode int

const (
	ModeEdit Mode = iota
	ModeExplore
	ModePlay
)

// Host is the window as a feature panel sees it. Feature packages that
// need more declare their own interface embedding this one, and the
// window implements both.
type Host interface {
	App() fyne.App
	Window() fyne.Window
	// Board is the map on screen; features add overlays and tokens to it.
	Board() *ucanvas.Board
	// Editor holds the open document (Editor().Doc), its map edits and
	// the selection.
	Editor() *editor.Editor
	Mode() Mode
	// Say puts a line on the status bar; isError colours it.
	Say(msg string, isError bool)
	ShowError(err error)
	// Push records a change just made in the window's one undo history.
	Push(Step)
	// Changes announces every change of the open document.
	Changes() *Changes
	// CommitTyping commits the text field being typed in, so what the
	// GM typed is part of the document before it is read.
	CommitTyping()
	// DocName names the document as the window does ("brawl.unhex",
	// "nightclub (example)", "Untitled"); Path is where it is saved, or "".
	DocName() string
	Path() string
}

// Stack is one log the undo history steps back and forth through: the
// map's edits, the roster's sheet log, a combat's log.
type Stack interface {
	Undo() error
	Redo() error
	// Describe names a step of this stack that has no label of its own,
	// for the Edit menu ("the map edit").
	Describe() string
}

// Step is one entry of the undo history: the stack that holds the
// change, and a label for the Edit menu when the stack's own name is not
// enough ("Start combat").
type Step struct {
	Stack Stack
	Label string
}

// Change says what happened to the open document.
type Change int

const (
	// Opened: another document replaced the open one (a file opened, a
	// new map, a recovery restored). Panels drop what they held of the
	// old one.
	Opened Change = iota
	// Edited: the open document's map changed (an edit, undo or redo).
	Edited
)

// Changes announces document changes to whoever subscribed, in the
// order they subscribed.
type Changes struct {
	subs []func(Change)
}

// Subscribe calls f after every announced change.
func (c *Changes) Subscribe(f func(Change)) { c.subs = append(c.subs, f) }

// Announce tells every subscriber.
func (c *Changes) Announce(ch Change) {
	for _, f := range c.subs {
		f(ch)
	}
}
