package uikit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

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
// flow's MinSize cannot know the width, so a FlowBox asks it.
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

// FlowBox is a flow that grows taller when its rows wrap, so the VBox
// around it leaves room for every row.
type FlowBox struct {
	widget.BaseWidget
	objs  []fyne.CanvasObject
	width float32
}

func NewFlowBox(objs ...fyne.CanvasObject) *FlowBox {
	b := &FlowBox{objs: objs}
	b.ExtendBaseWidget(b)
	return b
}

func (b *FlowBox) CreateRenderer() fyne.WidgetRenderer {
	return &flowBoxRenderer{b: b, c: container.New(flow{}, b.objs...)}
}

type flowBoxRenderer struct {
	b *FlowBox
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

// WrapButton is a button whose label wraps to the panel's width, for acts
// and reactions whose names are long: nothing is cut off with "…".
type WrapButton struct {
	widget.BaseWidget
	Text   string
	Button *widget.Button // no text of its own: the background, hover and tap
	label  *widget.Label
	// Card and Band, on an act's button, are its action card's name and
	// its group's colour (see newActButton).
	Card string
	Band color.NRGBA
}

func NewWrapButton(text string, tapped func()) *WrapButton {
	b := &WrapButton{Text: text, Button: widget.NewButton("", tapped), label: WrappedLabel(text)}
	b.ExtendBaseWidget(b)
	return b
}

func (b *WrapButton) CreateRenderer() fyne.WidgetRenderer {
	if b.Card != "" {
		return widget.NewSimpleRenderer(b.actLook())
	}
	return widget.NewSimpleRenderer(container.NewStack(b.Button, b.label))
}

// Tapped lets the keyboard-less tests and the accessibility tools tap it.
func (b *WrapButton) Tapped(e *fyne.PointEvent) { b.Button.Tapped(e) }

// actBandWidth is the width of the coloured band down an act button's
// left edge.
const actBandWidth = 6

// actLook builds the band, wash and name of an act button.
func (b *WrapButton) actLook() fyne.CanvasObject {
	band := canvas.NewRectangle(b.Band)
	band.SetMinSize(fyne.NewSize(actBandWidth, 0))
	wash := b.Band
	wash.A = 0x30
	text := widget.NewRichText(
		&widget.TextSegment{Text: b.Card + "  ", Style: widget.RichTextStyle{Inline: true, TextStyle: fyne.TextStyle{Bold: true}}},
		&widget.TextSegment{Text: b.Text, Style: widget.RichTextStyleInline},
	)
	text.Wrapping = fyne.TextWrapWord
	return container.NewStack(b.Button, canvas.NewRectangle(color.NRGBA(wash)), container.NewBorder(nil, nil, band, nil, text))
}
