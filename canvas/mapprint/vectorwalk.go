package mapprint

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	fcanvas "fyne.io/fyne/v2/canvas"

	"github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/interop/vector"
)

// pointsPerUnit turns Fyne units (1/96 inch on a printed page) into
// points (1/72 inch).
const pointsPerUnit = 72.0 / 96

// vectorWalk turns a laid-out page into vector shapes, object by object,
// in the order Fyne paints them, so the PDF and SVG pages are the PNG
// page drawn again.
type vectorWalk struct {
	ox, oy float64 // where the page's corner lands, in points
	shapes []vector.Shape
	sink   func(...vector.Shape) // takes the shapes instead, when set
	// keepY, when set, says whether a line or box spanning y1 to y2 on
	// the page is wanted: the others are passed over before they are
	// made into shapes.
	keepY func(y1, y2 float64) bool
	// noPicture leaves the board's background picture out: the poster's
	// is drawn once for all its rows.
	noPicture bool
	unknown   []string // objects it could not draw (none on our pages)
	notes     []string // what the page should say (a picture left out)
}

// pt converts a position in Fyne units to points on the page.
func (w *vectorWalk) pt(x, y float32) (float64, float64) {
	return w.ox + float64(x)*pointsPerUnit, w.oy + float64(y)*pointsPerUnit
}

func (w *vectorWalk) add(s ...vector.Shape) {
	if w.sink != nil {
		w.sink(s...)
		return
	}
	w.shapes = append(w.shapes, s...)
}

// walkPrintPage returns the shapes of a laid-out page whose printable
// area starts at (ox, oy) points, or an error naming an object it could
// not draw; a background picture that cannot be read adds a note to the
// page's.
func walkPrintPage(p *printPage, ox, oy float64) ([]vector.Shape, error) {
	var shapes []vector.Shape
	err := walkPrintPageInto(p, ox, oy, func(s ...vector.Shape) { shapes = append(shapes, s...) })
	return shapes, err
}

// walkPrintPageInto hands sink the shapes of a laid-out page as they are
// walked, bottom to top, as walkPrintPage says.
func walkPrintPageInto(p *printPage, ox, oy float64, sink func(...vector.Shape)) error {
	w := &vectorWalk{ox: ox, oy: oy, sink: sink}
	w.object(p.root, fyne.Position{}, *p)
	if len(w.unknown) > 0 {
		return fmt.Errorf("the vector export cannot draw %v", w.unknown)
	}
	p.notes = append(p.notes, w.notes...)
	return nil
}

// object draws o, whose parent's corner is at parent (Fyne units).
func (w *vectorWalk) object(o fyne.CanvasObject, parent fyne.Position, p printPage) {
	if !o.Visible() {
		return
	}
	at := parent.Add(o.Position())
	switch o := o.(type) {
	case *fyne.Container:
		for _, c := range o.Objects {
			w.object(c, at, p)
		}
	case *canvas.Board:
		w.board(o, at, p.picture)
	case *canvas.Legend:
		o.Walk(painter{w: w, at: at, page: p})
	case *fcanvas.Line:
		w.line(o, parent)
	case *fcanvas.Rectangle:
		w.rect(o, at)
	case *fcanvas.Circle:
		w.circle(o, parent)
	case *fcanvas.Polygon:
		w.polygon(o, at)
	case *fcanvas.Text:
		if w.keepY != nil {
			// Measuring text is slow: pass over what is far off. Text
			// may spill out of its box by a line or so.
			_, y := w.pt(0, at.Y)
			spill := 2 * float64(o.TextSize) * pointsPerUnit
			if !w.keepY(y-spill, y+float64(o.Size().Height)*pointsPerUnit+spill) {
				return
			}
		}
		w.text(o, at)
	case *fcanvas.Image:
		w.image(o.Image, at, o.Size(), 1-o.Translucency)
	default:
		w.unknown = append(w.unknown, fmt.Sprintf("%T", o))
	}
}

