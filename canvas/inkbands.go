package canvas

import (
	"image"
	"image/color"
	"math"
	"runtime"
	"sync"

	"golang.org/x/image/vector"
)

// A large page's ink is drawn in tiles, a band of rows of them at a time
// on each processor: an 800 DPI page of the largest map is 200,000 lines
// thousands of pixels long, seconds of work for one. Each tile has a
// rasteriser its size (small enough for the rasteriser's faster
// fixed-point arithmetic, and for the processor's cache), and takes only
// the lines and boxes that reach it, cut to it; a page under bandsFrom
// pixels is drawn whole, as it always was.

// bandsFrom is the page size, in pixels, from which ink is drawn in tiles
// of tileSize pixels square.
var bandsFrom = 16 << 20

const tileSize = 512

// inkPass is one colour's paths of the ink, composed beneath the page in
// the order the passes come: boxes' outlines, their fills, then lines.
type inkPass struct {
	c    color.Color
	kind int // passOutline, passFill or passLine
}

const (
	passOutline = iota
	passFill
	passLine
)

// passes lists the ink's passes, each colour once a kind, topmost first.
func (k *ink) passes() []inkPass {
	var out []inkPass
	for _, kind := range []int{passOutline, passFill} {
		var done []color.Color
		for _, x := range k.boxes {
			c := x.fill
			if kind == passOutline {
				c = x.ink
			}
			if c == nil || hasColor(done, c) {
				continue
			}
			done = append(done, c)
			out = append(out, inkPass{c, kind})
		}
	}
	var done []color.Color
	for _, l := range k.lines {
		lc := l.c
		if l.width == dashLine {
			lc = k.dashRuns[l.c].c
		}
		if c := k.colors[lc]; !hasColor(done, c) {
			done = append(done, c)
			out = append(out, inkPass{c, passLine})
		}
	}
	return out
}

// drawInkUnder paints the ink beneath the page already rendered in page
// (an NRGBA image of the printable area): at scale pixels per board
// unit, with the board's top-left corner at off. Boxes lie over lines,
// their outlines over their fills, as the board's layers would stack them.
func drawInkUnder(page *image.NRGBA, k *ink, scale float32, off [2]float32) {
	if k.empty() {
		return
	}
	b := page.Bounds()
	w, h := b.Dx(), b.Dy()
	passes := k.passes()
	if w*h < bandsFrom || page.Stride != 4*w || b.Min != (image.Point{}) {
		band := inkBand{page: page, r: vector.NewRasterizer(w, h), mask: image.NewAlpha(b)}
		band.draw(k, k.each, passes, scale, off)
		return
	}
	// The lines once, dash by dash, for every band to go through: a
	// share of them on each processor, kept in their order.
	procs := runtime.GOMAXPROCS(0)
	shares := make([][]inkLine, procs)
	var made sync.WaitGroup
	for i := range shares {
		made.Add(1)
		go func() {
			defer made.Done()
			from, to := len(k.lines)*i/procs, len(k.lines)*(i+1)/procs
			k.eachOf(k.lines[from:to], func(l inkLine) { shares[i] = append(shares[i], l) })
		}()
	}
	made.Wait()
	each := func(f func(inkLine)) {
		for _, share := range shares {
			for _, l := range share {
				f(l)
			}
		}
	}
	n := (h + tileSize - 1) / tileSize
	next := make(chan int, n)
	for i := range n {
		next <- i
	}
	close(next)
	var wg sync.WaitGroup
	for range min(procs, n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			t := &tiler{r: vector.NewRasterizer(tileSize, tileSize), mask: make([]byte, tileSize*tileSize)}
			for i := range next {
				top, bottom := i*tileSize, min((i+1)*tileSize, h)
				band := &image.NRGBA{Pix: page.Pix[top*page.Stride : bottom*page.Stride], Stride: page.Stride, Rect: image.Rect(0, 0, w, bottom-top)}
				t.band(band, k, each, passes, scale, off, float32(top))
			}
		}()
	}
	wg.Wait()
}

// inkBand is the whole page, and the rasteriser and mask that draw it.
type inkBand struct {
	page *image.NRGBA
	r    *vector.Rasterizer
	mask *image.Alpha
}

// draw composes each pass beneath the page.
func (b inkBand) draw(k *ink, lines func(func(inkLine)), passes []inkPass, scale float32, off [2]float32) {
	bounds := b.mask.Rect
	for _, p := range passes {
		b.r.Reset(bounds.Dx(), bounds.Dy())
		switch p.kind {
		case passOutline, passFill:
			for _, y := range k.boxes {
				if c := y.paint(p.kind); c != nil && sameColor(c, p.c) {
					y.path(b.r, p.kind, scale, off, 0, 0)
				}
			}
		case passLine:
			lines(func(m inkLine) {
				if sameColor(k.colors[m.c], p.c) {
					x1, y1, x2, y2, half := m.pixels(scale, off, 0)
					quad(b.r, x1, y1, x2, y2, half)
				}
			})
		}
		clear(b.mask.Pix)
		b.r.Draw(b.mask, bounds, image.Opaque, image.Point{})
		under(b.page, b.mask, color.NRGBAModel.Convert(p.c).(color.NRGBA))
	}
}

// paint is the box's colour in a pass of kind.
func (x inkBox) paint(kind int) color.Color {
	if kind == passOutline {
		return x.ink
	}
	return x.fill
}

