package mapprint

import (
	"math"

	"github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/interop/vector"
)

// cullShapes keeps the shapes that may reach into r, each line cut to
// the part that does: each page of a poster carries only its part of the
// map, so a poster of many pages does not repeat the whole map on every
// one, nor every dash of a link that runs across it.
func cullShapes(shapes []vector.Shape, r vector.Rect) []vector.Shape {
	out := make([]vector.Shape, 0, len(shapes))
	for _, s := range shapes {
		if line, ok := s.(vector.Line); ok {
			if line, ok = cutLine(line, r); ok {
				out = append(out, line)
			}
			continue
		}
		if reaches(s, r) {
			out = append(out, s)
		}
	}
	return out
}

// cutLine is the part of a line within r (and half its width beyond,
// where its cap lies), its dashes where they were: the pattern starts
// as far into itself as the part starts along the line.
func cutLine(l vector.Line, r vector.Rect) (vector.Line, bool) {
	h := l.Stroke.Width / 2
	x1, y1, x2, y2, in := canvas.ClipSegment(l.X1, l.Y1, l.X2, l.Y2, r.X-h, r.Y-h, r.X+r.W+h, r.Y+r.H+h)
	if !in {
		return l, false
	}
	if period := dashPeriod(l.Stroke.Dash); period > 0 {
		l.Stroke.DashOffset = math.Mod(l.Stroke.DashOffset+math.Hypot(x1-l.X1, y1-l.Y1), period)
	}
	l.X1, l.Y1, l.X2, l.Y2 = x1, y1, x2, y2
	return l, true
}

// dashPeriod is the length of a dash pattern, once through.
func dashPeriod(dash []float64) float64 {
	sum := 0.0
	for _, d := range dash {
		sum += d
	}
	if len(dash)%2 == 1 {
		sum *= 2 // an odd pattern repeats with on and off swapped
	}
	return sum
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
