package play

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// hurtBrawl opens the brawl with Rook and Vex hurt and Vex's rifle
// dropped, starts the combat and ends it.
func hurtBrawl(t *testing.T) *testWindow {
	t.Helper()
	w := newPlayWindow(t)
	for i := range w.ed.Doc.Characters {
		c := &w.ed.Doc.Characters[i]
		switch c.ID {
		case "rook":
			c.Level, c.Body = 30, sheet.Body{Torso: sheet.Marks{Slash: 2, X: 1, Filled: 1}}
		case "vex":
			c.Level, c.Body = 21, sheet.Body{Head: sheet.Marks{X: 1}}
			c.Items[0].Dropped, c.Items[0].Held = true, sheet.NoHand
		}
	}
	test.Tap(w.button(t, "Start combat"))
	w.endCombat(t)
	if w.play.tracker.view().Phase != combat.PhaseEnded {
		t.Fatal("End combat did not end the combat")
	}
	return w
}

// deleteItemButtons are the item rows' delete buttons in the open dialog.
func (w *testWindow) deleteItemButtons() []*widget.Button {
	var out []*widget.Button
	walk(w.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == "" && b.Icon != nil && b.Icon.Name() == theme.DeleteIcon().Name() {
			out = append(out, b)
		}
	})
	return out
}

func TestRecovery_TwoCharactersRecoverInPlayAfterTheCombatEndsUndoAndReopen(t *testing.T) {
	w := hurtBrawl(t)
	// Rook, from the tracker's list: the knife stays behind.
	test.Tap(w.button(t, "Recover Rook"))
	if got := w.dialogText(); !strings.Contains(got, "Level 30 → 55") || !strings.Contains(got, "Wounds healed: 3") ||
		!strings.Contains(got, "permanent wounds kept: 1") || !strings.Contains(got, "3 of 6 slots") {
		t.Errorf("the dialog does not show what changes:\n%s", got)
	}
	del := w.deleteItemButtons()
	if len(del) != 3 {
		t.Fatalf("%d item rows, want Rook's 3", len(del))
	}
	test.Tap(del[2])
	test.Tap(w.button(t, "Recover"))
	if w.win.Canvas().Overlays().Top() != nil {
		t.Fatalf("the dialog stayed open: %s", w.dialogText())
	}
	// Vex, from her sheet: the dropped rifle comes back.
	w.tap(w.tokenAt("vex"))
	test.Tap(w.button(t, "Recover…"))
	test.Tap(w.button(t, "Recover"))
	rook, vex := w.play.find("rook"), w.play.find("vex")
	if rook.Level != 55 || rook.Body != (sheet.Body{Torso: sheet.Marks{Filled: 1}}) || rook.Item("knife") != nil || len(rook.Items) != 2 {
		t.Errorf("Rook after recovery: level %d, body %+v, items %+v", rook.Level, rook.Body, rook.Items)
	}
	if vex.Level != 60 || vex.Body != (sheet.Body{}) || !vex.Item("rifle").Intact() {
		t.Errorf("Vex after recovery: level %d, body %+v, items %+v", vex.Level, vex.Body, vex.Items)
	}
	if log := strings.Join(w.play.tracker.lines, "\n"); !strings.Contains(log, "Rook recovers") || !strings.Contains(log, "Vex recovers") {
		t.Errorf("the log panel does not show the recoveries:\n%s", log)
	}
	if w.maybeButton("Recover Vex") != nil || w.maybeButton("Recover Rook") != nil {
		t.Error("Recover is still offered to those who recovered")
	}
	// Ctrl+Z takes Vex's recovery back, and offers it again.
	w.undo()
	if vex = w.play.find("vex"); vex.Level != 21 || w.maybeButton("Recover Vex") == nil {
		t.Errorf("after undo Vex is at level %d; Recover offered again: %v", vex.Level, w.maybeButton("Recover Vex") != nil)
	}
	// Saved and reopened, the log replays to the same sheets.
	doc := *w.ed.Doc
	w.play.cast.saveInto(&doc)
	data, err := engine.Marshal(&doc)
	if err != nil {
		t.Fatal(err)
	}
	back, err := engine.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	c, lines, err := engine.ReplayDocument(back)
	if err != nil {
		t.Fatalf("the saved recovery does not replay: %v", err)
	}
	if r := c.Roster.Find("rook"); r.Level != 55 || r.Item("knife") != nil || !c.Recovered["rook"] || c.Recovered["vex"] {
		t.Errorf("reopened: Rook level %d, items %+v, recovered %v", r.Level, r.Items, c.Recovered)
	}
	if len(lines) != 2 {
		t.Errorf("reopened log: %q, want end-combat and Rook's recovery", lines)
	}
}

func TestRecovery_IsOfferedOnlyAfterTheCombatEnds(t *testing.T) {
	w := newPlayWindow(t)
	test.Tap(w.button(t, "Start combat"))
	w.tap(w.tokenAt("rook"))
	if w.maybeButton("Recover") != nil {
		t.Error("Recover is offered while the combat runs")
	}
}

func TestRecovery_TooManyItemsStayInTheDialogWithTheReason(t *testing.T) {
	w := hurtBrawl(t)
	test.Tap(w.button(t, "Recover Rook"))
	for range 4 {
		test.Tap(w.button(t, "Add item"))
	}
	var names []*widget.Entry
	walk(w.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if e, ok := o.(*widget.Entry); ok && e.Text == "" {
			names = append(names, e)
		}
	})
	for i, e := range names {
		e.SetText("Spare " + string(rune('A'+i)))
	}
	test.Tap(w.button(t, "Recover"))
	if w.win.Canvas().Overlays().Top() == nil || !strings.Contains(w.dialogText(), "7 items but 6 slots") {
		t.Errorf("an overfull loadout was not held back with its reason:\n%s", w.dialogText())
	}
	if w.play.find("rook").Level != 30 {
		t.Error("the refused recovery changed the sheet")
	}
}
