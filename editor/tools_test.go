package editor_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// board is the map the tool tests draw on. On the fake board each area is
// a 100x40 box round its centre and each link the segment between centres:
//
//	hall (0,0) ------solid------ bar (300,0)
//	   |                           |
//	 dashed                      solid
//	   |                           |
//	cellar (0,200)              roof (300,200)
//
// cellar and roof are not linked.
func board() *battlemap.Map {
	return &battlemap.Map{
		Title: "Board",
		Areas: []battlemap.Area{
			{ID: "hall", Name: "Hall", X: 0, Y: 0},
			{ID: "bar", Name: "Bar", X: 300, Y: 0},
			{ID: "cellar", Name: "Cellar", X: 0, Y: 200},
			{ID: "roof", Name: "Roof", X: 300, Y: 200},
		},
		Links: []battlemap.Link{
			{A: "hall", B: "bar", Kind: battlemap.Solid},     // 0
			{A: "hall", B: "cellar", Kind: battlemap.Dashed}, // 1
			{A: "bar", B: "roof", Kind: battlemap.Solid},     // 2
		},
	}
}

func pt(x, y float64) battlemap.Point { return battlemap.Point{X: x, Y: y} }

// Points on the fake board.
var (
	inHall   = pt(10, 5) // off-centre on purpose: drags keep the grab offset
	inBar    = pt(290, -5)
	inCellar = pt(-20, 210)
	inRoof   = pt(320, 195)
	nowhere  = pt(150, 100) // at least 100 units from every area and link

	hallBarMiddle  = pt(150, 3)  // on link 0, in its middle third
	hallBarHallEnd = pt(80, -2)  // on link 0, outer third at hall
	hallBarBarEnd  = pt(220, 4)  // on link 0, outer third at bar
	barRoofMiddle  = pt(297, 90) // on link 2
)

type message struct {
	text    string
	refusal bool
}

// harness is an editor on board() with a fake view, counting the
// callbacks the app hangs off it.
type harness struct {
	t  *testing.T
	ed *editor.Editor
	v  *fakeView

	msgs     []message
	changes  int // OnChange calls
	selects  int // OnSelect calls
	original *battlemap.Map
}

func newHarness(t *testing.T) *harness {
	t.Helper()
	m := board()
	mustValidate(t, m)
	doc := &engine.Document{Map: *m}
	h := &harness{t: t, original: m.Clone()}
	h.v = newFakeView(t, &doc.Map)
	h.ed = editor.New(doc, h.v)
	h.ed.OnChange = func() { h.changes++ }
	h.ed.OnSelect = func() { h.selects++ }
	h.ed.OnMessage = func(msg string, refusal bool) { h.msgs = append(h.msgs, message{msg, refusal}) }
	return h
}

func (h *harness) m() *battlemap.Map { return h.ed.Map() }

// use switches to tool and forgets the callbacks that caused.
func (h *harness) use(tool editor.Tool) {
	h.ed.SetTool(tool)
	h.reset()
}

// reset forgets the callbacks and messages seen so far.
func (h *harness) reset() {
	h.msgs, h.changes, h.selects = nil, 0, 0
	h.v.Previews = nil
}

// drag presses at from, moves through via and to, and releases at to. It
// returns what DragStart returned; when that is false, it stops there, as
// the board would pan instead.
func (h *harness) drag(from, to battlemap.Point, mods editor.Mods, via ...battlemap.Point) bool {
	if !h.ed.DragStart(from, mods) {
		return false
	}
	for _, p := range via {
		h.ed.DragMove(p)
	}
	h.ed.DragMove(to)
	h.ed.DragEnd(to)
	return true
}

func (h *harness) pos(id battlemap.AreaID) battlemap.Point {
	h.t.Helper()
	a := h.m().Area(id)
	if a == nil {
		h.t.Fatalf("no area %q", id)
	}
	return a.Pos()
}

func (h *harness) selectedAreas() []battlemap.AreaID { return h.ed.Selection.Areas(h.m()) }

func (h *harness) selectedLinks() []editor.LinkKey {
	var out []editor.LinkKey
	for _, i := range h.ed.Selection.Links(h.m()) {
		out = append(out, editor.KeyOf(h.m().Links[i]))
	}
	return out
}

// steps is the number of undo steps in the history.
func (h *harness) steps() int {
	n := 0
	for h.ed.History.CanUndo() {
		h.ed.History.Undo(h.m())
		n++
	}
	for range n {
		h.ed.History.Redo(h.m())
	}
	return n
}

// lastMsg is the latest status line message; it fails if there was none.
func (h *harness) lastMsg() message {
	h.t.Helper()
	if len(h.msgs) == 0 {
		h.t.Fatal("no message was shown")
	}
	return h.msgs[len(h.msgs)-1]
}

// wantRefusal checks the latest message is a refusal that says why.
func (h *harness) wantRefusal(why string) {
	h.t.Helper()
	got := h.lastMsg()
	if !got.refusal || !strings.Contains(got.text, why) {
		h.t.Errorf("message %+v, want a refusal saying %q", got, why)
	}
}

