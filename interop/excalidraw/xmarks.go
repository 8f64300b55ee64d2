package excalidraw

import (
	"math"
	"sort"
)

// An X is two short strokes that cross each other near both their
// middles, at 25° or more. It is read as an X whatever way it is turned
// against its link: drawn upright on a diagonal link, one of its strokes
// runs almost along the line, which no tick does. Where along the middle
// of each stroke the crossing may lie: within this fraction of its length
// either side of the middle.
const xMiddle = 0.3

// maxXLinks is how many of the links nearest a stroke are tried as its
// X's link: an X sits on one, and a hostile drawing with thousands of
// lines through one point costs no more than a real one.
const maxXLinks = 4

// xStroke is a short stroke that may be half of an X, with the links that
// pass nearest it and the link it is grouped with.
type xStroke struct {
	l     *lineItem
	a, b  pt
	links []*lineItem
	group *lineItem
}

// findXs pairs the short strokes that make an X and gives each X to its
// link: the link its strokes are grouped with, or else the link passing
// nearest its centre, within the tick gap plus a quarter of the shorter
// stroke. This runs before ticks are read, so neither stroke of an X is
// taken for a tick or for a line of its own. Where strokes could pair
// more than one way, each takes its best partner (crossing nearest both
// middles and most squarely), best pairs first, in a few rounds.
func (s *scene) findXs(joined []*lineItem) {
	cands := s.xStrokes(joined)
	near := s.xNeighbours(cands)
	for round := 0; round < 3; round++ {
		type pair struct {
			m, n  *xStroke
			link  *lineItem
			score float64
		}
		var pairs []pair
		for _, m := range cands {
			if m.l.owner != nil {
				continue
			}
			best := pair{score: math.Inf(1)}
			for _, n := range near[m] {
				if n.l.owner != nil {
					continue
				}
				score, centre, ok := xCross(m, n)
				if !ok || score >= best.score {
					continue
				}
				if link := s.xLink(m, n, centre); link != nil {
					best = pair{m, n, link, score}
				}
			}
			if best.m != nil {
				pairs = append(pairs, best)
			}
		}
		sort.SliceStable(pairs, func(a, b int) bool { return pairs[a].score < pairs[b].score })
		took := false
		for _, p := range pairs {
			if p.m.l.owner != nil || p.n.l.owner != nil {
				continue
			}
			p.m.l.owner, p.n.l.owner = p.link, p.link
			p.m.l.xWith, p.n.l.xWith = p.n.l, p.m.l
			took = true
		}
		if !took {
			return
		}
	}
}

// maxXPartners bounds how many strokes near it each stroke is tried with
// as an X: a real drawing has a handful of short strokes that close, and
// a hostile one with thousands through one point costs no more.
const maxXPartners = 64

// xNeighbours lists, for each stroke, the other strokes it could make an
// X with: those whose middles are near enough for the two to cross near
// both (at most xMiddle of each length from each middle), found on a
// grid of that size, at most maxXPartners each.
func (s *scene) xNeighbours(cands []*xStroke) map[*xStroke][]*xStroke {
	cell := math.Max(2*xMiddle*s.tol.markLen, 1e-9)
	type key struct{ x, y int64 }
	at := func(p pt) key { return key{int64(math.Floor(p.X / cell)), int64(math.Floor(p.Y / cell))} }
	grid := map[key][]*xStroke{}
	for _, c := range cands {
		k := at(c.a.Add(c.b).Scale(0.5))
		grid[k] = append(grid[k], c)
	}
	out := make(map[*xStroke][]*xStroke, len(cands))
	for _, c := range cands {
		k := at(c.a.Add(c.b).Scale(0.5))
	cells:
		for dx := int64(-1); dx <= 1; dx++ {
			for dy := int64(-1); dy <= 1; dy++ {
				for _, n := range grid[key{k.x + dx, k.y + dy}] {
					if n == c {
						continue
					}
					if len(out[c]) == maxXPartners {
						break cells
					}
					out[c] = append(out[c], n)
				}
			}
		}
	}
	return out
}

// xStrokes are the short strokes with a line between two areas near them
// or grouped with one: the strokes an X on a link can be made of.
func (s *scene) xStrokes(joined []*lineItem) []*xStroke {
	var cands []*xStroke
	for _, m := range s.lines {
		if m.length > s.tol.markLen || m.bound || m.length == 0 {
			continue
		}
		c := &xStroke{l: m, a: m.path[0], b: m.path[len(m.path)-1], group: s.groupLink(m)}
		if c.group == m {
			c.group = nil
		}
		var gaps []float64
		for _, l := range joined {
			if l == m || l.length <= m.length {
				continue
			}
			if ap := strokeApproach(c.a, c.b, l.path); ap.gap <= s.tol.markGap+m.length/2 {
				c.links = append(c.links, l)
				gaps = append(gaps, ap.gap)
			}
		}
		if len(c.links) > maxXLinks {
			sort.Sort(byGap{c.links, gaps})
			c.links = c.links[:maxXLinks]
		}
		if len(c.links) > 0 || c.group != nil {
			cands = append(cands, c)
		}
	}
	return cands
}

type byGap struct {
	links []*lineItem
	gaps  []float64
}

func (b byGap) Len() int           { return len(b.links) }
func (b byGap) Less(i, j int) bool { return b.gaps[i] < b.gaps[j] }
func (b byGap) Swap(i, j int) {
	b.links[i], b.links[j] = b.links[j], b.links[i]
	b.gaps[i], b.gaps[j] = b.gaps[j], b.gaps[i]
}

// xCross reports whether strokes m and n cross as an X does, where, and
// how good an X they make (0 is a perfect one: crossing at both middles,
// at a right angle).
func xCross(m, n *xStroke) (score float64, centre pt, ok bool) {
	x, ok := segmentsCross(m.a, m.b, n.a, n.b)
	if !ok {
		return 0, pt{}, false
	}
	_, tm := closestOnSegment(x, m.a, m.b)
	_, tn := closestOnSegment(x, n.a, n.b)
	angle := angleBetween(m.b.Sub(m.a), n.b.Sub(n.a))
	if math.Abs(tm-0.5) > xMiddle || math.Abs(tn-0.5) > xMiddle || angle < minMarkAngle {
		return 0, pt{}, false
	}
	return math.Abs(tm-0.5) + math.Abs(tn-0.5) + (math.Pi/2-angle)/math.Pi, x, true
}

// xLink is the link an X belongs to: the one both strokes are grouped
// with, or else the nearest to its centre within reach; nil if none.
func (s *scene) xLink(m, n *xStroke, centre pt) *lineItem {
	if m.group != nil && m.group == n.group && m.group != n.l && n.group != m.l {
		return m.group
	}
	reach := s.tol.markGap + math.Min(m.l.length, n.l.length)/4
	var best *lineItem
	bestGap := math.Inf(1)
	for _, l := range m.links {
		if l == n.l || l.length <= n.l.length {
			continue
		}
		if gap, _ := pointToPath(centre, l.path); gap <= reach && gap < bestGap {
			best, bestGap = l, gap
		}
	}
	return best
}
