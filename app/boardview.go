package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// boardView adapts the Board to the editor's View and adds the in-place
// name entry that floats over the board.
type boardView struct {
	board    *ucanvas.Board
	entry    *nameEntry
	layer    *fyne.Container
	content  fyne.CanvasObject
	onCancel func()
	done     func(string, bool)
	// repaint asks the window to draw an object again (tests watch it).
	repaint func(fyne.CanvasObject)
}

func newBoardView(b *ucanvas.Board) *boardView {
	v := &boardView{board: b, repaint: fyne.CanvasObject.Refresh}
	v.entry = newNameEntry()
	v.entry.Hide()
	v.layer = container.NewWithoutLayout(v.entry)
	v.content = container.NewStack(b, v.layer)
	v.entry.OnSubmitted = func(s string) { v.finish(s, true) }
	v.entry.onEscape = func() { v.finish("", false) }
	return v
}

func (v *boardView) HitTest(p battlemap.Point) editor.Hit {
	h := v.board.HitTest(p)
	return editor.Hit{Area: h.Area, Link: h.Link, End: h.End, NearEnd: h.NearEnd}
}

func (v *boardView) AreasIn(r battlemap.Rect) []battlemap.AreaID { return v.board.Layout().AreasIn(r) }
func (v *boardView) LinksIn(r battlemap.Rect) []int              { return v.board.Layout().LinksIn(r) }
func (v *boardView) Snap(p battlemap.Point) battlemap.Point      { return v.board.Snap(p) }

func (v *boardView) Preview(line *[2]battlemap.Point, box *battlemap.Rect, invalid bool) {
	v.board.SetPreview(ucanvas.Preview{Line: line, Box: box, Invalid: invalid})
}

// AskName floats an entry over the board at p, focused, for the new
// area's name.
func (v *boardView) AskName(p battlemap.Point, done func(string, bool)) {
	v.askText(p, "", "Area name, then Enter", done)
}

// askText floats the entry over the board at p, focused, holding text
// (selected, so typing replaces it).
func (v *boardView) askText(p battlemap.Point, text, placeHolder string, done func(string, bool)) {
	if v.done != nil {
		// Clicking elsewhere while naming confirms what was typed.
		text := v.entry.Text
		v.finish(text, text != "")
	}
	v.done = done
	v.entry.SetText(text)
	v.entry.SetPlaceHolder(placeHolder)
	size := fyne.NewSize(220, v.entry.MinSize().Height)
	at := v.board.ToScreen(p)
	v.entry.Resize(size)
	v.entry.Move(fyne.NewPos(at.X-size.Width/2, at.Y-size.Height/2))
	v.entry.Show()
	// The window learns of an object only when it draws it, and a box
	// hidden since the window opened has never been drawn: its own
	// refreshes (Show, each keystroke) reach no window, so nothing was
	// repainted and the box stayed invisible, though focused, until
	// something else (a hover highlight) repainted the board. The layer
	// it floats in has been drawn: its refresh repaints the window.
	v.repaint(v.layer)
	if c := fyne.CurrentApp().Driver().CanvasForObject(v.board); c != nil {
		c.Focus(v.entry)
	}
	if text != "" {
		v.entry.TypedShortcut(&fyne.ShortcutSelectAll{})
	}
}

// finish closes the name entry (if open) and reports the outcome.
func (v *boardView) finish(name string, ok bool) {
	if v.done == nil && !v.entry.Visible() {
		return
	}
	done := v.done
	v.done = nil
	v.entry.Hide()
	if c := fyne.CurrentApp().Driver().CanvasForObject(v.board); c != nil {
		c.Unfocus()
	}
	if done != nil {
		done(name, ok)
	}
}

// nameEntry is an entry that reports Escape.
type nameEntry struct {
	widget.Entry
	onEscape func()
}

func newNameEntry() *nameEntry {
	e := &nameEntry{}
	e.ExtendBaseWidget(e)
	return e
}

func (e *nameEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape && e.onEscape != nil {
		e.onEscape()
		return
	}
	e.Entry.TypedKey(ev)
}

// editorInput routes board gestures to the editor in edit mode.
type editorInput struct{ w *mainWindow }

func (in editorInput) Click(p battlemap.Point, m ucanvas.Mods) {
	in.w.ed.Click(p, editor.Mods{Shift: m.Shift, Ctrl: m.Ctrl})
	if in.w.clickedTwice(p) && m == (ucanvas.Mods{}) {
		in.w.renameInPlace(p)
	}
}
func (in editorInput) SecondaryClick(p battlemap.Point, at fyne.Position) {
	in.w.contextMenu(p, at)
}
func (in editorInput) DragStart(p battlemap.Point, m ucanvas.Mods) bool {
	return in.w.ed.DragStart(p, editor.Mods{Shift: m.Shift, Ctrl: m.Ctrl})
}
func (in editorInput) DragMove(p battlemap.Point) { in.w.ed.DragMove(p) }
func (in editorInput) DragEnd(p battlemap.Point)  { in.w.ed.DragEnd(p) }
func (in editorInput) Hover(battlemap.Point)      {}

func (w *mainWindow) inputFor() ucanvas.Input {
	if w.picker.asking() {
		return w.picker
	}
	switch w.mode {
	case modeExplore:
		return w.explore
	case modePlay:
		return w.play
	}
	return editorInput{w}
}