// noRefusal checks no refusal was shown since the last reset.
func (h *harness) noRefusal() {
	h.t.Helper()
	for _, m := range h.msgs {
		if m.refusal {
			h.t.Errorf("unexpected refusal %q", m.text)
		}
	}
}

// untouched checks the map is exactly as board() made it and the history
// has no steps.
func (h *harness) untouched() {
	h.t.Helper()
	if !reflect.DeepEqual(h.m(), h.original) {
		h.t.Errorf("the map changed\n got: %+v\nwant: %+v", h.m(), h.original)
	}
	if h.ed.History.CanUndo() {
		h.t.Errorf("the history has a step %q", h.ed.History.UndoLabel())
	}
}

func key(a, b battlemap.AreaID) editor.LinkKey { return editor.KeyOf(battlemap.Link{A: a, B: b}) }

// --- SelectTool ---

func TestSelectTool_ClickOnAnAreaSelectsJustThatArea(t *testing.T) {
	h := newHarness(t)
	h.ed.Select([]battlemap.AreaID{"bar"}, []int{1})
	h.reset()

	h.ed.Click(inHall, editor.Mods{})

	equal(t, "areas", h.selectedAreas(), []battlemap.AreaID{"hall"})
	equal(t, "links", h.selectedLinks(), []editor.LinkKey(nil))
	equal(t, "OnSelect calls", h.selects, 1)
	equal(t, "OnChange calls", h.changes, 0)
	h.untouched()
}

func TestSelectTool_ShiftClickTogglesAreasInAndOutOfTheSelection(t *testing.T) {
	h := newHarness(t)
	h.ed.Click(inHall, editor.Mods{})
	h.ed.Click(barRoofMiddle, editor.Mods{Shift: true})
	h.ed.Click(inRoof, editor.Mods{Shift: true})
	equal(t, "after adding", h.selectedAreas(), []battlemap.AreaID{"hall", "roof"})
	equal(t, "link added too", h.selectedLinks(), []editor.LinkKey{key("bar", "roof")})

	h.reset()
	h.ed.Click(inHall, editor.Mods{Shift: true})
	h.ed.Click(barRoofMiddle, editor.Mods{Shift: true})
	equal(t, "after removing", h.selectedAreas(), []battlemap.AreaID{"roof"})
	equal(t, "link removed", h.selectedLinks(), []editor.LinkKey(nil))
	equal(t, "OnSelect calls", h.selects, 2)
	h.untouched()
}

func TestSelectTool_ClickOnALinkSelectsJustThatLink(t *testing.T) {
	h := newHarness(t)
	h.ed.Select([]battlemap.AreaID{"hall"}, nil)

	h.ed.Click(barRoofMiddle, editor.Mods{})

	equal(t, "areas", h.selectedAreas(), []battlemap.AreaID(nil))
	equal(t, "links", h.selectedLinks(), []editor.LinkKey{key("bar", "roof")})
	h.untouched()
}

func TestSelectTool_ClickOnEmptySpaceClearsTheSelectionButShiftClickKeepsIt(t *testing.T) {
	h := newHarness(t)
	h.ed.Select([]battlemap.AreaID{"hall"}, []int{2})

	h.ed.Click(nowhere, editor.Mods{Shift: true})
	if h.ed.Selection.Len() != 2 {
		t.Fatalf("shift-click on empty space changed the selection to %v %v", h.selectedAreas(), h.selectedLinks())
	}

	h.reset()
	h.ed.Click(nowhere, editor.Mods{})
	if !h.ed.Selection.IsEmpty() {
		t.Errorf("click on empty space left %v %v selected", h.selectedAreas(), h.selectedLinks())
	}
	equal(t, "OnSelect calls", h.selects, 1)
	h.untouched()
}

func TestSelectTool_DraggingAnAreaMovesItLiveThenAsOneSnappedUndoStep(t *testing.T) {
	h := newHarness(t)
	h.v.Grid = 20

	if !h.ed.DragStart(inHall, editor.Mods{}) {
		t.Fatal("DragStart on an area returned false")
	}
	equal(t, "grabbing selects", h.selectedAreas(), []battlemap.AreaID{"hall"})
	h.ed.DragMove(inHall.Add(pt(41, 9)))
	equal(t, "live position, snapped", h.pos("hall"), pt(40, 0))
	h.ed.DragMove(inHall.Add(pt(88, 31)))
	equal(t, "live position, snapped", h.pos("hall"), pt(80, 40))
	if h.changes < 2 {
		t.Errorf("OnChange ran %d times during two drag moves; the board would not follow", h.changes)
	}
	if h.ed.History.CanUndo() {
		t.Fatal("the history got a step before the drag ended")
	}
	h.ed.DragEnd(inHall.Add(pt(137, 52)))

	equal(t, "final position, snapped", h.pos("hall"), pt(140, 60))
	equal(t, "undo steps", h.steps(), 1)
	equal(t, "label", h.ed.History.UndoLabel(), "Move area")
	equal(t, "others stay", h.pos("bar"), pt(300, 0))
	h.noRefusal()

	h.ed.Undo()
	h.untouched()
}

