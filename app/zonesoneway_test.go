package app

import (
	"testing"

	"fyne.io/fyne/v2"
)

// W makes an obscured border one-way on a zones map, as the engine lets
// it be, and two-way again.
func TestMarkKeys_WMakesAnObscuredBorderOneWayOnAZonesMap(t *testing.T) {
	w := newTestWindow(t)
	w.openExample("forbidden-ruin.unhex")
	w.setMode(modeEdit) // a bundled map with tokens opens in Play
	w.selectLink(t, "yard", "brambles")
	m := w.ed.Map()
	i := m.LinkBetween("yard", "brambles")
	if m.Links[i].Kind != "obscured" {
		t.Fatalf("the Courtyard – Bramble Garden link is %s, want the ruin's obscured border", m.Links[i].Kind)
	}
	w.pressKey(fyne.KeyW)
	if !w.ed.Map().Links[i].OneWay {
		t.Fatalf("W left the obscured border two-way (status %q)", w.status.message.Text)
	}
	w.pressKey(fyne.KeyW)
	if w.ed.Map().Links[i].OneWay {
		t.Error("W again left it one-way")
	}
}
