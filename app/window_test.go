package app

import (
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/inspect"
	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// newTestWindow opens the real main window on a test app, showing the
// bundled nightclub map.
func newTestWindow(t *testing.T) *mainWindow {
	t.Helper()
	a := test.NewTempApp(t)
	w := newMainWindow(a)
	w.win.Resize(fyne.NewSize(1200, 800))
	w.openExample("nightclub.unhex")
	t.Cleanup(w.win.Close)
	return w
}

// at is the board position of an area's centre.
func (w *mainWindow) at(id battlemap.AreaID) fyne.Position {
	a, ok := w.board.Layout().Area(id)
	if !ok {
		panic("no area " + string(id))
	}
	return w.board.ToScreen(a.Box.Center())
}

// tap clicks the board at a board position, as the driver would.
func (w *mainWindow) tap(p fyne.Position) {
	w.board.MouseDown(&desktop.MouseEvent{Button: desktop.MouseButtonPrimary, PointEvent: fyne.PointEvent{Position: p}})
	w.board.MouseUp(&desktop.MouseEvent{Button: desktop.MouseButtonPrimary, PointEvent: fyne.PointEvent{Position: p}})
	w.board.Tapped(&fyne.PointEvent{Position: p})
}

// drag presses at from, moves in steps to to, and releases, as the driver
// reports a real drag.
func (w *mainWindow) drag(from, to fyne.Position) { w.dragWith(from, to, 0) }

func (w *mainWindow) dragWith(from, to fyne.Position, mod fyne.KeyModifier) {
	w.board.MouseDown(&desktop.MouseEvent{Button: desktop.MouseButtonPrimary, Modifier: mod, PointEvent: fyne.PointEvent{Position: from}})
	last := from
	for i := 1; i <= 4; i++ {
		p := fyne.NewPos(from.X+(to.X-from.X)*float32(i)/4, from.Y+(to.Y-from.Y)*float32(i)/4)
		w.board.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: fyne.NewDelta(p.X-last.X, p.Y-last.Y)})
		last = p
	}
	w.board.DragEnd()
	w.board.MouseUp(&desktop.MouseEvent{Button: desktop.MouseButtonPrimary, PointEvent: fyne.PointEvent{Position: to}})
}

func (w *mainWindow) emptySpot() fyne.Position {
	for y := float32(40); y < 600; y += 23 {
		for x := float32(40); x < 800; x += 29 {
			p := fyne.NewPos(x, y)
			m := w.board.ToModel(p)
			// Far enough from everything that the new box will not overlap.
			if h := w.board.HitTest(m); h.Area == "" && h.Link < 0 && len(w.board.Layout().AreasIn(battlemap.Rect{
				Min: m.Sub(battlemap.Point{X: 90, Y: 40}), Max: m.Add(battlemap.Point{X: 90, Y: 40})})) == 0 {
				return p
			}
		}
	}
	panic("no empty spot on the board")
}

func TestTools_PlaceAnAreaByTypingItsNameInPlace(t *testing.T) {
	w := newTestWindow(t)
	w.tools.pick(1)
	spot := w.emptySpot()
	w.tap(spot)
	if !w.view.entry.Visible() {
		t.Fatal("clicking empty space with the Add area tool did not open the name entry")
	}
	test.Type(w.view.entry, "Vault")
	w.view.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	m := w.ed.Map()
	last := m.Areas[len(m.Areas)-1]
	if last.Name != "Vault" || len(m.Areas) != 9 {
		t.Fatalf("areas after placing: %d, last %+v; want a 9th area named Vault", len(m.Areas), last)
	}
	if got := w.at(last.ID); abs(got.X-spot.X) > 12 || abs(got.Y-spot.Y) > 12 {
		t.Errorf("Vault placed at %v, clicked at %v", got, spot)
	}
	if !w.ed.History.Dirty() || !strings.HasPrefix(w.win.Title(), "● ") {
		t.Errorf("title %q should mark unsaved changes", w.win.Title())
	}
}