func TestSelectTool_DraggingASelectedAreaMovesTheWholeSelectionKeepingItsShape(t *testing.T) {
	h := newHarness(t)
	h.v.Grid = 20
	h.ed.Select([]battlemap.AreaID{"hall", "roof"}, []int{1})

	// Grab roof: both selected areas move by the same snapped offset.
	h.drag(inRoof, inRoof.Add(pt(33, -11)), editor.Mods{}, inRoof.Add(pt(5, 5)))

	equal(t, "hall", h.pos("hall"), pt(40, -20))
	equal(t, "roof", h.pos("roof"), pt(340, 180))
	equal(t, "unselected bar", h.pos("bar"), pt(300, 0))
	equal(t, "unselected cellar", h.pos("cellar"), pt(0, 200))
	equal(t, "selection kept", h.selectedAreas(), []battlemap.AreaID{"hall", "roof"})
	equal(t, "undo steps", h.steps(), 1)
	equal(t, "label", h.ed.History.UndoLabel(), "Move 2 areas")

	h.ed.Undo()
	h.untouched()
}

func TestSelectTool_DraggingAnUnselectedAreaSelectsAndMovesOnlyIt(t *testing.T) {
	h := newHarness(t)
	h.ed.Select([]battlemap.AreaID{"hall", "roof"}, nil)

	h.drag(inBar, inBar.Add(pt(10, 20)), editor.Mods{})

	equal(t, "bar", h.pos("bar"), pt(310, 20))
	equal(t, "hall", h.pos("hall"), pt(0, 0))
	equal(t, "roof", h.pos("roof"), pt(300, 200))
	equal(t, "selection", h.selectedAreas(), []battlemap.AreaID{"bar"})
	equal(t, "undo steps", h.steps(), 1)
}

func TestSelectTool_ShiftDraggingAnUnselectedAreaAddsItAndMovesTheSelection(t *testing.T) {
	h := newHarness(t)
	h.ed.Select([]battlemap.AreaID{"hall"}, nil)

	h.drag(inBar, inBar.Add(pt(10, 20)), editor.Mods{Shift: true})

	equal(t, "selection", h.selectedAreas(), []battlemap.AreaID{"hall", "bar"})
	equal(t, "hall", h.pos("hall"), pt(10, 20))
	equal(t, "bar", h.pos("bar"), pt(310, 20))
	equal(t, "undo steps", h.steps(), 1)
}

func TestSelectTool_DragThatEndsWhereItStartedAddsNoUndoStep(t *testing.T) {
	h := newHarness(t)
	h.drag(inHall, inHall, editor.Mods{}, inHall.Add(pt(60, 60)))
	h.untouched()
	h.noRefusal()
}

func TestSelectTool_MoveOffTheMapIsRefusedAndTheAreasGoBack(t *testing.T) {
	h := newHarness(t)
	far := inHall.Add(pt(2*battlemap.MaxCoordinate, 0))
	h.drag(inHall, far, editor.Mods{}, far)

	h.wantRefusal("cannot be placed")
	h.untouched()
}

func TestSelectTool_PlainDragOnEmptySpaceIsLeftToTheBoardToPan(t *testing.T) {
	h := newHarness(t)
	if h.ed.DragStart(pt(360, 40), editor.Mods{}) {
		t.Error("a plain drag on empty space should pan, not select")
	}
	h.untouched()
}

func TestSelectTool_CtrlDragOnEmptySpaceSelectsAreasTouchingTheBoxAndLinksInsideIt(t *testing.T) {
	h := newHarness(t)
	h.ed.Select([]battlemap.AreaID{"roof"}, nil)

	// From below-right to above-left: the box spans hall and bar and the
	// whole of link 0, and only clips the tops of the links going down.
	from, to := pt(360, 40), pt(-60, -30)
	if !h.ed.DragStart(from, editor.Mods{Ctrl: true}) {
		t.Fatal("Ctrl-DragStart on empty space returned false")
	}
	h.ed.DragMove(pt(100, 0))
	h.ed.DragMove(to)
	want := battlemap.Rect{Min: pt(-60, -30), Max: pt(360, 40)}
	if p := h.v.LastPreview(); p.Box == nil || *p.Box != want || p.Line != nil {
		t.Errorf("preview during the drag %+v, want the box %v", p, want)
	}
	h.ed.DragEnd(to)

	if !h.v.Cleared() {
		t.Error("the box preview was not cleared")
	}
	equal(t, "areas", h.selectedAreas(), []battlemap.AreaID{"hall", "bar"})
	equal(t, "links", h.selectedLinks(), []editor.LinkKey{key("hall", "bar")})
	h.untouched()
}

func TestSelectTool_BoxTouchingTwoAreasButHoldingNoLinkSelectsOnlyTheAreas(t *testing.T) {
	h := newHarness(t)
	// Overlaps the right edge of hall's box and the left edge of bar's,
	// but holds neither centre, so not the link between them.
	h.drag(pt(45, -100), pt(255, 100), editor.Mods{Ctrl: true})

	equal(t, "areas", h.selectedAreas(), []battlemap.AreaID{"hall", "bar"})
	equal(t, "links", h.selectedLinks(), []editor.LinkKey(nil))
	h.untouched()
}

