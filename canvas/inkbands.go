package canvas

import (
	"image"
	"image/color"
	"math"
	"runtime"
	"sync"

	"golang.org/x/image/vector"
)

// A large page's ink is drawn in bands of rows, as many at once as there
// are processors: an 800 DPI page of the largest map is 200,000 lines
// thousands of pixels long, seconds of work for one. Each band has its
// own rasteriser the band's size, and takes only the lines and boxes
// that reach it, cut to it; a page under bandsFrom pixels is one band,
// drawn as it always was.

// bandsFrom is the page size, in pixels, from which ink is drawn in bands
// of bandRows rows.
var bandsFrom = 16 << 20

const bandRows = 512

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
		band.draw(k, k.each, passes, scale, off, false)
		return
	}
	// The lines once, dash by dash, for every band to go through.
	var lines []inkLine
	k.each(func(l inkLine) { lines = append(lines, l) })
	each := func(f func(inkLine)) {
		for _, l := range lines {
			f(l)
		}
	}
	n := (h + bandRows - 1) / bandRows
	next := make(chan int, n)
	for i := range n {
		next <- i
	}
	close(next)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := vector.NewRasterizer(w, bandRows)
			mask := image.NewAlpha(image.Rect(0, 0, w, bandRows))
			for i := range next {
				top, bottom := i*bandRows, min((i+1)*bandRows, h)
				rows := image.Rect(0, 0, w, bottom-top)
				band := inkBand{
					page: &image.NRGBA{Pix: page.Pix[top*page.Stride : bottom*page.Stride], Stride: page.Stride, Rect: rows},
					r:    r, mask: &image.Alpha{Pix: mask.Pix[:len(mask.Pix)*(bottom-top)/bandRows], Stride: mask.Stride, Rect: rows},
					top: float32(top),
				}
				band.draw(k, each, passes, scale, off, true)
			}
		}()
	}
	wg.Wait()
}

// inkBand is a band of the page's rows, top rows down, and the
// rasteriser and mask that draw it.
type inkBand struct {
	page *image.NRGBA // the band's rows
	r    *vector.Rasterizer
	mask *image.Alpha
	top  float32
}

// draw composes each pass beneath the band; cut, it cuts each line to
// the band (and its stroke's width beyond) and passes over what does not
// reach it.
func (b inkBand) draw(k *ink, lines func(func(inkLine)), passes []inkPass, scale float32, off [2]float32, cut bool) {
	bounds := b.mask.Rect
	h := float32(bounds.Dy())
	for _, p := range passes {
		b.r.Reset(bounds.Dx(), bounds.Dy())
		any := false
		switch p.kind {
		case passOutline, passFill:
			for _, y := range k.boxes {
				c := y.fill
				if p.kind == passOutline {
					c = y.ink
				}
				if c == nil || !sameColor(c, p.c) {
					continue
				}
				if cut {
					s := y.stroke * scale
					y1, y2 := float32((y.y+off[1])*scale)-b.top-s, float32((y.y+y.h+off[1])*scale)-b.top+s
					if y2 < -1 || y1 > h+1 {
						continue
					}
				}
				any = true
				if p.kind == passOutline {
					boxOutline(b.r, y, scale, off, b.top)
				} else {
					roundRectPath(b.r, (y.x+off[0])*scale, float32((y.y+off[1])*scale)-b.top, (y.x+y.w+off[0])*scale, float32((y.y+y.h+off[1])*scale)-b.top, y.radius*scale, false)
				}
			}
		case passLine:
			lines(func(m inkLine) {
				if !sameColor(k.colors[m.c], p.c) {
					return
				}
				x1, y1 := (m.x1+off[0])*scale, float32((m.y1+off[1])*scale)-b.top
				x2, y2 := (m.x2+off[0])*scale, float32((m.y2+off[1])*scale)-b.top
				half := m.width * scale / 2
				if cut {
					pad := float64(half) + 2
					cx1, cy1, cx2, cy2, ok := ClipSegment(float64(x1), float64(y1), float64(x2), float64(y2), math.Inf(-1), -pad, math.Inf(1), float64(h)+pad)
					if !ok {
						return
					}
					x1, y1, x2, y2 = float32(cx1), float32(cy1), float32(cx2), float32(cy2)
				}
				any = true
				quad(b.r, x1, y1, x2, y2, half)
			})
		}
		if !any {
			continue
		}
		clear(b.mask.Pix)
		b.r.Draw(b.mask, bounds, image.Opaque, image.Point{})
		under(b.page, b.mask, color.NRGBAModel.Convert(p.c).(color.NRGBA))
	}
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
