package play

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

func TestTracker_AScriptedRoundWithTypedDice(t *testing.T) {
	w := newPlayWindow(t)
	test.Tap(w.button(t, "Start combat"))
	if !w.play.tracker.active() {
		t.Fatal("Start combat did not start a combat")
	}
	test.Tap(w.button(t, "Roll initiative"))
	w.typeDice(t, "34") // Vex, for the PCs
	w.typeDice(t, "81") // the Bouncer, for the club: a failure
	test.Tap(w.button(t, "PCs, then Club"))
	v := w.play.tracker.view()
	if v.Phase != combat.PhaseTurn || v.Acting != "PCs" {
		t.Fatalf("after initiative: phase %s, acting %q", v.Phase, v.Acting)
	}
	// Rook, picked on the board, shoots the Bouncer on the dance floor.
	w.tap(w.tokenAt("rook"))
	test.Tap(w.button(t, "attack Bouncer with Pistol"))
	if w.play.tracker.view().Phase != combat.PhaseReaction {
		t.Fatalf("the attack should open the reaction window, phase %s", w.play.tracker.view().Phase)
	}
	test.Tap(w.button(t, "Roll the dice"))
	w.typeDice(t, "24") // a hit at level 55
	for i := 0; w.win.Canvas().Overlays().Top() != nil; i++ {
		if i > 5 {
			t.Fatal("the attack keeps asking")
		}
		// The attacker picks which die is damage (no cover on the dance
		// floor): take the first answer offered; never let the app roll.
		if w.hasDiceEntry() {
			w.typeDice(t, "11")
			continue
		}
		test.Tap(w.firstAnswer(t))
	}
	bouncer := w.play.find("bouncer")
	if bouncer.Level >= 45 {
		t.Errorf("the Bouncer is still at level %d after a hit", bouncer.Level)
	}
	log := strings.Join(w.play.tracker.view().Log, "\n")
	if !strings.Contains(log, "Rook attacks Bouncer") {
		t.Errorf("the log does not narrate the attack:\n%s", log)
	}
	// Undo steps the combat back one entry.
	entries := len(w.play.tracker.view().Log)
	w.undo()
	if got := len(w.play.tracker.view().Log); got != entries-1 {
		t.Errorf("undo left %d entries, want %d", got, entries-1)
	}
}

func TestTracker_IllegalActsAreShownWithTheirReason(t *testing.T) {
	w := newPlayWindow(t)
	w.startWithPCsFirst(t)
	w.tap(w.tokenAt("rook"))
	var reasons []string
	walk(w.panel, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, "✗ ") {
			reasons = append(reasons, l.Text)
		}
	})
	// Rook, at the entrance with a pistol: the Cook is behind two cover
	// marks, the DJ out of the pistol's range, the Bar not one move away.
	shown := strings.Join(reasons, "\n")
	for _, want := range []string{
		"✗ attack Cook with Pistol: no line of sight: 2 cover marks",
		"✗ attack DJ with Pistol: Pistol (1H ranged) reaches range 0 to 1, not range 2",
		"✗ move to Bar: Bar is not one move from Entrance",
	} {
		if !strings.Contains(shown, want) {
			t.Errorf("the panel does not show %q; it shows:\n%s", want, shown)
		}
	}
	for _, r := range reasons {
		if _, why, ok := strings.Cut(r, ": "); !ok || strings.TrimSpace(why) == "" {
			t.Errorf("%q gives no reason", r)
		}
	}
	// The legal acts are buttons, not crossed out.
	if b := w.button(t, "attack Bouncer with Pistol"); b.Disabled() {
		t.Error("the legal attack on the Bouncer is disabled")
	}
	if strings.Contains(shown, "attack Bouncer") {
		t.Error("the legal attack on the Bouncer is shown as illegal")
	}
}

func TestTracker_AResumedScriptedCombatShowsItsNarration(t *testing.T) {
	w := newTestWindow(t, test.NewTempApp(t), 1200, 800)
	if err := w.openPath("../../engine/testdata/combat/melee.unhex"); err != nil {
		t.Fatal(err)
	}
	w.setMode(host.ModePlay)
	lines := w.play.tracker.lines
	if len(lines) == 0 {
		t.Fatal("no log lines")
	}
	for i, l := range lines {
		if strings.TrimSpace(l) == "" {
			t.Errorf("log line %d is empty", i+1)
		}
	}
}

func TestTracker_TheGMOpensADoorAndTheBoardShowsIt(t *testing.T) {
	w := newTestWindow(t, test.NewTempApp(t), 1200, 800)
	if err := w.openPath("../../assets/maps/warehouse.unhex"); err != nil {
		t.Fatal(err)
	}
	for _, c := range []sheet.Character{
		newSheet("a", "Ace", sheet.PC, "crew", "office"),
		newSheet("g", "Guard", sheet.NPC, "guards", "floor"),
	} {
		w.ed.Doc.Characters = append(w.ed.Doc.Characters, c)
	}
	w.setMode(host.ModePlay)
	test.Tap(w.button(t, "Start combat"))
	door := w.ed.Map().LinkBetween("office", "vault")
	w.play.tracker.submit(&combat.GMDoor{Link: door, Door: battlemap.DoorOpen})
	if w.board.DoorStates[door] != battlemap.DoorOpen {
		t.Errorf("the board shows door states %v, want the vault door open", w.board.DoorStates)
	}
	if !strings.Contains(strings.Join(w.play.tracker.view().Log, "\n"), "GM opens the door") {
		t.Error("the GM's door is not in the log")
	}
}

