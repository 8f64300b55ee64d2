package play

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// callSelect is the Play panel's choice for one of the GM's calls, found
// by the answers it offers, or nil.
func (w *testWindow) callSelect(id sheet.CallID) *widget.Select {
	first := sheet.LookupCall(id).Options[0].Label
	var found *widget.Select
	walk(w.play.tracker.box, func(o fyne.CanvasObject) {
		if s, ok := o.(*widget.Select); ok && len(s.Options) > 0 && s.Options[0] == first {
			found = s
		}
	})
	return found
}

// The GM's calls sit beside the rules edition: each answered before a
// combat, one undo step each; during a combat they are shown, fixed.
func TestPlay_TheGMsCallsAreShownAndChangedOnlyBeforeACombatThroughUndo(t *testing.T) {
	w := newPlayWindow(t)
	pick := w.callSelect(sheet.CallFinishingBlow)
	if pick == nil {
		t.Fatal("no choice for attacking the fallen before the combat")
	}
	// The bundled brawl map was written before the calls: it allows
	// finishing blows, as every map did then.
	if pick.Selected != "always allow" {
		t.Errorf("the brawl map shows %q", pick.Selected)
	}
	if w.callSelect(sheet.CallGrapple) != nil {
		t.Errorf("the 2020-09-06 grapple's call is offered under the latest rules")
	}
	pick.SetSelected("ask the GM each time")
	if !w.ed.Doc.Calls.AsksFinishingBlow() || !w.dirty() {
		t.Fatalf("the map plays %+v after choosing to ask (dirty %v)", w.ed.Doc.Calls, w.dirty())
	}
	if !strings.Contains(w.status.Text, "Attacking the fallen (the GM's call): ask the GM each time") {
		t.Errorf("the status line says %q", w.status.Text)
	}
	w.undo()
	if w.ed.Doc.Calls.Set() || w.dirty() {
		t.Errorf("undo left the map on %+v (dirty %v)", w.ed.Doc.Calls, w.dirty())
	}
	w.redo()
	if !w.ed.Doc.Calls.AsksFinishingBlow() {
		t.Errorf("redo left the map on %+v", w.ed.Doc.Calls)
	}
	test.Tap(w.button(t, "Start combat"))
	if w.callSelect(sheet.CallFinishingBlow) != nil || !w.panelSays("Attacking the fallen: ask the GM each time") {
		t.Errorf("during a combat the calls are shown, never offered for change")
	}
	if err := w.play.cast.setCall(sheet.CallFinishingBlow, sheet.FinishingBlowNever); err == nil {
		t.Errorf("a call changed during a combat")
	}
}

// Where the map asks, an attack on a fallen character is marked the GM's
// call on its button, and tapping it asks the GM first; the answer goes
// into the log.
func TestTracker_AnAttackOnTheFallenIsMarkedAndTheGMIsAskedFirst(t *testing.T) {
	w := newPlayWindow(t)
	if err := w.play.cast.setCall(sheet.CallFinishingBlow, sheet.FinishingBlowAsk); err != nil {
		t.Fatal(err)
	}
	for i := range w.ed.Doc.Characters {
		if c := &w.ed.Doc.Characters[i]; c.ID == "bouncer" {
			c.Level = 5 // down before the fight
		}
	}
	w.startWithPCsFirst(t)
	w.tap(w.tokenAt("rook"))
	var label string
	walk(w.panel, func(o fyne.CanvasObject) {
		if _, l, ok := asButton(o); ok && strings.HasPrefix(l, "attack Bouncer with Pistol") {
			label = l
		}
	})
	if !strings.Contains(label, "the GM's call: ask the GM each time") {
		t.Fatalf("the attack on the fallen Bouncer is not marked: %q", label)
	}
	test.Tap(w.button(t, "attack Bouncer with Pistol"))
	if !w.dialogHasButton("refuse it") || !strings.Contains(w.play.tracker.view().Pending.Prompt, "The GM's call") {
		t.Fatalf("the GM is not asked: %+v", w.play.tracker.view().Pending)
	}
	test.Tap(w.button(t, "refuse it"))
	log := strings.Join(w.play.tracker.view().Log, "\n")
	if !strings.Contains(log, "the GM does not allow Rook's attack on Bouncer") || w.play.tracker.view().Window != nil {
		t.Errorf("the refusal is not logged, or the attack went on:\n%s", log)
	}
}
