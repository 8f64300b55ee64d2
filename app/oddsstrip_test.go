package app

import (
	"testing"

	"github.com/unhexboard/unhexboard/editor"
)

// View → Show Odds Strip turns the strip on and off, ticks the item and
// is remembered; the strip shows in Edit and Play mode only (Explore
// here, so no fight runs beside the test).
func TestOddsStrip_TheViewMenuTogglesItAndItIsRemembered(t *testing.T) {
	w := newTestWindow(t)
	w.setMode(modeExplore)
	if w.strip.On() || w.menuItem(t, "View", "Show Odds Strip").Checked {
		t.Fatal("the Odds strip is on before the GM asked for it")
	}
	w.menuItem(t, "View", "Show Odds Strip").Action()
	if !w.strip.On() || !w.menuItem(t, "View", "Show Odds Strip").Checked || !w.prefs.Bool("oddsStrip") {
		t.Error("the menu did not turn the strip on, tick itself and remember it")
	}
	if w.strip.Content.Visible() {
		t.Error("the strip shows in Explore mode")
	}
	w.menuItem(t, "View", "Show Odds Strip").Action()
	if w.strip.On() || w.prefs.Bool("oddsStrip") {
		t.Error("the menu did not turn the strip off")
	}
}

// The strip names what moved the odds by the undo history's name of the
// step: made, undone, redone.
func TestOddsStrip_TheHistoryNamesTheLastStep(t *testing.T) {
	w := newTestWindow(t)
	if err := w.ed.Do(&editor.SetTitle{Title: "Somewhere else"}); err != nil {
		t.Fatal(err)
	}
	if got, undone := w.LastStep(); got != "Change map title" || undone {
		t.Errorf("after the edit: %q, undone %v", got, undone)
	}
	w.undo()
	if got, undone := w.LastStep(); got != "Change map title" || !undone {
		t.Errorf("after the undo: %q, undone %v", got, undone)
	}
	w.redo()
	if got, undone := w.LastStep(); got != "Change map title" || undone {
		t.Errorf("after the redo: %q, undone %v", got, undone)
	}
}