func TestTools_EscapeCancelsPlacingAnArea(t *testing.T) {
	w := newTestWindow(t)
	w.tools.pick(1)
	w.tap(w.emptySpot())
	test.Type(w.view.entry, "Nope")
	w.view.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if len(w.ed.Map().Areas) != 8 || w.ed.History.Dirty() {
		t.Error("Escape should add nothing")
	}
}

func TestTools_ConnectTwoAreasByDragging(t *testing.T) {
	w := newTestWindow(t)
	w.tools.pick(2)
	w.ed.SetLinkKind(battlemap.Dashed)
	w.drag(w.at("entrance"), w.at("alley"))
	m := w.ed.Map()
	i := m.LinkBetween("entrance", "alley")
	if i < 0 {
		t.Fatal("dragging from the Entrance to the Alley made no link")
	}
	if m.Links[i].Kind != battlemap.Dashed {
		t.Errorf("new link is %s, want the chosen kind (dashed)", m.Links[i].Kind)
	}
}

func TestTools_ASecondLinkBetweenTheSamePairIsRefusedWithAReason(t *testing.T) {
	w := newTestWindow(t)
	before := w.ed.Map().Clone()
	w.tools.pick(2)
	w.drag(w.at("bar"), w.at("kitchen"))
	if !reflect.DeepEqual(before, w.ed.Map()) {
		t.Error("a refused link changed the map")
	}
	if got := w.status.message.Text; !strings.Contains(got, "already linked") {
		t.Errorf("status says %q, want the reason", got)
	}
	w.drag(w.at("bar"), w.at("bar"))
	if got := w.status.message.Text; !strings.Contains(got, "itself") {
		t.Errorf("status says %q for a link to the same area", got)
	}
}

func TestTools_ToggleATickByClickingNearALinkEnd_ThenUndoAndRedo(t *testing.T) {
	w := newTestWindow(t)
	i := w.ed.Map().LinkBetween("dance-floor", "entrance")
	s := linkShape(t, w, i)
	w.tools.pick(3)
	nearEntrance := s.End.Sub(s.Dir.Scale(6))
	if w.ed.Map().Links[i].A != "dance-floor" {
		t.Fatal("fixture changed: dance-floor should be end a")
	}
	w.tap(w.board.ToScreen(nearEntrance))
	if !w.ed.Map().Links[i].CoverB {
		t.Fatal("clicking near the Entrance end did not add cover there")
	}
	w.undo()
	if w.ed.Map().Links[i].CoverB {
		t.Error("undo left the tick")
	}
	w.redo()
	if !w.ed.Map().Links[i].CoverB {
		t.Error("redo did not bring the tick back")
	}
}

func linkShape(t *testing.T, w *mainWindow, i int) ucanvas.LinkShape {
	for _, s := range w.board.Layout().Links {
		if s.Index == i {
			return s
		}
	}
	t.Fatalf("link %d is not drawn", i)
	return ucanvas.LinkShape{}
}

func TestTools_SelectAndMoveAnAreaIsOneUndoStep(t *testing.T) {
	w := newTestWindow(t)
	start := w.ed.Map().Area("alley").Pos()
	from := w.at("alley")
	w.drag(from, fyne.NewPos(from.X-60, from.Y+10))
	moved := w.ed.Map().Area("alley").Pos()
	if moved == start {
		t.Fatal("dragging the Alley did not move it")
	}
	if w.ed.History.UndoLabel() == "" {
		t.Fatal("the move is not undoable")
	}
	w.undo()
	if got := w.ed.Map().Area("alley").Pos(); got != start {
		t.Errorf("one undo put the Alley at %v, want %v", got, start)
	}
}

