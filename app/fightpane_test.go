package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/host/hosttest"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/engine/tactics"
)

// longBrawl writes the brawl with a combat the tactics have played, the
// same every run, until its log holds at least entries entries and a
// team is on its turn; it gives the file's path.
func longBrawl(t *testing.T, entries int) string {
	t.Helper()
	doc, err := engine.LoadFile("../assets/maps/nightclub-brawl.unhex")
	if err != nil {
		t.Fatal(err)
	}
	s, err := combat.NewSession(&doc.Map, doc.StartRoster(), nil)
	if err != nil {
		t.Fatal(err)
	}
	dice := sheet.NewDiceSource(7)
	for len(s.Log()) < entries || s.State().Phase != combat.PhaseTurn {
		if s.State().Phase == combat.PhaseEnded {
			t.Fatalf("setup: the fight ended after %d entries", len(s.Log()))
		}
		next, err := tactics.NextAmong(s.State(), nil)
		if err != nil {
			t.Fatal(err)
		}
		res, err := s.Submit(next.Command)
		for err == nil && res.Decision != nil {
			var answer any
			if answer, _, err = tactics.Decide(s.State(), s.Pending().Command, res.Decision, dice); err == nil {
				res, err = s.Answer(answer)
			}
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	doc.Combat = s.Record()
	path := t.TempDir() + "/long-brawl.unhex"
	if err := engine.SaveFile(path, doc); err != nil {
		t.Fatal(err)
	}
	return path
}

// fightLog is the log's scroller in the pane below the panel, and the
// entries it holds.
func (w *mainWindow) fightLog(t *testing.T) (*container.Scroll, []*widget.Label) {
	t.Helper()
	var scrolls []*container.Scroll
	walk(w.play.FightPane(), func(o fyne.CanvasObject) {
		if s, ok := o.(*container.Scroll); ok {
			scrolls = append(scrolls, s)
		}
	})
	if len(scrolls) == 0 {
		t.Fatal("the fight pane has no log")
	}
	log := scrolls[len(scrolls)-1] // the turn list's scroller comes first
	var entries []*widget.Label
	walk(log.Content, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			entries = append(entries, l)
		}
	})
	return log, entries
}

// checkNewestWhole fails unless the log's newest entry is in view from
// its first line to its last, wrapped rather than cut.
func checkNewestWhole(t *testing.T, w *mainWindow, when string) {
	t.Helper()
	log, entries := w.fightLog(t)
	if len(entries) == 0 {
		t.Fatalf("%s: the log shows no entry", when)
	}
	last := entries[len(entries)-1]
	if want := w.play.Fight().View().Log; last.Text != want[len(want)-1] {
		t.Errorf("%s: the log's last line is %q, the newest entry %q", when, last.Text, want[len(want)-1])
	}
	top, bottom := last.Position().Y, last.Position().Y+last.Size().Height
	from, to := log.Offset.Y, log.Offset.Y+log.Size().Height
	if top < from-1 || bottom > to+1 {
		t.Errorf("%s: the newest entry spans %.0f to %.0f of the log, which shows %.0f to %.0f", when, top, bottom, from, to)
	}
	if last.Wrapping != fyne.TextWrapWord || last.Truncation != fyne.TextTruncateOff {
		t.Errorf("%s: the newest entry is cut instead of wrapped", when)
	}
}

// The log has the pane below the panel to itself, less the turn list:
// it grows with the window and shows its newest entry whole, when a
// long combat is opened and after each act.
func TestFightPane_TheLogGrowsWithTheWindowAndShowsTheNewestEntryWhole(t *testing.T) {
	path := longBrawl(t, 30)
	a := test.NewTempApp(t)
	heights := map[float32]float32{}
	for _, size := range []fyne.Size{{Width: 1280, Height: 720}, {Width: 1920, Height: 1080}} {
		w := newMainWindow(a)
		w.win.Resize(size)
		t.Cleanup(w.win.Close)
		if err := w.openPath(path); err != nil {
			t.Fatal(err)
		}
		if w.mode != modePlay || !w.play.FightPane().Visible() {
			t.Fatalf("%v: the resumed combat shows no fight pane (mode %s)", size, modeName(w.mode))
		}
		checkNewestWhole(t, w, "opened")
		log, _ := w.fightLog(t)
		heights[size.Height] = log.Size().Height
		v := w.play.Fight().View()
		test.Tap(w.button(t, "End "+combat.Possessive(v.Acting)+" turn"))
		if n := len(w.play.Fight().View().Log); n <= len(v.Log) {
			t.Fatalf("%v: ending the turn added no entry", size)
		}
		checkNewestWhole(t, w, "after a turn ends")
	}
	// The window is 360 px taller: the panel above and the log share it.
	if heights[1080] < heights[720]+120 {
		t.Errorf("the log is %.0f px high at 720p and %.0f px at 1080p: it does not use the extra height", heights[720], heights[1080])
	}
}

