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
// carry neither. The board takes the keyboard focus, so single-key
// shortcuts work after any click on the map.
func (b *Board) MouseDown(ev *desktop.MouseEvent) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(b); c != nil && c.Focused() != b {
		c.Focus(b)
	}
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
		b.held.on.Store(true)
		start := ev.Position.Subtract(ev.Dragged)
		if b.pressButton != 0 {
			start = b.pressAt
		}
		b.panning = b.pressButton == desktop.MouseButtonTertiary || b.spaceHeld || b.Input == nil ||
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
	b.held.on.Store(false)
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

// MouseOut clears the hover highlight, and tells an Input that is a
// Leaver.
func (b *Board) MouseOut() {
	b.SetHover(Hit{Link: -1})
	if l, ok := b.Input.(Leaver); ok {
		l.PointerLeft()
	}
}

// Leaver is an Input that follows the pointer (Hover) and forgets what it
// pointed at when the pointer leaves the board.
type Leaver interface{ PointerLeft() }

// Keyboard: the board is focusable so that keys reach the app after a click
// on the map, and holding Space turns any drag into a pan.

var (
	_ fyne.Focusable  = (*Board)(nil)
	_ desktop.Keyable = (*Board)(nil)
)

// FocusGained is part of fyne.Focusable.
func (b *Board) FocusGained() {}

// FocusLost forgets a held Space: its release may go elsewhere.
func (b *Board) FocusLost() { b.spaceHeld = false }

// TypedRune hands the characters to the app.
func (b *Board) TypedRune(r rune) {
	if b.OnTypedRune != nil {
		b.OnTypedRune(r)
	}
}

// TypedKey hands keys to the app.
func (b *Board) TypedKey(ev *fyne.KeyEvent) {
	if b.OnTypedKey != nil {
		b.OnTypedKey(ev)
	}
}

// KeyDown tracks Space for panning.
func (b *Board) KeyDown(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeySpace {
		b.spaceHeld = true
	}
}

// KeyUp tracks Space for panning.
func (b *Board) KeyUp(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeySpace {
		b.spaceHeld = false
	}
}
