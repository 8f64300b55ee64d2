package play

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/unhexboard/unhexboard/app/uikit"
)

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
func checkLogInFull(t *testing.T, w *testWindow, l *logView, where string) {
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

// The wheel over the panel's log scrolls the log while it can move, and
// the panel once the log is at the end the wheel points to.
func TestWheelRelay_TheLogTakesTheWheelUntilItsEndThenThePanelDoes(t *testing.T) {
	test.NewTempApp(t)
	lv := longLogView()
	outer := &wheelCount{}
	r := uikit.NewWheelRelay(lv.view, lv.scroll.Scrolled, func() float32 { return lv.scroll.Offset.Y },
		func() fyne.Scrollable { return outer })
	w := test.NewTempWindow(t, r)
	w.Resize(fyne.NewSize(300, 200))
	lv.view.Refresh()

	r.Scrolled(wheel(-40)) // down, at the newest entry already
	if outer.got != 1 {
		t.Fatalf("a wheel down at the log's end reached the panel %d times, want once", outer.got)
	}
	atEnd := lv.scroll.Offset.Y
	r.Scrolled(wheel(40)) // up: the log moves
	if outer.got != 1 || lv.scroll.Offset.Y >= atEnd {
		t.Errorf("a wheel up moved the log from %v to %v and reached the panel %d times", atEnd, lv.scroll.Offset.Y, outer.got-1)
	}
	for range 1000 {
		r.Scrolled(wheel(400))
	}
	if lv.scroll.Offset.Y != 0 || outer.got == 1 {
		t.Errorf("after the log reached its top (offset %v), the wheel never went on to the panel", lv.scroll.Offset.Y)
	}
}

// wheelCount is an outer scroller that counts the wheel events it gets.
type wheelCount struct{ got int }

func (o *wheelCount) Scrolled(*fyne.ScrollEvent) { o.got++ }

func wheel(dy float32) *fyne.ScrollEvent {
	return &fyne.ScrollEvent{Scrolled: fyne.Delta{DY: dy}}
}
