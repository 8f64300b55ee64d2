package editor

import (
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Hit is what lies under a map point, as the view reports it.
type Hit struct {
	Area    battlemap.AreaID // "" when no area
	Link    int              // -1 when no link
	End     battlemap.AreaID // the link end nearer the point
	NearEnd bool             // the point is in the outer third at End
}

// View is what the tools need of the board: hit-testing and feedback, all
// in map units. The app adapts the real board to it; tests use a fake.
type View interface {
	HitTest(p battlemap.Point) Hit
	AreasIn(r battlemap.Rect) []battlemap.AreaID
	LinksIn(r battlemap.Rect) []int
	Snap(p battlemap.Point) battlemap.Point
	// Preview shows transient feedback; nil clears it.
	Preview(line *[2]battlemap.Point, box *battlemap.Rect, invalid bool)
	// AskName asks for an area name in place at p; done gets the name,
	// or ok=false when the person cancels.
	AskName(p battlemap.Point, done func(name string, ok bool))
}

// Editor is one document being edited: its history, its selection and the
// current tool. Every change to the map goes through Do.
type Editor struct {
	Doc       *engine.Document
	History   *History
	Selection Selection
	View      View
	// LinkKind is the kind new links get (toolbar, or keys 1-3).
	LinkKind battlemap.LinkKind

	// OnChange runs after the map changed (redraw, lint, title).
	OnChange func()
	// OnLiveMove runs while areas follow the pointer, before the move is
	// committed: only the drawing needs to follow. OnChange when unset.
	OnLiveMove func()
	// OnSelect runs after the selection changed (properties panel).
	OnSelect func()
	// OnMessage shows a hint or a refusal on the status line.
	OnMessage func(msg string, refusal bool)
	// OnDone, if set, runs after Do recorded a new undo step (not for a
	// refusal, nor an edit that changed nothing): an app with more than
	// the map to undo keeps its own ordered history from it.
	OnDone func(Command)
	// Occupancy, if set, names who stands in an area: no edit, undo or
	// redo removes an area someone stands in.
	Occupancy Occupancy

	tool     Tool
	dragTool Tool // the tool that accepted the drag in progress

	clip   Clip // what Copy kept, for Paste
	pastes int  // how many times clip was pasted
}

// New returns an editor for doc with the select tool active.
func New(doc *engine.Document, view View) *Editor {
	e := &Editor{Doc: doc, History: NewHistory(DefaultHistoryLimit), View: view, LinkKind: battlemap.Solid}
	e.tool = &SelectTool{}
	return e
}

// Map is the map being edited.
func (e *Editor) Map() *battlemap.Map { return &e.Doc.Map }

// Do runs a command through the history. A refusal is reported on the
// status line and returned; the map is then untouched.
func (e *Editor) Do(c Command) error {
	withOccupancy(c, e.Occupancy)
	if err := e.History.Do(e.Map(), c); err != nil {
		e.message(err.Error(), true)
		return err
	}
	if e.OnDone != nil && e.History.NextUndo() == c {
		e.OnDone(c)
	}
	e.changed()
	return nil
}

// Undo steps back one edit, first abandoning any gesture in progress: a
// move shows live by changing the map outside the history, so the history
// must not act on the map until the areas are back. An undo that would
// remove an area someone stands in (undoing Add area) is refused with
// their names, and the step stays.
func (e *Editor) Undo() error {
	cmd := e.History.NextUndo()
	if cmd == nil {
		return ErrNothingToUndo
	}
	e.Cancel()
	if a, ok := cmd.(addsAreas); ok {
		if who := standing(e.Map(), e.Occupancy, a.areasAdded()); len(who) > 0 {
			err := &OccupiedError{What: "Cannot undo " + lower(cmd.Label()), Standing: who}
			e.message(err.Error(), true)
			return err
		}
	}
	label := cmd.Label()
	if !e.History.Undo(e.Map()) {
		return ErrNothingToUndo
	}
	e.changed()
	e.message("Undid "+lower(label), false)
	return nil
}

// Redo repeats the last undone edit, first abandoning any gesture in
// progress, as Undo does. A redo the map no longer allows (deleting an
// area someone now stands in) is refused with the reason; the step stays.
func (e *Editor) Redo() error {
	if !e.History.CanRedo() {
		return ErrNothingToRedo
	}
	e.Cancel()
	label := e.History.RedoLabel()
	// Redo runs the command's Do again: a delete checks occupancy as it
	// is now, and a refused redo keeps its step rather than dropping the
	// redo stack.
	if who := standing(e.Map(), e.Occupancy, areasDeleted(e.History.redo[len(e.History.redo)-1])); len(who) > 0 {
		err := &OccupiedError{What: "Cannot redo " + lower(label), Standing: who}
		e.message(err.Error(), true)
		return err
	}
	if !e.History.Redo(e.Map()) {
		return ErrNothingToRedo
	}
	e.changed()
	e.message("Redid "+lower(label), false)
	return nil
}

func (e *Editor) changed() {
	if e.Selection.Prune(e.Map()) {
		e.selected()
	}
	if e.OnChange != nil {
		e.OnChange()
	}
}

func (e *Editor) liveMoved() {
	switch {
	case e.OnLiveMove != nil:
		e.OnLiveMove()
	case e.OnChange != nil:
		e.OnChange()
	}
}

func (e *Editor) selected() {
	if e.OnSelect != nil {
		e.OnSelect()
	}
}

func (e *Editor) message(msg string, refusal bool) {
	if e.OnMessage != nil {
		e.OnMessage(msg, refusal)
	}
}

// Select replaces the selection.
func (e *Editor) Select(areas []battlemap.AreaID, links []int) {
	e.Selection.Replace(e.Map(), areas, links)
	e.selected()
}

// SelectAll selects every area and link.
func (e *Editor) SelectAll() {
	m := e.Map()
	areas := make([]battlemap.AreaID, len(m.Areas))
	for i, a := range m.Areas {
		areas[i] = a.ID
	}
	links := make([]int, len(m.Links))
	for i := range links {
		links[i] = i
	}
	e.Select(areas, links)
}

// DeleteSelection removes the selected areas (with their links) and links
// as one undo step.
func (e *Editor) DeleteSelection() {
	if e.Selection.IsEmpty() {
		e.message("Nothing is selected", false)
		return
	}
	e.Cancel() // put a live move back first, as Undo does
	if e.Do(DeleteSelection(e.Map(), &e.Selection)) == nil {
		e.Selection.Clear()
		e.selected()
	}
}

// Tool is the active tool.
func (e *Editor) Tool() Tool { return e.tool }

// SetTool switches tools, cancelling what the old one was doing.
func (e *Editor) SetTool(t Tool) {
	if e.tool != nil {
		e.Cancel()
	}
	e.tool = t
	e.message(t.Hint(), false)
}

// SetLinkKind chooses the kind of new links.
func (e *Editor) SetLinkKind(k battlemap.LinkKind) {
	e.LinkKind = k
	e.message("New links will be "+string(k), false)
}

// Pointer gestures, in map units, go to the active tool.

func (e *Editor) Click(p battlemap.Point, m Mods) { e.tool.Click(e, p, m) }

// DragStart offers a drag to the active tool. Only the tool that took the
// drag hears the rest of it, even if the tool is switched mid-drag.
func (e *Editor) DragStart(p battlemap.Point, m Mods) bool {
	if e.tool.DragStart(e, p, m) {
		e.dragTool = e.tool
		return true
	}
	return false
}

func (e *Editor) DragMove(p battlemap.Point) {
	if e.dragTool != nil {
		e.dragTool.DragMove(e, p)
	}
}

func (e *Editor) DragEnd(p battlemap.Point) {
	if t := e.dragTool; t != nil {
		e.dragTool = nil
		t.DragEnd(e, p)
	}
}

// Cancel abandons the gesture in progress.
func (e *Editor) Cancel() {
	if e.dragTool != nil && e.dragTool != e.tool {
		e.dragTool.Cancel(e)
	}
	e.dragTool = nil
	e.tool.Cancel(e)
}

func lower(s string) string {
	if s == "" {
		return s
	}
	b := []byte(s)
	if b[0] >= 'A' && b[0] <= 'Z' {
		b[0] += 'a' - 'A'
	}
	return string(b)
}
