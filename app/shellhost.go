package app

import (
	"fyne.io/fyne/v2"

	"github.com/unhexboard/unhexboard/app/host"
	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine"
)

// The window as its feature panels see it: host.Host.
var _ host.Host = (*mainWindow)(nil)

func (w *mainWindow) App() fyne.App                { return w.app }
func (w *mainWindow) Window() fyne.Window          { return w.win }
func (w *mainWindow) Board() *ucanvas.Board        { return w.board }
func (w *mainWindow) Editor() *editor.Editor       { return w.ed }
func (w *mainWindow) Mode() host.Mode              { return host.Mode(w.mode) } // the same order
func (w *mainWindow) Say(msg string, isError bool) { w.status.say(msg, isError) }
func (w *mainWindow) ShowError(err error)          { w.showError(err) }
func (w *mainWindow) Changes() *host.Changes       { return &w.changes }
func (w *mainWindow) CommitTyping()                { w.commitTyping() }
func (w *mainWindow) DocName() string              { return w.docName() }
func (w *mainWindow) Path() string                 { return w.path }

// Push records a feature's change in the one undo history.
func (w *mainWindow) Push(s host.Step) {
	label := s.Label
	if label == "" {
		label = s.Stack.Describe()
	}
	w.history.push(step{stack: stackRoster, label: label, undo: s.Stack.Undo, redo: s.Stack.Redo})
}

// OpenUnsaved shows doc as a new map in no file yet (an imported
// drawing): Save asks where, and quitting asks first.
func (w *mainWindow) OpenUnsaved(doc *engine.Document) {
	w.setDocument(doc, "", "")
	w.ed.History.MarkUnsaved()
	w.updateTitle()
}
