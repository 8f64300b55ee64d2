package play

import (
	"errors"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/app/host/hosttest"
	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// testWindow hosts Play for its tests as the app's window does: the
// board left of Play's panel, a status line, the document in an editor,
// and one undo history of host steps.
type testWindow struct {
	app     fyne.App
	win     fyne.Window
	board   *ucanvas.Board
	ed      *editor.Editor
	play    *Play
	panel   *fyne.Container // Play's side panel
	scroll  *container.Scroll
	status  *widget.Label
	mode    host.Mode
	changes host.Changes
	// done and undone are the undo history; before and resumed are
	// Play's hooks in it.
	done, undone []host.Step
	before       func()
	resumed      func() host.Stack
	stepping     bool
	chosen       string // the file ChoosePath picks
}

var _ Host = (*testWindow)(nil)

func (w *testWindow) App() fyne.App                { return w.app }
func (w *testWindow) Window() fyne.Window          { return w.win }
func (w *testWindow) Board() *ucanvas.Board        { return w.board }
func (w *testWindow) Editor() *editor.Editor       { return w.ed }
func (w *testWindow) Mode() host.Mode              { return w.mode }
func (w *testWindow) Say(msg string, isError bool) { w.status.SetText(msg) }
func (w *testWindow) ShowError(err error)          { dialog.ShowError(err, w.win) }
func (w *testWindow) Push(s host.Step)             { w.done, w.undone = append(w.done, s), nil }
func (w *testWindow) Changes() *host.Changes       { return &w.changes }
func (w *testWindow) CommitTyping()                {}
func (w *testWindow) DocName() string              { return "test" }
func (w *testWindow) Path() string                 { return "" }
func (w *testWindow) PanelScroll() fyne.Scrollable { return w.scroll }

func (w *testWindow) FogItems(ucanvas.Hit) []*fyne.MenuItem { return nil }

// ChoosePath picks w.chosen, as if the GM had chosen it.
func (w *testWindow) ChoosePath(_ bool, _, _ string, _ []string, pick func(string)) { pick(w.chosen) }

func (w *testWindow) HookUndo(before func(), resumed func() host.Stack) {
	w.before, w.resumed = before, resumed
}

// Undo and redo walk the history as the app's window does.
func (w *testWindow) Undo() { w.undo() }

func (w *testWindow) Stepping() bool { return w.stepping }

func (w *testWindow) undo() {
	w.stepping = true
	defer func() { w.stepping = false }()
	w.before()
	if len(w.done) == 0 {
		if s := w.resumed(); s != nil {
			if err := s.Undo(); err != nil {
				w.Say(err.Error(), true)
				return
			}
			w.undone = append(w.undone, host.Step{Stack: s})
		}
		return
	}
	s := w.done[len(w.done)-1]
	if err := s.Stack.Undo(); err != nil {
		w.Say(err.Error(), true)
		return
	}
	w.done, w.undone = w.done[:len(w.done)-1], append(w.undone, s)
}

func (w *testWindow) redo() {
	w.stepping = true
	defer func() { w.stepping = false }()
	w.before()
	if len(w.undone) == 0 {
		return
	}
	s := w.undone[len(w.undone)-1]
	if err := s.Stack.Redo(); err != nil {
		w.Say(err.Error(), true)
		return
	}
	w.undone, w.done = w.undone[:len(w.undone)-1], append(w.done, s)
}

// mapEdits is the editor's history in the undo history.
type mapEdits struct{ ed *editor.Editor }

func (s mapEdits) Undo() error        { return s.ed.Undo() }
func (s mapEdits) Redo() error        { return s.ed.Redo() }
func (mapEdits) Describe(bool) string { return "the map edit" }

// newTestWindow hosts Play in a window of a size, on an empty document.
func newTestWindow(t testing.TB, a fyne.App, width, height float32) *testWindow {
	t.Helper()
	w := &testWindow{app: a, win: a.NewWindow("Play"), status: widget.NewLabel(""), panel: container.NewVBox()}
	doc := &engine.Document{}
	w.board = ucanvas.NewBoard(doc)
	w.ed = editor.New(doc, nil)
	w.ed.OnChange = func() { w.changes.Announce(host.Edited) }
	w.ed.OnDone = func(editor.Command) { w.Push(host.Step{Stack: mapEdits{w.ed}}) }
	w.ed.OnMessage = w.Say
	w.play = New(w)
	w.changes.Subscribe(func(ch host.Change) {
		if ch != host.Played {
			w.board.MapChanged()
		}
	})
	w.scroll = container.NewVScroll(container.NewPadded(w.panel))
	// The fight below the panel, as the window shows it during a combat.
	side := container.NewVSplit(w.scroll, w.play.FightPane())
	side.Offset = 0.55
	split := container.NewHSplit(w.board, side)
	split.Offset = 0.70
	w.win.SetContent(container.NewBorder(nil, w.status, nil, nil, split))
	w.win.Resize(fyne.NewSize(width, height))
	t.Cleanup(w.win.Close)
	return w
}

// newPlayWindow opens the brawl map in Play mode.
func newPlayWindow(t testing.TB) *testWindow {
	t.Helper()
	return newPlayWindowAt(t, test.NewTempApp(t), 1200, 800)
}

// newPlayWindowAt opens the brawl map in Play mode in a window of a size.
func newPlayWindowAt(t testing.TB, a fyne.App, width, height float32) *testWindow {
	t.Helper()
	w := newTestWindow(t, a, width, height)
	if err := w.openPath("../../assets/maps/nightclub-brawl.unhex"); err != nil {
		t.Fatal(err)
	}
	w.setMode(host.ModePlay)
	return w
}

// openPath opens a map file, as the window does.
func (w *testWindow) openPath(path string) error {
	doc, err := engine.LoadFile(path)
	if err != nil {
		return err
	}
	w.setDocument(doc)
	return nil
}

func (w *testWindow) setDocument(doc *engine.Document) {
	w.ed.Doc = doc
	w.ed.History.Reset()
	w.done, w.undone = nil, nil
	w.board.SetDocument(doc)
	w.changes.Announce(host.Opened)
}

// setMode shows mode m; Play's panel and clicks in Play mode.
func (w *testWindow) setMode(m host.Mode) {
	w.mode = m
	w.board.Input = nil
	w.panel.Objects = nil
	if m == host.ModePlay {
		w.board.Input = w.play
		w.panel.Objects = w.play.Panel()
	}
	w.panel.Refresh()
	w.play.Refresh()
}

// dirty reports unsaved changes to the map or the characters.
func (w *testWindow) dirty() bool { return w.ed.History.Dirty() || w.play.Dirty() }

// fogDo hides or reveals through the editor, as the window's fog menu.
func (w *testWindow) fogDo(c editor.Command) {
	if err := w.ed.Do(c); err != nil {
		panic(errors.New("the fog edit was refused: " + err.Error()))
	}
}

// at is the board position of an area's centre.
func (w *testWindow) at(id battlemap.AreaID) fyne.Position {
	a, ok := w.board.Layout().Area(id)
	if !ok {
		panic("no area " + string(id))
	}
	return w.board.ToScreen(a.Box.Center())
}

func (w *testWindow) tokenAt(id sheet.CharacterID) fyne.Position {
	pos := w.board.Layout().TokenPositions(w.board.Tokens, w.board.TokenScale)
	p, ok := pos[string(id)]
	if !ok {
		panic("no token " + string(id))
	}
	return w.board.ToScreen(p)
}

// tap clicks the board at a board position, as the driver would.
func (w *testWindow) tap(p fyne.Position) {
	w.board.MouseDown(&desktop.MouseEvent{Button: desktop.MouseButtonPrimary, PointEvent: fyne.PointEvent{Position: p}})
	w.board.MouseUp(&desktop.MouseEvent{Button: desktop.MouseButtonPrimary, PointEvent: fyne.PointEvent{Position: p}})
	w.board.Tapped(&fyne.PointEvent{Position: p})
}

// drag presses at from, moves in steps to to, and releases, as the driver
// reports a real drag.
func (w *testWindow) drag(from, to fyne.Position) {
	w.board.MouseDown(&desktop.MouseEvent{Button: desktop.MouseButtonPrimary, PointEvent: fyne.PointEvent{Position: from}})
	last := from
	for i := 1; i <= 4; i++ {
		p := fyne.NewPos(from.X+(to.X-from.X)*float32(i)/4, from.Y+(to.Y-from.Y)*float32(i)/4)
		w.board.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: fyne.NewDelta(p.X-last.X, p.Y-last.Y)})
		last = p
	}
	w.board.DragEnd()
	w.board.MouseUp(&desktop.MouseEvent{Button: desktop.MouseButtonPrimary, PointEvent: fyne.PointEvent{Position: to}})
}