// path adds the box's outline or fill to r, in pixels from (left, top).
func (x inkBox) path(r *vector.Rasterizer, kind int, scale float32, off [2]float32, left, top float32) {
	if kind == passOutline {
		boxOutline(r, x, scale, off, left, top)
		return
	}
	roundRectPath(r, float32((x.x+off[0])*scale)-left, float32((x.y+off[1])*scale)-top,
		float32((x.x+x.w+off[0])*scale)-left, float32((x.y+x.h+off[1])*scale)-top, x.radius*scale, false)
}

// pixels is the line's ends in pixels, rows from top, and half its width.
func (l inkLine) pixels(scale float32, off [2]float32, top float32) (x1, y1, x2, y2, half float32) {
	return (l.x1 + off[0]) * scale, float32((l.y1+off[1])*scale) - top,
		(l.x2 + off[0]) * scale, float32((l.y2+off[1])*scale) - top, l.width * scale / 2
}

// tiler draws a band of tiles with its own rasteriser and mask.
type tiler struct {
	r      *vector.Rasterizer
	mask   []byte
	pieces [][]piece // each line pass's lines in the band
	boxes  []int     // the boxes that reach the band
}

// piece is a line in a band's pixels, cut to the band.
type piece struct{ x1, y1, x2, y2, half float32 }

// band composes each pass beneath the band of rows from top, tile by
// tile: first it sorts out the lines and boxes that reach the band.
func (t *tiler) band(band *image.NRGBA, k *ink, lines func(func(inkLine)), passes []inkPass, scale float32, off [2]float32, top float32) {
	w, h := band.Rect.Dx(), band.Rect.Dy()
	t.boxes = t.boxes[:0]
	for i, y := range k.boxes {
		s := y.stroke * scale
		if y1, y2 := float32((y.y+off[1])*scale)-top-s, float32((y.y+y.h+off[1])*scale)-top+s; y2 >= -1 && y1 <= float32(h)+1 {
			t.boxes = append(t.boxes, i)
		}
	}
	for len(t.pieces) < len(passes) {
		t.pieces = append(t.pieces, nil)
	}
	for i, p := range passes {
		t.pieces[i] = t.pieces[i][:0]
		if p.kind != passLine {
			continue
		}
		lines(func(m inkLine) {
			if !sameColor(k.colors[m.c], p.c) {
				return
			}
			x1, y1, x2, y2, half := m.pixels(scale, off, top)
			if c, ok := cutTo(x1, y1, x2, y2, half, math.Inf(-1), 0, math.Inf(1), float64(h)); ok {
				t.pieces[i] = append(t.pieces[i], c)
			}
		})
	}
	for left := 0; left < w; left += tileSize {
		tw := min(tileSize, w-left)
		mask := &image.Alpha{Pix: t.mask[:tw*h], Stride: tw, Rect: image.Rect(0, 0, tw, h)}
		fl := float32(left)
		for i, p := range passes {
			t.r.Reset(tw, h)
			any := false
			if p.kind == passLine {
				for _, c := range t.pieces[i] {
					if c, ok := cutTo(c.x1-fl, c.y1, c.x2-fl, c.y2, c.half, 0, math.Inf(-1), float64(tw), math.Inf(1)); ok {
						quad(t.r, c.x1, c.y1, c.x2, c.y2, c.half)
						any = true
					}
				}
			} else {
				for _, j := range t.boxes {
					y := k.boxes[j]
					c := y.paint(p.kind)
					if c == nil || !sameColor(c, p.c) {
						continue
					}
					s := y.stroke * scale
					if x1, x2 := float32((y.x+off[0])*scale)-fl-s, float32((y.x+y.w+off[0])*scale)-fl+s; x2 < -1 || x1 > float32(tw)+1 {
						continue
					}
					y.path(t.r, p.kind, scale, off, fl, top)
					any = true
				}
			}
			if !any {
				continue
			}
			clear(mask.Pix)
			t.r.Draw(mask, mask.Rect, image.Opaque, image.Point{})
			underAt(band, mask, left, color.NRGBAModel.Convert(p.c).(color.NRGBA))
		}
	}
}

// cutTo is the line cut to the box from (x0, y0) to (x1, y1), and its
// width beyond, where the cut ends lie out of sight.
func cutTo(x1, y1, x2, y2, half float32, minX, minY, maxX, maxY float64) (piece, bool) {
	pad := float64(half) + 2
	a, b, c, d, ok := ClipSegment(float64(x1), float64(y1), float64(x2), float64(y2), minX-pad, minY-pad, maxX+pad, maxY+pad)
	return piece{float32(a), float32(b), float32(c), float32(d), half}, ok
}

// quad adds a line from (x1, y1) to (x2, y2) in pixels, half wide on
// either side, as a rectangle to the path, always wound the same way so
// overlapping lines add up rather than cancel.
func quad(r *vector.Rasterizer, x1, y1, x2, y2, half float32) {
	dx, dy := x2-x1, y2-y1
	n := float32(math.Hypot(float64(dx), float64(dy)))
	if n == 0 {
		dx, dy, n = 1, 0, 1
	}
	nx, ny := -dy/n*half, dx/n*half
	r.MoveTo(x1+nx, y1+ny)
	r.LineTo(x2+nx, y2+ny)
	r.LineTo(x2-nx, y2-ny)
	r.LineTo(x1-nx, y1-ny)
	r.ClosePath()
}
