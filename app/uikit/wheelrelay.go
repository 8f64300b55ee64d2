package uikit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// WheelRelay lets the mouse wheel over a scrolling list inside the side
// panel scroll the list until it reaches its end, and the panel after
// that. Fyne gives the wheel to the innermost scroller only, so on a small
// screen the log and the roster would trap it and the panel below them
// could be reached only by its scroll bar.
type WheelRelay struct {
	widget.BaseWidget
	inner fyne.CanvasObject
	// scroll moves the inner list by one wheel event; offset says where
	// it stands, so a wheel that moved nothing goes on to the panel.
	scroll func(*fyne.ScrollEvent)
	offset func() float32
	outer  func() fyne.Scrollable
}

func NewWheelRelay(inner fyne.CanvasObject, scroll func(*fyne.ScrollEvent), offset func() float32, outer func() fyne.Scrollable) *WheelRelay {
	r := &WheelRelay{inner: inner, scroll: scroll, offset: offset, outer: outer}
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer lays a catcher over the inner list: the topmost
// scrollable under the pointer gets the wheel, while taps and hovers,
// which the catcher does not take, still reach the list's rows.
func (r *WheelRelay) CreateRenderer() fyne.WidgetRenderer {
	c := &wheelCatcher{r: r}
	c.ExtendBaseWidget(c)
	return widget.NewSimpleRenderer(container.NewStack(r.inner, c))
}

// Scrolled moves the inner list, or the panel when the list is already at
// the end the wheel points to.
func (r *WheelRelay) Scrolled(ev *fyne.ScrollEvent) {
	before := r.offset()
	r.scroll(ev)
	if r.offset() != before {
		return
	}
	if o := r.outer(); o != nil {
		o.Scrolled(ev)
	}
}

// wheelCatcher is the transparent layer that takes the wheel for a relay.
type wheelCatcher struct {
	widget.BaseWidget
	r *WheelRelay
}

func (c *wheelCatcher) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewWithoutLayout())
}

func (c *wheelCatcher) Scrolled(ev *fyne.ScrollEvent) { c.r.Scrolled(ev) }