func TestSelectTool_ShiftBoxAddsToTheSelection(t *testing.T) {
	h := newHarness(t)
	h.ed.Select([]battlemap.AreaID{"roof"}, []int{1})

	h.drag(pt(-60, -30), pt(360, 40), editor.Mods{Shift: true})

	equal(t, "areas", h.selectedAreas(), []battlemap.AreaID{"hall", "bar", "roof"})
	equal(t, "links", h.selectedLinks(), []editor.LinkKey{key("hall", "bar"), key("hall", "cellar")})
	h.untouched()
}

func TestSelectTool_CancelDuringAMovePutsTheAreasBackAndLeavesHistoryAlone(t *testing.T) {
	h := newHarness(t)
	h.ed.Select([]battlemap.AreaID{"hall", "bar"}, nil)
	h.ed.DragStart(inHall, editor.Mods{})
	h.ed.DragMove(inHall.Add(pt(70, 70)))
	if h.pos("hall") == pt(0, 0) {
		t.Fatal("the area did not follow the pointer, so the test proves nothing")
	}
	h.reset()

	h.ed.Cancel()
	if h.changes == 0 {
		t.Error("Cancel put the areas back without OnChange; the board would show them moved")
	}
	// The pointer is still down: later moves and the release do nothing.
	h.ed.DragMove(inHall.Add(pt(90, 90)))
	h.ed.DragEnd(inHall.Add(pt(90, 90)))

	h.untouched()
	h.noRefusal()
	equal(t, "selection kept", h.selectedAreas(), []battlemap.AreaID{"hall", "bar"})
}

func TestSelectTool_CancelDuringABoxClearsThePreviewAndKeepsTheSelection(t *testing.T) {
	h := newHarness(t)
	h.ed.Select([]battlemap.AreaID{"roof"}, nil)
	h.ed.DragStart(pt(-60, -30), editor.Mods{})
	h.ed.DragMove(pt(360, 40))

	h.ed.Cancel()
	if !h.v.Cleared() {
		t.Error("the box preview was not cleared")
	}
	h.ed.DragEnd(pt(360, 40))

	equal(t, "areas", h.selectedAreas(), []battlemap.AreaID{"roof"})
	h.untouched()
}

// --- AreaTool ---

func TestAreaTool_ClickOnEmptySpaceAddsOneNamedAreaAtTheSnappedPointAndSelectsIt(t *testing.T) {
	h := newHarness(t)
	h.v.Grid = 20
	h.use(&editor.AreaTool{})
	h.v.Answer("Dance Floor")

	h.ed.Click(pt(151, 97), editor.Mods{})

	equal(t, "asked at", h.v.Asked, []battlemap.Point{pt(160, 100)})
	equal(t, "areas", len(h.m().Areas), len(h.original.Areas)+1)
	a := h.m().Areas[len(h.m().Areas)-1]
	equal(t, "new area", a, battlemap.Area{ID: "dance-floor", Name: "Dance Floor", X: 160, Y: 100})
	equal(t, "selection", h.selectedAreas(), []battlemap.AreaID{"dance-floor"})
	equal(t, "undo steps", h.steps(), 1)
	equal(t, "label", h.ed.History.UndoLabel(), "Add area")
	equal(t, "message", h.lastMsg(), message{`Added "Dance Floor"`, false})
	if h.changes == 0 || h.selects == 0 {
		t.Errorf("OnChange ran %d times and OnSelect %d times, want both", h.changes, h.selects)
	}
	mustValidate(t, h.m())

	h.ed.Undo()
	h.untouched()
}

func TestAreaTool_TheNameIsTrimmed(t *testing.T) {
	h := newHarness(t)
	h.use(&editor.AreaTool{})
	h.v.Answer("  Vault \t")

	h.ed.Click(nowhere, editor.Mods{})

	a := h.m().Areas[len(h.m().Areas)-1]
	equal(t, "name", a.Name, "Vault")
	equal(t, "id", a.ID, battlemap.AreaID("vault"))
}

func TestAreaTool_BlankNameAddsNothingAndSaysWhy(t *testing.T) {
	h := newHarness(t)
	h.use(&editor.AreaTool{})
	h.v.Answer("   ")

	h.ed.Click(nowhere, editor.Mods{})

	h.wantRefusal("needs a name")
	h.untouched()
	equal(t, "OnChange calls", h.changes, 0)
}

func TestAreaTool_CancellingTheNameAddsNothingQuietly(t *testing.T) {
	h := newHarness(t)
	h.use(&editor.AreaTool{})
	h.v.CancelNextAsk()

	h.ed.Click(nowhere, editor.Mods{})

	equal(t, "asked", len(h.v.Asked), 1)
	h.untouched()
	h.noRefusal()
	equal(t, "OnChange calls", h.changes, 0)
}

func TestAreaTool_ClickOnAnAreaSelectsItInsteadOfAdding(t *testing.T) {
	h := newHarness(t)
	h.use(&editor.AreaTool{})

	h.ed.Click(inCellar, editor.Mods{}) // the fake fails the test if asked

	equal(t, "asked", len(h.v.Asked), 0)
	equal(t, "selection", h.selectedAreas(), []battlemap.AreaID{"cellar"})
	h.untouched()
}