// walk visits every object under o, through containers and widgets.
var walk = hosttest.Walk

// asButton is a plain button, or the button under a wrapping one, with
// its text.
var asButton = hosttest.AsButton

// button finds a visible button whose label starts with text, in the
// top dialog or else in the side panel.
func (w *testWindow) button(t testing.TB, text string) *widget.Button {
	t.Helper()
	roots := []fyne.CanvasObject{w.panel, w.play.FightPane(), w.play.Actions()}
	if top := w.win.Canvas().Overlays().Top(); top != nil {
		roots = []fyne.CanvasObject{top}
	}
	found := hosttest.ButtonIn(text, roots...)
	if found == nil {
		t.Fatalf("no button %q; status: %s", text, w.status.Text)
	}
	return found
}

func (w *testWindow) maybeButton(text string) *widget.Button {
	var found *widget.Button
	walk(w.panel, func(o fyne.CanvasObject) {
		if b, label, ok := asButton(o); ok && found == nil && b.Visible() && strings.HasPrefix(label, text) {
			found = b
		}
	})
	return found
}

// firstIn is the first object of type T under root, or T's zero value.
func firstIn[T fyne.CanvasObject](root fyne.CanvasObject) T { return hosttest.FirstIn[T](root) }

// typeDice types dice into the open dice dialog and confirms.
func (w *testWindow) typeDice(t testing.TB, dice string) {
	t.Helper()
	hosttest.TypeDice(t, w.win, dice)
}

