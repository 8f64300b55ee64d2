package uikit

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// tipWindow is a window with a row of two buttons with tips.
func tipWindow(t *testing.T) (*Tips, *TipButton, *bool) {
	t.Helper()
	a := test.NewTempApp(t)
	tips := NewTips()
	tips.after = func(d time.Duration, f func()) {
		if d < 200*time.Millisecond {
			t.Errorf("a tip waits only %v: it would flicker as the pointer crosses the toolbar", d)
		}
		waiting = append(waiting, f)
	}
	tapped := new(bool)
	b := NewTipButton("", theme.ConfirmIcon(), "Door (D): put a door on the link", tips, func() { *tapped = true })
	row := container.NewHBox(widget.NewLabel("tools"), b)
	w := a.NewWindow("tips")
	w.SetContent(tips.Over(container.NewBorder(row, nil, nil, nil, widget.NewLabel("board"))))
	w.Resize(fyne.NewSize(500, 300))
	t.Cleanup(w.Close)
	return tips, b, tapped
}

// waiting are the tips' timers, run by waitTip as if their time had come.
var waiting []func()

func waitTip() {
	for _, f := range waiting {
		f()
	}
	waiting = nil
}

func TestTips_ShowUnderTheButtonOnceThePointerRestsAndGoWhenItLeaves(t *testing.T) {
	tips, b, _ := tipWindow(t)
	if tips.plate.Visible() {
		t.Fatal("a tip shows before any pointer came")
	}
	b.MouseIn(&desktop.MouseEvent{})
	waitTip()
	if !tips.plate.Visible() || tips.text.Text != b.Tip {
		t.Fatalf("after resting on the button the tip is %q (shown %v), want %q", tips.text.Text, tips.plate.Visible(), b.Tip)
	}
	d := fyne.CurrentApp().Driver()
	under := d.AbsolutePositionForObject(b).Y + b.Size().Height
	if top := d.AbsolutePositionForObject(tips.plate).Y; top < under {
		t.Errorf("the tip's top %v covers the button (its bottom %v)", top, under)
	}
	if right := tips.plate.Position().X + tips.plate.Size().Width; right > tips.layer.Size().Width {
		t.Errorf("the tip runs off the window: its right edge %v, the window %v wide", right, tips.layer.Size().Width)
	}
	b.MouseOut()
	if tips.plate.Visible() {
		t.Error("the tip stays after the pointer left")
	}
}

func TestTips_APointerPassingByShowsNothing(t *testing.T) {
	tips, b, _ := tipWindow(t)
	b.MouseIn(&desktop.MouseEvent{})
	b.MouseOut()
	waitTip()
	if tips.plate.Visible() {
		t.Error("a tip showed for a pointer that only passed over the button")
	}
}

func TestTips_ClickingTheButtonPressesItAndTakesTheTipAway(t *testing.T) {
	tips, b, tapped := tipWindow(t)
	b.MouseIn(&desktop.MouseEvent{})
	waitTip()
	test.Tap(b)
	if !*tapped || tips.plate.Visible() {
		t.Errorf("after a click: pressed %v, tip shown %v; want pressed and no tip", *tapped, tips.plate.Visible())
	}
}