// board draws a map as Export composes it: the background picture, then
// the board's drawing as it walks it (see canvas.Board.Walk).
func (w *vectorWalk) board(b *canvas.Board, at fyne.Position, picture bool) {
	if picture && !w.noPicture {
		w.picture(b, at)
	}
	b.Walk(painter{w: w, at: at})
}

// painter draws a widget's drawing at its corner, at.
type painter struct {
	w    *vectorWalk
	at   fyne.Position
	page printPage
}

func (p painter) Line(x1, y1, x2, y2, width float32, c color.Color) {
	p.w.stroke(p.at.X+x1, p.at.Y+y1, p.at.X+x2, p.at.Y+y2, width, c)
}

// Dashes draws a dashed link as one dashed line (see vectorWalk.dashes).
func (p painter) Dashes(x1, y1, x2, y2 float32, n int, dash, width float32, c color.Color) bool {
	return p.w.dashes(p.at.X+x1, p.at.Y+y1, p.at.X+x2, p.at.Y+y2, n, dash, width, c)
}

func (p painter) Box(x, y, w, h, radius float32, fill, ink color.Color, stroke float32) {
	p.w.box(p.at, x, y, w, h, radius, fill, ink, stroke)
}

func (p painter) Object(o fyne.CanvasObject) { p.w.object(o, p.at, p.page) }

// vectorPictureDPI is the resolution a PDF or SVG holds the background
// picture at: a printer's, or the picture's own when it has fewer pixels.
const vectorPictureDPI = 300

// picture places the printed background under the map, in grey, cut to
// the board (see printPicture).
func (w *vectorWalk) picture(b *canvas.Board, at fyne.Position) {
	pp, ok, err := printPicture(b, vectorPictureDPI/96.0)
	if err != nil {
		w.notes = append(w.notes, pictureNote(err))
	}
	if !ok {
		return
	}
	pt := func(x, y float64) (float64, float64) {
		return w.ox + (float64(at.X)+x)*pointsPerUnit, w.oy + (float64(at.Y)+y)*pointsPerUnit
	}
	x0, y0 := pt(pp.box[0], pp.box[1])
	x1, y1 := pt(pp.box[2], pp.box[3])
	cx0, cy0 := pt(pp.clip[0], pp.clip[1])
	cx1, cy1 := pt(pp.clip[2], pp.clip[3])
	img := vector.Image{X: x0, Y: y0, W: x1 - x0, H: y1 - y0, Img: pp.img, Opacity: pp.opacity, Photo: pp.photo}
	w.add(vector.Group{Clip: &vector.Rect{X: cx0, Y: cy0, W: cx1 - cx0, H: cy1 - cy0}, Shapes: []vector.Shape{img}})
}

func (w *vectorWalk) stroke(x1, y1, x2, y2, width float32, c color.Color) {
	if width <= 0 {
		return
	}
	ax, ay := w.pt(x1, y1)
	bx, by := w.pt(x2, y2)
	half := float64(width) * pointsPerUnit / 2
	if w.keepY != nil && !w.keepY(min(ay, by)-half, max(ay, by)+half) {
		return
	}
	ink, ok := nrgba(c)
	if !ok {
		return
	}
	dx, dy := bx-ax, by-ay
	n := math.Hypot(dx, dy)
	if n <= 4*half {
		// A stroke about as wide as it is long (a closed door): its
		// square ends are its shape, so it is drawn as the rectangle
		// Fyne paints.
		if n == 0 {
			dx, dy, n = 1, 0, 1
		}
		nx, ny := -dy/n*half, dx/n*half
		w.add(vector.Polygon{Points: []vector.Point{{X: ax + nx, Y: ay + ny}, {X: bx + nx, Y: by + ny}, {X: bx - nx, Y: by - ny}, {X: ax - nx, Y: ay - ny}}, Fill: ink})
		return
	}
	// Vector lines have round caps, Fyne's square-cut ends: pulled in by
	// half the width, the line reaches as far as Fyne's does, so dashes
	// keep their gaps and links stop short of the boxes as on screen.
	ux, uy := dx/n*half, dy/n*half
	w.add(vector.Line{X1: ax + ux, Y1: ay + uy, X2: bx - ux, Y2: by - uy, Stroke: vector.Stroke{Width: 2 * half, Color: ink}})
}

