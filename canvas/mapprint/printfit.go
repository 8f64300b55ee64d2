package mapprint

import (
	"fmt"
	"math"
	"sort"

	"github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// legibleZoom is the smallest scale at which a printed area name still
// reads: a 16-unit name prints 6 units tall (4.5 points).
const legibleZoom = 0.375

// overlapBudget bounds the pairs of areas printSpread compares per try,
// so a map of 50,000 areas heaped on one spot costs milliseconds.
const overlapBudget = 2_000_000

// printSpread is the factor (at most 1) by which the area positions of a
// map are brought closer together so the map fits a w x h page with its
// names legible. Boxes keep their size: a map whose areas lie far apart
// prints as a legible diagram rather than specks. It never packs areas
// so close that boxes clear of each other on the map would overlap.
func printSpread(lay *canvas.Layout, w, h float64) float64 {
	n := len(lay.Areas)
	if n < 2 || w <= 0 || h <= 0 {
		return 1
	}
	c := make([]battlemap.Point, n)  // centres
	ext := make([]battlemap.Rect, n) // extents about the centre
	for i, a := range lay.Areas {
		c[i] = a.Box.Center()
		ext[i] = battlemap.Rect{Min: a.Extent.Min.Sub(c[i]), Max: a.Extent.Max.Sub(c[i])}
	}
	zoom := func(k float64) float64 {
		minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for i := range c {
			minX = math.Min(minX, k*c[i].X+ext[i].Min.X)
			minY = math.Min(minY, k*c[i].Y+ext[i].Min.Y)
			maxX = math.Max(maxX, k*c[i].X+ext[i].Max.X)
			maxY = math.Max(maxY, k*c[i].Y+ext[i].Max.Y)
		}
		return math.Min(w/math.Max(maxX-minX, 1e-9), h/math.Max(maxY-minY, 1e-9))
	}
	if zoom(1) >= legibleZoom {
		return 1
	}
	// The largest k that is legible: zoom grows as k shrinks.
	lo, hi := math.Log(1e-9), 0.0
	if zoom(math.Exp(lo)) < legibleZoom {
		hi = lo // not even a single heap of boxes fits legibly
	}
	for range 40 {
		mid := (lo + hi) / 2
		if zoom(math.Exp(mid)) >= legibleZoom {
			lo = mid
		} else {
			hi = mid
		}
	}
	k := math.Exp(lo)
	if !newOverlap(c, ext, k) {
		return k
	}
	// The smallest k that overlaps nothing new: overlaps only grow as k
	// shrinks, since box sizes stay and distances scale.
	lo, hi = math.Log(k), 0
	for range 24 {
		mid := (lo + hi) / 2
		if newOverlap(c, ext, math.Exp(mid)) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return math.Exp(hi)
}

// newOverlap reports whether, with positions scaled by k, two areas
// overlap that do not overlap at k = 1. Past the budget it says yes.
func newOverlap(c []battlemap.Point, ext []battlemap.Rect, k float64) bool {
	order := make([]int, len(c))
	maxW := 0.0
	for i := range order {
		order[i] = i
		maxW = math.Max(maxW, ext[i].Width())
	}
	sort.Slice(order, func(a, b int) bool { return c[order[a]].X < c[order[b]].X })
	over := func(i, j int, k float64) bool {
		a := battlemap.Rect{Min: c[i].Scale(k).Add(ext[i].Min), Max: c[i].Scale(k).Add(ext[i].Max)}
		b := battlemap.Rect{Min: c[j].Scale(k).Add(ext[j].Min), Max: c[j].Scale(k).Add(ext[j].Max)}
		return a.Min.X < b.Max.X && b.Min.X < a.Max.X && a.Min.Y < b.Max.Y && b.Min.Y < a.Max.Y
	}
	checks := 0
	for x, i := range order {
		for _, j := range order[x+1:] {
			if k*(c[j].X-c[i].X) >= maxW {
				break
			}
			if checks++; checks > overlapBudget {
				return true
			}
			if over(i, j, k) && !over(i, j, 1) {
				return true
			}
		}
	}
	return false
}

// spreadDocument is doc with its area positions scaled by k, for drawing
// only.
func spreadDocument(doc *engine.Document, k float64) *engine.Document {
	out := *doc
	out.Map.Areas = append([]battlemap.Area(nil), doc.Map.Areas...)
	for i := range out.Map.Areas {
		out.Map.Areas[i].X *= k
		out.Map.Areas[i].Y *= k
	}
	return &out
}

// fitForPrint fits the map onto the board of a page and says what the
// reader of the page should know: that it is not to scale, or that its
// names are too small to read.
func fitForPrint(board *canvas.Board, doc *engine.Document) []string {
	var notes []string
	size := board.Size()
	w, h := float64(size.Width), float64(size.Height)
	if k := printSpread(board.Layout(), w, h); k < 1 {
		board.SetDocument(spreadDocument(doc, k))
		notes = append(notes, fmt.Sprintf("the areas are drawn %s closer together than on the map, so every name stays legible on the page", ratio(1/k)))
	}
	if len(board.Layout().Areas) == 0 {
		return notes
	}
	z := canvas.FitWithin(board.Layout().Bounds, size.Width, size.Height, 0, 0).Zoom
	if z < legibleZoom {
		pt := canvas.LabelSize * board.Layout().TextScale * z * 72 / 96
		what := fmt.Sprintf("print at %.1f points", pt)
		if canvas.LabelSize*board.Layout().TextScale*z < canvas.MinTextPx {
			what = "are left out"
		}
		notes = append(notes, fmt.Sprintf("the map has too many areas to print legibly on this page: every area is on it, but their names %s (use a larger paper, or paper \"fit\")", what))
	}
	return notes
}

// ratio writes a factor for people: "3.5 times", "12,000 times".
func ratio(f float64) string {
	if f < 10 {
		return fmt.Sprintf("%.1f times", f)
	}
	s := fmt.Sprintf("%.0f", f)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s + " times"
}
