package play

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/table/projection"
)

// gmTurnLines are the lines of the turn list below the GM's panel, as
// shown.
func (w *testWindow) gmTurnLines() []string {
	var out []string
	for _, s := range w.play.follow.turns.text.Segments {
		out = append(out, s.(*widget.TextSegment).Text)
	}
	return out
}

// playersTurnLines are the lines of the player view's turn list (which
// must be open), as shown: each row's texts (the arrow, a combatant's
// name and the rest of its line) joined.
func (w *testWindow) playersTurnLines() []string {
	var out []string
	for _, row := range w.play.players.turns.box.Objects {
		var texts []string
		mark := ""
		walk(row, func(o fyne.CanvasObject) {
			t, ok := o.(*canvas.Text)
			switch {
			case !ok || !t.Visible() || t.Text == "":
			case t.Text == actingMark:
				mark = actingMark
			default:
				texts = append(texts, t.Text)
			}
		})
		out = append(out, mark+strings.Join(texts, " "))
	}
	return out
}

// The bundled brawl, round 1, the PCs first: every combatant under their
// team in the round's order, with their track and actions, the acting
// side and those of it who may act marked; the Cook, hidden from the
// players, is on the GM's list, said to be hidden. Before the initiative
// the teams have no places and no one has actions yet.
func TestTurnList_TheBrawlInRoundOneOnTheGMsPanel(t *testing.T) {
	w := newPlayWindow(t)
	test.Tap(w.button(t, "Start combat"))
	before := []string{
		"PCs",
		"    Rook 55/55",
		"    Vex 58/60",
		"Club",
		"    Bouncer 45/50",
		"    DJ 40/50",
		"    Cook 35/50 · hidden",
	}
	if got := w.gmTurnLines(); !slices.Equal(got, before) {
		t.Errorf("before the initiative the GM's turn list shows\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(before, "\n"))
	}
	w.Undo() // the combat not started: startWithPCsFirst starts it
	w.startWithPCsFirst(t)
	want := []string{
		"1. PCs – their turn",
		actingMark + "Rook 55/55 · 1 action left",
		actingMark + "Vex 58/60 · 1 action left",
		"2. Club",
		"    Bouncer 45/50 · 1 action left",
		"    DJ 40/50 · 1 action left",
		"    Cook 35/50 · 1 action left · hidden",
	}
	if got := w.gmTurnLines(); !slices.Equal(got, want) {
		t.Errorf("the GM's turn list shows\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// After an act the list follows: the one who acted has no action left,
// is said to have acted and is no longer marked, the rest of the side
// still is, on the GM's panel and in the player view alike.
func TestTurnList_FollowsAnActAndMarksWhoMayStillAct(t *testing.T) {
	w := newPlayWindow(t)
	w.openPlayers(t)
	w.startWithPCsFirst(t)
	w.tap(w.tokenAt("rook"))
	test.Tap(w.button(t, "attack Bouncer with Pistol"))
	test.Tap(w.button(t, "Roll the dice"))
	w.answerAll(t, "24")
	rows := projection.TurnRows(w.play.tracker.view(), w.play.hiddenID, false)
	acting := map[sheet.CharacterID]bool{}
	for _, r := range rows {
		if r.Acting && !r.Heading() {
			acting[r.ID] = true
		}
	}
	if acting["rook"] || !acting["vex"] || len(acting) != 1 {
		t.Errorf("after Rook's attack the marked are %v, want Vex alone", acting)
	}
	for _, lines := range [][]string{w.gmTurnLines(), w.playersTurnLines()} {
		var rook, vex string
		for _, l := range lines {
			switch {
			case strings.Contains(l, "Rook"):
				rook = l
			case strings.Contains(l, "Vex"):
				vex = l
			}
		}
		if !strings.HasSuffix(rook, "Rook 55/55 · no action left · acted") || strings.HasPrefix(rook, actingMark) {
			t.Errorf("after Rook's attack Rook's line is %q", rook)
		}
		if vex != actingMark+"Vex 58/60 · 1 action left" {
			t.Errorf("after Rook's attack Vex's line is %q, want her marked as still able to act", vex)
		}
	}
}

// withoutCook is the brawl without its hidden Cook.
func withoutCook(t *testing.T) *engine.Document {
	doc, err := engine.LoadFile("../../assets/maps/nightclub-brawl.unhex")
	if err != nil {
		t.Fatal(err)
	}
	doc.Characters = slices.DeleteFunc(doc.Characters, func(c sheet.Character) bool { return c.ID == "cook" })
	return doc
}

// playersLinesAfter opens doc, opens the player view, starts the combat
// with the given initiative command and plays Rook's attack on the
// Bouncer; it gives the players' turn list after the initiative and
// after the attack.
func playersLinesAfter(t *testing.T, doc *engine.Document, initiative string) (start, later []string) {
	t.Helper()
	w := newPlayWindow(t)
	w.setDocument(doc)
	w.openPlayers(t)
	test.Tap(w.button(t, "Start combat"))
	cmd, err := combat.UnmarshalCommand([]byte(initiative))
	if err != nil {
		t.Fatal(err)
	}
	w.play.tracker.submit(cmd)
	if v := w.play.tracker.view(); v.Acting != "PCs" {
		t.Fatalf("setup: %q acts, phase %s; status: %s", v.Acting, v.Phase, w.status.Text)
	}
	start = w.playersTurnLines()
	w.tap(w.tokenAt("rook"))
	test.Tap(w.button(t, "attack Bouncer with Pistol"))
	test.Tap(w.button(t, "Roll the dice"))
	w.answerAll(t, "24")
	later = w.playersTurnLines()
	for _, lines := range [][]string{start, later} {
		for _, l := range lines {
			if strings.Contains(l, "Cook") || strings.Contains(l, "hidden") {
				t.Errorf("the player view's turn list shows %q", l)
			}
		}
	}
	return start, later
}

// The players' turn list never holds a character hidden from them, and
// nothing in it tells that one exists: with the Cook hidden (by the GM,
// or by standing in a hidden area; in the Club, or in a team of its own
// between the PCs and the Club) it is line for line the list of the same
// fight without the Cook: no name, no count, no gap in the team numbers.
func TestTurnList_ThePlayersListIsTheSameWithOrWithoutAHiddenNPC(t *testing.T) {
	test.NewTempApp(t)
	twoTeams := `{"type":"initiative","rollers":{"PCs":"vex","Club":"bouncer"},` +
		`"rolls":{"PCs":{"dice":{"tens":3,"ones":4}},"Club":{"dice":{"tens":8,"ones":1}}},"order":["PCs","Club"]}`
	wantStart, wantLater := playersLinesAfter(t, withoutCook(t), twoTeams)
	if len(wantStart) != 6 || wantStart[0] != "1. PCs – their turn" || wantStart[3] != "2. Club" {
		t.Fatalf("setup: the list without the Cook is %q", wantStart)
	}

	hiddenFlag, _ := engine.LoadFile("../../assets/maps/nightclub-brawl.unhex")
	inHiddenArea := withoutCook(t)
	cook, _ := engine.LoadFile("../../assets/maps/nightclub-brawl.unhex")
	for _, c := range cook.Characters {
		if c.ID == "cook" {
			c.HiddenFromPlayers = false
			inHiddenArea.Characters = append(inHiddenArea.Characters, c)
		}
	}
	inHiddenArea.Map.Area("kitchen").Hidden = true
	ownTeam, _ := engine.LoadFile("../../assets/maps/nightclub-brawl.unhex")
	for i := range ownTeam.Characters {
		if ownTeam.Characters[i].ID == "cook" {
			ownTeam.Characters[i].Team = "Staff"
		}
	}
	threeTeams := `{"type":"initiative","rollers":{"PCs":"vex","Club":"bouncer","Staff":"cook"},` +
		`"rolls":{"PCs":{"dice":{"tens":3,"ones":4}},"Club":{"dice":{"tens":8,"ones":1}},"Staff":{"dice":{"tens":8,"ones":2}}},` +
		`"order":["PCs","Staff","Club"]}`
	for _, tc := range []struct {
		name       string
		doc        *engine.Document
		initiative string
	}{
		{"hidden by the GM", hiddenFlag, twoTeams},
		{"standing in a hidden area", inHiddenArea, twoTeams},
		{"hidden in a team of its own", ownTeam, threeTeams},
	} {
		start, later := playersLinesAfter(t, tc.doc, tc.initiative)
		if !slices.Equal(start, wantStart) {
			t.Errorf("%s: the players' list at the start is\n%s\nwithout the Cook\n%s", tc.name, strings.Join(start, "\n"), strings.Join(wantStart, "\n"))
		}
		if !slices.Equal(later, wantLater) {
			t.Errorf("%s: the players' list after Rook's attack is\n%s\nwithout the Cook\n%s", tc.name, strings.Join(later, "\n"), strings.Join(wantLater, "\n"))
		}
	}
}

// Revealing the area a character stands in adds it to the players'
// list; hiding it again takes it off.
func TestTurnList_ThePlayersListFollowsTheFog(t *testing.T) {
	w := newPlayWindow(t)
	w.openPlayers(t)
	w.startWithPCsFirst(t)
	has := func(name string) bool {
		return slices.ContainsFunc(w.playersTurnLines(), func(l string) bool { return strings.HasPrefix(strings.TrimSpace(l), name+" ") })
	}
	if has("Cook") || !has("DJ") {
		t.Fatalf("setup: the players' list is %q", w.playersTurnLines())
	}
	w.fogDo(&editor.SetAreaHidden{ID: "dj-booth", Hidden: true})
	if has("DJ") {
		t.Errorf("the DJ, in the DJ booth just hidden, is still on the players' list: %q", w.playersTurnLines())
	}
	w.fogDo(&editor.SetAreaHidden{ID: "dj-booth"})
	if !has("DJ") {
		t.Errorf("the DJ is not back on the players' list once the booth is revealed: %q", w.playersTurnLines())
	}
}

// At 1080p the roster shows every character of the brawl, not three of
// five.
func TestRoster_ShowsEveryCharacterOfTheBrawl(t *testing.T) {
	w := newPlayWindowAt(t, test.NewTempApp(t), 1920, 1080)
	line := w.play.list.CreateItem().MinSize().Height
	n := len(w.play.order)
	if n != 5 {
		t.Fatalf("setup: %d characters", n)
	}
	if got, want := w.play.list.Size().Height, float32(n)*line; got < want {
		t.Errorf("the roster is %v high, room for %.1f of its %d lines", got, got/line, n)
	}
	w.win.Resize(fyne.NewSize(1920, 1079)) // lay out again: the size holds
	if got := w.play.list.Size().Height; got < float32(n)*line {
		t.Errorf("after a new layout the roster is %v high", got)
	}
}