func TestAreaTool_LeavesDragsToTheBoard(t *testing.T) {
	h := newHarness(t)
	h.use(&editor.AreaTool{})
	if h.drag(nowhere, nowhere.Add(pt(50, 50)), editor.Mods{}) {
		t.Error("DragStart returned true, so the board would not pan")
	}
	h.untouched()
}

// --- LinkTool ---

func TestLinkTool_DragFromAreaToAreaAddsALinkOfTheCurrentKind(t *testing.T) {
	h := newHarness(t)
	h.use(&editor.LinkTool{})
	h.ed.SetLinkKind(battlemap.Dashed)
	h.reset()

	if !h.ed.DragStart(inCellar, editor.Mods{}) {
		t.Fatal("DragStart on an area returned false")
	}
	h.ed.DragMove(inRoof)
	if p := h.v.LastPreview(); p.Line == nil || *p.Line != [2]battlemap.Point{pt(0, 200), pt(300, 200)} || p.Invalid {
		t.Errorf("preview over roof %+v, want a valid line between the centres", p)
	}
	h.ed.DragEnd(inRoof)

	if !h.v.Cleared() {
		t.Error("the line preview was not cleared")
	}
	equal(t, "links", len(h.m().Links), len(h.original.Links)+1)
	equal(t, "new link", h.m().Links[len(h.m().Links)-1], battlemap.Link{A: "cellar", B: "roof", Kind: battlemap.Dashed})
	equal(t, "selection", h.selectedLinks(), []editor.LinkKey{key("cellar", "roof")})
	equal(t, "undo steps", h.steps(), 1)
	equal(t, "message", h.lastMsg(), message{`Linked "Cellar" and "Roof" (dashed)`, false})
	mustValidate(t, h.m())

	h.ed.Undo()
	h.untouched()
}

func TestLinkTool_NewLinksAreSolidUntilAnotherKindIsChosen(t *testing.T) {
	h := newHarness(t)
	h.use(&editor.LinkTool{})
	h.drag(inCellar, inRoof, editor.Mods{})
	equal(t, "kind", h.m().Links[len(h.m().Links)-1].Kind, battlemap.Solid)
}

func TestLinkTool_PreviewFollowsThePointerOverEmptySpace(t *testing.T) {
	h := newHarness(t)
	h.use(&editor.LinkTool{})
	h.ed.DragStart(inCellar, editor.Mods{})
	h.ed.DragMove(nowhere)
	if p := h.v.LastPreview(); p.Line == nil || *p.Line != [2]battlemap.Point{pt(0, 200), nowhere} || p.Invalid {
		t.Errorf("preview %+v, want a valid line from cellar's centre to the pointer", p)
	}
}

func TestLinkTool_DragEndingOnEmptySpaceAddsNothing(t *testing.T) {
	h := newHarness(t)
	h.use(&editor.LinkTool{})

	h.drag(inCellar, nowhere, editor.Mods{}, inRoof)

	if !h.v.Cleared() {
		t.Error("the line preview was not cleared")
	}
	h.untouched()
	h.noRefusal()
}

func TestLinkTool_LinkingAnAreaToItselfIsRefusedWithAReason(t *testing.T) {
	h := newHarness(t)
	h.use(&editor.LinkTool{})

	h.drag(inHall, inHall.Add(pt(20, 0)), editor.Mods{}, nowhere)

	h.wantRefusal("itself")
	h.untouched()
}

func TestLinkTool_SecondLinkBetweenTheSameAreasIsRefusedWithAReason(t *testing.T) {
	h := newHarness(t)
	h.use(&editor.LinkTool{})

	h.drag(inBar, inHall, editor.Mods{}) // hall-bar exists, the other way round

	h.wantRefusal("already linked")
	h.untouched()
}

func TestLinkTool_PreviewIsMarkedInvalidWhileOverATargetThatWouldBeRefused(t *testing.T) {
	h := newHarness(t)
	h.use(&editor.LinkTool{})
	h.ed.DragStart(inHall, editor.Mods{})

	for _, c := range []struct {
		over    string
		at      battlemap.Point
		invalid bool
	}{
		{"bar, already linked", inBar, true},
		{"roof, free", inRoof, false},
		{"hall itself", inHall.Add(pt(-30, 0)), true},
		{"cellar, already linked", inCellar, true},
		{"empty space", nowhere, false},
	} {
		h.ed.DragMove(c.at)
		if got := h.v.LastPreview(); got.Line == nil || got.Invalid != c.invalid {
			t.Errorf("over %s: preview %+v, want a line with invalid=%v", c.over, got, c.invalid)
		}
	}
	h.ed.Cancel()
	if !h.v.Cleared() {
		t.Error("Cancel did not clear the preview")
	}
	h.untouched()
}

