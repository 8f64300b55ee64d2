package canvas

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// Pointer handling: the board pans with the middle button (or a left drag
// that no tool wants) and zooms with the wheel about the cursor; every other
// gesture goes to Input in map units.

var (
	_ fyne.Tappable          = (*Board)(nil)
	_ fyne.SecondaryTappable = (*Board)(nil)
	_ fyne.Draggable         = (*Board)(nil)
	_ fyne.Scrollable        = (*Board)(nil)
	_ desktop.Mouseable      = (*Board)(nil)
	_ desktop.Hoverable      = (*Board)(nil)
)

// MouseDown remembers the button and modifiers: Fyne's tap and drag events
// carry neither.
func (b *Board) MouseDown(ev *desktop.MouseEvent) {
	b.pressButton = ev.Button
	b.pressAt = ev.Position
	b.pressMods = Mods{
		Shift: ev.Modifier&fyne.KeyModifierShift != 0,
		Ctrl:  ev.Modifier&(fyne.KeyModifierControl|fyne.KeyModifierSuper) != 0,
	}
}

// MouseUp is part of desktop.Mouseable.
func (b *Board) MouseUp(*desktop.MouseEvent) {}

// Tapped sends a click to the input.
func (b *Board) Tapped(ev *fyne.PointEvent) {
	if b.Input != nil {
		b.Input.Click(b.ToModel(ev.Position), b.pressMods)
	}
	b.pressMods = Mods{}
}

// TappedSecondary opens the input's context menu.
func (b *Board) TappedSecondary(ev *fyne.PointEvent) {
	if b.Input != nil {
		b.Input.SecondaryClick(b.ToModel(ev.Position), ev.AbsolutePosition)
	}
}

// Dragged pans, or forwards the drag to the input.
func (b *Board) Dragged(ev *fyne.DragEvent) {
	if !b.dragging {
		b.dragging = true
		start := ev.Position.Subtract(ev.Dragged)
		if b.pressButton != 0 {
			start = b.pressAt
		}
		b.panning = b.pressButton == desktop.MouseButtonTertiary || b.Input == nil ||
			!b.Input.DragStart(b.ToModel(start), b.pressMods)
	}
	b.lastDrag = ev.Position
	if b.panning {
		b.PanBy(ev.Dragged.DX, ev.Dragged.DY)
		return
	}
	b.Input.DragMove(b.ToModel(ev.Position))
}

// DragEnd finishes a drag.
func (b *Board) DragEnd() {
	if b.dragging && !b.panning && b.Input != nil {
		b.Input.DragEnd(b.ToModel(b.lastDrag))
	}
	b.dragging, b.panning = false, false
	b.hover = Hit{Link: -1} // the pointer moved on; the next move sets it again
	b.pressButton = 0
	b.pressMods = Mods{}
}

// Scrolled zooms about the cursor.
func (b *Board) Scrolled(ev *fyne.ScrollEvent) {
	d := float64(ev.Scrolled.DY)
	if d == 0 {
		d = float64(ev.Scrolled.DX)
	}
	if d == 0 {
		return
	}
	b.SetView(b.view.ZoomAt(ev.Position.X, ev.Position.Y, math.Pow(1.15, d/10)))
}

// MouseIn is part of desktop.Hoverable.
func (b *Board) MouseIn(ev *desktop.MouseEvent) { b.MouseMoved(ev) }

// MouseMoved updates the hover highlight.
func (b *Board) MouseMoved(ev *desktop.MouseEvent) {
	p := b.ToModel(ev.Position)
	b.SetHover(b.HitTest(p))
	if b.Input != nil {
		b.Input.Hover(p)
	}
}

// MouseOut clears the hover highlight.
func (b *Board) MouseOut() { b.SetHover(Hit{Link: -1}) }
