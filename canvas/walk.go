package canvas

import (
	"image/color"

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

// Walk hands p the board's drawing as a printed page stacks it (see
// DrawInkUnder): its ink's lines, then its boxes' fills, then their
// outlines, then its canvas objects layer by layer. The background
// picture is not part of it (see BackgroundCovers).
func (b *Board) Walk(p Painter) {
	for _, l := range b.ink.lines {
		p.Line(l.x1, l.y1, l.x2, l.y2, l.width, l.c)
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