func TestLinkTool_ClickingOneAreaThenAnotherLinksThem(t *testing.T) {
	h := newHarness(t)
	h.use(&editor.LinkTool{})

	h.ed.Click(inRoof, editor.Mods{})
	if got := h.lastMsg(); got.refusal || !strings.Contains(got.text, `"Roof"`) {
		t.Errorf("after the first click: %+v, want a hint naming Roof", got)
	}
	if !reflect.DeepEqual(h.m(), h.original) {
		t.Fatal("the first click changed the map")
	}
	h.ed.Click(inCellar, editor.Mods{})

	equal(t, "new link", h.m().Links[len(h.m().Links)-1], battlemap.Link{A: "roof", B: "cellar", Kind: battlemap.Solid})
	equal(t, "undo steps", h.steps(), 1)
	h.noRefusal()

	// The tool starts afresh: one more click links nothing.
	h.ed.Click(inHall, editor.Mods{})
	equal(t, "undo steps after a third click", h.steps(), 1)
}

func TestLinkTool_ClickOnEmptySpaceForgetsTheFirstArea(t *testing.T) {
	h := newHarness(t)
	h.use(&editor.LinkTool{})

	h.ed.Click(inRoof, editor.Mods{})
	h.ed.Click(nowhere, editor.Mods{})
	h.ed.Click(inCellar, editor.Mods{})

	h.untouched()
}

func TestLinkTool_ClickingTheSameAreaTwiceIsRefusedWithAReason(t *testing.T) {
	h := newHarness(t)
	h.use(&editor.LinkTool{})

	h.ed.Click(inRoof, editor.Mods{})
	h.ed.Click(inRoof, editor.Mods{})

	h.wantRefusal("itself")
	h.untouched()
}

func TestLinkTool_DragFromEmptySpaceIsLeftToTheBoard(t *testing.T) {
	h := newHarness(t)
	h.use(&editor.LinkTool{})

	if h.drag(nowhere, inRoof, editor.Mods{}) {
		t.Error("DragStart on empty space returned true, so the board would not pan")
	}
	h.untouched()
}

// --- CoverTool ---

func TestCoverTool_ClickNearEachEndTogglesTheCoverAtThatEnd(t *testing.T) {
	h := newHarness(t)
	h.use(editor.CoverTool{})

	h.ed.Click(hallBarHallEnd, editor.Mods{})
	equal(t, "after clicking near hall", h.m().Links[0], battlemap.Link{A: "hall", B: "bar", Kind: battlemap.Solid, CoverA: true})
	equal(t, "message", h.lastMsg(), message{`Cover at "Hall" added`, false})

	h.ed.Click(hallBarBarEnd, editor.Mods{})
	equal(t, "after clicking near bar", h.m().Links[0], battlemap.Link{A: "hall", B: "bar", Kind: battlemap.Solid, CoverA: true, CoverB: true})

	h.ed.Click(hallBarHallEnd, editor.Mods{})
	equal(t, "after clicking near hall again", h.m().Links[0], battlemap.Link{A: "hall", B: "bar", Kind: battlemap.Solid, CoverB: true})
	equal(t, "message", h.lastMsg(), message{`Cover at "Hall" removed`, false})

	equal(t, "undo steps", h.steps(), 3)
	equal(t, "other links", h.m().Links[1:], h.original.Links[1:])
	h.noRefusal()
}

func TestCoverTool_ClickOffAnyLinkChangesNothing(t *testing.T) {
	h := newHarness(t)
	h.use(editor.CoverTool{})

	h.ed.Click(nowhere, editor.Mods{})
	h.ed.Click(inHall, editor.Mods{})
	h.ed.Click(pt(150, 3+linkTolerance+1), editor.Mods{}) // just off link 0

	h.untouched()
	h.noRefusal()
	equal(t, "OnChange calls", h.changes, 0)
}

// --- Editor ---

func TestEditor_StartsWithTheSelectToolAndSolidLinks(t *testing.T) {
	h := newHarness(t)
	if _, ok := h.ed.Tool().(*editor.SelectTool); !ok {
		t.Errorf("tool %T, want *SelectTool", h.ed.Tool())
	}
	equal(t, "link kind", h.ed.LinkKind, battlemap.Solid)
}

func TestEditor_UndoAndRedoSayWhatTheyDid(t *testing.T) {
	h := newHarness(t)
	h.use(&editor.LinkTool{})
	h.drag(inCellar, inRoof, editor.Mods{})
	h.reset()

	h.ed.Undo()
	equal(t, "undo message", h.lastMsg(), message{"Undid add link", false})
	equal(t, "OnChange after undo", h.changes, 1)
	h.untouched()

	h.ed.Redo()
	equal(t, "redo message", h.lastMsg(), message{"Redid add link", false})
	equal(t, "OnChange after redo", h.changes, 2)
	equal(t, "links after redo", len(h.m().Links), len(h.original.Links)+1)
}

func TestEditor_UndoAndRedoWithNothingToDoAreSilent(t *testing.T) {
	h := newHarness(t)
	h.ed.Undo()
	h.ed.Redo()
	equal(t, "messages", h.msgs, []message(nil))
	equal(t, "OnChange calls", h.changes, 0)
	h.untouched()
}

