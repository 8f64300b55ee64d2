package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// The side panel sits right of the board behind a divider the GM can drag.
// Everything in it wraps or fits at sidePanelMinWidth, so nothing is cut
// off on the right whatever the divider's place.
const (
	// sidePanelMinWidth is the narrowest the panel's content asks for.
	sidePanelMinWidth = 240
	// splitOffsetPref remembers where the GM left the divider: the board's
	// share of the window's width.
	splitOffsetPref = "panel.splitOffset"
	// defaultSplitOffset leaves the panel about 380 of 1280 pixels.
	defaultSplitOffset = 0.70
)

// newBodySplit puts the board left of the side panel, the divider where
// the GM last left it.
func (w *mainWindow) newBodySplit(board, side fyne.CanvasObject) *container.Split {
	s := container.NewHSplit(board, nil)
	s.Trailing = container.New(&offsetKeeper{split: s, prefs: w.prefs}, side)
	s.Offset = w.prefs.FloatWithFallback(splitOffsetPref, defaultSplitOffset)
	if s.Offset <= 0.2 || s.Offset >= 0.95 {
		s.Offset = defaultSplitOffset
	}
	return s
}

// offsetKeeper lays out the side panel and, as the split lays it out after
// every drag of the divider, remembers the divider's place.
type offsetKeeper struct {
	split *container.Split
	prefs fyne.Preferences
	saved float64
}

func (k *offsetKeeper) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}

func (k *offsetKeeper) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	if off := k.split.Offset; off != k.saved && off > 0.2 && off < 0.95 {
		k.saved = off
		k.prefs.SetFloat(splitOffsetPref, off)
	}
}

// flow lays its objects out left to right and starts a new row where the
// next one does not fit: a row of buttons never makes the panel wider than
// its widest button.
type flow struct{}

func (flow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		if o.Visible() {
			s = s.Max(o.MinSize())
		}
	}
	return s
}

func (flow) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	flowPlace(objs, size.Width, func(o fyne.CanvasObject, at fyne.Position, m fyne.Size) {
		o.Move(at)
		o.Resize(m)
	})
}

// flowHeight is the height the objects take when laid out at width: the
// flow's MinSize cannot know the width, so a flowBox asks it.
func flowHeight(objs []fyne.CanvasObject, width float32) float32 {
	return flowPlace(objs, width, func(fyne.CanvasObject, fyne.Position, fyne.Size) {})
}

// flowPlace walks the visible objects left to right, wrapping at width,
// hands each its place, and returns the height of the rows.
func flowPlace(objs []fyne.CanvasObject, width float32, place func(fyne.CanvasObject, fyne.Position, fyne.Size)) float32 {
	gap := float32(4)
	x, y, rowH := float32(0), float32(0), float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		if x > 0 && x+m.Width > width {
			x, y, rowH = 0, y+rowH+gap, 0
		}
		place(o, fyne.NewPos(x, y), m)
		x += m.Width + gap
		rowH = max(rowH, m.Height)
	}
	return y + rowH
}

// flowBox is a flow that grows taller when its rows wrap, so the VBox
// around it leaves room for every row.
type flowBox struct {
	widget.BaseWidget
	objs  []fyne.CanvasObject
	width float32
}

func newFlowBox(objs ...fyne.CanvasObject) *flowBox {
	b := &flowBox{objs: objs}
	b.ExtendBaseWidget(b)
	return b
}

func (b *flowBox) CreateRenderer() fyne.WidgetRenderer {
	return &flowBoxRenderer{b: b, c: container.New(flow{}, b.objs...)}
}

type flowBoxRenderer struct {
	b *flowBox
	c *fyne.Container
}

func (r *flowBoxRenderer) Layout(size fyne.Size) {
	r.c.Resize(size)
	if size.Width != r.b.width {
		r.b.width = size.Width
		// The height depends on the width: ask the parent to lay out again.
		fyne.Do(func() { r.b.Refresh() })
	}
}

func (r *flowBoxRenderer) MinSize() fyne.Size {
	m := flow{}.MinSize(r.b.objs)
	if r.b.width > 0 {
		m.Height = max(m.Height, flowHeight(r.b.objs, r.b.width))
	}
	return m
}

func (r *flowBoxRenderer) Refresh()                     { r.c.Refresh() }
func (r *flowBoxRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.c} }
func (r *flowBoxRenderer) Destroy()                     {}

// wrapButton is a button whose label wraps to the panel's width, for acts
// and reactions whose names are long: nothing is cut off with "…".
type wrapButton struct {
	widget.BaseWidget
	Text   string
	button *widget.Button // no text of its own: the background, hover and tap
	label  *widget.Label
	// Card and Band, on an act's button, are its action card's name and
	// its group's colour (see newActButton).
	Card string
	Band color.NRGBA
}

func newWrapButton(text string, tapped func()) *wrapButton {
	b := &wrapButton{Text: text, button: widget.NewButton("", tapped), label: newWrappedLabel(text)}
	b.ExtendBaseWidget(b)
	return b
}

func (b *wrapButton) CreateRenderer() fyne.WidgetRenderer {
	if b.Card != "" {
		return widget.NewSimpleRenderer(b.actLook())
	}
	return widget.NewSimpleRenderer(container.NewStack(b.button, b.label))
}

// Tapped lets the keyboard-less tests and the accessibility tools tap it.
func (b *wrapButton) Tapped(e *fyne.PointEvent) { b.button.Tapped(e) }

// newHeading is a bold heading that wraps.
func newHeading(s string) *widget.Label {
	l := heading(s)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// placeHint says how characters get onto the board and move on it.
const placeHint = "To place a character, select it in the list, then click an area. To move one already on the board, drag its token."

// minHeight gives its objects at least a height, and any width.
type minHeight struct{ height float32 }

func (m minHeight) MinSize(objs []fyne.CanvasObject) fyne.Size {
	s := fyne.NewSize(0, m.height)
	for _, o := range objs {
		s = s.Max(fyne.NewSize(o.MinSize().Width, 0))
	}
	return s
}

func (m minHeight) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}
