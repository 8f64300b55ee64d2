package canvas

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// layer is a pool of canvas objects drawn at one depth. Each redraw reuses
// the objects from the last one and hides what is left over, so panning a
// large map allocates nothing.
type layer struct {
	lines   []*canvas.Line
	rects   []*canvas.Rectangle
	circles []*canvas.Circle
	polys   []*canvas.Polygon
	texts   []*canvas.Text
	textKey []textKey
	images  []*canvas.Image

	nLines, nRects, nCircles, nPolys, nTexts, nImages int
	grew                                              bool
}

type textKey struct {
	text  string
	size  float32
	color color.Color
	bold  bool
}

func (l *layer) begin() {
	l.nLines, l.nRects, l.nCircles, l.nPolys, l.nTexts, l.nImages = 0, 0, 0, 0, 0, 0
}

func (l *layer) line(x1, y1, x2, y2, width float32, c color.Color) {
	if l.nLines == len(l.lines) {
		l.lines = append(l.lines, &canvas.Line{})
		l.grew = true
	}
	ln := l.lines[l.nLines]
	l.nLines++
	ln.Position1 = fyne.Position{X: x1, Y: y1}
	ln.Position2 = fyne.Position{X: x2, Y: y2}
	ln.StrokeWidth = width
	ln.StrokeColor = c
	ln.Hidden = false
}

func (l *layer) rect(x, y, w, h float32, fill, stroke color.Color, strokeWidth, radius float32) {
	if l.nRects == len(l.rects) {
		l.rects = append(l.rects, &canvas.Rectangle{})
		l.grew = true
	}
	r := l.rects[l.nRects]
	l.nRects++
	r.FillColor, r.StrokeColor, r.StrokeWidth, r.CornerRadius = fill, stroke, strokeWidth, radius
	r.Move(fyne.Position{X: x, Y: y})
	r.Resize(fyne.Size{Width: w, Height: h})
	r.Show()
}

func (l *layer) circle(cx, cy, radius float32, fill, stroke color.Color, strokeWidth float32) {
	if l.nCircles == len(l.circles) {
		l.circles = append(l.circles, &canvas.Circle{})
		l.grew = true
	}
	c := l.circles[l.nCircles]
	l.nCircles++
	c.FillColor, c.StrokeColor, c.StrokeWidth = fill, stroke, strokeWidth
	c.Position1 = fyne.Position{X: cx - radius, Y: cy - radius}
	c.Position2 = fyne.Position{X: cx + radius, Y: cy + radius}
	c.Hidden = false
}

// poly draws a regular polygon centred at (cx, cy) in a box of side size,
// rotated by angle degrees clockwise.
func (l *layer) poly(cx, cy, size float32, sides uint, angle float32, fill color.Color) {
	if l.nPolys == len(l.polys) {
		l.polys = append(l.polys, &canvas.Polygon{})
		l.grew = true
	}
	p := l.polys[l.nPolys]
	l.nPolys++
	p.Sides, p.Angle, p.FillColor = sides, angle, fill
	p.Move(fyne.Position{X: cx - size/2, Y: cy - size/2})
	p.Resize(fyne.Size{Width: size, Height: size})
	p.Show()
}

// text draws a label centred on (cx, cy) in a box of w x h pixels, or
// starting at cx when left is set.
func (l *layer) text(s string, cx, cy, w, h, size float32, c color.Color, bold, left bool) {
	if l.nTexts == len(l.texts) {
		l.texts = append(l.texts, &canvas.Text{})
		l.textKey = append(l.textKey, textKey{})
		l.grew = true
	}
	t := l.texts[l.nTexts]
	key := textKey{text: s, size: size, color: c, bold: bold}
	changed := l.textKey[l.nTexts] != key
	l.textKey[l.nTexts] = key
	l.nTexts++
	t.Text, t.TextSize, t.Color = s, size, c
	t.TextStyle = fyne.TextStyle{Bold: bold}
	t.Alignment = fyne.TextAlignCenter
	x := cx - w/2
	if left {
		t.Alignment = fyne.TextAlignLeading
		x = cx
	}
	t.Move(fyne.Position{X: x, Y: cy - h/2})
	t.Resize(fyne.Size{Width: w, Height: h})
	t.Show()
	if changed {
		// Text is cached as a texture: it must be told when it changes.
		t.Refresh()
	}
}

// end hides every pooled object this redraw did not use.
func (l *layer) end() {
	for _, o := range l.lines[l.nLines:] {
		o.Hidden = true
	}
	for _, o := range l.rects[l.nRects:] {
		o.Hide()
	}
	for _, o := range l.circles[l.nCircles:] {
		o.Hidden = true
	}
	for _, o := range l.polys[l.nPolys:] {
		o.Hide()
	}
	for _, o := range l.texts[l.nTexts:] {
		o.Hide()
	}
	for _, o := range l.images[l.nImages:] {
		o.Hidden = true
	}
}

// appendObjects adds the layer's objects in drawing order.
func (l *layer) appendObjects(out []fyne.CanvasObject) []fyne.CanvasObject {
	for _, o := range l.images {
		out = append(out, o)
	}
	for _, o := range l.lines {
		out = append(out, o)
	}
	for _, o := range l.rects {
		out = append(out, o)
	}
	for _, o := range l.circles {
		out = append(out, o)
	}
	for _, o := range l.polys {
		out = append(out, o)
	}
	for _, o := range l.texts {
		out = append(out, o)
	}
	return out
}
