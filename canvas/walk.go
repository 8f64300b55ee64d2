package canvas

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
)

// Painter draws a board (or the legend) again by other means: the vector
// export draws it as shapes. It is handed what was drawn on the last
// redraw, bottom to top, in the widget's own coordinates.
type Painter interface {
	// Line is a stroke a printed board draws itself (see Board.Printing).
	Line(x1, y1, x2, y2, width float32, c color.Color)
	// Box is a rectangle a printed board draws itself: a fill (ink nil)
	// or an outline (fill nil) stroke wide, its corners of radius.
	Box(x, y, w, h, radius float32, fill, ink color.Color, stroke float32)
	// Object is a canvas object: a line, rectangle, circle, polygon, text,
	// image or raster, positioned in the widget.
	Object(o fyne.CanvasObject)
}

// DashPainter is a Painter that draws a dashed link as one dashed stroke
// rather than dash by dash.
type DashPainter interface {
	Painter
	// Dashes draws n dashes, each dash long and width wide, evenly
	// spaced from (x1, y1), where the first starts, to (x2, y2), where
	// the last ends. False hands them to Line one by one instead.
	Dashes(x1, y1, x2, y2 float32, n int, dash, width float32, c color.Color) bool
}

// Walk hands p the board's drawing as a printed page stacks it (see
// DrawInkUnder): its ink's lines (a dashed link whole, to a DashPainter),
// then its boxes' fills, then their outlines, then its canvas objects
// layer by layer. The background picture is not part of it (see
// BackgroundCovers).
func (b *Board) Walk(p Painter) {
	dp, _ := p.(DashPainter)
	k := &b.ink
	for _, l := range k.lines {
		if l.width != dashLine {
			p.Line(l.x1, l.y1, l.x2, l.y2, l.width, k.colors[l.c])
			continue
		}
		r := &k.dashRuns[l.c]
		a, _ := k.dash(r, 0)
		z, _ := k.dash(r, r.n-1)
		length := float32(math.Hypot(float64(a.x2-a.x1), float64(a.y2-a.y1)))
		if dp != nil && dp.Dashes(a.x1, a.y1, z.x2, z.y2, r.n, length, r.width, k.colors[r.c]) {
			continue
		}
		for i := range r.n {
			d, _ := k.dash(r, i)
			p.Line(d.x1, d.y1, d.x2, d.y2, d.width, k.colors[d.c])
		}
	}
	for _, x := range b.ink.boxes {
		p.Box(x.x, x.y, x.w, x.h, x.radius, x.fill, nil, 0)
	}
	for _, x := range b.ink.boxes {
		p.Box(x.x, x.y, x.w, x.h, x.radius, nil, x.ink, x.stroke)
	}
	if b.rend == nil {
		return
	}
	for _, o := range b.rend.objects {
		p.Object(o)
	}
}

// Walk hands p the legend's canvas objects, bottom to top.
func (l *Legend) Walk(p Painter) {
	if l.rend == nil {
		return
	}
	for _, o := range l.rend.objects {
		p.Object(o)
	}
}
