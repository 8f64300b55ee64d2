package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// walk visits every object under o, through containers and widgets.
func walk(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	visit(o)
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			walk(c, visit)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			walk(c, visit)
		}
	}
}

// asButton is a plain button, or the button under a wrapping one, with
// its text.
func asButton(o fyne.CanvasObject) (*widget.Button, string, bool) {
	switch b := o.(type) {
	case *widget.Button:
		return b, b.Text, b.Text != ""
	case *uikit.WrapButton:
		return b.Button, b.Text, b.Visible()
	}
	return nil, "", false
}

// button finds a visible button whose label starts with text, in the
// top dialog or else in the side panel.
func (w *mainWindow) button(t *testing.T, text string) *widget.Button {
	t.Helper()
	var found *widget.Button
	roots := []fyne.CanvasObject{w.props.box}
	if top := w.win.Canvas().Overlays().Top(); top != nil {
		roots = []fyne.CanvasObject{top}
	}
	for _, r := range roots {
		walk(r, func(o fyne.CanvasObject) {
			if b, label, ok := asButton(o); ok && found == nil && b.Visible() && strings.HasPrefix(label, text) {
				found = b
			}
		})
	}
	if found == nil {
		t.Fatalf("no button %q; status: %s", text, w.status.message.Text)
	}
	return found
}

// firstIn is the first object of type T under root, or T's zero value.
func firstIn[T fyne.CanvasObject](root fyne.CanvasObject) T {
	var found T
	done := false
	walk(root, func(o fyne.CanvasObject) {
		if x, ok := o.(T); ok && !done {
			found, done = x, true
		}
	})
	return found
}

// typeDice types dice into the open dice dialog and confirms.
func (w *mainWindow) typeDice(t *testing.T, dice string) {
	t.Helper()
	entry := firstIn[*widget.Entry](w.win.Canvas().Overlays().Top())
	if entry == nil {
		t.Fatalf("no dice entry open; status: %s", w.status.message.Text)
	}
	test.Type(entry, dice)
	test.Tap(w.button(t, "Use these dice"))
}

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
	walk(w.props.box, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, "✗ ") {
			reasons = append(reasons, l.Text)
		}
	})
	// Rook, at the entrance with a pistol: the Cook is behind two cover
	// marks, the DJ out of the pistol's range, the Bar not one move away.
	shown := strings.Join(reasons, "\n")
	for _, want := range []string{
		"✗ attack Cook with Pistol: no line of sight: 2 cover marks",
		"✗ attack DJ with Pistol: Pistol (ranged-1h) reaches range 0 to 1, not range 2",
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

func TestTracker_TheCombatIsSavedAndResumes(t *testing.T) {
	w := newPlayWindow(t)
	w.startWithPCsFirst(t)
	path := t.TempDir() + "/brawl.unhex"
	w.writeTo(path, nil)
	if w.dirty() {
		t.Error("saved, yet unsaved changes are reported")
	}
	if err := w.openPath(path); err != nil {
		t.Fatal(err)
	}
	v := w.play.tracker.view()
	if !w.play.tracker.active() || v.Phase != combat.PhaseTurn || v.Acting != "PCs" || len(v.Log) != 1 {
		t.Errorf("resumed combat: active %v, phase %s, acting %q, %d log entries", w.play.tracker.active(), v.Phase, v.Acting, len(v.Log))
	}
}

func (w *mainWindow) hasDiceEntry() bool {
	found := false
	walk(w.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if _, ok := o.(*widget.Entry); ok {
			found = true
		}
	})
	return found
}

// firstAnswer is the first answer button of the open decision dialog.
func (w *mainWindow) firstAnswer(t *testing.T) *widget.Button {
	t.Helper()
	var found *widget.Button
	walk(w.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && found == nil && b.Text != "Withdraw the action" && b.Text != "Later" {
			found = b
		}
	})
	if found == nil {
		t.Fatal("the decision offers no answer")
	}
	return found
}

