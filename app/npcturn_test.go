package app

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// startWithClubFirst starts a combat on the brawl map with the club
// winning initiative (Vex fails with 81, the Bouncer rolls 34).
func (w *mainWindow) startWithClubFirst(t *testing.T) {
	t.Helper()
	w.play.tracker.dice = sheet.NewDiceSource(17) // the app's dice for the NPCs, the same every run
	w.startWithInitiative(t, "81", "34", "Club, then PCs")
	if v := w.play.tracker.view(); v.Phase != combat.PhaseTurn || v.Acting != "Club" {
		t.Fatalf("setup: phase %s, acting %q", v.Phase, v.Acting)
	}
}

// runNPC presses the panel's Play (or Continue) NPC turn button and waits
// for the run to stop.
func (w *mainWindow) runNPC(t *testing.T, label string) {
	t.Helper()
	a := w.play.tracker.npc
	a.linger = wait(time.Millisecond) // each act still shown first, briefly
	test.Tap(w.button(t, label))
	a.waitDone(t)
}

// playClubTurnToItsEnd runs the club's turn, answering for the players
// whenever it pauses for them: no reactions, the first answer, dice 55.
func (w *mainWindow) playClubTurnToItsEnd(t *testing.T) (pauses []string) {
	t.Helper()
	w.runNPC(t, "Play NPC turn")
	for i := 0; w.play.tracker.npc.paused(); i++ {
		if i > 40 {
			t.Fatal("the NPC turn keeps pausing")
		}
		pauses = append(pauses, w.play.tracker.npc.note)
		if strings.Contains(w.play.tracker.npc.note, "by hand") {
			break // the GM's own NPCs are next: the test does not play them
		}
		w.answerAll(t, "55")
		w.runNPC(t, "Continue NPC turn")
	}
	return pauses
}

func TestPlayNPCTurn_PlaysTheClubsTurnAndCtrlZWalksItBackEntryByEntry(t *testing.T) {
	w := newPlayWindow(t)
	w.startWithClubFirst(t)
	s := w.play.cast.fight
	before, err := json.Marshal(s.State().View())
	if err != nil {
		t.Fatal(err)
	}
	entries := len(s.Log())
	steps := len(w.history.done)
	w.playClubTurnToItsEnd(t)
	v := w.play.tracker.view()
	if v.Phase == combat.PhaseTurn && v.Acting == "Club" {
		t.Fatalf("the club's turn is not over: %s", w.play.tracker.npc.note)
	}
	added := len(s.Log()) - entries
	if added < 2 || len(w.history.done)-steps != added {
		t.Fatalf("the turn added %d log entries and %d undo steps", added, len(w.history.done)-steps)
	}
	t.Logf("the club's turn:\n%s", strings.Join(v.Log[entries:], "\n"))
	for i := added; i > 0; i-- {
		w.undo()
		if got := len(s.Log()) - entries; got != i-1 {
			t.Fatalf("after an undo %d entries of the turn remain, want %d", got, i-1)
		}
	}
	after, _ := json.Marshal(s.State().View())
	if string(after) != string(before) {
		t.Errorf("undoing the whole turn does not give back its start:\n%s\nwant\n%s", after, before)
	}
	if note := w.play.tracker.npc.note; strings.Contains(note, "over") {
		t.Errorf("the panel still says %q after the turn was undone", note)
	}
}

func TestPlayNPCTurn_StopsWhereAPCMayReact(t *testing.T) {
	w := newPlayWindow(t)
	w.startWithClubFirst(t)
	w.runNPC(t, "Play NPC turn")
	a := w.play.tracker.npc
	v := w.play.tracker.view()
	if v.Window == nil || !a.paused() {
		t.Fatalf("the run stopped outside a reaction window: phase %s, note %q", v.Phase, a.note)
	}
	pcMay := false
	for _, r := range v.Reactions {
		if c := w.play.find(r.By); r.Legal && c.Kind == "pc" {
			pcMay = true
		}
	}
	if !pcMay || !strings.Contains(a.note, "may react") {
		t.Errorf("paused without a PC's reaction to declare: %q", a.note)
	}
	w.button(t, "Continue NPC turn")
}