// dashes draws n dashes from (x1, y1) to (x2, y2) as one line with a
// dash pattern: each dash pulled in by half the width at both ends, as
// stroke pulls in a line, so its round caps reach as far as Fyne's
// square-cut dash. False when a dash is too short for that (stroke draws
// it as a box).
func (w *vectorWalk) dashes(x1, y1, x2, y2 float32, n int, dash, width float32, c color.Color) bool {
	if width <= 0 || n < 2 {
		return false
	}
	ax, ay := w.pt(x1, y1)
	bx, by := w.pt(x2, y2)
	half := float64(width) * pointsPerUnit / 2
	on := float64(dash) * pointsPerUnit
	length := math.Hypot(bx-ax, by-ay)
	if on <= 4*half || length <= on {
		return false
	}
	if w.keepY != nil && !w.keepY(min(ay, by)-half, max(ay, by)+half) {
		return true
	}
	ink, ok := nrgba(c)
	if !ok {
		return true
	}
	off := (length - float64(n)*on) / float64(n-1)
	ux, uy := (bx-ax)/length*half, (by-ay)/length*half
	w.add(vector.Line{X1: ax + ux, Y1: ay + uy, X2: bx - ux, Y2: by - uy,
		Stroke: vector.Stroke{Width: 2 * half, Color: ink, Dash: []float64{on - 2*half, off + 2*half}}})
	return true
}

// box is a rectangle at (x, y) from at; Fyne centres its stroke on the
// edge, as PDF and SVG do, and rounds no corner past half a side.
func (w *vectorWalk) box(at fyne.Position, x, y, bw, bh, radius float32, fill, ink color.Color, strokeW float32) {
	f, hasFill := nrgba(fill)
	s, hasInk := nrgba(ink)
	if !hasInk || strokeW <= 0 {
		s, hasInk = color.NRGBA{}, false
	}
	if !hasFill && !hasInk {
		return
	}
	if hasFill && hasInk && f.A != s.A {
		// PDF paints a shape's fill and outline at one alpha: two shapes.
		w.box(at, x, y, bw, bh, radius, fill, nil, 0)
		w.box(at, x, y, bw, bh, radius, nil, ink, strokeW)
		return
	}
	px, py := w.pt(at.X+x, at.Y+y)
	if sw := float64(strokeW) * pointsPerUnit; w.keepY != nil && !w.keepY(py-sw, py+float64(bh)*pointsPerUnit+sw) {
		return
	}
	r := vector.Rect{X: px, Y: py, W: float64(bw) * pointsPerUnit, H: float64(bh) * pointsPerUnit,
		Radius: float64(min(radius, bw/2, bh/2)) * pointsPerUnit, Fill: f}
	if hasInk {
		r.Stroke = vector.Stroke{Width: float64(strokeW) * pointsPerUnit, Color: s}
	}
	w.add(r)
}

// line: a canvas.Line's ends are in its parent's coordinates.
func (w *vectorWalk) line(l *fcanvas.Line, parent fyne.Position) {
	w.stroke(parent.X+l.Position1.X, parent.Y+l.Position1.Y, parent.X+l.Position2.X, parent.Y+l.Position2.Y, l.StrokeWidth, l.StrokeColor)
}

func (w *vectorWalk) rect(r *fcanvas.Rectangle, at fyne.Position) {
	size := r.Size()
	w.box(at, 0, 0, size.Width, size.Height, r.CornerRadius, r.FillColor, r.StrokeColor, r.StrokeWidth)
}

// circle: a canvas.Circle fills the box between its two corners, which
// are in its parent's coordinates.
func (w *vectorWalk) circle(c *fcanvas.Circle, parent fyne.Position) {
	x1, y1 := min(c.Position1.X, c.Position2.X), min(c.Position1.Y, c.Position2.Y)
	bw, bh := abs32(c.Position2.X-c.Position1.X), abs32(c.Position2.Y-c.Position1.Y)
	cx, cy := w.pt(parent.X+x1+bw/2, parent.Y+y1+bh/2)
	out := vector.Circle{CX: cx, CY: cy, R: float64(min(bw, bh)) / 2 * pointsPerUnit}
	out.Fill, _ = nrgba(c.FillColor)
	if s, ok := nrgba(c.StrokeColor); ok && c.StrokeWidth > 0 {
		out.Stroke = vector.Stroke{Width: float64(c.StrokeWidth) * pointsPerUnit, Color: s}
	}
	w.add(out)
}

