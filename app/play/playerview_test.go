package play

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

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
	if len(tags(w.play.players.board)) == 0 {
		t.Fatal("setup: the player view should tag what Vex's rifle reaches")
	}
	w.fogDo(&editor.SetAreaHidden{ID: "kitchen", Hidden: true})
	gm, players := tags(w.board), tags(w.play.players.board)
	if len(gm) == 0 {
		t.Error("the GM's board lost the range tags")
	}
	if len(players) >= len(gm) {
		t.Errorf("the player view still tags the hidden kitchen: GM %v, players %v", gm, players)
	}
	if slices.Contains(boardTexts(t, w.play.players.board), "Kitchen") {
		t.Error("the player view shows the hidden kitchen")
	}
	// Vex herself in a hidden area: no token, no highlights, no name.
	w.fogDo(&editor.SetAreaHidden{ID: "alley", Hidden: true})
	for _, s := range boardTexts(t, w.play.players.board) {
		if s == "Ve" || strings.Contains(s, "Rifle") {
			t.Errorf("the player view shows %q of Vex, who stands in a hidden area", s)
		}
	}
	if strings.Contains(w.play.players.bannerText(), "Vex") {
		t.Errorf("banner %q names Vex", w.play.players.bannerText())
	}
	if !slices.Contains(boardTexts(t, w.board), "Ve") {
		t.Error("the GM's board lost Vex's token")
	}
}

func TestPlayerView_RefitsToShowWhatIsRevealed(t *testing.T) {
	w := newPlayWindow(t)
	w.ed.Map().Area("alley").X += 3000 // far to the right
	w.fogDo(&editor.SetAreaHidden{ID: "alley", Hidden: true})
	w.openPlayers(t)
	// A narrow window: the width decides the fit.
	w.play.players.win.Resize(fyne.NewSize(520, 900))
	w.play.players.win.Canvas().Capture() // lay out and draw, as on screen
	w.fogDo(&editor.SetAreaHidden{ID: "alley"})
	b := w.play.players.board
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

func (w *testWindow) openPlayers(t *testing.T) {
	t.Helper()
	w.play.players.open()
	t.Cleanup(func() {
		if w.play.players.win != nil {
			w.play.players.win.Close()
		}
	})
	w.play.players.win.Resize(fyne.NewSize(900, 600))
	w.play.players.sync()
}
