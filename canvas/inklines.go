package canvas

import (
	"image"
	"image/color"
	"math"

	"golang.org/x/image/vector"
)

// inkLine is a segment of a printed page, in board units. Its colour is
// an index into its ink's colours: a poster of the largest map is
// millions of segments in two or three colours.
type inkLine struct {
	x1, y1, x2, y2, width float32
	c                     uint32
}

// inkBox is an area box too small on the page or screen to carry its
// name: a filled rectangle with an outline, in board units.
type inkBox struct {
	x, y, w, h, stroke, radius float32
	fill, ink                  color.Color
}

// ink is what a board draws itself rather than through Fyne: the lines
// and boxes of the map, beneath everything else.
type ink struct {
	lines  []inkLine
	boxes  []inkBox
	colors []color.Color // the lines' colours, each once
}

func (k *ink) reset() { k.lines, k.boxes, k.colors = k.lines[:0], k.boxes[:0], k.colors[:0] }

// colorIndex is c's place among the ink's line colours, added when new.
func (k *ink) colorIndex(c color.Color) uint32 {
	for i, d := range k.colors {
		if d == c {
			return uint32(i)
		}
	}
	k.colors = append(k.colors, c)
	return uint32(len(k.colors) - 1)
}

func (k *ink) empty() bool { return len(k.lines) == 0 && len(k.boxes) == 0 }

// The printed page draws its lines itself rather than through Fyne's
// software painter, which rasterises each line on an image the size of
// its bounding box and composes it pixel by pixel: the 200,000 links of
// the largest map took minutes and gigabytes that way. Here every line
// of a colour is one path of one rasteriser, drawn once.

// DrawInkUnder paints a printed board's ink (see Printing) beneath the
// page already rendered in page, as drawInkUnder does.
func (b *Board) DrawInkUnder(page *image.NRGBA, scale float32, off [2]float32) {
	drawInkUnder(page, &b.ink, scale, off)
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
	r := vector.NewRasterizer(b.Dx(), b.Dy())
	mask := image.NewAlpha(b)
	// Composed beneath what is already there: the topmost goes first.
	if len(k.boxes) > 0 {
		for _, outline := range []bool{true, false} {
			var done []color.Color
			for _, x := range k.boxes {
				c := x.fill
				if outline {
					c = x.ink
				}
				if c == nil || hasColor(done, c) {
					continue
				}
				done = append(done, c)
				r.Reset(b.Dx(), b.Dy())
				for _, y := range k.boxes {
					if outline && y.ink != nil && sameColor(y.ink, c) {
						boxOutline(r, y, scale, off)
					} else if !outline && y.fill != nil && sameColor(y.fill, c) {
						roundRectPath(r, (y.x+off[0])*scale, (y.y+off[1])*scale, (y.x+y.w+off[0])*scale, (y.y+y.h+off[1])*scale, y.radius*scale, false)
					}
				}
				clear(mask.Pix)
				r.Draw(mask, b, image.Opaque, image.Point{})
				under(page, mask, color.NRGBAModel.Convert(c).(color.NRGBA))
			}
		}
	}
	lines := k.lines
	var done []color.Color
	for _, l := range lines {
		if hasColor(done, k.colors[l.c]) {
			continue
		}
		c := k.colors[l.c]
		done = append(done, c)
		r.Reset(b.Dx(), b.Dy())
		for _, m := range lines {
			if sameColor(k.colors[m.c], c) {
				quad(r, m, scale, off)
			}
		}
		clear(mask.Pix)
		r.Draw(mask, b, image.Opaque, image.Point{})
		under(page, mask, color.NRGBAModel.Convert(c).(color.NRGBA))
	}
}