func TestTracker_AResumedScriptedCombatShowsItsNarration(t *testing.T) {
	a := test.NewTempApp(t)
	w := newMainWindow(a)
	w.win.Resize(fyne.NewSize(1200, 800))
	if err := w.openPath("../engine/testdata/combat/melee.unhex"); err != nil {
		t.Fatal(err)
	}
	w.setMode(modePlay)
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
	a := test.NewTempApp(t)
	w := newMainWindow(a)
	w.win.Resize(fyne.NewSize(1200, 800))
	w.openExample("warehouse.unhex")
	for _, c := range []sheet.Character{
		newSheet("a", "Ace", sheet.PC, "crew", "office"),
		newSheet("g", "Guard", sheet.NPC, "guards", "floor"),
	} {
		w.ed.Doc.Characters = append(w.ed.Doc.Characters, c)
	}
	w.setMode(modePlay)
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

// answerAll answers every open decision with typed dice or the first
// answer offered, as a table might.
func (w *mainWindow) answerAll(t *testing.T, dice ...string) {
	t.Helper()
	for i := 0; w.win.Canvas().Overlays().Top() != nil; i++ {
		if i > 20 {
			t.Fatal("the decisions never end")
		}
		if w.hasDiceEntry() {
			d := "11"
			if len(dice) > 0 {
				d, dice = dice[0], dice[1:]
			}
			w.typeDice(t, d)
			continue
		}
		test.Tap(w.firstAnswer(t))
	}
}

func (w *mainWindow) maybeButton(text string) *widget.Button {
	var found *widget.Button
	walk(w.props.box, func(o fyne.CanvasObject) {
		if b, label, ok := asButton(o); ok && found == nil && b.Visible() && strings.HasPrefix(label, text) {
			found = b
		}
	})
	return found
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
	w.players.open()
	defer w.players.win.Close()
	w.players.win.Resize(fyne.NewSize(900, 600))
	w.players.sync()
	gm := strings.Join(boardTexts(t, w.board), "|")
	if !strings.Contains(gm, "Cleaver") {
		t.Fatalf("setup: the GM's board should tag the cook's cleaver range: %s", gm)
	}
	if shown := strings.Join(boardTexts(t, w.players.board), "|"); strings.Contains(shown, "Cleaver") {
		t.Errorf("the player view draws the hidden cook's highlights: %s", shown)
	}
}

func TestRecovery_AutosaveKeepsTheRunningCombat(t *testing.T) {
	w := newPlayWindow(t)
	dir := t.TempDir()
	w.recov.dir, w.recov.file = dir, recoveryFile(dir, 1)
	test.Tap(w.button(t, "Start combat"))
	test.Tap(w.button(t, "Roll initiative"))
	w.typeDice(t, "34")
	w.recov.autosave()
	doc, err := engine.LoadFile(w.recov.file)
	if err != nil {
		t.Fatal(err)
	}
	if doc.Combat == nil || doc.Combat.Pending == nil {
		t.Fatalf("the recovery file lost the combat and its pending roll: %+v", doc.Combat)
	}
}

func TestTracker_TheMapCannotBeEditedDuringACombat(t *testing.T) {
	w := newPlayWindow(t)
	test.Tap(w.button(t, "Start combat"))
	w.setMode(modeEdit)
	if w.mode != modePlay {
		t.Error("Edit mode opened during a combat")
	}
	if !strings.Contains(w.status.message.Text, "cannot change during a combat") {
		t.Errorf("status: %q", w.status.message.Text)
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

// startWithPCsFirst starts a combat on the brawl map and plays initiative
// with typed dice: Vex rolls 34 for the PCs, the Bouncer 81, PCs first.
func (w *mainWindow) startWithPCsFirst(t *testing.T) {
	t.Helper()
	w.startWithInitiative(t, "34", "81", "PCs, then Club")
}

// startWithInitiative starts a combat on the brawl map, types Vex's and
// the Bouncer's initiative dice, and picks the order.
func (w *mainWindow) startWithInitiative(t *testing.T, vex, bouncer, order string) {
	t.Helper()
	test.Tap(w.button(t, "Start combat"))
	test.Tap(w.button(t, "Roll initiative"))
	w.typeDice(t, vex)
	w.typeDice(t, bouncer)
	test.Tap(w.button(t, order))
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
func (w *mainWindow) dialogHasButton(text string) bool {
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
