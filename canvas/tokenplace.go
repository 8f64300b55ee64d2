package canvas

import "github.com/unhexboard/unhexboard/engine/battlemap"

// A token group sits on the side of its area's box that the fewest links
// leave from, so no link or cover tick is drawn across a token exactly
// where the tick matters. Sides are tried in a fixed order (above, right,
// left, below), so the placement is stable while nothing changes.
type side int

const (
	sideAbove side = iota
	sideRight
	sideLeft
	sideBelow
)

// groupSlots returns the centres of n tokens of radius r placed on one
// side of the box, slid along it by shift token widths: rows of
// tokensPerRow above or below, columns beside. Below, the group starts
// past the objectives under the box.
func groupSlots(a AreaShape, s side, shift float64, n int, r float64) []battlemap.Point {
	const gap = 3
	step := 2*r + gap
	c := a.Box.Center()
	below := a.Box.Max.Y
	for _, o := range a.Objectives {
		below = max(below, o.Marker.Y+ObjectiveSize)
	}
	out := make([]battlemap.Point, n)
	for i := range n {
		line, pos := i/tokensPerRow, i%tokensPerRow
		inLine := min(tokensPerRow, n-line*tokensPerRow)
		along := (float64(pos) - float64(inLine-1)/2 + shift) * step
		out[i] = map[side]battlemap.Point{
			sideAbove: {X: c.X + along, Y: a.Box.Min.Y - r - gap - float64(line)*step},
			sideBelow: {X: c.X + along, Y: below + r + gap + float64(line)*step},
			sideRight: {X: a.Box.Max.X + r + gap + float64(line)*step, Y: c.Y + along},
			sideLeft:  {X: a.Box.Min.X - r - gap - float64(line)*step, Y: c.Y + along},
		}[s]
	}
	return out
}

// crossings counts the links that pass through any of the token discs,
// and the objectives a disc would cover.
func crossings(slots []battlemap.Point, r float64, links []LinkShape, objectives battlemap.Rect) int {
	n := 0
	if objectives != (battlemap.Rect{}) {
		grown := battlemap.Rect{Min: objectives.Min.Sub(battlemap.Point{X: r, Y: r}), Max: objectives.Max.Add(battlemap.Point{X: r, Y: r})}
		for _, p := range slots {
			if grown.Contains(p) {
				n++
				break
			}
		}
	}
	for _, l := range links {
		for _, p := range slots {
			if d, _ := distToSegment(p, l.Start, l.End); d < r+2 {
				n++
				break
			}
		}
	}
	return n
}

// shifts are how far a group may slide along a side, in token widths,
// nearest the middle first, when the middle of every side is crossed.
var shifts = []float64{0, 1, -1, 2, -2, 3, -3}

// placeGroup picks the place with the fewest crossings for an area's
// tokens: the middle of a side if one is free, else slid along a side.
func placeGroup(a AreaShape, n int, r float64, links []LinkShape) []battlemap.Point {
	best, bestN := []battlemap.Point(nil), -1
	for _, shift := range shifts {
		for _, s := range []side{sideAbove, sideRight, sideLeft, sideBelow} {
			slots := groupSlots(a, s, shift, n, r)
			c := crossings(slots, r, links, a.ObjectivesBox)
			if bestN < 0 || c < bestN {
				best, bestN = slots, c
			}
			if c == 0 {
				return best
			}
		}
	}
	return best
}
