package app

import (
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/app/inspect"

	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// In the window itself: with the option switched on from the board's
// right-click menu and the GM hiding all but three areas, dragging Rook to the Pool Tables reveals the Bar to
// the player view as one step of the window's undo history, named in the
// Edit menu; undo takes back the reveal, then the move, and redo does
// them again without a reveal of its own.
func TestRevealWhatThePCsSee_InTheWindowOneRevealIsOneUndoStep(t *testing.T) {
	w := newPlayWindow(t)
	players := w.openPlayers(t)
	runItem(t, inspect.FogItems(w, ucanvas.Hit{Link: -1}), "Reveal What the PCs See")
	// Hiding areas reveals nothing: no PC moved.
	for _, a := range w.ed.Map().Areas {
		if a.ID != "entrance" && a.ID != "pool-tables" && a.ID != "alley" {
			runItem(t, inspect.FogItems(w, ucanvas.Hit{Area: a.ID, Link: -1}), "Hidden from Players")
		}
	}
	if !w.ed.Map().RevealPCSight || !w.ed.Map().Area("bar").Hidden || playersSee(players, "bar") {
		t.Fatal("setup: the option is off, or the Bar is not hidden")
	}
	steps := len(w.history.done)
	w.drag(w.tokenAt("rook"), w.board.ToScreen(w.areaCentre(t, "pool-tables")))
	if w.character("rook").Area != "pool-tables" {
		t.Fatalf("Rook is in %q", w.character("rook").Area)
	}
	if w.ed.Map().Area("bar").Hidden || !playersSee(players, "bar") || len(w.history.done) != steps+2 {
		t.Fatalf("after the drag: bar hidden %v, players see it %v, %d new steps",
			w.ed.Map().Area("bar").Hidden, playersSee(players, "bar"), len(w.history.done)-steps)
	}
	if got := w.history.undoLabel(); !strings.HasPrefix(got, "Undo Reveal what Rook sees: ") {
		t.Errorf("the Edit menu says %q", got)
	}
	w.undo()
	w.undo()
	if w.character("rook").Area != "entrance" || !w.ed.Map().Area("bar").Hidden || playersSee(players, "bar") || len(w.history.undone) != 2 {
		t.Errorf("two undos: Rook in %s, bar hidden %v, %d to redo", w.character("rook").Area, w.ed.Map().Area("bar").Hidden, len(w.history.undone))
	}
	w.redo()
	if !w.ed.Map().Area("bar").Hidden || len(w.history.undone) != 1 {
		t.Error("redoing the drag revealed by itself")
	}
	w.redo()
	if w.ed.Map().Area("bar").Hidden {
		t.Error("the second redo did not reveal the Bar")
	}
}

func (w *mainWindow) areaCentre(t *testing.T, id battlemap.AreaID) battlemap.Point {
	t.Helper()
	a, ok := w.board.Layout().Area(id)
	if !ok {
		t.Fatalf("no area %s", id)
	}
	return a.Box.Center()
}
