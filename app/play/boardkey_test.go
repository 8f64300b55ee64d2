package play

import (
	"fmt"
	"image/color"
	"sort"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// markStyles names each object a drawing shows by what it looks like:
// its kind and its colours, a fill and an edge apart (a faded disc with a
// ring is explained by a faded disc and a ring). A colour is named by its role in the palette
// it was drawn in (the same mark in the player view's palette is the same
// mark), as a team's colour (which team is the data, not the mark), or
// else by its value; its opacity is part of the name.
func markStyles(objs []fyne.CanvasObject, pal ucanvas.Palette) map[string]bool {
	roles := []struct {
		name string
		c    color.Color
	}{{"background", pal.Background}, {"ink", pal.Ink}, {"text", pal.Text}, {"area", pal.AreaFill}, {"grid", pal.Grid},
		{"accent", pal.Accent}, {"accent-soft", pal.AccentSoft}, {"hover", pal.Hover}, {"hidden", pal.Hidden}}
	teams := append([]color.NRGBA{pcBlue}, teamPalette...)
	name := func(c color.Color) string {
		if c == nil {
			return "none"
		}
		n := color.NRGBAModel.Convert(c).(color.NRGBA)
		if n.A == 0 {
			return "none"
		}
		rgb := func(o color.Color) [3]uint8 {
			m := color.NRGBAModel.Convert(o).(color.NRGBA)
			return [3]uint8{m.R, m.G, m.B}
		}
		for _, r := range roles {
			if r.c != nil && color.NRGBAModel.Convert(r.c).(color.NRGBA).A != 0 && rgb(r.c) == rgb(n) {
				return fmt.Sprintf("%s@%02x", r.name, n.A)
			}
		}
		for _, t := range teams {
			if rgb(t) == rgb(n) {
				return fmt.Sprintf("team@%02x", n.A)
			}
		}
		return fmt.Sprintf("#%02x%02x%02x@%02x", n.R, n.G, n.B, n.A)
	}
	out := map[string]bool{}
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		switch x := o.(type) {
		case *canvas.Line:
			out["line "+name(x.StrokeColor)] = true
		case *canvas.Rectangle:
			out["box "+name(x.FillColor)] = true
			if x.StrokeWidth > 0 {
				out["edge "+name(x.StrokeColor)] = true
			}
		case *canvas.Circle:
			out["disc "+name(x.FillColor)] = true
			if x.StrokeWidth > 0 {
				out["ring "+name(x.StrokeColor)] = true
			}
		case *canvas.Polygon:
			out["shape "+name(x.FillColor)] = true
		case *canvas.Text:
			if x.Text != "" {
				out["text "+name(x.Color)] = true
			}
		}
	}
	return out
}

// drawn is what a board shows now, by markStyles.
func drawn(b *ucanvas.Board) map[string]bool {
	b.Refresh()
	pal := ucanvas.ScreenPalette()
	if b.Palette != nil {
		pal = *b.Palette
	}
	return markStyles(test.WidgetRenderer(b).Objects(), pal)
}

// keyStyles is every mark the key to the board draws.
func keyStyles() map[string]bool {
	out := map[string]bool{}
	for _, r := range keyRows() {
		s := ucanvas.NewSample(r.board)
		s.Top, s.Bottom, s.MinWidth = r.top, r.bottom, r.width
		s.Resize(s.MinSize())
		pal := ucanvas.ScreenPalette()
		if r.board.Palette != nil {
			pal = *r.board.Palette
		}
		for k := range markStyles(test.WidgetRenderer(s).Objects(), pal) {
			out[k] = true
		}
	}
	return out
}

// plainMap is the brawl map with nothing hidden and no objective: the
// areas, names and lines every board draws, which the key to the map's
// lines explains.
func plainMap(t *testing.T) *engine.Document {
	doc, err := engine.LoadFile("../../assets/maps/nightclub-brawl.unhex")
	if err != nil {
		t.Fatal(err)
	}
	doc.Characters = nil
	for i := range doc.Map.Areas {
		a := &doc.Map.Areas[i]
		a.Hidden, a.Objectives, a.Hazards = false, nil, nil
	}
	for i := range doc.Map.Links {
		doc.Map.Links[i].Hidden = false
	}
	return doc
}

