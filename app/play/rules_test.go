package play

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// rulesSelect is the Play panel's edition selector, or nil.
func (w *testWindow) rulesSelect() *widget.Select {
	var found *widget.Select
	walk(w.play.tracker.box, func(o fyne.CanvasObject) {
		if s, ok := o.(*widget.Select); ok && strings.HasPrefix(s.Selected, "Unhex ") {
			found = s
		}
	})
	return found
}

func (w *testWindow) panelSays(s string) bool {
	said := false
	walk(w.play.tracker.box, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Text == s {
			said = true
		}
	})
	return said
}

func TestPlay_TheRulesEditionIsShownAndChangedOnlyBeforeACombatThroughUndo(t *testing.T) {
	w := newPlayWindow(t)
	pick := w.rulesSelect()
	if pick == nil {
		t.Fatal("no edition selector before the combat")
	}
	if pick.Selected != "Unhex 2020-09-12 (latest)" {
		t.Fatalf("the Play panel shows %q, not the latest edition", pick.Selected)
	}
	pick.SetSelected(sheet.Edition0907.Label())
	if w.ed.Doc.Rules != sheet.Edition0907 || w.rulesSelect().Selected != "Unhex 2020-09-07" {
		t.Fatalf("the map plays %q after choosing 2020-09-07", w.ed.Doc.Rules)
	}
	w.undo()
	if w.ed.Doc.Rules.Or() != sheet.Latest {
		t.Errorf("undo left the map on %q", w.ed.Doc.Rules)
	}
	w.redo()
	if w.ed.Doc.Rules != sheet.Edition0907 {
		t.Errorf("redo left the map on %q", w.ed.Doc.Rules)
	}
	if !slices.Contains(w.rulesSelect().Options, sheet.Edition0906.Label()) {
		t.Errorf("the selector offers 2020-09-06, which the engine plays in full: %v", w.rulesSelect().Options)
	}
	test.Tap(w.button(t, "Start combat"))
	if w.rulesSelect() != nil || !w.panelSays("Rules: Unhex 2020-09-07") {
		t.Errorf("during a combat the edition is shown, never offered for change")
	}
	if err := w.play.cast.setRules(sheet.Latest); err == nil {
		t.Errorf("the edition changed during a combat")
	}
}