func TestEditor_DeletingAMixedSelectionIsOneUndoStep(t *testing.T) {
	h := newHarness(t)
	// hall takes links 0 and 1 with it; link 2 (bar-roof) goes by itself.
	h.ed.Select([]battlemap.AreaID{"hall"}, []int{2})
	h.reset()

	h.ed.DeleteSelection()

	equal(t, "areas", ids(h.m()), []battlemap.AreaID{"bar", "cellar", "roof"})
	equal(t, "links", len(h.m().Links), 0)
	equal(t, "undo steps", h.steps(), 1)
	if !h.ed.Selection.IsEmpty() {
		t.Error("the deleted items are still selected")
	}
	if h.changes == 0 || h.selects == 0 {
		t.Errorf("OnChange ran %d times and OnSelect %d times, want both", h.changes, h.selects)
	}
	mustValidate(t, h.m())

	h.ed.Undo()
	equal(t, "undo message", h.lastMsg(), message{"Undid delete selection", false})
	h.untouched()
}

func TestEditor_DeleteWithNothingSelectedSaysSoAndChangesNothing(t *testing.T) {
	h := newHarness(t)
	h.ed.DeleteSelection()
	equal(t, "message", h.lastMsg(), message{"Nothing is selected", false})
	equal(t, "OnChange calls", h.changes, 0)
	h.untouched()
}

func TestEditor_SetToolCancelsTheMoveInProgress(t *testing.T) {
	h := newHarness(t)
	h.ed.DragStart(inHall, editor.Mods{})
	h.ed.DragMove(inHall.Add(pt(70, 70)))

	h.ed.SetTool(&editor.LinkTool{})
	equal(t, "hint", h.lastMsg(), message{(&editor.LinkTool{}).Hint(), false})
	// The release now goes to the link tool, which never saw the press.
	h.ed.DragEnd(inRoof)

	h.untouched()
	h.noRefusal()
}

func TestEditor_SetToolCancelsTheLinkInProgress(t *testing.T) {
	h := newHarness(t)
	h.use(&editor.LinkTool{})
	h.ed.DragStart(inCellar, editor.Mods{})
	h.ed.DragMove(inRoof)

	h.ed.SetTool(&editor.SelectTool{})
	if !h.v.Cleared() {
		t.Error("the line preview is still shown")
	}
	h.ed.DragEnd(inRoof)
	h.untouched()

	// A click-click link half made is forgotten too, even when the same
	// tool comes back.
	link := &editor.LinkTool{}
	h.use(link)
	h.ed.Click(inCellar, editor.Mods{})
	h.use(editor.CoverTool{})
	h.use(link)
	h.ed.Click(inRoof, editor.Mods{})
	h.untouched()
}

func TestEditor_ARefusedEditIsReportedAndChangesNothing(t *testing.T) {
	h := newHarness(t)
	err := h.ed.Do(&editor.AddLink{Link: battlemap.Link{A: "hall", B: "nowhere"}})
	if err == nil {
		t.Fatal("a link to a missing area was accepted")
	}
	h.wantRefusal("no area has the id")
	equal(t, "OnChange calls", h.changes, 0)
	h.untouched()
}

func TestEditor_OnChangeRunsForEditsAndOnSelectForSelectionChanges(t *testing.T) {
	h := newHarness(t)
	h.ed.Click(inHall, editor.Mods{})
	equal(t, "a click: OnChange", h.changes, 0)
	equal(t, "a click: OnSelect", h.selects, 1)

	h.reset()
	if err := h.ed.Do(&editor.RenameArea{ID: "bar", Name: "Saloon"}); err != nil {
		t.Fatal(err)
	}
	equal(t, "a rename: OnChange", h.changes, 1)
	equal(t, "a rename: OnSelect", h.selects, 0)
}

func TestEditor_UndoThatRemovesASelectedAreaDeselectsItAndSaysSo(t *testing.T) {
	h := newHarness(t)
	h.use(&editor.AreaTool{})
	h.v.Answer("Vault")
	h.ed.Click(nowhere, editor.Mods{})
	equal(t, "selection", h.selectedAreas(), []battlemap.AreaID{"vault"})
	h.reset()

	h.ed.Undo()

	if !h.ed.Selection.IsEmpty() {
		t.Errorf("the undone area is still selected")
	}
	if h.selects == 0 {
		t.Error("OnSelect did not run, so the properties panel would show a deleted area")
	}
	h.untouched()
}

func TestEditor_SelectAllSelectsEveryAreaAndLink(t *testing.T) {
	h := newHarness(t)
	h.ed.SelectAll()
	equal(t, "areas", h.selectedAreas(), ids(h.m()))
	equal(t, "links", h.selectedLinks(), keys(h.m()))
	equal(t, "OnSelect calls", h.selects, 1)
}

func TestEditor_SetLinkKindSaysWhatNewLinksWillBe(t *testing.T) {
	h := newHarness(t)
	h.ed.SetLinkKind(battlemap.Blocked)
	equal(t, "kind", h.ed.LinkKind, battlemap.Blocked)
	equal(t, "message", h.lastMsg(), message{"New links will be blocked", false})
}

func TestCoverTool_ClickInTheMiddleThirdOfALinkChangesNothing(t *testing.T) {
	h := newHarness(t)
	h.use(editor.CoverTool{})

	h.ed.Click(hallBarMiddle, editor.Mods{})
	h.ed.Click(pt(150, 0), editor.Mods{}) // the exact middle: no end is nearer
	h.ed.Click(barRoofMiddle, editor.Mods{})

	h.untouched()
	h.noRefusal()
	if got := h.lastMsg(); !strings.Contains(got.text, "near the end") {
		t.Errorf("message %+v, want a hint to click near an end", got)
	}
}

