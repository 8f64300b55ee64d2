package play

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// foggyBrawl opens the brawl with every area hidden from the players but
// the Entrance (Rook), the Alley (Vex) and the Pool Tables, and the
// option Reveal what the PCs see as given.
func foggyBrawl(t *testing.T, reveal bool) *testWindow {
	t.Helper()
	w := newPlayWindow(t)
	doc, err := engine.LoadFile("../../assets/maps/nightclub-brawl.unhex")
	if err != nil {
		t.Fatal(err)
	}
	for i := range doc.Map.Areas {
		a := &doc.Map.Areas[i]
		a.Hidden = !slices.Contains([]battlemap.AreaID{"entrance", "alley", "pool-tables"}, a.ID)
	}
	doc.Map.RevealPCSight = reveal
	w.setDocument(doc)
	return w
}

func (w *testWindow) hidden(id battlemap.AreaID) bool { return w.ed.Map().Area(id).Hidden }

func (w *testWindow) playersSee(id battlemap.AreaID) bool {
	_, ok := w.play.players.board.Layout().Area(id)
	return ok
}

// Rook is dragged from the Entrance to the Pool Tables, which see the
// Bar but not the Kitchen (the rulebook's example): the Bar is revealed
// to the players as one undo step of its own, after the move. Vex did
// not move, so the Kitchen she sees from the Alley stays hidden. Undo
// takes back the reveal, then the move; redo does them again in turn.
func TestRevealWhatThePCsSee_DraggingAPCRevealsWhatItSeesAsOneUndoStep(t *testing.T) {
	w := foggyBrawl(t, true)
	w.openPlayers(t)
	if !w.hidden("bar") || !w.hidden("kitchen") || len(w.done) != 0 {
		t.Fatal("opening a map with the option on revealed something")
	}
	w.drag(w.tokenAt("rook"), w.at("pool-tables"))
	if got := w.play.find("rook").Area; got != "pool-tables" {
		t.Fatalf("Rook is in %q after the drag", got)
	}
	if w.hidden("bar") || !w.playersSee("bar") {
		t.Error("the Bar, in sight of the Pool Tables, is still hidden from the players")
	}
	if !w.hidden("kitchen") || w.playersSee("kitchen") {
		t.Error("the Kitchen, out of sight of the Pool Tables, was revealed")
	}
	if len(w.done) != 2 {
		t.Fatalf("the drag and its reveal made %d undo steps, want 2", len(w.done))
	}
	if label := w.ed.History.UndoLabel(); !strings.HasPrefix(label, "Reveal what Rook sees: ") || !strings.Contains(label, "Bar") {
		t.Errorf("the reveal's undo step is %q", label)
	}
	w.undo()
	if !w.hidden("bar") || w.playersSee("bar") || w.play.find("rook").Area != "pool-tables" {
		t.Error("the first undo should hide the Bar again and leave Rook at the Pool Tables")
	}
	w.undo()
	if w.play.find("rook").Area != "entrance" || !w.hidden("bar") || len(w.done) != 0 || len(w.undone) != 2 {
		t.Errorf("the second undo should put Rook back with the fog as it was: Rook in %s, bar hidden %v, %d done, %d to redo",
			w.play.find("rook").Area, w.hidden("bar"), len(w.done), len(w.undone))
	}
	w.redo()
	if w.play.find("rook").Area != "pool-tables" || !w.hidden("bar") || len(w.undone) != 1 {
		t.Error("redoing the move should not reveal by itself: the reveal is the next redo")
	}
	w.redo()
	if w.hidden("bar") {
		t.Error("redo did not reveal the Bar again")
	}
}

func TestRevealWhatThePCsSee_OffByDefaultADragRevealsNothing(t *testing.T) {
	if engine.NewDocument("t").Map.RevealPCSight {
		t.Error("a new map has the option on")
	}
	w := foggyBrawl(t, false)
	w.drag(w.tokenAt("rook"), w.at("pool-tables"))
	if w.play.find("rook").Area != "pool-tables" || !w.hidden("bar") || len(w.done) != 1 {
		t.Errorf("with the option off the drag revealed the Bar (%v) or made %d steps", !w.hidden("bar"), len(w.done))
	}
}

