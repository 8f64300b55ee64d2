package play

import (
	"image"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
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

// playersImage is what the player view's window shows, as pixels.
func (w *testWindow) playersImage() image.Image {
	return w.play.players.win.Canvas().Capture()
}

func samePixels(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				return false
			}
		}
	}
	return true
}

func (w *testWindow) pointAt(p fyne.Position) {
	w.board.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: p}})
}

func TestPlayerView_TheGMsPointerNeverReachesThePlayers(t *testing.T) {
	w := newPlayWindow(t)
	w.fogDo(&editor.SetAreaHidden{ID: "kitchen", Hidden: true})
	w.startWithPCsFirst(t) // Suggest is on: the GM's board draws its picks
	w.tap(w.tokenAt("vex"))
	if len(w.play.tracker.suggested) == 0 {
		t.Fatal("setup: Suggest should offer Vex's best acts")
	}
	w.openPlayers(t)
	still := w.playersImage()
	// Nothing happens: nothing in the player view moves on its own.
	time.Sleep(300 * time.Millisecond)
	if !samePixels(still, w.playersImage()) {
		t.Fatal("the player view changed while nothing happened")
	}
	var where []fyne.Position
	for _, a := range w.ed.Map().Areas {
		where = append(where, w.at(a.ID)) // the hidden kitchen too
	}
	where = append(where, w.tokenAt("cook"), w.tokenAt("bouncer"), fyne.NewPos(1, 1))
	pointed := 0
	for i, p := range where {
		w.pointAt(p)
		if w.play.why != nil {
			pointed++ // the GM's board explains the area under the pointer
		}
		if !samePixels(still, w.playersImage()) {
			t.Errorf("pointing at %v (target %q) on the GM's board changed the player view", where[i], w.play.target)
		}
	}
	if pointed == 0 {
		t.Fatal("setup: the GM's pointer explained no area")
	}
	w.board.MouseOut()
	// What the players may see changes the player view: an area revealed,
	w.fogDo(&editor.SetAreaHidden{ID: "kitchen"})
	w.play.players.sync()
	revealed := w.playersImage()
	if samePixels(still, revealed) {
		t.Error("revealing the kitchen did not change the player view")
	}
	// and a visible side acting.
	w.play.tracker.submit(&combat.EndTurn{Team: "PCs"})
	w.play.players.sync()
	if samePixels(revealed, w.playersImage()) {
		t.Error("the PCs' turn ended and the player view did not change")
	}
}

func TestPlayerView_TheBannerNeverGivesAHiddenCharacterAway(t *testing.T) {
	w := newPlayWindow(t)
	w.startWithPCsFirst(t)
	w.tap(w.tokenAt("vex"))
	base := w.play.tracker.view()
	chars := append([]combat.CharacterView(nil), base.Characters...)
	for i := range chars {
		if chars[i].ID == "cook" {
			chars[i].Team = "Kitchen" // a team with no member the players can see
		}
	}
	cases := map[string]func(v *combat.View){
		"Vex attacks the hidden cook": func(v *combat.View) {
			v.Window = &combat.Window{Kind: "attack", Actor: "vex", Target: "cook"}
		},
		"the hidden cook attacks Vex": func(v *combat.View) {
			v.Window = &combat.Window{Kind: "attack", Actor: "cook", Target: "vex"}
		},
		"the hidden cook moves": func(v *combat.View) {
			v.Window = &combat.Window{Kind: "move", Actor: "cook"}
		},
		"the hidden cook's player decides": func(v *combat.View) {
			v.Pending = &sheet.Decision{Decider: sheet.Decider{Character: "cook"}}
		},
		"the hidden cook's team acts": func(v *combat.View) {
			v.Acting, v.Characters = "Kitchen", chars
		},
	}
	for what, set := range cases {
		v := base
		set(&v)
		gm, players := bannerLine(v, w.play, false), bannerLine(v, w.play, true)
		for _, secret := range []string{"Cook", "cook", "someone", "Kitchen", "enemy"} {
			if strings.Contains(players, secret) {
				t.Errorf("%s: the players' banner %q gives the cook away (%q)", what, players, secret)
			}
		}
		if !strings.Contains(gm, "Cook") && !strings.Contains(gm, "Kitchen") {
			t.Errorf("%s: the GM's banner %q should still name the cook", what, gm)
		}
	}
	// A visible act still reads in full on the players' screen.
	v := base
	v.Window = &combat.Window{Kind: "attack", Actor: "vex", Target: "bouncer"}
	if got := bannerLine(v, w.play, true); !strings.Contains(got, "Vex attacks Bouncer") {
		t.Errorf("the players' banner %q should say Vex attacks the Bouncer", got)
	}
}

// A link the GM hid (a spy hole from the Alley to the DJ Booth) changes
// what the GM's board shows of Vex's reach, never the player view's: the
// players' moves, sight and ranges are counted on the map they see.
func TestHighlights_PlayerViewCountsOnlyWhatThePlayersSee(t *testing.T) {
	w := newPlayWindow(t)
	w.tap(w.tokenAt("vex")) // in the alley, the rifle in hand
	w.openPlayers(t)
	texts := func(b *ucanvas.Board) string { return strings.Join(boardTexts(t, b), "|") }
	gmBefore, playersBefore := texts(w.board), texts(w.play.players.board)
	w.fogDo(&editor.AddLink{Link: battlemap.Link{A: "alley", B: "dj-booth", Kind: battlemap.Dashed, Hidden: true}})
	if texts(w.board) == gmBefore {
		t.Fatal("setup: the spy hole should change what the GM's board shows of Vex's reach")
	}
	if got := texts(w.play.players.board); got != playersBefore {
		t.Errorf("the player view tells of the hidden link:\nbefore %s\nafter  %s", playersBefore, got)
	}
	if w.play.hl == nil || !w.play.hl.Sight["dj-booth"] || w.play.seen.hl == nil || w.play.seen.hl.Sight["dj-booth"] {
		t.Errorf("sight of the booth: GM %v, players %v; want true, false", w.play.hl != nil && w.play.hl.Sight["dj-booth"],
			w.play.seen.hl != nil && w.play.seen.hl.Sight["dj-booth"])
	}
}
