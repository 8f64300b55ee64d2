package mapprint

import (
	"math"

	"github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/interop/vector"
)

// cullShapes keeps the shapes that may reach into r: each page of a
// poster carries only its part of the map, so a poster of many pages
// does not repeat the whole map on every one.
func cullShapes(shapes []vector.Shape, r vector.Rect) []vector.Shape {
	out := make([]vector.Shape, 0, len(shapes))
	for _, s := range shapes {
		if reaches(s, r) {
			out = append(out, s)
		}
	}
	return out
}

// reaches says whether a shape may reach into r.
func reaches(s vector.Shape, r vector.Rect) bool {
	if line, ok := s.(vector.Line); ok {
		// A long link's box spans pages the line never crosses.
		h := line.Stroke.Width / 2
		_, _, _, _, in := canvas.ClipSegment(line.X1, line.Y1, line.X2, line.Y2, r.X-h, r.Y-h, r.X+r.W+h, r.Y+r.H+h)
		return in
	}
	x1, y1, x2, y2 := shapeBounds(s)
	return x2 >= r.X && x1 <= r.X+r.W && y2 >= r.Y && y1 <= r.Y+r.H
}

// shapeBounds is a box that holds the shape.
func shapeBounds(s vector.Shape) (x1, y1, x2, y2 float64) {
	switch s := s.(type) {
	case vector.Line:
		h := s.Stroke.Width / 2
		return math.Min(s.X1, s.X2) - h, math.Min(s.Y1, s.Y2) - h, math.Max(s.X1, s.X2) + h, math.Max(s.Y1, s.Y2) + h
	case vector.Rect:
		h := s.Stroke.Width / 2
		return s.X - h, s.Y - h, s.X + s.W + h, s.Y + s.H + h
	case vector.Circle:
		r := s.R + s.Stroke.Width/2
		return s.CX - r, s.CY - r, s.CX + r, s.CY + r
	case vector.Polygon:
		x1, y1, x2, y2 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for _, p := range s.Points {
			x1, y1, x2, y2 = math.Min(x1, p.X), math.Min(y1, p.Y), math.Max(x2, p.X), math.Max(y2, p.Y)
		}
		h := s.Stroke.Width / 2
		return x1 - h, y1 - h, x2 + h, y2 + h
	case vector.Text:
		w := vector.TextWidth(s.Text, s.Size, s.Bold)
		x := s.X
		switch s.Anchor {
		case vector.AnchorMiddle:
			x -= w / 2
		case vector.AnchorEnd:
			x -= w
		}
		return x, s.Y - vector.Ascent(s.Size), x + w, s.Y + vector.Descent(s.Size)
	case vector.Image:
		return s.X, s.Y, s.X + s.W, s.Y + s.H
	}
	return math.Inf(-1), math.Inf(-1), math.Inf(1), math.Inf(1) // a group: always kept
}
