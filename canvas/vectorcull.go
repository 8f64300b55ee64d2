package canvas

import (
	"math"
	"unicode/utf8"

	"github.com/unhexboard/unhexboard/interop/vector"
)

// cullShapes keeps the shapes that may reach into r: each page of a
// poster carries only its part of the map, so a poster of many pages
// does not repeat the whole map on every one.
func cullShapes(shapes []vector.Shape, r vector.Rect) []vector.Shape {
	var out []vector.Shape
	for _, s := range shapes {
		x1, y1, x2, y2 := shapeBounds(s)
		if x2 >= r.X && x1 <= r.X+r.W && y2 >= r.Y && y1 <= r.Y+r.H {
			out = append(out, s)
		}
	}
	return out
}

// shapeBounds is a box that holds the shape, generously for text (whose
// width the shapes do not know).
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
		w := s.Size * float64(utf8.RuneCountInString(s.Text)) // wider than any real line
		return s.X - w, s.Y - s.Size, s.X + w, s.Y + s.Size
	case vector.Image:
		return s.X, s.Y, s.X + s.W, s.Y + s.H
	}
	return math.Inf(-1), math.Inf(-1), math.Inf(1), math.Inf(1) // a group: always kept
}
