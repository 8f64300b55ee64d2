package app

import (
	"testing"

	"github.com/unhexboard/unhexboard/app/inspect"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// runItem finds a menu entry by its label and runs it.
func runItem(t *testing.T, items []*fyne.MenuItem, label string) {
	t.Helper()
	for _, it := range items {
		if it.Label == label {
			if it.Disabled {
				t.Fatalf("%q is disabled", label)
			}
			it.Action()
			return
		}
	}
	t.Fatalf("no %q in the menu", label)
}

// openPlayers opens the player view and gives its board.
func (w *mainWindow) openPlayers(t *testing.T) *ucanvas.Board {
	t.Helper()
	w.play.OpenPlayerView()
	for _, win := range w.app.Driver().AllWindows() {
		if b := firstIn[*ucanvas.Board](win.Content()); b != nil && win != w.win {
			t.Cleanup(win.Close)
			win.Resize(fyne.NewSize(900, 600))
			w.play.Refresh()
			return b
		}
	}
	t.Fatal("the player view did not open")
	return nil
}

func playersSee(b *ucanvas.Board, id battlemap.AreaID) bool {
	_, ok := b.Layout().Area(id)
	return ok
}

func TestReveal_DuringACombatInPlayModeIsAllowedAndUndoable(t *testing.T) {
	w := newPlayWindow(t)
	players := w.openPlayers(t)
	// Before the fight the GM hides the bar and the dance floor.
	for _, id := range []battlemap.AreaID{"bar", "pool-tables"} {
		runItem(t, inspect.FogItems(w, ucanvas.Hit{Area: id, Link: -1}), "Hidden from Players")
	}
	if playersSee(players, "bar") || playersSee(players, "pool-tables") || !w.ed.Map().Area("bar").Hidden {
		t.Fatal("hiding from the right-click menu did not hide the areas from the players")
	}
	test.Tap(w.button(t, "Start combat"))
	m := w.ed.Map()
	var from battlemap.AreaID
	for _, l := range m.Links {
		if l.A == "bar" || l.B == "bar" {
			from = l.Other("bar")
			break
		}
	}
	runItem(t, inspect.FogItems(w, ucanvas.Hit{Area: from, Link: -1}), "Reveal Neighbours")
	if w.mode != modePlay || m.Area("bar").Hidden || !playersSee(players, "bar") {
		t.Fatalf("Reveal neighbours of %s during a combat: mode %v, bar hidden %v, status %q", from, w.mode, m.Area("bar").Hidden, w.status.message.Text)
	}
	w.undo()
	if !m.Area("bar").Hidden || playersSee(players, "bar") {
		t.Error("undo did not hide the bar again")
	}
	w.redo()
	if m.Area("bar").Hidden {
		t.Error("redo did not reveal the bar again")
	}
}
