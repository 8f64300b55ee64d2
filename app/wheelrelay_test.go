package app

import (
	"testing"

	"github.com/unhexboard/unhexboard/app/uikit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
)

// wheelCount is an outer scroller that counts the wheel events it gets.
type wheelCount struct{ got int }

func (o *wheelCount) Scrolled(*fyne.ScrollEvent) { o.got++ }

func wheel(dy float32) *fyne.ScrollEvent {
	return &fyne.ScrollEvent{Scrolled: fyne.Delta{DY: dy}}
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

// In the real Play panel at 720p, a wheel over the roster or the log
// that they cannot follow scrolls the panel itself.
func TestWheelRelay_ThePlayPanelScrollsPastTheRosterAndTheLog(t *testing.T) {
	w := newPlayWindowAt(t, test.NewTempApp(t), 1280, 720)
	w.play.tracker.start(nil) // the log shows while a combat runs
	var relays []*uikit.WheelRelay
	walk(w.props.box, func(o fyne.CanvasObject) {
		if r, ok := o.(*uikit.WheelRelay); ok && r.Visible() {
			relays = append(relays, r)
		}
	})
	if len(relays) != 2 {
		t.Fatalf("the panel has %d wheel relays, want 2 (the roster and the log)", len(relays))
	}
	panel := w.props.content.(*container.Scroll)
	for i, r := range relays {
		panel.ScrollToTop()
		for range 200 {
			r.Scrolled(wheel(-120))
		}
		if panel.Offset.Y <= 0 {
			t.Errorf("relay %d: the wheel never scrolled the panel past it", i)
		}
	}
}
