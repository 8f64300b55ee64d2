package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/assets"
)

// Help → About states the app's licence and whose copyright it is, from
// the one place the packages and LICENSE are held to (assets).
func TestAbout_NamesTheLicenceAndItsHolder(t *testing.T) {
	w := newTestWindow(t)
	w.showAbout()
	top := w.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no About dialog")
	}
	var text strings.Builder
	walk(top, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			text.WriteString(l.Text + "\n")
		}
	})
	for _, want := range []string{"Licence: " + assets.License, "© " + assets.LicenseHolder} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("About does not say %q:\n%s", want, text.String())
		}
	}
}
