package uikit

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// tipDelay is how long the pointer rests on a button before its tip
// shows.
const tipDelay = 500 * time.Millisecond

// Tips floats a short tip under the button the pointer rests on, in a
// layer over the window's content that takes no clicks. Fyne has no
// tooltips of its own.
type Tips struct {
	layer *fyne.Container
	plate *fyne.Container
	bg    *canvas.Rectangle
	text  *widget.Label
	gen   int // bumped on every pointer move in or out: a late timer shows nothing
	// after runs f on the UI thread once d has passed (tests run it when
	// they choose).
	after func(d time.Duration, f func())
}

// NewTips makes the layer; Over puts it over the window's content.
func NewTips() *Tips {
	t := &Tips{text: widget.NewLabel(""), bg: canvas.NewRectangle(nil), after: func(d time.Duration, f func()) {
		time.AfterFunc(d, func() { fyne.Do(f) })
	}}
	t.bg.StrokeWidth = 1
	t.plate = container.NewStack(t.bg, t.text)
	t.plate.Hide()
	t.layer = container.NewWithoutLayout(t.plate)
	return t
}

// Over stacks the tips' layer over content.
func (t *Tips) Over(content fyne.CanvasObject) fyne.CanvasObject {
	return container.NewStack(content, t.layer)
}

// show puts tip under o at once.
func (t *Tips) show(o fyne.CanvasObject, tip string) {
	d := fyne.CurrentApp().Driver()
	at := d.AbsolutePositionForObject(o).Subtract(d.AbsolutePositionForObject(t.layer))
	t.text.SetText(tip)
	// The theme's colours as they are now: the GM may have switched.
	t.bg.FillColor = theme.Color(theme.ColorNameOverlayBackground)
	t.bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	t.bg.CornerRadius = theme.InputRadiusSize()
	size := t.plate.MinSize()
	x := at.X
	if room := t.layer.Size().Width - size.Width - theme.Padding(); x > room {
		x = max(0, room)
	}
	t.plate.Resize(size)
	t.plate.Move(fyne.NewPos(x, at.Y+o.Size().Height+theme.Padding()))
	t.plate.Show()
	// The plate was never drawn while hidden, so the window does not know
	// it yet: ask for a repaint through the layer, which it does know.
	t.layer.Refresh()
}

// hide takes the tip away, and any tip still waiting to show.
func (t *Tips) hide() {
	t.gen++
	if t.plate.Visible() {
		t.plate.Hide()
		t.layer.Refresh()
	}
}

// later shows tip under o once the pointer has rested there tipDelay.
func (t *Tips) later(o fyne.CanvasObject, tip string) {
	t.gen++
	gen := t.gen
	t.after(tipDelay, func() {
		if t.gen == gen {
			t.show(o, tip)
		}
	})
}

// TipButton is a button that shows a tip (what it does, its key) while
// the pointer rests on it.
type TipButton struct {
	widget.Button
	Tip  string
	tips *Tips
}

// NewTipButton makes a button with an icon, a label (may be empty) and a
// tip shown through tips.
func NewTipButton(label string, icon fyne.Resource, tip string, tips *Tips, tapped func()) *TipButton {
	b := &TipButton{Tip: tip, tips: tips}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

var _ desktop.Hoverable = (*TipButton)(nil)

// MouseIn starts the wait for the tip.
func (b *TipButton) MouseIn(ev *desktop.MouseEvent) {
	b.Button.MouseIn(ev)
	b.tips.later(b, b.Tip)
}

// MouseOut takes the tip away.
func (b *TipButton) MouseOut() {
	b.Button.MouseOut()
	b.tips.hide()
}

// Tapped takes the tip away and presses the button.
func (b *TipButton) Tapped(ev *fyne.PointEvent) {
	b.tips.hide()
	b.Button.Tapped(ev)
}