func TestTools_BoxSelectThenDeleteRemovesAreasWithTheirLinks(t *testing.T) {
	w := newTestWindow(t)
	k, a := w.at("kitchen"), w.at("alley")
	w.dragWith(fyne.NewPos(min(k.X, a.X)-70, k.Y-40), fyne.NewPos(max(k.X, a.X)+70, a.Y+40), fyne.KeyModifierControl)
	got := w.ed.Selection.Areas(w.ed.Map())
	if len(got) != 2 {
		t.Fatalf("box selected %v, want the Kitchen and the Alley", got)
	}
	w.typedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	m := w.ed.Map()
	if m.Area("kitchen") != nil || m.Area("alley") != nil || m.LinkBetween("bar", "kitchen") >= 0 {
		t.Error("deleting the areas left them or their links behind")
	}
	w.undo()
	if len(w.ed.Map().Areas) != 8 || len(w.ed.Map().Links) != 10 {
		t.Error("undo did not restore the deleted areas and links")
	}
}

func TestFiles_SaveThenReloadGivesBackExactlyWhatWasDrawn(t *testing.T) {
	w := newTestWindow(t)
	w.placeArea("Roof")
	w.tools.pick(2)
	roof := w.ed.Map().Areas[8].ID
	w.drag(w.at(roof), w.at("catwalk"))
	w.properties.AddObjective(roof)
	path := filepath.Join(t.TempDir(), "club.unhex")
	saved := false
	w.writeTo(path, func(ok bool) { saved = ok })
	if !saved || w.ed.History.Dirty() {
		t.Fatal("save failed or left the document dirty")
	}
	if w.win.Title() != "Nightclub — Unhex Board" || w.path != path {
		t.Errorf("title after save: %q", w.win.Title())
	}
	back, err := engine.LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Map, *w.ed.Map()) {
		t.Errorf("reloaded map differs from the drawn one")
	}
	if err := w.openPath(path); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Map, *w.ed.Map()) {
		t.Error("reopening in the window changed the map")
	}
}

func TestFiles_ABadFileShowsTheLoadersMessageAndChangesNothing(t *testing.T) {
	w := newTestWindow(t)
	before := w.ed.Map().Clone()
	path := filepath.Join(t.TempDir(), "bad.unhex")
	os.WriteFile(path, []byte(`{"format":"unhex","version":9}`), 0o644)
	err := w.openPath(path)
	if err == nil || !strings.Contains(err.Error(), "needs a newer Unhex Board") {
		t.Fatalf("err = %v", err)
	}
	if !reflect.DeepEqual(before, w.ed.Map()) || w.example == "" {
		t.Error("a failed open changed the document")
	}
}

func TestRecovery_AutosaveKeepsUnsavedWorkAndCleanSaveRemovesIt(t *testing.T) {
	w := newTestWindow(t)
	w.recov.file = filepath.Join(t.TempDir(), "recovery.unhex")
	w.placeArea("Crypt")
	w.recov.autosave()
	doc, err := engine.LoadFile(w.recov.file)
	if err != nil {
		t.Fatalf("no recovery file after autosave: %v", err)
	}
	if doc.Map.Areas[len(doc.Map.Areas)-1].Name != "Crypt" {
		t.Error("the recovery file lacks the unsaved area")
	}
	w.writeTo(filepath.Join(t.TempDir(), "m.unhex"), nil)
	if _, err := os.Stat(w.recov.file); !os.IsNotExist(err) {
		t.Error("saving should remove the recovery file")
	}
}

func TestExplore_ClickingAnAreaHighlightsWhatItSeesAndExplainsWhy(t *testing.T) {
	w := newTestWindow(t)
	w.setMode(modeExplore)
	w.tap(w.at("alley"))
	if w.explore.from != "alley" {
		t.Fatalf("explore source %q, want alley", w.explore.from)
	}
	w.tap(w.at("bar"))
	if w.explore.why == nil {
		t.Fatal("no explanation for the Bar")
	}
	want := "No line of sight: 2 cover marks on the path Alley → Kitchen → Bar"
	if !strings.Contains(w.explore.detail.Text, want) {
		t.Errorf("explanation:\n%s\nwant it to say %q", w.explore.detail.Text, want)
	}
	if w.ed.History.Dirty() {
		t.Error("exploring changed the map")
	}
}

func abs(f float32) float32 {
	if f < 0 {
		return -f
	}
	return f
}