// unexplained are the marks in shown that neither the plain map nor the
// key draws.
func unexplained(shown, plain, key map[string]bool) []string {
	var out []string
	for k := range shown {
		if !plain[k] && !key[k] {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

// The GM's board and the player view are drawn in every state Play mode
// knows (characters down, dead and hidden; an area hidden, objectives and a
// hazard; a character selected with every highlight on, an area pinned and
// another under the pointer; a combat with tokens that can act, Suggest's
// arrows and the auto-play's next act; the player view with its banner).
// Every mark either board draws beyond the plain map is in the key.
func TestBoardKey_ExplainsEveryMarkTheBoardDraws(t *testing.T) {
	w := newPlayWindow(t)
	doc := w.ed.Doc
	m := &doc.Map
	m.Areas[m.AreaIndex("catwalk")].Hidden = true
	bar := &m.Areas[m.AreaIndex("bar")]
	bar.Objectives = []battlemap.Objective{{Label: "Take the till"}, {Label: "The informant", Hidden: true}}
	bar.Hazards = []battlemap.Hazard{{Label: "Broken glass", Damage: "2"}, {Label: "Gas", Damage: "3", Hidden: true}}
	before := append([]sheet.Character(nil), doc.Characters...)
	for i := range doc.Characters {
		c := &doc.Characters[i]
		switch c.ID {
		case "dj":
			c.Level = -1 // dead
		case "bouncer":
			c.Surrendered = true
		}
	}
	w.board.MapChanged()
	w.play.Refresh()
	w.play.players.open()
	t.Cleanup(func() {
		if w.play.players.win != nil {
			w.play.players.win.Close()
		}
	})

	var gm, players = map[string]bool{}, map[string]bool{}
	look := func() {
		for k := range drawn(w.board) {
			gm[k] = true
		}
		w.play.players.sync()
		for k := range drawn(w.play.players.board) {
			players[k] = true
		}
	}
	// Outside a combat: tokens down, dead and hidden; Rook selected, the
	// Bar pinned, the Entrance under the pointer.
	w.tap(w.tokenAt("rook"))
	look()
	w.tap(w.at("bar"))
	w.board.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: w.at("entrance")}})
	look()
	// The DJ and the Bouncer stand up again for the combat, so it has two
	// sides; Vex is selected on the PCs' turn with Suggest on.
	for i := range doc.Characters {
		doc.Characters[i].Level, doc.Characters[i].Surrendered = before[i].Level, before[i].Surrendered
	}
	w.play.Refresh()
	w.startWithPCsFirst(t)
	w.tap(w.tokenAt("vex"))
	if len(w.play.tracker.suggested) == 0 {
		t.Fatal("setup: Suggest shows nothing")
	}
	look()
	// The club's turn, its next act on show.
	w.play.tracker.submit(&combat.EndTurn{Team: "PCs"})
	a := w.play.tracker.npc
	held, release := a.holdRun()
	test.Tap(w.button(t, "Play NPC turn"))
	<-held
	if len(a.preview) == 0 {
		t.Fatal("setup: the auto-play shows no act")
	}
	look()
	release <- false
	a.waitDone(t)

	plainGM := ucanvas.NewBoard(plainMap(t))
	test.NewTempWindow(t, plainGM).Resize(fyne.NewSize(900, 700))
	plainPlayers := ucanvas.NewBoard(plainMap(t))
	pal := highContrastPalette()
	plainPlayers.Palette, plainPlayers.HideGMContent, plainPlayers.LabelScale = &pal, true, 1.4
	test.NewTempWindow(t, plainPlayers).Resize(fyne.NewSize(900, 700))
	key := keyStyles()
	for _, c := range []struct {
		board        string
		shown, plain map[string]bool
	}{{"the GM's board", gm, drawn(plainGM)}, {"the player view", players, drawn(plainPlayers)}} {
		if miss := unexplained(c.shown, c.plain, key); len(miss) > 0 {
			t.Errorf("%s draws marks the key to the board does not show:\n  %s", c.board, strings.Join(miss, "\n  "))
		}
	}
	// The key is not trivially everything: the board's own marks of
	// tokens and highlights are there.
	for _, want := range []string{"line #d03030@ff", "disc #808080@ff", "ring #d96c1e@ff"} {
		if !gm[want] || !key[want] {
			t.Errorf("%q: drawn on the board %v, in the key %v", want, gm[want], key[want])
		}
	}
}
