package canvas

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"golang.org/x/image/vector"

	"github.com/unhexboard/unhexboard/engine/battlemap"
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
	// dashRuns are the dashed links of a printed page, each one entry
	// of lines (a dashLine) until it is drawn: see each.
	dashRuns []dashRun
	view     Viewport  // the dashed links' view
	size     fyne.Size // and board
}

// dashRun is one link's dashes, kept as the pen made them: n dashes, the
// first lead along the link from start, each dash long, step apart. Its
// lines are seg's of each dash, made again whenever they are drawn.
type dashRun struct {
	start, dir       battlemap.Point
	lead, step, dash float64
	n                int
	width            float32
	c                uint32
}

// dashLine is the entry of lines that stands for dashRuns[c].
const dashLine = -1

func (k *ink) reset() {
	k.lines, k.boxes, k.colors, k.dashRuns = k.lines[:0], k.boxes[:0], k.colors[:0], k.dashRuns[:0]
}

// addDashes adds a link's dashes, seen through view on a board of size.
func (k *ink) addDashes(view Viewport, size fyne.Size, r dashRun) {
	k.view, k.size = view, size
	k.lines = append(k.lines, inkLine{width: dashLine, c: uint32(len(k.dashRuns))})
	k.dashRuns = append(k.dashRuns, r)
}

// dash is the i-th dash of r, as the pen's seg makes it.
func (k *ink) dash(r *dashRun, i int) (inkLine, bool) {
	from := r.start.Add(r.dir.Scale(r.lead + float64(i)*r.step))
	x1, y1, x2, y2, ok := screenSeg(k.view, k.size, from, from.Add(r.dir.Scale(r.dash)), r.width)
	return inkLine{x1, y1, x2, y2, r.width, r.c}, ok
}

// each hands f every line, dash by dash, in the order they were drawn.
func (k *ink) each(f func(inkLine)) { k.eachOf(k.lines, f) }

// eachOf is each for some of the ink's lines.
func (k *ink) eachOf(lines []inkLine, f func(inkLine)) {
	for _, l := range lines {
		if l.width != dashLine {
			f(l)
			continue
		}
		r := &k.dashRuns[l.c]
		for i := range r.n {
			if d, ok := k.dash(r, i); ok {
				f(d)
			}
		}
	}
}

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
func boxOutline(r *vector.Rasterizer, x inkBox, scale float32, off [2]float32, left, top float32) {
	s, rad := x.stroke*scale, x.radius*scale
	x1, y1 := float32((x.x+off[0])*scale)-left, float32((x.y+off[1])*scale)-top
	x2, y2 := float32((x.x+x.w+off[0])*scale)-left, float32((x.y+x.h+off[1])*scale)-top
	roundRectPath(r, x1-s/2, y1-s/2, x2+s/2, y2+s/2, rad+s/2, false)
	if x2-x1 > s && y2-y1 > s {
		roundRectPath(r, x1+s/2, y1+s/2, x2-s/2, y2-s/2, max(rad-s/2, 0), true)
	}
}

// under composes colour c with coverage mask beneath page, in place.
func under(page *image.NRGBA, mask *image.Alpha, c color.NRGBA) { underAt(page, mask, 0, c) }

// underAt is under with the mask's corner left pixels into the page's
// top row.
func underAt(page *image.NRGBA, mask *image.Alpha, left int, c color.NRGBA) {
	w := mask.Rect.Dx()
	for y := range mask.Rect.Dy() {
		row := page.Pix[y*page.Stride+4*left:]
		for x, m := range mask.Pix[y*mask.Stride : y*mask.Stride+w] {
			if m == 0 {
				continue
			}
			p := row[4*x : 4*x+4 : 4*x+4]
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
