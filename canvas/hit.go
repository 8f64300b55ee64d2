package canvas

import (
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Hit is what lies under a point of the map.
type Hit struct {
	Area battlemap.AreaID // the area under the point, or ""
	Link int              // the link under the point, or -1
	// End is the area at the end of the link nearer the point: clicking the
	// outer third of a link addresses that end (for cover ticks).
	End     battlemap.AreaID
	NearEnd bool // the point is in the outer third at End
}

// HitTest finds the area or link at p (map units). tolerance is in map
// units. Areas win over links, and the topmost (last drawn) area wins.
func (l *Layout) HitTest(p battlemap.Point, tolerance float64) Hit {
	for i := len(l.Areas) - 1; i >= 0; i-- {
		if l.Areas[i].Box.Contains(p) {
			return Hit{Area: l.Areas[i].ID, Link: -1}
		}
	}
	best, bestD, bestT := -1, tolerance, 0.0
	for i, s := range l.Links {
		d, t := distToSegment(p, s.Start, s.End)
		if d <= bestD {
			best, bestD, bestT = i, d, t
		}
	}
	if best < 0 {
		return Hit{Link: -1}
	}
	s := l.Links[best]
	h := Hit{Link: s.Index, End: s.Link.A, NearEnd: bestT < 1.0/3}
	if bestT >= 0.5 {
		h.End = s.Link.B
		h.NearEnd = bestT > 2.0/3
	}
	return h
}

// AreasIn lists the areas whose boxes overlap r.
func (l *Layout) AreasIn(r battlemap.Rect) []battlemap.AreaID {
	var out []battlemap.AreaID
	for _, a := range l.Areas {
		if a.Box.Overlaps(r) {
			out = append(out, a.ID)
		}
	}
	return out
}

// LinksIn lists the links whose both visible ends lie inside r.
func (l *Layout) LinksIn(r battlemap.Rect) []int {
	var out []int
	for _, s := range l.Links {
		if r.Contains(s.Start) && r.Contains(s.End) {
			out = append(out, s.Index)
		}
	}
	return out
}