func TestBoard_DraggingEmptySpaceWithTheSelectToolPans(t *testing.T) {
	w := newTestWindow(t)
	origin := w.board.View().Origin
	spot := w.emptySpot()
	w.drag(spot, fyne.NewPos(spot.X+60, spot.Y+30))
	if w.board.View().Origin == origin {
		t.Error("dragging empty space did not pan")
	}
	if !w.ed.Selection.IsEmpty() || w.ed.History.Dirty() {
		t.Error("panning selected or changed something")
	}
}

func TestKeys_ReachTheAppAfterClickingTheBoard(t *testing.T) {
	w := newTestWindow(t)
	w.tap(w.at("bar"))
	if w.win.Canvas().Focused() != w.board {
		t.Fatal("clicking the board should give it the keyboard focus")
	}
	w.board.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	if w.ed.Map().Area("bar") != nil {
		t.Error("Delete typed on the board did not delete the selected Bar")
	}
}

func TestShortcuts_CtrlZInATextFieldUndoesTypingNotTheMap(t *testing.T) {
	w := newTestWindow(t)
	w.tools.pick(3)
	i := w.ed.Map().LinkBetween("dance-floor", "entrance")
	s := linkShape(t, w, i)
	w.tap(w.board.ToScreen(s.End.Sub(s.Dir.Scale(6))))
	if w.ed.History.NextUndo() == nil {
		t.Fatal("setup: the tick was not added")
	}
	w.ed.Select(nil, nil)
	title := w.props.box.Objects[1].(*widget.Form).Items[0].Widget.(*inspect.CommitEntry)
	w.win.Canvas().Focus(title)
	w.undo()
	if !w.ed.Map().Links[i].CoverB {
		t.Error("Ctrl+Z in the title field undid the map edit")
	}
}

func TestRecovery_AfterACrashTheNextStartFindsTheWorkAndRestoresItUnsaved(t *testing.T) {
	w := newTestWindow(t)
	dir := t.TempDir()
	w.recov.dir, w.recov.file = dir, recoveryFile(dir, strconv.Itoa(os.Getpid()))
	crashed := recoveryFile(dir, "gone") // a copy that is gone: no lock
	data, _ := os.ReadFile("../assets/maps/warehouse.unhex")
	os.WriteFile(crashed, data, 0o644)
	os.WriteFile(metaFile(crashed), []byte(`{"path":"/maps/heist.unhex"}`), 0o644)
	os.WriteFile(w.recov.file, data, 0o644) // this running copy's own file is never offered
	orphans := w.recov.orphans()
	if len(orphans) != 1 || orphans[0] != crashed {
		t.Fatalf("orphans = %v, want only the crashed copy's file", orphans)
	}
	doc, _ := engine.LoadFile(crashed)
	w.recov.restore(doc, recoveryMeta{Path: "/maps/heist.unhex"}, "heist.unhex")
	if w.ed.Map().Title != "Warehouse Heist" || w.path != "/maps/heist.unhex" {
		t.Errorf("restored %q at %q", w.ed.Map().Title, w.path)
	}
	if !w.ed.History.Dirty() || !strings.HasPrefix(w.win.Title(), "● ") {
		t.Error("restored work must show as unsaved")
	}
}

// placeArea adds an area with the Add area tool at an empty spot, typing
// its name in place.
func (w *mainWindow) placeArea(name string) {
	w.tools.pick(1)
	w.tap(w.emptySpot())
	test.Type(w.view.entry, name)
	w.view.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
}

// Help → About names the version and links to the project.
func TestAbout_ShowsTheVersionAndTheProjectLink(t *testing.T) {
	w := newTestWindow(t)
	w.version, w.website = "9.8.7", "https://github.com/unhexboard/unhexboard"
	w.showAbout()
	top := w.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no About dialog")
	}
	version, link := false, false
	walk(top, func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widget.Label:
			version = version || strings.Contains(o.Text, "Unhex Board 9.8.7")
		case *widget.Hyperlink:
			link = link || (o.URL != nil && o.URL.String() == w.website)
		}
	})
	if !version || !link {
		t.Errorf("About shows the version: %v, links the project: %v", version, link)
	}
}