func TestPlayNPCTurn_NeverPlaysAnNPCTheGMTookBack(t *testing.T) {
	w := newPlayWindow(t)
	w.startWithClubFirst(t)
	w.tap(w.tokenAt("bouncer"))
	test.Tap(w.check(t, "Play NPC turn plays Bouncer"))
	if !w.play.tracker.npc.manual["bouncer"] {
		t.Fatal("unticking the sheet's box did not hand the Bouncer to the GM")
	}
	area := w.play.find("bouncer").Area
	actions := w.play.tracker.actionsLeft(w.play.tracker.view(), "bouncer")
	pauses := w.playClubTurnToItsEnd(t)
	if got := w.play.find("bouncer").Area; got != area {
		t.Errorf("the Bouncer moved from %s to %s", area, got)
	}
	v := w.play.tracker.view()
	if v.Acting == "Club" && w.play.tracker.actionsLeft(v, "bouncer") != actions {
		t.Error("the Bouncer spent an action")
	}
	for _, e := range w.play.cast.fight.Log() {
		if data, _ := combat.MarshalCommand(e.Command); strings.Contains(string(data), `"attacker":"bouncer"`) {
			t.Errorf("the auto-play attacked with the Bouncer: %s", data)
		}
	}
	if note := w.play.tracker.npc.note; v.Acting == "Club" && !strings.Contains(note, "by hand") {
		t.Errorf("the run ended on the club's turn without saying why: %q (pauses %q)", note, pauses)
	}
}

// check finds a visible check box in the side panel whose label starts
// with text.
func (w *mainWindow) check(t *testing.T, text string) *widget.Check {
	t.Helper()
	var found *widget.Check
	walk(w.props.box, func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok && found == nil && c.Visible() && strings.HasPrefix(c.Text, text) {
			found = c
		}
	})
	if found == nil {
		t.Fatalf("no check box %q", text)
	}
	return found
}

// holdRun makes the run stop before taking each act, until the test lets
// it go on: the test then acts alone, as the UI thread would.
func (a *npcTurn) holdRun() (held <-chan struct{}, release chan<- bool) {
	h, r := make(chan struct{}), make(chan bool)
	a.linger = func(stop <-chan struct{}) bool {
		h <- struct{}{}
		select {
		case <-stop:
			return false
		case on := <-r:
			return on
		}
	}
	return h, r
}

func (a *npcTurn) waitDone(t *testing.T) {
	t.Helper()
	select {
	case <-a.done:
	case <-time.After(20 * time.Second):
		t.Fatal("the NPC turn never stopped")
	}
}

// startHeldRun plays the club's turn on the brawl map until its first
// act is on show, not yet taken, and holds it there.
func startHeldRun(t *testing.T) (*mainWindow, *npcTurn) {
	t.Helper()
	w := newPlayWindow(t)
	w.startWithClubFirst(t)
	a := w.play.tracker.npc
	held, _ := a.holdRun()
	test.Tap(w.button(t, "Play NPC turn"))
	<-held
	return w, a
}

func TestPlayNPCTurn_StopHaltsItBeforeTheNextActAndContinueGoesOn(t *testing.T) {
	w, a := startHeldRun(t)
	entries := len(w.play.cast.fight.Log())
	if len(a.preview) != 1 || !strings.HasPrefix(a.note, "Next: ") {
		t.Fatalf("the act about to be taken is not shown: preview %v, note %q", a.preview, a.note)
	}
	if suggestInk(w.board) == 0 {
		t.Error("the board does not draw the act about to be taken")
	}
	test.Tap(w.button(t, "Stop NPC turn"))
	a.waitDone(t)
	if got := len(w.play.cast.fight.Log()); got != entries {
		t.Errorf("Stop let %d more entries through", got-entries)
	}
	if !a.paused() {
		t.Fatal("after Stop the turn cannot be continued")
	}
	w.runNPC(t, "Continue NPC turn")
	if got := len(w.play.cast.fight.Log()); got == entries {
		t.Error("Continue took no act")
	}
}

func TestPlayNPCTurn_UndoStopsARunningTurn(t *testing.T) {
	w, a := startHeldRun(t)
	entries := len(w.play.cast.fight.Log())
	w.undo() // takes back the initiative: the run must not play on from there
	a.waitDone(t)
	if a.running || len(w.play.cast.fight.Log()) != entries-1 {
		t.Errorf("after an undo: running %v, %d entries, want %d", a.running, len(w.play.cast.fight.Log()), entries-1)
	}
}
