package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

func TestPlay_TheHintSaysHowToPlaceACharacterAndThatWayWorks(t *testing.T) {
	w := newPlayWindow(t)
	for _, said := range []string{w.status.message.Text, placeHint} {
		if strings.Contains(said, "onto an area") || strings.Contains(said, "onto areas") {
			t.Errorf("the hint still says to drag a new character's token: %q", said)
		}
	}
	if !strings.Contains(w.status.message.Text, "click an area to place it") {
		t.Errorf("the status line does not say how to place a character: %q", w.status.message.Text)
	}
	shown := false
	walk(w.props.box, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Text == placeHint && l.Visible() {
			shown = true
		}
	})
	if !shown {
		t.Error("the panel does not show how to place a character")
	}
	// What the hint says works: a character off the board, selected in
	// the list, then a click on an area.
	none := battlemap.AreaID("")
	if err := w.play.cast.apply(&sheet.Override{Character: "vex", Area: &none}); err != nil {
		t.Fatal(err)
	}
	for i, id := range w.play.order {
		if id == "vex" {
			w.play.list.Select(i)
		}
	}
	w.tap(w.at("bar"))
	if got := w.play.find("vex").Area; got != "bar" {
		t.Errorf("selected in the list, then a click on the Bar: Vex stands in %q", got)
	}
}

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
