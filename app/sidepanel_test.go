package app

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/combat"
)

// newPlayWindowAt opens the brawl map in Play mode in a window of a size.
func newPlayWindowAt(t *testing.T, a fyne.App, width, height float32) *mainWindow {
	t.Helper()
	w := newMainWindow(a)
	w.win.Resize(fyne.NewSize(width, height))
	if err := w.openPath("../assets/maps/nightclub-brawl.unhex"); err != nil {
		t.Fatal(err)
	}
	w.setMode(modePlay)
	t.Cleanup(w.win.Close)
	return w
}

// bodySplit is the divider between the board and the side panel.
func (w *mainWindow) bodySplit(t *testing.T) *container.Split {
	t.Helper()
	var found *container.Split
	walk(w.win.Content(), func(o fyne.CanvasObject) {
		if s, ok := o.(*container.Split); ok && s.Horizontal && found == nil {
			found = s
		}
	})
	if found == nil {
		t.Fatal("no divider between the board and the panel")
	}
	return found
}

// checkPanelFits fails when the side panel's content asks for more width
// than the panel has, so that something is cut off on the right.
func checkPanelFits(t *testing.T, w *mainWindow, when string) {
	t.Helper()
	win := w.win.Canvas().Size()
	if got := w.win.Content().MinSize().Width; got > win.Width {
		t.Errorf("%s: the window's content needs %.0f px, wider than the %.0f px window", when, got, win.Width)
	}
	w.win.Resize(win) // lay out again after the panel changed
	have := w.props.content.Size().Width
	if need := w.props.content.(*container.Scroll).Content.MinSize().Width; need > have {
		var wide []string
		walk(w.props.box, func(o fyne.CanvasObject) {
			if o.Visible() && o.MinSize().Width > have-16 {
				switch x := o.(type) {
				case *widget.Label:
					wide = append(wide, "label "+x.Text)
				case *widget.Button:
					wide = append(wide, "button "+x.Text)
				}
			}
		})
		t.Errorf("%s: the panel is %.0f px wide but its content needs %.0f px; too wide:\n%s", when, have, need, strings.Join(wide, "\n"))
	}
}

func TestPlayPanel_FitsA1280x720WindowWithoutOverflow(t *testing.T) {
	w := newPlayWindowAt(t, test.NewTempApp(t), 1280, 720)
	split := w.bodySplit(t)
	for _, offset := range []float64{defaultSplitOffset, 0.78} {
		split.SetOffset(offset)
		w.play.selectCharacter("bouncer") // an NPC: every sheet button
		checkPanelFits(t, w, "the Bouncer's sheet before the combat")
	}
	split.SetOffset(defaultSplitOffset)
	w.startWithPCsFirst(t)
	w.tap(w.tokenAt("rook"))
	checkPanelFits(t, w, "Rook's acts")
	w.play.tracker.illegal.Open = true
	w.play.tracker.build()
	checkPanelFits(t, w, "Rook's acts with those not possible unfolded")
	test.Tap(w.button(t, "attack Bouncer with Pistol"))
	if w.play.tracker.view().Phase != combat.PhaseReaction {
		t.Fatalf("the attack opens no reaction window: %s", w.play.tracker.view().Phase)
	}
	checkPanelFits(t, w, "the reactions to Rook's attack")
	// The narrowest the divider allows still fits.
	split.SetOffset(1)
	checkPanelFits(t, w, "the divider dragged to the right edge")
}

func TestPlayPanel_TheDividerIsRememberedInThePreferences(t *testing.T) {
	a := test.NewTempApp(t)
	w := newPlayWindowAt(t, a, 1280, 720)
	split := w.bodySplit(t)
	if split.Offset != defaultSplitOffset {
		t.Errorf("a first start puts the divider at %.2f, want %.2f", split.Offset, defaultSplitOffset)
	}
	split.SetOffset(0.6) // as a drag of the divider does
	again := newPlayWindowAt(t, a, 1280, 720)
	if got := again.bodySplit(t).Offset; got != 0.6 {
		t.Errorf("the divider comes back at %.2f, want where the GM left it, 0.60", got)
	}
}

