package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// The warnings pane belongs to drawing: Explore and Play give its room to
// their own panel, and Edit brings it back.
func TestLint_TheWarningsPaneShowsInEditModeOnly(t *testing.T) {
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(1280, 720))
	for _, tc := range []struct {
		m    mode
		want bool
	}{{modeEdit, true}, {modePlay, false}, {modeEdit, true}, {modeExplore, false}} {
		w.setMode(tc.m)
		if got := w.lint.Content().Visible(); got != tc.want {
			t.Errorf("in %s mode the warnings pane is shown: %v, want %v", modeName(tc.m), got, tc.want)
		}
		if !tc.want && w.props.content.Size().Height < w.side.Size().Height-1 {
			t.Errorf("in %s mode the panel is %v high of the side's %v", modeName(tc.m), w.props.content.Size().Height, w.side.Size().Height)
		}
	}
}

// Play mode's status line says how a character gets onto the board, as
// the panel's hint does (Play's own test holds the hint and that it
// works).
func TestPlay_TheStatusLineSaysHowToPlaceACharacter(t *testing.T) {
	w := newPlayWindow(t)
	said := w.status.message.Text
	if strings.Contains(said, "onto an area") || strings.Contains(said, "onto areas") {
		t.Errorf("the hint still says to drag a new character's token: %q", said)
	}
	if !strings.Contains(said, "click an area to place it") {
		t.Errorf("the status line does not say how to place a character: %q", said)
	}
}
