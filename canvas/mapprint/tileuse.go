package mapprint

import (
	"math"

	"github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Which pages of a table-scale poster are printed: a page is printed when
// some of the map falls on it that no other printed page shows. A page
// whose only share of the map is a sliver inside the band it shares with a
// neighbour is left out, as is one the map does not reach: the neighbour
// prints the sliver whole.

// tileItem is one thing the map draws, on the grid of pages: an area box
// with its objectives (a rectangle), or a link (a segment), with pad
// around it for the strokes and the marks across it.
type tileItem struct {
	x1, y1, x2, y2 float64
	segment        bool
	pad            float64
}

// reaches says whether the item, grown by its pad, meets the rectangle.
func (it tileItem) reaches(x1, y1, x2, y2 float64) bool {
	p := it.pad
	if it.segment {
		_, _, _, _, ok := canvas.ClipSegment(it.x1, it.y1, it.x2, it.y2, x1-p, y1-p, x2+p, y2+p)
		return ok
	}
	return it.x1-p < x2 && it.x2+p > x1 && it.y1-p < y2 && it.y2+p > y1
}

// markUsed finds the pages to print. First every page the map reaches;
// then, from the last page back, each page is left out when all the map
// has on it lies in bands that printed neighbours cover.
func (t *TilePlan) markUsed(lay *canvas.Layout) {
	unit := t.Zoom * pointsPerUnit // grid points per map unit
	items := make([]tileItem, 0, len(lay.Areas)+len(lay.Links))
	for _, a := range lay.Areas {
		x1, y1 := t.mapToGrid(a.Extent.Min)
		x2, y2 := t.mapToGrid(a.Extent.Max)
		items = append(items, tileItem{x1: x1, y1: y1, x2: x2, y2: y2, pad: canvas.LinkWidth / 2 * unit}) // the outline's half width
	}
	for _, l := range lay.Links {
		for _, m := range linkStrokes(l) {
			x1, y1 := t.mapToGrid(m.a)
			x2, y2 := t.mapToGrid(m.b)
			items = append(items, tileItem{x1: x1, y1: y1, x2: x2, y2: y2, segment: true, pad: m.pad * unit})
		}
	}
	on := make([][]int32, t.Rows*t.Cols) // the items reaching each page
	for i, it := range items {
		p := it.pad
		t.eachTileIn(min(it.x1, it.x2)-p, min(it.y1, it.y2)-p, max(it.x1, it.x2)+p, max(it.y1, it.y2)+p, func(r, c int) {
			w := t.Tile(r, c)
			if it.reaches(w.X, w.Y, w.X+w.W, w.Y+w.H) {
				on[r*t.Cols+c] = append(on[r*t.Cols+c], int32(i))
			}
		})
	}
	t.used = make([]bool, t.Rows*t.Cols)
	for i := range on {
		t.used[i] = len(on[i]) > 0
	}
	for i := len(on) - 1; i >= 0; i-- {
		if t.used[i] && t.coveredByNeighbours(i/t.Cols, i%t.Cols, items, on[i]) {
			t.used[i] = false
		}
	}
}

// coveredByNeighbours says whether every item on page (row, col) lies
// where a printed neighbour prints it too. The page's window is cut into
// nine zones: its middle, which only it prints, the bands along its
// edges, each shared with one neighbour, and the corners, shared with up
// to three.
func (t TilePlan) coveredByNeighbours(row, col int, items []tileItem, on []int32) bool {
	w := t.Tile(row, col)
	xs := [4]float64{w.X, w.X + t.Overlap, w.X + w.W - t.Overlap, w.X + w.W}
	ys := [4]float64{w.Y, w.Y + t.Overlap, w.Y + w.H - t.Overlap, w.Y + w.H}
	var open [][4]float64 // the zones no printed neighbour covers
	for i := -1; i <= 1; i++ {
		for j := -1; j <= 1; j++ {
			if !t.zoneCovered(row, col, i, j) {
				open = append(open, [4]float64{xs[j+1], ys[i+1], xs[j+2], ys[i+2]})
			}
		}
	}
	for _, k := range on {
		for _, z := range open {
			if items[k].reaches(z[0], z[1], z[2], z[3]) {
				return false
			}
		}
	}
	return true
}

// zoneCovered says whether a printed neighbour's window holds the zone
// (di, dj) of page (row, col): -1 the band before, 0 the middle, 1 the
// band after, down and across.
func (t TilePlan) zoneCovered(row, col, di, dj int) bool {
	for _, r := range []int{0, di} {
		for _, c := range []int{0, dj} {
			nr, nc := row+r, col+c
			if (r != 0 || c != 0) && nr >= 0 && nr < t.Rows && nc >= 0 && nc < t.Cols && t.used[nr*t.Cols+nc] {
				return true
			}
		}
	}
	return false
}

// stroke is one line of a link's drawing: a segment and the half width
// around it, in map units.
type stroke struct {
	a, b battlemap.Point
	pad  float64
}

// linkStrokes are the line of a link and the marks on it, where the board
// draws them: the cover ticks across it, the blocked X and the door box
// in its middle, the one-way arrowhead at its end.
func linkStrokes(s canvas.LinkShape) []stroke {
	l := s.Link
	half := canvas.LinkWidth / 2
	out := []stroke{{s.Start, s.End, half}}
	for _, end := range []struct{ on, atA bool }{{l.CoverA, true}, {l.CoverB, false}} {
		if end.on {
			a, b := s.Tick(end.atA)
			out = append(out, stroke{a, b, canvas.TickWidth / 2})
		}
	}
	mid := s.Mid()
	switch {
	case l.Kind == battlemap.Blocked:
		h := canvas.CrossLen / 2 / math.Sqrt2
		d1, d2 := s.Dir.Add(s.Normal()).Scale(h), s.Dir.Sub(s.Normal()).Scale(h)
		out = append(out, stroke{mid.Sub(d1), mid.Add(d1), half * 1.2}, stroke{mid.Sub(d2), mid.Add(d2), half * 1.2})
	case l.Kind == battlemap.Solid && l.Door != battlemap.NoDoor:
		along := s.Dir.Scale(canvas.DoorLen / 2)
		out = append(out, stroke{mid.Sub(along), mid.Add(along), canvas.DoorDepth/2 + half})
	}
	if l.OneWay && l.Kind == battlemap.Solid {
		out = append(out, stroke{s.End.Sub(s.Dir.Scale(canvas.ArrowLen)), s.End, canvas.ArrowLen / 2})
	}
	return out
}
