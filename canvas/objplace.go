package canvas

import (
	"math"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// placeObjectives moves an area's objectives off the links that leave it:
// they stack under the box unless a link (a one-way arrow, say) crosses
// them there, and then go above, right or left, the first side no link
// crosses and no other area's box covers. The layout's bounds follow.
func (l *Layout) placeObjectives() {
	var incident map[battlemap.AreaID][]LinkShape
	var boxes *boxGrid
	moved := false
	for i := range l.Areas {
		a := &l.Areas[i]
		if len(a.Objectives) == 0 {
			continue
		}
		if incident == nil {
			incident, boxes = l.incidentLinks(), newBoxGrid(l.Areas)
		}
		links := incident[a.ID]
		if !rectCrossed(a.ObjectivesBox, links) {
			continue
		}
		ob, c := a.ObjectivesBox, a.Box.Center()
		for _, d := range []battlemap.Point{
			{X: 0, Y: a.Box.Min.Y - ObjectiveGap - ob.Max.Y},                   // above
			{X: a.Box.Max.X + ObjectiveGap - ob.Min.X, Y: c.Y - ob.Center().Y}, // right
			{X: a.Box.Min.X - ObjectiveGap - ob.Max.X, Y: c.Y - ob.Center().Y}, // left
		} {
			at := battlemap.Rect{Min: ob.Min.Add(d), Max: ob.Max.Add(d)}
			if rectCrossed(at, links) || boxes.covers(at, i) {
				continue
			}
			for j := range a.Objectives {
				a.Objectives[j].Marker = a.Objectives[j].Marker.Add(d)
				a.Objectives[j].LabelAt = a.Objectives[j].LabelAt.Add(d)
			}
			a.ObjectivesBox = battlemap.Rect{Min: ob.Min.Add(d), Max: ob.Max.Add(d)}
			a.Extent = a.Box.Union(a.ObjectivesBox)
			moved = true
			break
		}
	}
	if moved {
		l.Bounds = l.Areas[0].Extent
		for _, a := range l.Areas[1:] {
			l.Bounds = l.Bounds.Union(a.Extent)
		}
	}
}

// incidentLinks lists each area's links.
func (l *Layout) incidentLinks() map[battlemap.AreaID][]LinkShape {
	out := map[battlemap.AreaID][]LinkShape{}
	for _, s := range l.Links {
		out[s.Link.A] = append(out[s.Link.A], s)
		if s.Link.B != s.Link.A {
			out[s.Link.B] = append(out[s.Link.B], s)
		}
	}
	return out
}

// rectCrossed reports whether any link's visible part passes through r
// (with a little room around it).
func rectCrossed(r battlemap.Rect, links []LinkShape) bool {
	const room = 2
	for _, s := range links {
		if _, _, _, _, ok := ClipSegment(s.Start.X, s.Start.Y, s.End.X, s.End.Y, r.Min.X-room, r.Min.Y-room, r.Max.X+room, r.Max.Y+room); ok {
			return true
		}
	}
	return false
}

// boxGrid finds the area boxes near a place without looking at every
// area: each box is filed under the cells of a coarse grid it touches.
type boxGrid struct {
	areas []AreaShape
	cells map[[2]int][]int
}

const boxCell = 256 // map units

func newBoxGrid(areas []AreaShape) *boxGrid {
	g := &boxGrid{areas: areas, cells: map[[2]int][]int{}}
	for i, a := range areas {
		g.each(a.Box, func(c [2]int) { g.cells[c] = append(g.cells[c], i) })
	}
	return g
}

func (g *boxGrid) each(r battlemap.Rect, f func([2]int)) {
	x0, y0 := int(math.Floor(r.Min.X/boxCell)), int(math.Floor(r.Min.Y/boxCell))
	x1, y1 := int(math.Floor(r.Max.X/boxCell)), int(math.Floor(r.Max.Y/boxCell))
	for x := x0; x <= x1; x++ {
		for y := y0; y <= y1; y++ {
			f([2]int{x, y})
		}
	}
}

// covers reports whether the box of an area other than the one at skip
// overlaps r.
func (g *boxGrid) covers(r battlemap.Rect, skip int) bool {
	found := false
	g.each(r, func(c [2]int) {
		for _, i := range g.cells[c] {
			if i != skip && g.areas[i].Box.Overlaps(r) {
				found = true
			}
		}
	})
	return found
}
