package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/combat"
)

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
	v := w.play.Fight().View()
	if !w.play.Active() || v.Phase != combat.PhaseTurn || v.Acting != "PCs" || len(v.Log) != 1 {
		t.Errorf("resumed combat: active %v, phase %s, acting %q, %d log entries", w.play.Active(), v.Phase, v.Acting, len(v.Log))
	}
}

func TestRecovery_AutosaveKeepsTheRunningCombat(t *testing.T) {
	w := newPlayWindow(t)
	dir := t.TempDir()
	w.recov.dir, w.recov.file = dir, recoveryFile(dir, "1")
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
