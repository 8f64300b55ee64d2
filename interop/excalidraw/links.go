package excalidraw

import (
	"math"
	"sort"

	"github.com/unhexboard/unhexboard/internal/quote"
)

// placeEnds finds the area at each end of every line: the shape or name an
// arrow is bound to, or else the nearest candidate within the near
// tolerance (a line may stop short of its box or run into it).
func (s *scene) placeEnds(cands []*areaCand) {
	byElem := map[int]*areaCand{}
	for _, c := range cands {
		byElem[c.elem] = c
		if c.text != nil {
			byElem[c.text.i] = c
		}
	}
	for _, l := range s.lines {
		e := &s.els[l.i]
		ends := [2]pt{l.path[0], l.path[len(l.path)-1]}
		bound := 0
		for k, b := range []*binding{e.StartBinding, e.EndBinding} {
			if b != nil {
				if j, ok := s.byID[b.ElementID]; ok && byElem[j] != nil {
					l.ends[k] = byElem[j]
					bound++
					continue
				}
			}
			l.ends[k] = s.nearestArea(ends[k], cands)
		}
		// An arrow bound at both ends is a link, however short.
		l.bound = bound == 2 && l.joins()
	}
}

// nearestArea is the candidate nearest p within the near tolerance; on a
// tie a shape wins over a bare name.
func (s *scene) nearestArea(p pt, cands []*areaCand) *areaCand {
	var best *areaCand
	bestGap := math.Inf(1)
	for _, c := range cands {
		gap := c.o.distance(p)
		if gap > s.tol.near {
			continue
		}
		if gap < bestGap || (gap == bestGap && c.shape != nil && best.shape == nil) {
			best, bestGap = c, gap
		}
	}
	return best
}

// joins reports whether a line runs between two different areas.
func (l *lineItem) joins() bool {
	return l.ends[0] != nil && l.ends[1] != nil && l.ends[0] != l.ends[1]
}

// minMarkAngle is the least angle a tick meets its link at, and the two
// strokes of an X meet each other at.
const minMarkAngle = 25 * math.Pi / 180

// findMarkOwners finds, for every short stroke, the longer line it is a
// mark on: the link of its X (see findXs), the longest line it is grouped with, or else the line it crosses
// (or nearly meets) at an angle, nearest first. Such strokes are ticks or
// halves of an X, never links, even when their ends are near areas;
// only an arrow bound to two areas is always a link.
func (s *scene) findMarkOwners() {
	joined := s.joiningLines()
	s.findXs(joined)
	for _, m := range s.lines {
		if m.length > s.tol.markLen || m.bound || m.owner != nil {
			continue
		}
		// Grouped with a link: the group's link is its bound arrow, or
		// else its longest line between two areas.
		if l := s.groupLink(m); l != nil {
			if l != m {
				m.owner = l
			}
			continue
		}
		a, b := m.path[0], m.path[len(m.path)-1]
		bestGap := math.Inf(1)
		for _, l := range joined {
			if l == m || l.length <= m.length {
				continue
			}
			ap := strokeApproach(a, b, l.path)
			if ap.gap > s.tol.markGap || ap.angle < minMarkAngle || ap.gap >= bestGap {
				continue
			}
			// A short line between two areas is a link of its own unless
			// the other line crosses it near its middle, as across a tick.
			if _, t := closestOnSegment(pointAt(l.path, ap.along), a, b); m.joins() && (t < 0.25 || t > 0.75) {
				continue
			}
			m.owner, bestGap = l, ap.gap
		}
	}
}

// makeLinks turns every line between two areas into a link, in the
// drawing's order, and reports every other line with the reason.
func (s *scene) makeLinks() {
	for _, l := range s.lines {
		if l.owner != nil {
			if l.owner.owner != nil {
				s.rep.ignore(l.i, "a short stroke across another short stroke")
				l.owner = nil
			}
			continue
		}
		a, b := l.ends[0], l.ends[1]
		switch {
		case a == nil && b == nil:
			s.rep.ignore(l.i, "neither end is near an area (within %.0f units) and it crosses no link", s.tol.near)
		case a == nil || b == nil:
			at := a
			if at == nil {
				at = b
			}
			s.rep.ignore(l.i, "one end is at area %s, the other near no area (within %.0f units)", quote.Q(at.name), s.tol.near)
		case a == b:
			s.rep.ignore(l.i, "both ends are at area %s", quote.Q(a.name))
		default:
			if other := s.linkBetween(a, b); other != nil {
				if s.isArrowBack(other, l) {
					other.back, l.link = l, other
					continue
				}
				s.rep.ignore(l.i, "a second line between %s and %s (a map has at most one link between two areas)", quote.Q(a.name), quote.Q(b.name))
				continue
			}
			for _, c := range []*areaCand{a, b} {
				if !c.real {
					c.real = true
					s.areas = append(s.areas, c)
				}
			}
			l.link = &linkCand{line: l, a: a, b: b}
			s.links = append(s.links, l.link)
		}
	}
	// Bare names joined the areas as lines found them: put every area in
	// the drawing's order.
	sort.SliceStable(s.areas, func(i, j int) bool { return s.areas[i].elem < s.areas[j].elem })
	for _, l := range s.lines {
		if l.owner == nil {
			continue
		}
		if l.owner.link == nil {
			s.rep.ignore(l.i, "a short stroke across a line that is not a link")
			continue
		}
		l.owner.link.marks = append(l.owner.link.marks, l)
	}
}

// joiningLines are the lines between two areas: the lines a mark can be
// on.
func (s *scene) joiningLines() []*lineItem {
	var out []*lineItem
	for _, l := range s.lines {
		if l.joins() {
			out = append(out, l)
		}
	}
	return out
}

func (s *scene) linkBetween(a, b *areaCand) *linkCand {
	for _, k := range s.links {
		if (k.a == a && k.b == b) || (k.a == b && k.b == a) {
			return k
		}
	}
	return nil
}

// groupLink is the line that is the link of m's group: a bound arrow
// first, else the longest line between two areas; nil if m is in no group
// with such a line.
func (s *scene) groupLink(m *lineItem) *lineItem {
	if len(s.els[m.i].GroupIDs) == 0 {
		return nil
	}
	var best *lineItem
	for _, l := range s.lines {
		if !l.joins() || (l != m && !s.sameGroup(m.i, l.i)) {
			continue
		}
		if best == nil || (l.bound && !best.bound) || (l.bound == best.bound && l.length > best.length) {
			best = l
		}
	}
	return best
}