func (w *testWindow) hasDiceEntry() bool {
	return hosttest.HasDiceEntry(w.win)
}

// firstAnswer is the first answer button of the open decision dialog.
func (w *testWindow) firstAnswer(t testing.TB) *widget.Button {
	t.Helper()
	return hosttest.FirstAnswer(t, w.win)
}

// answerAll answers every open decision with typed dice or the first
// answer offered, as a table might.
func (w *testWindow) answerAll(t testing.TB, dice ...string) {
	t.Helper()
	hosttest.AnswerAll(t, w.win, dice...)
}

// dialogText joins the labels of the open dialog.
func (w *testWindow) dialogText() string {
	var parts []string
	walk(w.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Visible() {
			parts = append(parts, l.Text)
		}
	})
	return strings.Join(parts, "\n")
}

// startWithPCsFirst starts a combat on the brawl map and plays initiative
// with typed dice: Vex rolls 34 for the PCs, the Bouncer 81, PCs first.
func (w *testWindow) startWithPCsFirst(t testing.TB) {
	t.Helper()
	w.startWithInitiative(t, "34", "81", "PCs, then Club")
}

// startWithInitiative starts a combat on the brawl map, types Vex's and
// the Bouncer's initiative dice, and picks the order.
func (w *testWindow) startWithInitiative(t testing.TB, vex, bouncer, order string) {
	t.Helper()
	test.Tap(w.button(t, "Start combat"))
	test.Tap(w.button(t, "Roll initiative"))
	w.typeDice(t, vex)
	w.typeDice(t, bouncer)
	test.Tap(w.button(t, order))
}