// The pane below the panel follows the fight while one runs in Play, and
// gives its room back otherwise (the warnings' pane is Edit mode's,
// TestLint_TheWarningsPaneShowsInEditModeOnly).
func TestSide_TheFightShowsBelowThePanelWhileACombatRuns(t *testing.T) {
	w := newPlayWindowAt(t, test.NewTempApp(t), 1280, 720)
	fight := w.play.FightPane()
	check := func(when string, wantFight, wantWarnings bool) {
		t.Helper()
		if fight.Visible() != wantFight || w.lint.Content().Visible() != wantWarnings {
			t.Errorf("%s: fight shown %v, warnings shown %v; want %v, %v", when, fight.Visible(), w.lint.Content().Visible(), wantFight, wantWarnings)
		}
		if !wantFight && !wantWarnings && w.props.content.Size().Height < w.side.Size().Height-1 {
			t.Errorf("%s: the panel is %.0f px of the side's %.0f", when, w.props.content.Size().Height, w.side.Size().Height)
		}
		if wantFight && fight.Size().Height < 150 {
			t.Errorf("%s: the fight pane is %.0f px high", when, fight.Size().Height)
		}
	}
	check("before a combat", false, false)
	w.startWithPCsFirst(t)
	check("during a combat", true, false)
	w.side.SetOffset(0.4) // the GM drags the divider up
	checkNewestWhole(t, w, "with the divider up")
	v := w.play.Fight().View()
	test.Tap(w.button(t, "End "+combat.Possessive(v.Acting)+" turn"))
	if w.side.Offset != 0.4 {
		t.Errorf("an act moved the divider the GM left at 0.4 to %v", w.side.Offset)
	}
	w.setMode(modeExplore)
	check("in Explore mode", false, false)
	w.setMode(modePlay)
	check("back in Play", true, false)
	if w.side.Offset != 0.4 {
		t.Errorf("back in Play the divider is at %v, not where the GM left it", w.side.Offset)
	}
	test.Tap(w.button(t, "End combat"))
	test.Tap(w.button(t, "End the combat"))
	test.Tap(w.button(t, "Close combat"))
	test.Tap(w.button(t, "Keep results"))
	check("after the combat", false, false)
}

// Undo and End combat sit in a bar pinned under the Play panel while a
// combat runs: on the smallest window, under a long banner and a pending
// decision, they stay in sight without scrolling the panel, and the bar
// goes with the combat and in the other modes.
func TestSide_UndoAndEndCombatStayInSightOnTheSmallestWindow(t *testing.T) {
	w := newPlayWindowAt(t, test.NewTempApp(t), 1280, 720)
	bar := w.play.Actions()
	if bar.Visible() {
		t.Fatal("the bar shows before a combat")
	}
	w.startWithPCsFirst(t)
	upper := w.side.Leading
	top := fyne.CurrentApp().Driver().AbsolutePositionForObject(upper).Y
	for _, label := range []string{"Undo", "End combat"} {
		b := hosttest.ButtonIn(label, bar)
		if b == nil || !bar.Visible() {
			t.Fatalf("no %q in the bar pinned under the panel", label)
		}
		y := fyne.CurrentApp().Driver().AbsolutePositionForObject(b).Y
		if y < top || y+b.Size().Height > top+upper.Size().Height+0.5 {
			t.Errorf("%q spans %.0f-%.0f px, outside the panel's %.0f-%.0f", label, y, y+b.Size().Height, top, top+upper.Size().Height)
		}
		if hosttest.ButtonIn(label, w.props.box) != nil {
			t.Errorf("%q is also in the scrolling panel", label)
		}
	}
	w.setMode(modeExplore)
	if bar.Visible() {
		t.Error("the bar shows in Explore mode")
	}
	w.setMode(modePlay)
	if !bar.Visible() {
		t.Error("the bar is gone back in Play")
	}
	test.Tap(w.button(t, "End combat"))
	test.Tap(w.button(t, "End the combat"))
	test.Tap(w.button(t, "Close combat"))
	test.Tap(w.button(t, "Keep results"))
	if bar.Visible() {
		t.Error("the bar shows after the combat is closed")
	}
}