// quad adds a line as a rectangle to the path, always wound the same way
// so overlapping lines add up rather than cancel.
func quad(r *vector.Rasterizer, l inkLine, scale float32, off [2]float32) {
	x1, y1 := (l.x1+off[0])*scale, (l.y1+off[1])*scale
	x2, y2 := (l.x2+off[0])*scale, (l.y2+off[1])*scale
	dx, dy := x2-x1, y2-y1
	n := float32(math.Hypot(float64(dx), float64(dy)))
	if n == 0 {
		dx, dy, n = 1, 0, 1
	}
	half := l.width * scale / 2
	nx, ny := -dy/n*half, dx/n*half
	r.MoveTo(x1+nx, y1+ny)
	r.LineTo(x2+nx, y2+ny)
	r.LineTo(x2-nx, y2-ny)
	r.LineTo(x1-nx, y1-ny)
	r.ClosePath()
}

// roundRectPath adds a rectangle in pixels with corners of radius rad,
// clockwise on the screen, or anticlockwise when reverse is set (a hole
// in a clockwise path).
func roundRectPath(r *vector.Rasterizer, x1, y1, x2, y2, rad float32, reverse bool) {
	rad = max(0, min(rad, (x2-x1)/2, (y2-y1)/2))
	if rad < 0.5 {
		rad = 0
	}
	r.MoveTo(x1+rad, y1)
	if !reverse {
		r.LineTo(x2-rad, y1)
		r.QuadTo(x2, y1, x2, y1+rad)
		r.LineTo(x2, y2-rad)
		r.QuadTo(x2, y2, x2-rad, y2)
		r.LineTo(x1+rad, y2)
		r.QuadTo(x1, y2, x1, y2-rad)
		r.LineTo(x1, y1+rad)
		r.QuadTo(x1, y1, x1+rad, y1)
	} else {
		r.QuadTo(x1, y1, x1, y1+rad)
		r.LineTo(x1, y2-rad)
		r.QuadTo(x1, y2, x1+rad, y2)
		r.LineTo(x2-rad, y2)
		r.QuadTo(x2, y2, x2, y2-rad)
		r.LineTo(x2, y1+rad)
		r.QuadTo(x2, y1, x2-rad, y1)
	}
	r.ClosePath()
}

// boxOutline adds the outline of a box, centred on its edges as Fyne
// draws a rectangle's stroke: the whole box when it is thinner than two
// strokes.
func boxOutline(r *vector.Rasterizer, x inkBox, scale float32, off [2]float32) {
	s, rad := x.stroke*scale, x.radius*scale
	x1, y1 := (x.x+off[0])*scale, (x.y+off[1])*scale
	x2, y2 := (x.x+x.w+off[0])*scale, (x.y+x.h+off[1])*scale
	roundRectPath(r, x1-s/2, y1-s/2, x2+s/2, y2+s/2, rad+s/2, false)
	if x2-x1 > s && y2-y1 > s {
		roundRectPath(r, x1+s/2, y1+s/2, x2-s/2, y2-s/2, max(rad-s/2, 0), true)
	}
}

// under composes colour c with coverage mask beneath page, in place.
func under(page *image.NRGBA, mask *image.Alpha, c color.NRGBA) {
	for i, m := range mask.Pix {
		if m == 0 {
			continue
		}
		p := page.Pix[4*i : 4*i+4 : 4*i+4]
		sa := uint32(p[3])                  // the page above
		da := uint32(m) * uint32(c.A) / 255 // the ink below
		oa := sa*255 + da*(255-sa)          // out alpha, times 255
		if oa == 0 {
			continue // faint ink under nothing rounds to nothing
		}
		for k, ink := range [3]uint8{c.R, c.G, c.B} {
			p[k] = uint8((uint32(p[k])*sa*255 + uint32(ink)*da*(255-sa)) / oa)
		}
		p[3] = uint8(oa / 255)
	}
}

func hasColor(cs []color.Color, c color.Color) bool {
	for _, d := range cs {
		if sameColor(d, c) {
			return true
		}
	}
	return false
}

func sameColor(a, b color.Color) bool {
	ar, ag, ab, aa := a.RGBA()
	br, bg, bb, ba := b.RGBA()
	return ar == br && ag == bg && ab == bb && aa == ba
}
