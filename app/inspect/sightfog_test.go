package inspect

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/app/host/hosttest"
	ucanvas "github.com/unhexboard/unhexboard/canvas"
)

// With nothing selected, the map's panel has the option Reveal what the
// PCs see, off; ticking it is one undo step, its tip is on the status
// line while the pointer is over it, and the right-click menu (over an
// area or nothing) offers the same option, ticked.
func TestRevealWhatThePCsSee_TheMapPanelAndTheMenuSwitchTheOption(t *testing.T) {
	w := newTestWindow(t)
	w.ModeNow = host.ModeEdit
	box := container.NewVBox()
	NewProperties(w, box).Update()
	var check *tipCheck
	hosttest.Walk(box, func(o fyne.CanvasObject) {
		if c, ok := o.(*tipCheck); ok && c.Text == "Reveal what the PCs see" {
			check = c
		}
	})
	if check == nil {
		t.Fatal("the map's panel has no Reveal what the PCs see")
	}
	if check.Checked || w.Editor().Map().RevealPCSight {
		t.Fatal("the option is on in the bundled map")
	}
	check.MouseIn(&desktop.MouseEvent{})
	if w.Status != revealSightTip {
		t.Errorf("pointing at the option says %q", w.Status)
	}
	test.Tap(check)
	if !w.Editor().Map().RevealPCSight || len(w.Done) != 1 || w.UndoLabel() != "Undo Turn on Reveal what the PCs see" {
		t.Fatalf("ticking the box: option %v, %d steps, %q", w.Editor().Map().RevealPCSight, len(w.Done), w.UndoLabel())
	}
	for _, hit := range []ucanvas.Hit{{Link: -1}, {Area: "bar", Link: -1}} {
		items := FogItems(w, hit)
		it := items[len(items)-1]
		if it.Label != "Reveal What the PCs See" || !it.Checked {
			t.Fatalf("the right-click menu over %+v ends with %q (ticked %v)", hit, it.Label, it.Checked)
		}
	}
	items := FogItems(w, ucanvas.Hit{Link: -1})
	items[len(items)-1].Action()
	if w.Editor().Map().RevealPCSight || len(w.Done) != 2 {
		t.Error("the menu's option did not switch it off as a step of its own")
	}
	w.Undo()
	if !w.Editor().Map().RevealPCSight {
		t.Error("undo did not switch it back on")
	}
}
