package excalidraw

import (
	"math"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

type (
	pt   = battlemap.Point
	rect = battlemap.Rect
)

// outline is where a shape or a text lies in drawing coordinates: its box
// before rotation, turned by angle (radians, clockwise on screen) about
// the box's centre, as excalidraw turns every element.
type outline struct {
	box   rect
	angle float64
}

// outlineOf reads a shape's or text's x, y, width and height (a negative
// size counts from the other side, as excalidraw's restore reads it).
func outlineOf(e *element) outline {
	x, y, w, h := e.X, e.Y, e.Width, e.Height
	if w < 0 {
		x, w = x+w, -w
	}
	if h < 0 {
		y, h = y+h, -h
	}
	return outline{box: rect{Min: pt{X: x, Y: y}, Max: pt{X: x + w, Y: y + h}}, angle: e.Angle}
}

func (o outline) center() pt { return o.box.Center() }

// local takes a drawing point into the outline's unrotated frame.
func (o outline) local(p pt) pt {
	if o.angle == 0 {
		return p
	}
	return rotate(p, o.center(), -o.angle)
}

// distance from p to the outline's box: 0 on or inside it. Ellipses and
// diamonds are measured by their box, which is as near as a hand-drawn
// map needs.
func (o outline) distance(p pt) float64 { return rectDistance(o.box, o.local(p)) }

// contains reports whether p lies on or inside the outline.
func (o outline) contains(p pt) bool { return o.box.Contains(o.local(p)) }

// bounds is the axis-aligned box around the turned outline.
func (o outline) bounds() rect {
	if o.angle == 0 {
		return o.box
	}
	c := o.center()
	r := rect{Min: pt{X: math.Inf(1), Y: math.Inf(1)}, Max: pt{X: math.Inf(-1), Y: math.Inf(-1)}}
	for _, p := range []pt{o.box.Min, {X: o.box.Max.X, Y: o.box.Min.Y}, o.box.Max, {X: o.box.Min.X, Y: o.box.Max.Y}} {
		q := rotate(p, c, o.angle)
		r = r.Union(rect{Min: q, Max: q})
	}
	return r
}

// size is the outline's typical size, (width + height) / 2.
func (o outline) size() float64 { return (o.box.Width() + o.box.Height()) / 2 }

// rotate turns p about c by angle radians (clockwise on screen, y down).
func rotate(p, c pt, angle float64) pt {
	s, co := math.Sincos(angle)
	d := p.Sub(c)
	return pt{X: c.X + d.X*co - d.Y*s, Y: c.Y + d.X*s + d.Y*co}
}

// rectDistance is the distance from p to r, 0 inside.
func rectDistance(r rect, p pt) float64 {
	dx := math.Max(0, math.Max(r.Min.X-p.X, p.X-r.Max.X))
	dy := math.Max(0, math.Max(r.Min.Y-p.Y, p.Y-r.Max.Y))
	return math.Hypot(dx, dy)
}

// rectGap is the distance between two boxes, 0 when they touch.
func rectGap(a, b rect) float64 {
	dx := math.Max(0, math.Max(a.Min.X-b.Max.X, b.Min.X-a.Max.X))
	dy := math.Max(0, math.Max(a.Min.Y-b.Max.Y, b.Min.Y-a.Max.Y))
	return math.Hypot(dx, dy)
}

// linePath is a line's or arrow's points in drawing coordinates: points
// are relative to x, y, and the whole is turned about the centre of the
// points' box.
func linePath(e *element) []pt {
	path := make([]pt, len(e.Points))
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i, p := range e.Points {
		path[i] = pt{X: e.X + p[0], Y: e.Y + p[1]}
		minX, maxX = math.Min(minX, p[0]), math.Max(maxX, p[0])
		minY, maxY = math.Min(minY, p[1]), math.Max(maxY, p[1])
	}
	if e.Angle != 0 && len(path) > 0 {
		c := pt{X: e.X + (minX+maxX)/2, Y: e.Y + (minY+maxY)/2}
		for i := range path {
			path[i] = rotate(path[i], c, e.Angle)
		}
	}
	return path
}

// pathLength is the length along a polyline.
func pathLength(path []pt) float64 {
	n := 0.0
	for i := 1; i < len(path); i++ {
		n += path[i].Sub(path[i-1]).Len()
	}
	return n
}

// closestOnSegment is the point of segment ab nearest p, and how far along
// ab it lies (0 at a, 1 at b).
func closestOnSegment(p, a, b pt) (pt, float64) {
	d := b.Sub(a)
	l2 := d.X*d.X + d.Y*d.Y
	if l2 == 0 {
		return a, 0
	}
	t := ((p.X-a.X)*d.X + (p.Y-a.Y)*d.Y) / l2
	t = math.Max(0, math.Min(1, t))
	return a.Add(d.Scale(t)), t
}

// segmentsCross reports where segments ab and cd cross, if they do.
func segmentsCross(a, b, c, d pt) (pt, bool) {
	r, s := b.Sub(a), d.Sub(c)
	den := r.X*s.Y - r.Y*s.X
	if den == 0 {
		return pt{}, false
	}
	q := c.Sub(a)
	t := (q.X*s.Y - q.Y*s.X) / den
	u := (q.X*r.Y - q.Y*r.X) / den
	if t < 0 || t > 1 || u < 0 || u > 1 {
		return pt{}, false
	}
	return a.Add(r.Scale(t)), true
}

// approach is where a short stroke comes nearest a path: how far apart
// they are (0 when they cross), how far along the path that is, and the
// angle between the stroke and the path's segment there (0 to π/2).
type approach struct {
	gap, along, angle float64
}

// strokeApproach measures stroke ab against a polyline.
func strokeApproach(a, b pt, path []pt) approach {
	best := approach{gap: math.Inf(1)}
	start := 0.0
	for i := 1; i < len(path); i++ {
		c, d := path[i-1], path[i]
		seg := d.Sub(c).Len()
		consider := func(gap float64, at pt) {
			if gap < best.gap {
				_, t := closestOnSegment(at, c, d)
				best = approach{gap: gap, along: start + t*seg, angle: angleBetween(b.Sub(a), d.Sub(c))}
			}
		}
		if x, ok := segmentsCross(a, b, c, d); ok {
			consider(0, x)
		} else {
			for _, p := range []pt{a, b} {
				q, _ := closestOnSegment(p, c, d)
				consider(p.Sub(q).Len(), q)
			}
			for _, p := range []pt{c, d} {
				q, _ := closestOnSegment(p, a, b)
				consider(p.Sub(q).Len(), p)
			}
		}
		start += seg
	}
	return best
}

// pointToPath is how far p lies from a polyline and how far along it.
func pointToPath(p pt, path []pt) (gap, along float64) {
	gap = math.Inf(1)
	start := 0.0
	for i := 1; i < len(path); i++ {
		q, t := closestOnSegment(p, path[i-1], path[i])
		seg := path[i].Sub(path[i-1]).Len()
		if d := p.Sub(q).Len(); d < gap {
			gap, along = d, start+t*seg
		}
		start += seg
	}
	return gap, along
}

// angleBetween is the angle between two directions, folded to 0..π/2.
func angleBetween(u, v pt) float64 {
	lu, lv := u.Len(), v.Len()
	if lu == 0 || lv == 0 {
		return 0
	}
	c := math.Abs(u.X*v.X+u.Y*v.Y) / (lu * lv)
	return math.Acos(math.Min(1, c))
}

// pointAt is the point a distance along a polyline.
func pointAt(path []pt, along float64) pt {
	for i := 1; i < len(path); i++ {
		seg := path[i].Sub(path[i-1]).Len()
		if along <= seg && seg > 0 {
			return path[i-1].Add(path[i].Sub(path[i-1]).Scale(along / seg))
		}
		along -= seg
	}
	return path[len(path)-1]
}
