// Package hosttest is the window a feature panel's tests run in: a
// real board and editor in a test window behind host.Host, with the undo
// history, the status line and the errors kept where a test reads them.
// Feature tests embed Host and add what their own host interface asks.
package hosttest

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/app/host"
	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Host is a stand-in window. Its exported fields are what the feature
// told it: the status line, the errors shown, the undo history.
type Host struct {
	app     fyne.App
	win     fyne.Window
	board   *ucanvas.Board
	ed      *editor.Editor
	changes host.Changes

	ModeNow     host.Mode
	Status      string // the last status line
	StatusError bool   // whether it was said as an error
	Errors      []error
	// Done and Undone are the undo history, the most recent step last.
	Done, Undone []host.Step
	// Name and File are what DocName and Path answer.
	Name, File string
}

// New shows doc in a test window of a fresh test app. Map edits go
// through the editor into the history, and each is announced.
func New(t testing.TB, doc *engine.Document) *Host {
	t.Helper()
	a := test.NewTempApp(t)
	h := &Host{app: a, win: a.NewWindow("Unhex Board"), Name: "Untitled"}
	h.board = ucanvas.NewBoard(doc)
	h.ed = editor.New(doc, noView{})
	h.ed.OnMessage = h.Say
	h.ed.OnDone = func(editor.Command) { h.Push(host.Step{Stack: mapStack{h.ed}}) }
	h.ed.OnChange = func() {
		h.board.MapChanged()
		h.changes.Announce(host.Edited)
	}
	h.win.SetContent(h.board)
	h.win.Resize(fyne.NewSize(1200, 800))
	t.Cleanup(h.win.Close)
	return h
}

// Open shows the map file at path, named by its file name.
func Open(t testing.TB, path string) *Host {
	t.Helper()
	doc, err := engine.LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	h := New(t, doc)
	h.Name = filepath.Base(path)
	return h
}

func (h *Host) App() fyne.App                { return h.app }
func (h *Host) Window() fyne.Window          { return h.win }
func (h *Host) Board() *ucanvas.Board        { return h.board }
func (h *Host) Editor() *editor.Editor       { return h.ed }
func (h *Host) Mode() host.Mode              { return h.ModeNow }
func (h *Host) Changes() *host.Changes       { return &h.changes }
func (h *Host) CommitTyping()                {}
func (h *Host) DocName() string              { return h.Name }
func (h *Host) Path() string                 { return h.File }
func (h *Host) ShowError(err error)          { h.Errors = append(h.Errors, err) }
func (h *Host) Say(msg string, isError bool) { h.Status, h.StatusError = msg, isError }

// Push records a step; it drops what could be redone.
func (h *Host) Push(s host.Step) { h.Done, h.Undone = append(h.Done, s), nil }

// Undo steps back the most recent step; a refused one stays.
func (h *Host) Undo() {
	if len(h.Done) == 0 {
		h.Say("Nothing to undo", false)
		return
	}
	s := h.Done[len(h.Done)-1]
	if err := s.Stack.Undo(); err != nil {
		h.Say(err.Error(), true)
		return
	}
	h.Done, h.Undone = h.Done[:len(h.Done)-1], append(h.Undone, s)
}

// Redo does the most recently undone step again.
func (h *Host) Redo() {
	if len(h.Undone) == 0 {
		h.Say("Nothing to redo", false)
		return
	}
	s := h.Undone[len(h.Undone)-1]
	if err := s.Stack.Redo(); err != nil {
		h.Say(err.Error(), true)
		return
	}
	h.Undone, h.Done = h.Undone[:len(h.Undone)-1], append(h.Done, s)
}

// UndoLabel names the next undo as the Edit menu does.
func (h *Host) UndoLabel() string {
	if len(h.Done) == 0 {
		return "Undo"
	}
	s := h.Done[len(h.Done)-1]
	if s.Label != "" {
		return "Undo " + s.Label
	}
	return "Undo " + s.Stack.Describe(false)
}

// Walk visits every object under o, through containers and widgets.
func Walk(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	if o == nil {
		return
	}
	visit(o)
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			Walk(c, visit)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			Walk(c, visit)
		}
	}
}

// mapStack is the editor's own history as a stack of the undo history.
type mapStack struct{ ed *editor.Editor }

func (s mapStack) Undo() error { return s.ed.Undo() }
func (s mapStack) Redo() error { return s.ed.Redo() }
func (s mapStack) Describe(redo bool) string {
	l := s.ed.History.UndoLabel()
	if redo {
		l = s.ed.History.RedoLabel()
	}
	if l != "" {
		return l
	}
	return "the map edit"
}

// noView is a board no tool draws on: feature tests make their edits
// as commands.
type noView struct{}

func (noView) HitTest(battlemap.Point) editor.Hit                         { return editor.Hit{Link: -1} }
func (noView) AreasIn(battlemap.Rect) []battlemap.AreaID                  { return nil }
func (noView) LinksIn(battlemap.Rect) []int                               { return nil }
func (noView) Snap(p battlemap.Point) battlemap.Point                     { return p }
func (noView) Preview(*[2]battlemap.Point, *battlemap.Rect, bool)         {}
func (noView) AskName(_ battlemap.Point, done func(name string, ok bool)) { done("", false) }
