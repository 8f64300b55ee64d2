package battlemap

import "math"

// Point is a position in map units (y grows downward). The editor and the
// board both speak in map units; only the board's viewport knows pixels.
type Point struct{ X, Y float64 }

// Add returns p+q.
func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

// Sub returns p-q.
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

// Scale returns p*k.
func (p Point) Scale(k float64) Point { return Point{p.X * k, p.Y * k} }

// Len is the distance from the origin.
func (p Point) Len() float64 { return math.Hypot(p.X, p.Y) }

// Rect is an axis-aligned rectangle in map units, Min inclusive.
type Rect struct{ Min, Max Point }

// RectAround returns the rectangle spanned by two corners in any order.
func RectAround(a, b Point) Rect {
	return Rect{Point{math.Min(a.X, b.X), math.Min(a.Y, b.Y)}, Point{math.Max(a.X, b.X), math.Max(a.Y, b.Y)}}
}

// Contains reports whether p lies inside r.
func (r Rect) Contains(p Point) bool {
	return p.X >= r.Min.X && p.X <= r.Max.X && p.Y >= r.Min.Y && p.Y <= r.Max.Y
}

// Overlaps reports whether r and s share any point.
func (r Rect) Overlaps(s Rect) bool {
	return r.Min.X <= s.Max.X && s.Min.X <= r.Max.X && r.Min.Y <= s.Max.Y && s.Min.Y <= r.Max.Y
}

// Union returns the smallest rectangle holding r and s.
func (r Rect) Union(s Rect) Rect {
	return Rect{Point{math.Min(r.Min.X, s.Min.X), math.Min(r.Min.Y, s.Min.Y)}, Point{math.Max(r.Max.X, s.Max.X), math.Max(r.Max.Y, s.Max.Y)}}
}

// Width and Height of r.
func (r Rect) Width() float64  { return r.Max.X - r.Min.X }
func (r Rect) Height() float64 { return r.Max.Y - r.Min.Y }

// Center of r.
func (r Rect) Center() Point { return Point{(r.Min.X + r.Max.X) / 2, (r.Min.Y + r.Max.Y) / 2} }

// Pos returns the area's centre as a Point.
func (a Area) Pos() Point { return Point{a.X, a.Y} }
