package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// A long result on the status line is shown whole, wrapped onto more
// lines, never cut off with "…".
func TestStatusLine_ShowsALongResultWhole(t *testing.T) {
	w := newPlayWindowAt(t, test.NewTempApp(t), 1280, 720)
	oneLine := w.status.message.MinSize().Height
	long := strings.Repeat("Vex attacks the Bouncer from the Alley with the Rifle: 72 hits, 9 damage to location 3. ", 4)
	w.status.say(long, false)
	// The window lays out again (as the driver does once a minimum size
	// changed).
	w.win.Content().Refresh()
	m := w.status.message
	if m.Truncation != fyne.TextTruncateOff {
		t.Error("the status line cuts its text off")
	}
	if m.Size().Height < 2*oneLine-1 || m.Size().Height < m.MinSize().Height-1 {
		t.Errorf("a %d-character result gets %.0f px of the status line (one line is %.0f, it needs %.0f)",
			len(long), m.Size().Height, oneLine, m.MinSize().Height)
	}
}
