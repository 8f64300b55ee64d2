package mapprint

import (
	"fmt"
	"math"
	"sort"

	"github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// A one-page print is legible when its area names print at least
// minNamePt tall and no link is drawn shorter than the marks on it need
// (see linkRoom), so ticks, X, door boxes and arrowheads stay apart.
const (
	minNamePt = 6.0
	// legibleZoom is the scale at which a name (of text scale 1) prints
	// minNamePt tall: a 16-unit name, 8 units (6 points).
	legibleZoom = minNamePt / (canvas.LabelSize * 72 / 96)
)

// overlapBudget bounds the pairs of areas printSpread compares per try,
// so a map of 50,000 areas heaped on one spot costs milliseconds.
const overlapBudget = 2_000_000

// spreadLimit is what keeps a spread map from coming closer together.
type spreadLimit int

const (
	spreadFree    spreadLimit = iota // nothing: it is legible, or to scale
	spreadOverlap                    // closer, boxes clear of each other would overlap
	spreadLinks                      // closer, a link would be shorter than its marks
	spreadHeap                       // even heaped on one spot, the boxes are too large
)

// spreadModel is a layout reduced to what a spread changes: area centres
// scale by k, their boxes (extents) and the marks on links do not. What
// keeps the areas apart does not depend on the page, so it is worked out
// once per layout (see bound).
type spreadModel struct {
	lay     *canvas.Layout
	c       []battlemap.Point // area centres
	ext     []battlemap.Rect  // area extents about their centre
	links   []spreadLink
	legible float64 // the zoom at which names print minNamePt tall
	bounded bool    // kMin and why are worked out
	kMin    float64 // the least k keeping boxes and links clear
	why     spreadLimit
}

// spreadLink is a link as the spread shortens it: drawn length L at k = 1
// and centre distance d, so L(k) = L - (1-k)·d; need is its marks' room.
type spreadLink struct{ length, dist, need float64 }

func newSpreadModel(lay *canvas.Layout) *spreadModel {
	m := &spreadModel{lay: lay, c: make([]battlemap.Point, len(lay.Areas)), ext: make([]battlemap.Rect, len(lay.Areas)),
		legible: legibleZoom / math.Max(lay.TextScale, 1e-9)}
	for i, a := range lay.Areas {
		m.c[i] = a.Box.Center()
		m.ext[i] = battlemap.Rect{Min: a.Extent.Min.Sub(m.c[i]), Max: a.Extent.Max.Sub(m.c[i])}
	}
	for _, l := range lay.Links {
		a, okA := lay.Area(l.Link.A)
		b, okB := lay.Area(l.Link.B)
		if !okA || !okB {
			continue
		}
		m.links = append(m.links, spreadLink{length: l.Length(), dist: b.Box.Center().Sub(a.Box.Center()).Len(), need: linkRoom(l.Link)})
	}
	return m
}

// zoom is the scale at which the map, its positions scaled by k, fits a
// w x h board.
func (m *spreadModel) zoom(k, w, h float64) float64 {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i := range m.c {
		minX = math.Min(minX, k*m.c[i].X+m.ext[i].Min.X)
		minY = math.Min(minY, k*m.c[i].Y+m.ext[i].Min.Y)
		maxX = math.Max(maxX, k*m.c[i].X+m.ext[i].Max.X)
		maxY = math.Max(maxY, k*m.c[i].Y+m.ext[i].Max.Y)
	}
	return math.Min(w/math.Max(maxX-minX, 1e-9), h/math.Max(maxY-minY, 1e-9))
}

// linkBound is the smallest k at which no link is drawn shorter than its
// marks need, or than it is on the map if that is shorter still.
func (m *spreadModel) linkBound() float64 {
	k := 0.0
	for _, l := range m.links {
		if l.dist > 0 {
			k = math.Max(k, 1-math.Max(l.length-l.need, 0)/l.dist)
		}
	}
	return k
}

// bound is the least k that keeps links clear of their marks and boxes
// clear of each other that are so on the map, and which of the two binds.
func (m *spreadModel) bound() (float64, spreadLimit) {
	if m.bounded {
		return m.kMin, m.why
	}
	m.bounded = true
	k := math.Max(m.linkBound(), 1e-9)
	m.kMin, m.why = k, spreadLinks
	if !newOverlap(m.c, m.ext, k) {
		return m.kMin, m.why
	}
	// The smallest k that overlaps nothing new: overlaps only grow as k
	// shrinks, since box sizes stay and distances scale.
	lo, hi := math.Log(k), 0.0
	for range 30 {
		mid := (lo + hi) / 2
		if newOverlap(m.c, m.ext, math.Exp(mid)) {
			lo = mid
		} else {
			hi = mid
		}
	}
	m.kMin, m.why = math.Exp(hi), spreadOverlap
	return m.kMin, m.why
}

// shortestLink is the shortest link drawn at spread k, in map units, and
// whether any link is drawn shorter than its marks need that is not so on
// the map.
func (m *spreadModel) shortestLink(k float64) (float64, bool) {
	shortest, crowded := math.Inf(1), false
	for _, l := range m.links {
		at := l.length - (1-k)*l.dist
		shortest = math.Min(shortest, math.Max(at, 0))
		crowded = crowded || (at < l.need && l.length >= l.need)
	}
	return shortest, crowded
}

// spread is the factor (at most 1) by which the area positions of a map
// are brought closer together so the map fits a w x h board with its
// names legible, and what kept it from coming closer. Boxes and the marks
// on links keep their size: a map whose areas lie far apart prints as a
// legible diagram rather than specks. It never packs areas so close that
// boxes clear of each other on the map would overlap, nor a link shorter
// than its marks.
func (m *spreadModel) spread(w, h float64) (float64, spreadLimit) {
	if len(m.c) < 2 || w <= 0 || h <= 0 || m.zoom(1, w, h) >= m.legible {
		return 1, spreadFree
	}
	// The largest k that is legible: zoom grows as k shrinks.
	limit := spreadFree
	lo, hi := math.Log(1e-9), 0.0
	if m.zoom(math.Exp(lo), w, h) < m.legible {
		hi, limit = lo, spreadHeap // not even a single heap of boxes fits legibly
	}
	for range 40 {
		mid := (lo + hi) / 2
		if m.zoom(math.Exp(mid), w, h) >= m.legible {
			lo = mid
		} else {
			hi = mid
		}
	}
	k := math.Exp(lo)
	if kMin, why := m.bound(); kMin > k {
		k = kMin
		if limit != spreadHeap {
			limit = why
		}
	}
	if limit != spreadFree && k > 0.95 {
		// So little closer gains nothing a reader would see: to scale.
		return 1, limit
	}
	return k, limit
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

// pageFit is how a map fits the board of a page, measured as it prints.
type pageFit struct {
	k       float64     // the spread: 1 is to scale
	limit   spreadLimit // what kept the areas from coming closer
	zoom    float64
	namePt  float64 // the area names' size as printed
	linkIn  float64 // the shortest link as printed, in inches (+Inf: no links)
	crowded bool    // some link is drawn shorter than its marks need
}

// measureFit fits the map of m on a w x h board (Fyne units) as
// fitForPrint would, without drawing it.
func measureFit(m *spreadModel, w, h float64) pageFit {
	k, limit := m.spread(w, h)
	lay := m.lay
	f := pageFit{k: k, limit: limit, zoom: math.Min(m.zoom(k, w, h), canvas.MaxZoom)}
	if len(lay.Areas) < 2 {
		f.zoom = canvas.FitWithin(lay.Bounds, float32(w), float32(h), 0, 0).Zoom
	}
	f.namePt = canvas.LabelSize * lay.TextScale * f.zoom * 72 / 96
	short, crowded := m.shortestLink(k)
	f.linkIn, f.crowded = short*f.zoom/96, crowded
	return f
}

// onBoard measures the fit again on the board as laid out (spread, if
// it is): the sizes the notes give are the ones printed.
func (f pageFit) onBoard(lay *canvas.Layout, w, h float32) pageFit {
	f.zoom = canvas.FitWithin(lay.Bounds, w, h, 0, 0).Zoom
	f.namePt = canvas.LabelSize * lay.TextScale * f.zoom * 72 / 96
	short := math.Inf(1)
	for _, l := range lay.Links {
		short = math.Min(short, l.Length())
	}
	f.linkIn = short * f.zoom / 96
	return f
}

// legible says whether the page reads: names large enough, links clear.
func (f pageFit) legible() bool { return f.namePt >= minNamePt*0.99 && !f.crowded }

// betterThan says whether f fits a map clearly better than g: legible
// first, then less drawn together, then larger, each by a tenth at least
// (a page is not turned for a hair).
func (f pageFit) betterThan(g pageFit) bool {
	switch {
	case f.legible() != g.legible():
		return f.legible()
	case f.k > g.k*1.1 || g.k > f.k*1.1:
		return f.k > g.k
	}
	return f.zoom > g.zoom*1.1
}

// fitForPrint fits the map onto the board of a page and says what the
// reader of the page should know: that it is not to scale, or that it
// does not fit the page legibly, with the sizes it prints at. m is the
// model of the board's layout if one was made already, else nil.
func fitForPrint(board *canvas.Board, doc *engine.Document, m *spreadModel) []string {
	var notes []string
	size := board.Size()
	w, h := float64(size.Width), float64(size.Height)
	if m == nil || m.lay != board.Layout() {
		m = newSpreadModel(board.Layout())
	}
	fit := measureFit(m, w, h)
	if fit.k < 1 {
		board.SetDocument(spreadDocument(doc, fit.k))
	}
	if len(board.Layout().Areas) == 0 {
		return notes
	}
	fit = fit.onBoard(board.Layout(), size.Width, size.Height)
	if fit.legible() {
		if fit.k < 1 {
			notes = append(notes, fmt.Sprintf("the areas are drawn %s closer together than on the map, so their names print at %s points", ratio(1/fit.k), points(fit.namePt)))
		}
		return notes
	}
	return append(notes, notFitting(fit))
}

// notFitting says, from the sizes it prints at, that a map does not fit
// its page legibly, why, and what to do instead (short enough for the
// window's note, at most 300 characters).
func notFitting(f pageFit) string {
	names := fmt.Sprintf("names print at %s points (%g reads well)", points(f.namePt), minNamePt)
	if canvas.LabelSize*f.zoom < canvas.MinTextPx {
		names = fmt.Sprintf("names would print under %s points and are left out", points(canvas.MinTextPx*72/96))
	}
	if !math.IsInf(f.linkIn, 1) {
		names += fmt.Sprintf(", the shortest link at %s in", inchesShort(f.linkIn))
	}
	why := ""
	switch {
	case f.k < 1 && f.limit == spreadOverlap:
		why = fmt.Sprintf(", with the areas drawn %s closer together than on the map (any closer and boxes would overlap)", ratio(1/f.k))
	case f.k < 1 && f.limit == spreadLinks:
		why = fmt.Sprintf(", with the areas drawn %s closer together than on the map (any closer and links would grow too short)", ratio(1/f.k))
	case f.limit == spreadOverlap:
		why = " (the areas cannot come closer without overlapping)"
	case f.limit == spreadLinks:
		why = " (the areas cannot come closer without links growing too short)"
	case f.limit == spreadHeap:
		why = " (too many areas for one page)"
	}
	return fmt.Sprintf("the map does not fit this page legibly: %s%s; print it at table scale instead (area height 1 in, --area-height 1)", names, why)
}

// points writes a type size: "4.5", "0.02".
func points(pt float64) string {
	if pt >= 0.95 {
		return fmt.Sprintf("%.1f", pt)
	}
	return fmt.Sprintf("%.2g", pt)
}

// inchesShort writes a short length in inches: "0.17", "less than 0.01".
func inchesShort(in float64) string {
	if in < 0.005 {
		return "less than 0.01"
	}
	return fmt.Sprintf("%.2f", in)
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
