package app

import (
	"slices"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/app/inspect"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/editor"
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

func (w *mainWindow) openPlayers(t *testing.T) {
	t.Helper()
	w.players.open()
	t.Cleanup(func() {
		if w.players.win != nil {
			w.players.win.Close()
		}
	})
	w.players.win.Resize(fyne.NewSize(900, 600))
	w.players.sync()
}

func playersSee(w *mainWindow, id battlemap.AreaID) bool {
	_, ok := w.players.board.Layout().Area(id)
	return ok
}

func TestReveal_DuringACombatInPlayModeIsAllowedAndUndoable(t *testing.T) {
	w := newPlayWindow(t)
	w.openPlayers(t)
	// Before the fight the GM hides the bar and the dance floor.
	for _, id := range []battlemap.AreaID{"bar", "pool-tables"} {
		runItem(t, inspect.FogItems(w, ucanvas.Hit{Area: id, Link: -1}), "Hidden from Players")
	}
	if playersSee(w, "bar") || playersSee(w, "pool-tables") || !w.ed.Map().Area("bar").Hidden {
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
	if w.mode != modePlay || m.Area("bar").Hidden || !playersSee(w, "bar") {
		t.Fatalf("Reveal neighbours of %s during a combat: mode %v, bar hidden %v, status %q", from, w.mode, m.Area("bar").Hidden, w.status.message.Text)
	}
	w.undo()
	if !m.Area("bar").Hidden || playersSee(w, "bar") {
		t.Error("undo did not hide the bar again")
	}
	w.redo()
	if m.Area("bar").Hidden {
		t.Error("redo did not reveal the bar again")
	}
}

func TestHighlights_PlayerViewNeverPointsIntoHiddenAreas(t *testing.T) {
	w := newPlayWindow(t)
	w.tap(w.tokenAt("vex")) // in the alley, the rifle reaching the kitchen
	w.openPlayers(t)
	tags := func(b *ucanvas.Board) []string {
		var out []string
		for _, s := range boardTexts(t, b) {
			if strings.Contains(s, "Rifle") {
				out = append(out, s)
			}
		}
		return out
	}
	if len(tags(w.players.board)) == 0 {
		t.Fatal("setup: the player view should tag what Vex's rifle reaches")
	}
	inspect.FogDo(w, &editor.SetAreaHidden{ID: "kitchen", Hidden: true})
	gm, players := tags(w.board), tags(w.players.board)
	if len(gm) == 0 {
		t.Error("the GM's board lost the range tags")
	}
	if len(players) >= len(gm) {
		t.Errorf("the player view still tags the hidden kitchen: GM %v, players %v", gm, players)
	}
	if slices.Contains(boardTexts(t, w.players.board), "Kitchen") {
		t.Error("the player view shows the hidden kitchen")
	}
	// Vex herself in a hidden area: no token, no highlights, no name.
	inspect.FogDo(w, &editor.SetAreaHidden{ID: "alley", Hidden: true})
	for _, s := range boardTexts(t, w.players.board) {
		if s == "Ve" || strings.Contains(s, "Rifle") {
			t.Errorf("the player view shows %q of Vex, who stands in a hidden area", s)
		}
	}
	if strings.Contains(w.players.bannerText(), "Vex") {
		t.Errorf("banner %q names Vex", w.players.bannerText())
	}
	if !slices.Contains(boardTexts(t, w.board), "Ve") {
		t.Error("the GM's board lost Vex's token")
	}
}

func TestPlayerView_RefitsToShowWhatIsRevealed(t *testing.T) {
	w := newPlayWindow(t)
	w.ed.Map().Area("alley").X += 3000 // far to the right
	inspect.FogDo(w, &editor.SetAreaHidden{ID: "alley", Hidden: true})
	w.openPlayers(t)
	// A narrow window: the width decides the fit.
	w.players.win.Resize(fyne.NewSize(520, 900))
	w.players.win.Canvas().Capture() // lay out and draw, as on screen
	inspect.FogDo(w, &editor.SetAreaHidden{ID: "alley"})
	b := w.players.board
	a, ok := b.Layout().Area("alley")
	if !ok {
		t.Fatal("the revealed alley is not on the player view")
	}
	size := b.Size()
	for _, p := range []battlemap.Point{a.Box.Min, a.Box.Max} {
		if s := b.ToScreen(p); s.X < 0 || s.Y < 0 || s.X > size.Width || s.Y > size.Height {
			t.Errorf("the revealed alley is drawn at %v, off the %v player view", s, size)
		}
	}
	// Tokens above the top areas are in the fit too.
	for id, at := range b.Layout().TokenPositions(b.Tokens, b.TokenScale) {
		if s := b.ToScreen(at); s.Y < 0 {
			t.Errorf("token %s is cut off at the top (%v)", id, s)
		}
	}
}