// polygon is a regular polygon as Fyne draws one: its corners on the
// circle inscribed in its box, the first straight up, turned clockwise
// by Angle degrees.
func (w *vectorWalk) polygon(p *fcanvas.Polygon, at fyne.Position) {
	if p.Sides < 3 {
		return
	}
	size := p.Size()
	radius := float64(min(size.Width, size.Height)) / 2 * pointsPerUnit
	cx, cy := w.pt(at.X+size.Width/2, at.Y+size.Height/2)
	first := float64(p.Angle)*math.Pi/180 - math.Pi/2
	out := vector.Polygon{Points: make([]vector.Point, p.Sides)}
	for i := range out.Points {
		t := first + 2*math.Pi*float64(i)/float64(p.Sides)
		out.Points[i] = vector.Point{X: cx + radius*math.Cos(t), Y: cy + radius*math.Sin(t)}
	}
	out.Fill, _ = nrgba(p.FillColor)
	if s, ok := nrgba(p.StrokeColor); ok && p.StrokeWidth > 0 {
		out.Stroke = vector.Stroke{Width: float64(p.StrokeWidth) * pointsPerUnit, Color: s}
	}
	w.add(out)
}

// text places the baseline where Fyne draws it: the line's box (as tall
// as the font's line) centred in the object's height, aligned in its
// width, the baseline at the font's ascent below the box's top.
func (w *vectorWalk) text(t *fcanvas.Text, at fyne.Position) {
	ink, ok := nrgba(t.Color)
	if t.Text == "" || !ok {
		return
	}
	line, baseline := lineMetrics(t)
	size := t.Size()
	top := at.Y
	if size.Height > line.Height {
		top += (size.Height - line.Height) / 2
	}
	x, anchor := at.X, vector.AnchorStart
	switch t.Alignment {
	case fyne.TextAlignCenter:
		x, anchor = at.X+size.Width/2, vector.AnchorMiddle
	case fyne.TextAlignTrailing:
		x, anchor = at.X+size.Width, vector.AnchorEnd
	}
	px, py := w.pt(x, top+baseline)
	w.add(vector.Text{X: px, Y: py, Text: t.Text, Size: float64(t.TextSize) * pointsPerUnit,
		Bold: t.TextStyle.Bold, Color: ink, Anchor: anchor})
}

// image places a picture, its opacity folded into its alpha.
func (w *vectorWalk) image(img image.Image, at fyne.Position, size fyne.Size, opacity float64) {
	if img == nil || opacity <= 0 {
		return
	}
	if opacity < 1 {
		img = fade(img, opacity)
	}
	x, y := w.pt(at.X, at.Y)
	w.add(vector.Image{X: x, Y: y, W: float64(size.Width) * pointsPerUnit, H: float64(size.Height) * pointsPerUnit, Img: img})
}

// fade is img with every pixel's alpha multiplied by opacity.
func fade(img image.Image, opacity float64) *image.NRGBA {
	out := toNRGBA(img)
	if out == img {
		out = image.NewNRGBA(out.Rect)
		copy(out.Pix, img.(*image.NRGBA).Pix)
	}
	a := uint32(math.Round(opacity * 255))
	for i := 3; i < len(out.Pix); i += 4 {
		out.Pix[i] = uint8(uint32(out.Pix[i]) * a / 255)
	}
	return out
}

// nrgba is c as the vector model's colour; false when there is nothing
// to paint.
func nrgba(c color.Color) (color.NRGBA, bool) {
	if c == nil {
		return color.NRGBA{}, false
	}
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	return n, n.A > 0
}

func abs32(v float32) float32 { return float32(math.Abs(float64(v))) }