// logLabels are the labels a log view shows.
func logLabels(l *logView) map[string]*widget.Label {
	out := map[string]*widget.Label{}
	for _, o := range l.box.Objects {
		if lb, ok := o.(*widget.Label); ok {
			out[lb.Text] = lb
		}
	}
	return out
}

// checkLogInFull fails unless every entry of the log is shown whole in
// a wrapping label of the log view.
func checkLogInFull(t *testing.T, w *mainWindow, l *logView, where string) {
	t.Helper()
	shown := logLabels(l)
	log := w.play.tracker.view().Log
	if len(log) == 0 {
		t.Fatalf("%s: the log is empty", where)
	}
	for _, entry := range log {
		lb := shown[entry]
		switch {
		case lb == nil:
			t.Errorf("%s does not show the entry %q", where, entry)
		case lb.Wrapping != fyne.TextWrapWord || lb.Truncation != fyne.TextTruncateOff:
			t.Errorf("%s cuts the entry %q off instead of wrapping it", where, entry)
		}
	}
}

func TestLog_EntriesShowInFull(t *testing.T) {
	w := newPlayWindowAt(t, test.NewTempApp(t), 1280, 720)
	w.startWithPCsFirst(t)
	w.tap(w.tokenAt("rook"))
	test.Tap(w.button(t, "attack Bouncer with Pistol"))
	test.Tap(w.button(t, "Roll the dice"))
	w.answerAll(t, "24")
	checkLogInFull(t, w, w.play.tracker.log, "the panel")
	checkPanelFits(t, w, "the log after an attack")
	if got := len(w.play.tracker.log.box.Objects); got != len(w.play.tracker.view().Log) {
		t.Errorf("the panel shows %d log lines for %d entries", got, len(w.play.tracker.view().Log))
	}
}

func TestLog_OpensInItsOwnWindowAndFollowsNewEntries(t *testing.T) {
	w := newPlayWindowAt(t, test.NewTempApp(t), 1280, 720)
	w.startWithPCsFirst(t)
	test.Tap(w.button(t, "Log…"))
	tr := w.play.tracker
	if tr.logWin == nil || tr.winLog == nil {
		t.Fatal("Log… opens no window")
	}
	defer tr.logWin.Close()
	checkLogInFull(t, w, tr.winLog, "the log window")
	w.tap(w.tokenAt("rook"))
	test.Tap(w.button(t, "attack Bouncer with Pistol"))
	test.Tap(w.button(t, "Roll the dice"))
	w.answerAll(t, "24")
	checkLogInFull(t, w, tr.winLog, "the log window, after the attack")
}

// longLogView is a panel-sized log holding 40 entries that wrap.
func longLogView() *logView {
	lv := newLogView(120)
	var lines []string
	for i := range 40 {
		lines = append(lines, fmt.Sprintf("Round %d – a line long enough to wrap in a narrow panel of the tracker, entry %d.", i/10+1, i))
	}
	lv.set(lines)
	return lv
}

// A log opened on a long combat shows its newest entry, not its first:
// the scroll is laid out before it can reach the bottom.
func TestLog_OpensAtTheNewestEntry(t *testing.T) {
	test.NewTempApp(t)
	lv := longLogView()
	w := test.NewTempWindow(t, lv.view)
	w.Resize(fyne.NewSize(300, 200))
	lv.view.Refresh()
	bottom := lv.box.MinSize().Height - lv.scroll.Size().Height
	if bottom <= 0 || lv.scroll.Offset.Y < bottom-1 {
		t.Fatalf("the log opens at offset %v; the newest entry is at %v", lv.scroll.Offset.Y, bottom)
	}
}