// In a combat, Rook's Move to the Pool Tables is a combat entry, and the
// reveal a map step after it: undo takes back the reveal first, then the
// Move, and the fog is as it was before either.
func TestRevealWhatThePCsSee_ACombatMoveRevealsAfterItsEntryAndUndoesFirst(t *testing.T) {
	w := foggyBrawl(t, true)
	w.startWithPCsFirst(t)
	w.tap(w.tokenAt("rook"))
	steps := len(w.done)
	test.Tap(w.button(t, "move to Pool Tables"))
	w.answerAll(t)
	if w.play.find("rook").Area != "pool-tables" {
		t.Fatalf("Rook did not move: %s", w.play.find("rook").Area)
	}
	if w.hidden("bar") || len(w.done) != steps+2 {
		t.Fatalf("after the Move: bar hidden %v, %d new steps, want 2", w.hidden("bar"), len(w.done)-steps)
	}
	if _, ok := w.done[len(w.done)-1].Stack.(mapEdits); !ok {
		t.Error("the reveal is not the step on top")
	}
	w.undo()
	if !w.hidden("bar") || w.play.find("rook").Area != "pool-tables" {
		t.Error("the first undo should take back the reveal only")
	}
	w.undo()
	if w.play.find("rook").Area != "entrance" || !w.hidden("bar") {
		t.Error("the second undo should take back the Move and leave the Bar hidden")
	}
}

// Switching the option on reveals what every PC the players see sees
// from where it stands, as a step after the switch's own.
func TestRevealWhatThePCsSee_SwitchingItOnRevealsWhatThePCsSeeNow(t *testing.T) {
	w := foggyBrawl(t, false)
	w.fogDo(&editor.SetRevealPCSight{On: true})
	if w.hidden("kitchen") {
		t.Error("Vex in the Alley sees the Kitchen: switching the option on should reveal it")
	}
	if len(w.done) != 2 || !strings.Contains(w.ed.History.UndoLabel(), "Vex") {
		t.Errorf("%d steps, the last %q: want the switch, then the reveal naming Vex", len(w.done), w.ed.History.UndoLabel())
	}
	w.undo()
	w.undo()
	if !w.hidden("kitchen") || w.ed.Map().RevealPCSight || len(w.done) != 0 {
		t.Error("two undos should hide the Kitchen again and switch the option off")
	}
	w.redo()
	if !w.ed.Map().RevealPCSight || !w.hidden("kitchen") {
		t.Error("redoing the switch should not reveal by itself")
	}
}

// A PC hidden from the players, by the GM or by standing in a hidden
// area, and an NPC reveal nothing, wherever they go.
func TestRevealWhatThePCsSee_HiddenPCsAndNPCsRevealNothing(t *testing.T) {
	w := foggyBrawl(t, true)
	if err := w.play.cast.apply(&sheet.Override{Character: "rook", Hidden: ptr(true), Reason: "sneaking"}); err != nil {
		t.Fatal(err)
	}
	w.drag(w.tokenAt("rook"), w.at("pool-tables"))
	w.drag(w.tokenAt("bouncer"), w.at("pool-tables"))
	w.drag(w.tokenAt("vex"), w.at("kitchen")) // a hidden area: Vex is hidden there
	if w.play.find("vex").Area != "kitchen" || w.play.find("rook").Area != "pool-tables" {
		t.Fatal("setup: the drags did not move Rook and Vex")
	}
	for _, id := range []battlemap.AreaID{"bar", "kitchen", "dance-floor"} {
		if !w.hidden(id) {
			t.Errorf("%s was revealed by a hidden PC or an NPC", id)
		}
	}
}

func ptr[T any](v T) *T { return &v }
