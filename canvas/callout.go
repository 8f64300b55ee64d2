package canvas

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// CalloutGap is the room, in pixels, between a callout and what it
// stands beside.
const CalloutGap = 10

// Callout writes a note of a few lines beside a part of the map (Play
// mode's why, beside the area the GM points at). It is drawn in screen
// pixels, size px high, so it reads at any zoom, on a plate above
// everything else; it wraps lines wider than about a third of the board.
// It stands beside around (map units), never over it: right, left, below
// or above it, wherever it stays on the board and covers the least of
// avoid (map units), in that order when they tie. It returns the plate's
// position and size in pixels (zero when nothing was drawn).
func (p *Pen) Callout(around battlemap.Rect, avoid []battlemap.Rect, lines []string, size float32) (fyne.Position, fyne.Size) {
	if len(lines) == 0 || p.size.Width <= 0 || p.size.Height <= 0 {
		return fyne.Position{}, fyne.Size{}
	}
	pad := size / 2
	maxW := max(p.size.Width/3, 12*size)
	var rows []string
	var bold []bool
	w, lineH := float32(0), float32(0)
	for i, l := range lines {
		for _, r := range p.wrap(l, size, i == 0, maxW) {
			tw, th := p.r.board.measure(r, float64(size), i == 0)
			w, lineH = max(w, float32(tw)), max(lineH, float32(th))
			rows, bold = append(rows, r), append(bold, i == 0)
		}
	}
	w += 2 * pad
	h := float32(len(rows))*lineH + 2*pad
	ax, ay := p.xy(around.Min)
	bx, by := p.xy(around.Max)
	at, ok := p.calloutPlace(ax, ay, bx, by, w, h, avoid)
	if !ok {
		return fyne.Position{}, fyne.Size{}
	}
	l := &p.r.layers[depthTop]
	plate, ink := p.pal.Background, p.pal.Ink
	if plate == nil {
		plate = color.White
	}
	if ink == nil {
		ink = color.Black
	}
	l.rect(at.X, at.Y, w, h, WithAlpha(plate, 0xf0), WithAlpha(ink, 0x80), 1, pad)
	for i, r := range rows {
		l.text(r, at.X+pad, at.Y+pad+(float32(i)+0.5)*lineH, w-2*pad, lineH, size, ink, bold[i], true)
	}
	return at, fyne.NewSize(w, h)
}

// calloutPlace picks where a w x h plate goes beside the screen rectangle
// (ax, ay)-(bx, by): see Callout. ok is false when no side has room.
func (p *Pen) calloutPlace(ax, ay, bx, by, w, h float32, avoid []battlemap.Rect) (fyne.Position, bool) {
	W, H := p.size.Width, p.size.Height
	clamp := func(v, lo, hi float32) float32 { return max(lo, min(v, hi)) }
	// Beside each side, lined up with either end of it or its middle,
	// slid along that side to stay on the board.
	var candidates []fyne.Position
	for _, x := range []float32{bx + CalloutGap, ax - CalloutGap - w} { // right, left
		for _, y := range []float32{ay, by - h, (ay + by - h) / 2} {
			candidates = append(candidates, fyne.Position{X: x, Y: clamp(y, 0, H-h)})
		}
	}
	for _, y := range []float32{by + CalloutGap, ay - CalloutGap - h} { // below, above
		for _, x := range []float32{ax, bx - w, (ax + bx - w) / 2} {
			candidates = append(candidates, fyne.Position{X: clamp(x, 0, W-w), Y: y})
		}
	}
	var screen []battlemap.Rect
	for _, r := range avoid {
		x0, y0 := p.xy(r.Min)
		x1, y1 := p.xy(r.Max)
		screen = append(screen, battlemap.Rect{Min: battlemap.Point{X: float64(x0), Y: float64(y0)}, Max: battlemap.Point{X: float64(x1), Y: float64(y1)}})
	}
	best, bestCost, found := fyne.Position{}, 0.0, false
	for _, c := range candidates {
		if c.X < 0 || c.Y < 0 || c.X+w > W || c.Y+h > H {
			continue
		}
		plate := battlemap.Rect{Min: battlemap.Point{X: float64(c.X), Y: float64(c.Y)}, Max: battlemap.Point{X: float64(c.X + w), Y: float64(c.Y + h)}}
		cost := 0.0
		for _, r := range screen {
			cost += overlapArea(plate, r)
		}
		if !found || cost < bestCost {
			best, bestCost, found = c, cost, true
		}
	}
	return best, found
}

// overlapArea is the area two rectangles share.
func overlapArea(a, b battlemap.Rect) float64 {
	w := min(a.Max.X, b.Max.X) - max(a.Min.X, b.Min.X)
	h := min(a.Max.Y, b.Max.Y) - max(a.Min.Y, b.Min.Y)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

// wrap breaks a line at spaces into rows no wider than maxW pixels (a
// single word wider than that stays whole).
func (p *Pen) wrap(line string, size float32, bold bool, maxW float32) []string {
	if tw, _ := p.r.board.measure(line, float64(size), bold); float32(tw) <= maxW {
		return []string{line}
	}
	var rows []string
	row := ""
	for _, word := range strings.Fields(line) {
		next := word
		if row != "" {
			next = row + " " + word
		}
		if tw, _ := p.r.board.measure(next, float64(size), bold); float32(tw) > maxW && row != "" {
			rows = append(rows, row)
			next = word
		}
		row = next
	}
	return append(rows, row)
}
