package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

func newPlayWindow(t *testing.T) *mainWindow {
	t.Helper()
	a := test.NewTempApp(t)
	w := newMainWindow(a)
	w.win.Resize(fyne.NewSize(1200, 800))
	if err := w.openPath("../assets/maps/nightclub-brawl.unhex"); err != nil {
		t.Fatal(err)
	}
	w.setMode(modePlay)
	t.Cleanup(w.win.Close)
	return w
}

func (w *mainWindow) tokenAt(id sheet.CharacterID) fyne.Position {
	pos := w.board.Layout().TokenPositions(w.board.Tokens, w.board.TokenScale)
	p, ok := pos[string(id)]
	if !ok {
		panic("no token " + string(id))
	}
	return w.board.ToScreen(p)
}

func TestPlay_SelectingVexHighlightsReachSightAndRifleRange(t *testing.T) {
	w := newPlayWindow(t)
	w.tap(w.tokenAt("vex"))
	hl := w.play.hl
	if w.play.selected != "vex" || hl == nil {
		t.Fatalf("clicking Vex's token selected %q", w.play.selected)
	}
	if hl.Moves["kitchen"] != 1 || hl.Moves["bar"] != 2 || hl.Moves["dance-floor"] != 3 {
		t.Errorf("reach from the alley = %v", hl.Moves)
	}
	// Vex holds a rifle and has the 2H ranged sight ability: 3 marks block.
	if !hl.Sight["bar"] || !hl.Sight["kitchen"] || hl.Sight["dj-booth"] {
		t.Errorf("sight from the alley with a rifle = %v", hl.Sight)
	}
	rifle := hl.Weapons[0]
	if rifle.Name != "Rifle" || rifle.Targets["kitchen"].Range != 1 || !rifle.Targets["kitchen"].Cover {
		t.Errorf("rifle targets = %+v, want the kitchen at range 1 with cover", rifle.Targets)
	}
	if _, ok := rifle.Targets["alley"]; ok {
		t.Error("a rifle cannot shoot into its own area")
	}
}

func TestPlay_PointingAtAnAreaExplainsWhy(t *testing.T) {
	w := newPlayWindow(t)
	w.tap(w.tokenAt("rook"))
	w.tap(w.at("kitchen"))
	text := w.play.explain.Text
	for _, want := range []string{"Entrance → Kitchen", "No line of sight", "Marks counted from Entrance: 2; from Kitchen: 1"} {
		if !strings.Contains(text, want) {
			t.Errorf("explanation lacks %q:\n%s", want, text)
		}
	}
}

func TestPlay_DraggingATokenOntoAnAreaPlacesTheCharacterAndUndoPutsItBack(t *testing.T) {
	w := newPlayWindow(t)
	w.drag(w.tokenAt("rook"), w.at("bar"))
	if got := w.play.find("rook").Area; got != "bar" {
		t.Fatalf("Rook is in %q after the drag, want the bar", got)
	}
	if !w.dirty() {
		t.Error("placing a token should mark the document unsaved")
	}
	w.undo()
	if got := w.play.find("rook").Area; got != "entrance" {
		t.Errorf("undo left Rook in %q", got)
	}
}

func TestPlay_TokensShowDownedCharacters(t *testing.T) {
	w := newPlayWindow(t)
	token := func(id string) ucanvas.Token {
		t.Helper()
		for _, tok := range w.board.Tokens {
			if tok.ID == id {
				return tok
			}
		}
		t.Fatalf("no token for %s on the board", id)
		return ucanvas.Token{}
	}
	if got := token("bouncer").State; got != ucanvas.TokenFine {
		t.Fatalf("setup: the Bouncer's token is %v before any harm", got)
	}
	lvl := 5 // below the level at which a character passes out
	if err := w.play.cast.apply(&sheet.Override{Character: "bouncer", Level: &lvl}); err != nil {
		t.Fatal(err)
	}
	if !w.play.find("bouncer").Unconscious() {
		t.Fatal("setup: the Bouncer at level 5 should be unconscious")
	}
	if got := token("bouncer").State; got != ucanvas.TokenUnconscious {
		t.Errorf("the unconscious Bouncer's token is %v, want unconscious", got)
	}
	if got := token("rook").State; got != ucanvas.TokenFine {
		t.Errorf("Rook's token is %v, want fine", got)
	}
}

// texts lists every string a board draws.
func boardTexts(t *testing.T, o fyne.Widget) []string {
	var out []string
	for _, obj := range test.WidgetRenderer(o).Objects() {
		if tx, ok := obj.(*canvas.Text); ok && tx.Visible() {
			out = append(out, tx.Text)
		}
	}
	return out
}

func TestPlayerView_NeverShowsGMOnlyContent(t *testing.T) {
	w := newPlayWindow(t)
	// GM-only content everywhere: notes, a hidden objective, a hidden NPC.
	w.ed.Doc.Map.Areas[0].Notes = "SECRET NOTE"
	w.ed.Doc.Map.Areas[0].Objectives = []battlemap.Objective{{Label: "Open vault"}, {Label: "Trapdoor", Hidden: true}}
	w.board.MapChanged()
	w.tap(w.tokenAt("cook")) // the GM selects the hidden cook
	w.players.open()
	defer w.players.win.Close()
	w.players.win.Resize(fyne.NewSize(900, 600))
	w.players.sync()
	gm := strings.Join(boardTexts(t, w.board), "|")
	if !strings.Contains(gm, "Trapdoor") || !strings.Contains(gm, "Co") {
		t.Fatalf("setup: the GM's board should show the hidden objective and the cook: %s", gm)
	}
	texts := boardTexts(t, w.players.board)
	shown := strings.Join(texts, "|")
	for _, s := range texts {
		for _, secret := range []string{"SECRET", "Trapdoor", "Cook"} {
			if strings.Contains(s, secret) {
				t.Errorf("the player view shows %q", s)
			}
		}
		if s == "Co" {
			t.Error("the player view shows the hidden cook's token")
		}
	}
	if !strings.Contains(shown, "Open vault") || !strings.Contains(shown, "Ro") {
		t.Errorf("the player view should still show public objectives and visible tokens: %s", shown)
	}
	if strings.Contains(w.players.bannerText(), "Cook") {
		t.Errorf("banner %q names the hidden cook", w.players.bannerText())
	}
}

func TestEditor_RefusesToDeleteAnAreaCharactersStandIn(t *testing.T) {
	w := newPlayWindow(t)
	w.setMode(modeEdit)
	w.ed.Select([]battlemap.AreaID{"entrance"}, nil)
	w.DeleteSelection()
	if w.ed.Map().Area("entrance") == nil {
		t.Fatal("the Entrance was deleted with Rook standing in it")
	}
	if !strings.Contains(w.status.message.Text, "Rook (in Entrance)") {
		t.Errorf("status: %q", w.status.message.Text)
	}
}