// A move shows live by changing the map outside the history. An undo, redo
// or delete in the middle of it (a key pressed while the mouse button is
// held) must first put the areas back, or the history would record or
// restore the live positions and undo would no longer be exact.

func TestEditor_UndoDuringAMoveAbandonsTheMoveAndUndoesExactly(t *testing.T) {
	h := newHarness(t)
	h.drag(inHall, inHall.Add(pt(100, 0)), editor.Mods{})
	equal(t, "after the first move", h.pos("hall"), pt(100, 0))

	grab := inHall.Add(pt(100, 0))
	h.ed.DragStart(grab, editor.Mods{})
	h.ed.DragMove(grab.Add(pt(100, 0)))
	h.ed.Undo()
	h.ed.DragMove(grab.Add(pt(150, 0)))
	h.ed.DragEnd(grab.Add(pt(150, 0)))

	h.untouched()
	h.noRefusal()
	if h.ed.History.Dirty() {
		t.Error("the map is as it was opened but the history says it is dirty")
	}
	h.ed.Redo()
	equal(t, "after redo", h.pos("hall"), pt(100, 0))
}

func TestEditor_RedoDuringAMoveAbandonsTheMoveAndRedoesExactly(t *testing.T) {
	h := newHarness(t)
	h.drag(inHall, inHall.Add(pt(100, 0)), editor.Mods{})
	h.ed.Undo()

	h.ed.DragStart(inHall, editor.Mods{})
	h.ed.DragMove(inHall.Add(pt(0, 70)))
	h.ed.Redo()
	h.ed.DragEnd(inHall.Add(pt(0, 70)))

	equal(t, "after redo", h.pos("hall"), pt(100, 0))
	equal(t, "undo steps", h.steps(), 1)
	h.ed.Undo()
	h.untouched()
}

func TestEditor_UndoWithNothingToUndoLeavesTheMoveGoing(t *testing.T) {
	h := newHarness(t)
	h.ed.DragStart(inHall, editor.Mods{})
	h.ed.DragMove(inHall.Add(pt(30, 0)))
	h.ed.Undo()
	h.ed.Redo()
	h.ed.DragEnd(inHall.Add(pt(60, 0)))

	equal(t, "hall", h.pos("hall"), pt(60, 0))
	equal(t, "undo steps", h.steps(), 1)
}

func TestEditor_DeleteDuringAMoveDeletesTheAreasFromWhereTheyWere(t *testing.T) {
	h := newHarness(t)
	h.ed.Select([]battlemap.AreaID{"hall"}, nil)
	h.ed.DragStart(inHall, editor.Mods{})
	h.ed.DragMove(inHall.Add(pt(70, 70)))
	h.ed.DeleteSelection()
	h.ed.DragEnd(inHall.Add(pt(70, 70)))

	h.noRefusal()
	equal(t, "areas", ids(h.m()), []battlemap.AreaID{"bar", "cellar", "roof"})
	equal(t, "undo steps", h.steps(), 1)
	h.ed.Undo()
	h.untouched()
}

func TestEditor_UndoDuringALinkDragEndsTheDragQuietly(t *testing.T) {
	h := newHarness(t)
	h.use(&editor.AreaTool{})
	h.v.Answer("Vault")
	h.ed.Click(nowhere, editor.Mods{})
	h.use(&editor.LinkTool{})

	h.ed.DragStart(nowhere, editor.Mods{}) // on the new vault
	h.ed.DragMove(inRoof)
	h.ed.Undo() // the vault goes
	if !h.v.Cleared() {
		t.Error("the line from the undone area is still shown")
	}
	h.ed.DragEnd(inRoof)

	h.untouched()
	h.noRefusal()
	equal(t, "last message", h.lastMsg(), message{"Undid add area", false})
}

func TestLinkTool_ReleaseAfterCancelSaysNothing(t *testing.T) {
	h := newHarness(t)
	h.use(&editor.LinkTool{})
	h.ed.DragStart(inCellar, editor.Mods{})
	h.ed.DragMove(nowhere)
	h.ed.Cancel()
	h.ed.DragEnd(nowhere)

	equal(t, "messages", h.msgs, []message(nil))
	h.untouched()
}

func TestEditor_SwitchingToolsMidDragCancelsTheMoveWithoutCrashing(t *testing.T) {
	h := newHarness(t)
	if !h.ed.DragStart(inHall, editor.Mods{}) {
		t.Fatal("DragStart on an area returned false")
	}
	h.ed.DragMove(inHall.Add(pt(40, 0)))
	// Pressing V (the tool already active) or another tool's key mid-drag.
	h.ed.SetTool(&editor.SelectTool{})
	h.ed.DragMove(inHall.Add(pt(80, 0)))
	h.ed.DragEnd(inHall.Add(pt(120, 0)))
	h.untouched()
	h.ed.SetTool(&editor.LinkTool{})
	h.ed.DragMove(inHall)
	h.ed.DragEnd(inHall)
	h.untouched()
}
