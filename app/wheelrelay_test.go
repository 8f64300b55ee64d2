package app

import (
	"testing"

	"github.com/unhexboard/unhexboard/app/uikit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
)

func wheel(dy float32) *fyne.ScrollEvent {
	return &fyne.ScrollEvent{Scrolled: fyne.Delta{DY: dy}}
}

// In the real Play panel at 720p, a wheel over the roster that it cannot
// follow scrolls the panel itself. The log is not in the panel: it has
// the pane below to itself (TestSide_TheFightShowsBelowThePanelWhileACombatRuns).
func TestWheelRelay_ThePlayPanelScrollsPastTheRoster(t *testing.T) {
	w := newPlayWindowAt(t, test.NewTempApp(t), 1280, 720)
	test.Tap(w.button(t, "Start combat")) // the panel as a combat shows it
	var relays []*uikit.WheelRelay
	walk(w.props.box, func(o fyne.CanvasObject) {
		if r, ok := o.(*uikit.WheelRelay); ok && r.Visible() {
			relays = append(relays, r)
		}
	})
	if len(relays) != 1 {
		t.Fatalf("the panel has %d wheel relays, want 1 (the roster)", len(relays))
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