func newSheet(id, name string, kind sheet.CharacterKind, team string, area battlemap.AreaID) sheet.Character {
	c := sheet.NewCharacter(sheet.CharacterID(id), name, kind, team)
	c.Area = area
	return c
}

func TestTracker_ThreeRoundsFromStartToFinishThroughTheUI(t *testing.T) {
	w := newPlayWindow(t)
	test.Tap(w.button(t, "Start combat"))
	for round := 1; round <= 3; round++ {
		v := w.play.tracker.view()
		if v.Phase == combat.PhaseEnded {
			break
		}
		if v.Round != round || v.Phase != combat.PhaseInitiative {
			t.Fatalf("round %d starts in round %d, phase %s", round, v.Round, v.Phase)
		}
		test.Tap(w.button(t, "Roll initiative"))
		w.answerAll(t, "34", "81") // the PCs win, then pick the first order
		for turns := 0; turns < 2; turns++ {
			v = w.play.tracker.view()
			if v.Phase != combat.PhaseTurn {
				break
			}
			// The first fighter of the acting team attacks if it can.
			for _, c := range v.Characters {
				if c.Team == v.Acting && c.Status == sheet.StatusConscious && c.Area != "" && c.Actions > 0 {
					w.tap(w.tokenAt(c.ID))
					if b := w.maybeButton("attack"); b != nil {
						test.Tap(b)
						if w.play.tracker.view().Phase == combat.PhaseReaction {
							test.Tap(w.button(t, "Roll the dice"))
						}
						w.answerAll(t, "24")
					}
					break
				}
			}
			if w.play.tracker.view().Phase == combat.PhaseTurn {
				w.play.selected = ""
				w.play.changed()
				test.Tap(w.button(t, "End "))
			}
		}
	}
	v := w.play.tracker.view()
	if v.Phase != combat.PhaseEnded && v.Round != 4 {
		t.Errorf("after three rounds: round %d, phase %s", v.Round, v.Phase)
	}
	if len(v.Log) < 9 {
		t.Errorf("three rounds left only %d log entries:\n%s", len(v.Log), strings.Join(v.Log, "\n"))
	}
	t.Logf("the log:\n%s", strings.Join(v.Log, "\n"))
}

func TestPlayerView_HidesTheHighlightsOfAHiddenCharacter(t *testing.T) {
	w := newPlayWindow(t)
	w.tap(w.tokenAt("cook")) // hidden from the players, holding a cleaver
	w.play.players.open()
	defer w.play.players.win.Close()
	w.play.players.win.Resize(fyne.NewSize(900, 600))
	w.play.players.sync()
	gm := strings.Join(boardTexts(t, w.board), "|")
	if !strings.Contains(gm, "Cleaver") {
		t.Fatalf("setup: the GM's board should tag the cook's cleaver range: %s", gm)
	}
	if shown := strings.Join(boardTexts(t, w.play.players.board), "|"); strings.Contains(shown, "Cleaver") {
		t.Errorf("the player view draws the hidden cook's highlights: %s", shown)
	}
}

func TestTracker_ARefusedAnswerStaysInTheDialogWithItsReason(t *testing.T) {
	w := newPlayWindow(t)
	test.Tap(w.button(t, "Start combat"))
	test.Tap(w.button(t, "Roll initiative"))
	w.typeDice(t, "3x") // not dice
	if w.win.Canvas().Overlays().Top() == nil {
		t.Fatal("a bad dice entry closed the dialog")
	}
	var said string
	walk(w.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Visible() && l.Importance == widget.DangerImportance {
			said = l.Text
		}
	})
	if said == "" {
		t.Error("the dialog does not say what is wrong")
	}
}

func TestTracker_RollForMeAnswersWithTheSeededDiceAndSaysWhatTheyMean(t *testing.T) {
	w := newPlayWindow(t)
	w.play.tracker.dice = sheet.NewDiceSource(7)
	test.Tap(w.button(t, "Start combat"))
	test.Tap(w.button(t, "Roll initiative"))
	test.Tap(w.button(t, "Roll for me"))
	if w.play.tracker.dice.Draws() != 1 {
		t.Errorf("the app threw %d times, want once", w.play.tracker.dice.Draws())
	}
	want := "Vex rolled " + sheet.Latest.RollMeaning(sheet.NewDiceSource(7).Roll(), w.play.find("vex").Level)
	if got := w.play.tracker.lastRoll; got != want {
		t.Errorf("the next dialog says %q, want %q", got, want)
	}
}

// dialogHasButton reports a visible button of the open dialog starting with text.
func (w *testWindow) dialogHasButton(text string) bool {
	found := false
	walk(w.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if b, label, ok := asButton(o); ok && b.Visible() && strings.HasPrefix(label, text) {
			found = true
		}
	})
	return found
}

func TestTracker_NoWithdrawOnAnInitiativeRoll(t *testing.T) {
	w := newPlayWindow(t)
	test.Tap(w.button(t, "Start combat"))
	test.Tap(w.button(t, "Roll initiative"))
	if w.dialogHasButton("Withdraw") {
		t.Error("the initiative roll offers to withdraw an action")
	}
	w.typeDice(t, "34")
	w.typeDice(t, "81")
	if w.dialogHasButton("Withdraw") {
		t.Error("with the initiative dice rolled, the order offers to withdraw an action")
	}
	test.Tap(w.button(t, "PCs, then Club"))
	w.tap(w.tokenAt("rook"))
	test.Tap(w.button(t, "attack Bouncer with Pistol"))
	test.Tap(w.button(t, "Roll the dice"))
	if !w.dialogHasButton("Withdraw") {
		t.Error("before its dice, the declared attack's roll may be withdrawn, as the engine allows")
	}
}
