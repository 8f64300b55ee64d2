package canvas

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Drawing depths, bottom to top.
const (
	depthBackground = iota
	depthPicture    // the background image, under everything of the map
	depthGrid       // its own depth: a layer draws its lines before its rectangles
	depthUnder      // highlights under the map (halos, selected links)
	depthLinks
	depthAreas
	depthOver // selection, previews, paths, tokens
	depthTop  // banners in screen space, the cross over a dead token
	depthCount
)

type renderer struct {
	board   *Board
	layers  [depthCount]layer
	objects []fyne.CanvasObject
	// The overview of a crowded map (see overviewShapes): its ink, and
	// the raster that shows it under the areas' layer.
	ink        ink
	raster     *canvas.Raster
	rasterSize fyne.Size
	rasterNew  bool
	// drawn is the ink and size the raster last showed, and ink's
	// double: a redraw that changes neither leaves the image as it is.
	drawn     ink
	drawnSize fyne.Size
}

func (r *renderer) Destroy() {}

func (r *renderer) Layout(size fyne.Size) {
	b := r.board
	// Fit when asked to, or when the window is resized before the user has
	// moved the view; an edit never makes the map jump.
	if b.autoFit && size.Width > 0 && size.Height > 0 && size != b.fitSize {
		b.fitSize = size
		minZoom := MinZoom
		if b.Printing {
			minZoom = 0
		}
		fitted := FitWithin(b.fitBounds(), size.Width, size.Height, b.Margin, minZoom)
		if fitted != b.view {
			b.view = fitted
			if b.OnViewChange != nil {
				b.OnViewChange()
			}
		}
	}
	r.redraw(size)
}

func (r *renderer) MinSize() fyne.Size { return r.board.MinSize() }

func (r *renderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *renderer) Refresh() {
	r.Layout(r.board.Size())
	canvas.Refresh(r.board)
}

// redraw rebuilds every pooled object from the document and the viewport.
func (r *renderer) redraw(size fyne.Size) {
	b := r.board
	pen := &Pen{r: r, view: b.view, pal: b.palette(), lay: b.Layout(), size: size}
	b.ink.reset()
	r.ink.reset()
	for i := range r.layers {
		r.layers[i].begin()
	}
	if pen.pal.Background != nil {
		r.layers[depthBackground].rect(0, 0, size.Width, size.Height, pen.pal.Background, nil, 0, 0)
	}
	pen.visible = b.view.Visible(size.Width, size.Height)
	pen.backgroundImage(b)
	pen.over = pen.overview()
	if b.Grid.Show && !pen.pal.Print {
		pen.grid(b.gridSize())
	}
	for _, s := range pen.lay.Links {
		if b.selLinks[s.Index] {
			pen.selectedLink(s)
		}
		pen.link(s)
	}
	for _, a := range pen.lay.Areas {
		pen.area(a, b.selAreas[a.ID])
	}
	pen.hover(b.hover)
	for _, o := range b.Overlays {
		o(pen)
	}
	pen.tokens(b)
	pen.preview(b.preview)
	grew := r.rasterNew
	r.rasterNew = false
	if pen.over {
		r.overviewImage(size).Show()
		r.refreshOverview(size)
	} else if r.raster != nil {
		r.raster.Hide()
	}
	for i := range r.layers {
		r.layers[i].end()
		grew = grew || r.layers[i].grew
		r.layers[i].grew = false
	}
	if grew || r.objects == nil {
		r.objects = r.objects[:0]
		for i := range r.layers {
			if i == depthLinks && r.raster != nil {
				r.objects = append(r.objects, r.raster)
			}
			r.objects = r.layers[i].appendObjects(r.objects)
		}
	}
}

// Pen draws in map units on the board's layers. Overlays use it too.
type Pen struct {
	r       *renderer
	view    Viewport
	pal     Palette
	lay     *Layout
	size    fyne.Size
	visible battlemap.Rect
	over    bool        // the screen shows an overview image (see overview)
	faint   color.Color // the overview's dashed links, made once a redraw
}

// Layout is the geometry of the map being drawn.
func (p *Pen) Layout() *Layout { return p.lay }

// Palette is the palette in use (screen or print).
func (p *Pen) Palette() Palette { return p.pal }

// Zoom is pixels per map unit.
func (p *Pen) Zoom() float32 { return float32(p.view.Zoom) }

func (p *Pen) xy(pt battlemap.Point) (float32, float32) { return p.view.ToScreen(pt) }

// px converts a map length to pixels, never thinner than min.
func (p *Pen) px(units, min float64) float32 {
	return float32(math.Max(units*p.view.Zoom, min))
}

// seg draws a segment, clipped to the board (plus room for the stroke):
// the software painter behind export rasterises a line over its whole
// bounding box, so a link running far off the page would cost gigabytes.
func (p *Pen) seg(depth int, a, b battlemap.Point, width float32, c color.Color) {
	x1, y1, x2, y2, ok := screenSeg(p.view, p.size, a, b, width)
	if !ok {
		return
	}
	if k := p.inkTarget(); k != nil && (depth == depthLinks || !p.over) {
		k.lines = append(k.lines, inkLine{x1, y1, x2, y2, width, k.colorIndex(c)})
		return
	}
	p.r.layers[depth].line(x1, y1, x2, y2, width, c)
}

// screenSeg is the segment from a to b on a board of size seen through
// view, cut as seg cuts it.
func screenSeg(view Viewport, size fyne.Size, a, b battlemap.Point, width float32) (x1, y1, x2, y2 float32, ok bool) {
	ax, ay := view.ToScreen64(a)
	bx, by := view.ToScreen64(b)
	pad := float64(width) + 2
	ax, ay, bx, by, ok = ClipSegment(ax, ay, bx, by, -pad, -pad, float64(size.Width)+pad, float64(size.Height)+pad)
	return float32(ax), float32(ay), float32(bx), float32(by), ok
}

// ClipSegment cuts the segment to the rectangle (Liang-Barsky); ok is
// false when no part of it lies inside.
func ClipSegment(x1, y1, x2, y2, minX, minY, maxX, maxY float64) (float64, float64, float64, float64, bool) {
	dx, dy := x2-x1, y2-y1
	t0, t1 := 0.0, 1.0
	for _, e := range [4][2]float64{{-dx, x1 - minX}, {dx, maxX - x1}, {-dy, y1 - minY}, {dy, maxY - y1}} {
		p, q := e[0], e[1]
		if p == 0 {
			if q < 0 {
				return 0, 0, 0, 0, false
			}
			continue
		}
		t := q / p
		if p < 0 {
			t0 = math.Max(t0, t)
		} else {
			t1 = math.Min(t1, t)
		}
		if t0 > t1 {
			return 0, 0, 0, 0, false
		}
	}
	return x1 + t0*dx, y1 + t0*dy, x1 + t1*dx, y1 + t1*dy, true
}

func (p *Pen) grid(spacing float64) {
	for spacing*p.view.Zoom < 8 {
		spacing *= 2
	}
	l := &p.r.layers[depthGrid]
	v := p.visible
	for x := math.Ceil(v.Min.X/spacing) * spacing; x <= v.Max.X; x += spacing {
		sx, _ := p.xy(battlemap.Point{X: x})
		l.line(sx, 0, sx, p.size.Height, 1, p.pal.Grid)
	}
	for y := math.Ceil(v.Min.Y/spacing) * spacing; y <= v.Max.Y; y += spacing {
		_, sy := p.xy(battlemap.Point{Y: y})
		l.line(0, sy, p.size.Width, sy, 1, p.pal.Grid)
	}
}

func (p *Pen) onScreen(a, b battlemap.Point, margin float64) bool {
	r := battlemap.RectAround(a, b)
	m := battlemap.Point{X: margin, Y: margin}
	return r.Overlaps(battlemap.Rect{Min: p.visible.Min.Sub(m), Max: p.visible.Max.Add(m)})
}

func (p *Pen) link(s LinkShape) {
	if !p.onScreen(s.Start, s.End, TickLen+ArrowLen) {
		return
	}
	ink := p.pal.Ink
	if s.Hidden {
		ink = p.pal.Hidden
	}
	w := p.px(LinkWidth, 1)
	l := s.Link
	if b := p.r.board; b != nil && l.Door != battlemap.NoDoor {
		// The legend draws without a board.
		if d, ok := b.DoorStates[s.Index]; ok {
			l.Door = d
		}
	}
	// Decorations too small to see are left out (see minDecorPx).
	door := l.Door != battlemap.NoDoor && l.Kind == battlemap.Solid && !p.tiny(DoorLen)
	switch {
	case l.Kind == battlemap.Solid && door:
		half := s.Dir.Scale(DoorLen / 2)
		mid := s.Mid()
		p.seg(depthLinks, s.Start, mid.Sub(half), w, ink)
		p.seg(depthLinks, mid.Add(half), s.End, w, ink)
	case l.Kind == battlemap.Solid:
		p.seg(depthLinks, s.Start, s.End, w, ink)
	case l.Kind == battlemap.Obscured:
		p.seg(depthLinks, s.Start, s.End, w, ink)
		if !p.over && !p.tiny(HazeOffset) {
			p.haze(s, w, ink)
		}
	case p.over:
		// The overview has no room for dashes: a faint line instead.
		if p.faint == nil {
			p.faint = WithAlpha(ink, 0x60)
		}
		p.seg(depthLinks, s.Start, s.End, w, p.faint)
	default:
		p.dashes(s, w, ink)
	}
	if l.Kind == battlemap.Blocked && !p.tiny(CrossLen) {
		p.cross(s, w, ink)
	}
	ticks := !p.tiny(TickLen)
	if l.CoverA && ticks {
		a, b := s.Tick(true)
		p.seg(depthLinks, a, b, p.px(TickWidth, 1.5), ink)
	}
	if l.CoverB && ticks {
		a, b := s.Tick(false)
		p.seg(depthLinks, a, b, p.px(TickWidth, 1.5), ink)
	}
	if l.OneWay && (l.Kind == battlemap.Solid || l.Kind == battlemap.Obscured) && !p.tiny(ArrowLen) {
		p.arrow(s, ink)
	}
	if door {
		p.door(s, l.Door == battlemap.DoorClosed, w, ink)
	}
}

// dashes draws the visible part of a link as dashes, centred so both ends
// look the same.
func (p *Pen) dashes(s LinkShape, w float32, c color.Color) {
	length := s.Length()
	// Zoomed out, dashes keep a readable size on the screen or page
	// rather than shrinking into a grey blur of tiny segments.
	grow := math.Max(1, minDashPeriodPx/((DashLen+DashGap)*p.view.Zoom))
	gap := DashGap * grow
	period := (DashLen + DashGap) * grow
	n := int((length + gap) / period)
	if n < 1 {
		p.seg(depthLinks, s.Start, s.End, w, c)
		return
	}
	step := period
	if n > MaxDashes {
		n = MaxDashes
		step = (length + gap) / float64(n)
	}
	dash := step - gap
	lead := (length - (float64(n)*step - gap)) / 2
	if k := p.inkTarget(); k != nil && n > 1 && p.unclipped(s.Start, s.End, w) {
		// A printed page keeps the link's dashes as one entry, made into
		// lines as it is drawn (see ink.each): the poster of the largest
		// map has millions of them.
		k.addDashes(p.view, p.size, dashRun{start: s.Start, dir: s.Dir, lead: lead, step: step, dash: dash, n: n, width: w, c: k.colorIndex(c)})
		return
	}
	for i := 0; i < n; i++ {
		from := s.Start.Add(s.Dir.Scale(lead + float64(i)*step))
		p.seg(depthLinks, from, from.Add(s.Dir.Scale(dash)), w, c)
	}
}

// unclipped says whether seg draws a segment from a to b whole, and so
// every part of it.
func (p *Pen) unclipped(a, b battlemap.Point, width float32) bool {
	x1, y1 := p.view.ToScreen64(a)
	x2, y2 := p.view.ToScreen64(b)
	pad := float64(width) + 2
	w, h := float64(p.size.Width)+pad, float64(p.size.Height)+pad
	return min(x1, x2) >= -pad && min(y1, y2) >= -pad && max(x1, x2) <= w && max(y1, y2) <= h
}

func (p *Pen) cross(s LinkShape, w float32, c color.Color) {
	mid := s.Mid()
	h := CrossLen / 2 / math.Sqrt2
	d1 := s.Dir.Add(s.Normal()).Scale(h)
	d2 := s.Dir.Sub(s.Normal()).Scale(h)
	p.seg(depthLinks, mid.Sub(d1), mid.Add(d1), w*1.2, c)
	p.seg(depthLinks, mid.Sub(d2), mid.Add(d2), w*1.2, c)
}

// arrow draws a filled arrowhead whose tip touches the b end.
func (p *Pen) arrow(s LinkShape, c color.Color) {
	size := p.px(ArrowLen, 6)
	centre := s.End.Sub(s.Dir.Scale(float64(size) / p.view.Zoom / 2))
	x, y := p.xy(centre)
	angle := float32(math.Atan2(s.Dir.Y, s.Dir.X)*180/math.Pi) + 90
	p.r.layers[depthLinks].poly(x, y, size, 3, angle, c)
}

// door draws a box across the middle of the link: hollow when open,
// filled when closed.
func (p *Pen) door(s LinkShape, closed bool, w float32, c color.Color) {
	mid := s.Mid()
	along := s.Dir.Scale(DoorLen / 2)
	across := s.Normal().Scale(DoorDepth / 2)
	if closed {
		p.seg(depthLinks, mid.Sub(along), mid.Add(along), p.px(DoorDepth, 4), c)
	}
	c1, c2 := mid.Sub(along).Sub(across), mid.Add(along).Sub(across)
	c3, c4 := mid.Add(along).Add(across), mid.Sub(along).Add(across)
	p.seg(depthLinks, c1, c2, w, c)
	p.seg(depthLinks, c2, c3, w, c)
	p.seg(depthLinks, c3, c4, w, c)
	p.seg(depthLinks, c4, c1, w, c)
}

func (p *Pen) area(a AreaShape, selected bool) {
	if !p.onScreen(a.Box.Min, a.Box.Max, 200) {
		return
	}
	x, y := p.xy(a.Box.Min)
	w, h := p.px(a.Box.Width(), 1), p.px(a.Box.Height(), 1)
	l := &p.r.layers[depthAreas]
	fill, ink, text := p.pal.AreaFill, p.pal.Ink, p.pal.Text
	if a.Hidden {
		// Only the GM's layout holds hidden areas: dimmed and hatched, so
		// the GM sees at a glance what the players do not.
		fill, ink, text = WithAlpha(fill, 0x60), p.pal.Hidden, p.pal.Hidden
	}
	if k := p.inkTarget(); k != nil && (p.over || !p.labelsLegible()) {
		// Our own pass draws the box with the lines, far faster than a
		// canvas object: in the overview, or when it is a speck on a page.
		k.boxes = append(k.boxes, inkBox{x, y, w, h, p.px(1.5, 1), p.px(AreaRadius, 0), fill, ink})
	} else {
		l.rect(x, y, w, h, fill, ink, p.px(1.5, 1), p.px(AreaRadius, 0))
	}
	if a.Hidden {
		p.hatch(x, y, w, h)
	}
	if selected {
		pad := p.px(4, 3)
		p.r.layers[depthOver].rect(x-pad, y-pad, w+2*pad, h+2*pad, color.Transparent, p.pal.Accent, p.px(2.5, 2), p.px(AreaRadius+4, 0))
	}
	size := p.px(LabelSize*p.lay.TextScale, 0)
	switch {
	case size < MinTextPx:
	case len(a.Tags) > 0:
		nx, ny := p.xy(a.NameAt)
		l.text(a.Label, nx, ny, w, size*1.5, size, text, true, false)
		p.tags(a, ink, text)
	default:
		l.text(a.Label, x+w/2, y+h/2, w, h, size, text, true, false)
	}
	for _, o := range a.Objectives {
		if o.Hidden && p.r.board.HideGMContent {
			continue
		}
		p.objective(o)
	}
}

// hatch draws diagonal strokes across a box given in pixels: the mark of
// an area hidden from the players.
func (p *Pen) hatch(x, y, w, h float32) {
	step := max(p.px(HatchGap, 6), 6)
	c := WithAlpha(p.pal.Hidden, 0x90)
	l := &p.r.layers[depthOver]
	// Lines u - x + v - y = t for t across the box, each cut to the box.
	for t := step / 2; t < w+h; t += step {
		u1, v1 := x+min(t, w), y+max(0, t-w)
		u2, v2 := x+max(0, t-h), y+min(t, h)
		l.line(u1, v1, u2, v2, 1, c)
	}
}

func (p *Pen) objective(o ObjectiveShape) {
	c := p.pal.Ink
	if !p.pal.Print {
		c = ColorRange
	}
	if o.Hidden {
		c = p.pal.Hidden
	}
	mx, my := p.xy(o.Marker)
	l := &p.r.layers[depthAreas]
	if o.Hazard {
		// A hazard's mark is a warning triangle, red on screen.
		if !p.pal.Print && !o.Hidden {
			c = ColorDanger
		}
		l.poly(mx, my, p.px(ObjectiveSize+2, 6), 3, 0, c)
	} else {
		l.poly(mx, my, p.px(ObjectiveSize, 5), 4, 0, c)
	}
	size := p.px(NoteSize, 0)
	if size < MinTextPx {
		return
	}
	lx, _ := p.xy(o.LabelAt)
	label := o.Label
	textColor := p.pal.Text
	if o.Hidden {
		textColor = p.pal.Hidden
	}
	p.labelPlate(lx, my, p.textWidth(label, size), size)
	l.text(label, lx, my, size*float32(len(label)+2), size*1.5, size, textColor, false, true)
}

// textWidth is the width in pixels of text drawn size pixels high. Fyne
// shapes text at the size rounded up to the whole pixel, so small text
// comes out wider than the layout's width scaled down: it is measured at
// that whole size (each size's widths kept once).
func (p *Pen) textWidth(text string, size float32) float32 {
	w, _ := p.r.board.measure(text, math.Ceil(float64(size)), false)
	return float32(w)
}

// labelPlate lays a plate of the board's background under a label w
// pixels wide, left end at x, centred on y, in text of size pixels: the
// label stays readable over a light or busy background picture and over
// the lines it crosses, on the screen and on the page.
func (p *Pen) labelPlate(x, y, w, size float32) {
	plate := p.pal.Background
	if plate == nil {
		plate = color.White // a transparent page is printed on paper
	}
	pad := size * 0.3
	h := size * 1.35
	p.r.layers[depthAreas].rect(x-pad, y-h/2, w+2*pad, h, WithAlpha(plate, 0xd8), nil, 0, h/3)
}

func (p *Pen) selectedLink(s LinkShape) {
	p.seg(depthUnder, s.Start, s.End, p.px(LinkWidth*5, 8), p.pal.AccentSoft)
}

func (p *Pen) hover(h Hit) {
	if p.pal.Print {
		return
	}
	if h.Area != "" {
		if a, ok := p.lay.Area(h.Area); ok {
			p.AreaOutline(a.ID, p.pal.Hover, 2)
		}
	} else if h.Link >= 0 {
		for _, s := range p.lay.Links {
			if s.Index == h.Link {
				p.seg(depthUnder, s.Start, s.End, p.px(LinkWidth*4, 6), p.pal.Hover)
			}
		}
	}
}

func (p *Pen) preview(pr Preview) {
	c := p.pal.Accent
	if pr.Invalid {
		c = ColorDanger
	}
	if pr.Line != nil {
		p.seg(depthOver, pr.Line[0], pr.Line[1], p.px(LinkWidth, 2), c)
	}
	if pr.Box != nil {
		x, y := p.xy(pr.Box.Min)
		x2, y2 := p.xy(pr.Box.Max)
		p.r.layers[depthOver].rect(x, y, x2-x, y2-y, WithAlpha(c, 0x22), c, 1, 0)
	}
}

// AreaOutline rings an area in a colour, width in pixels.
func (p *Pen) AreaOutline(id battlemap.AreaID, c color.Color, width float32) {
	a, ok := p.lay.Area(id)
	if !ok {
		return
	}
	x, y := p.xy(a.Box.Min)
	w, h := p.px(a.Box.Width(), 1), p.px(a.Box.Height(), 1)
	pad := width + p.px(2, 1)
	p.r.layers[depthOver].rect(x-pad, y-pad, w+2*pad, h+2*pad, color.Transparent, c, width, p.px(AreaRadius+3, 0))
}

// AreaHalo fills a soft glow behind an area, under the map.
func (p *Pen) AreaHalo(id battlemap.AreaID, c color.Color, spread float64) {
	a, ok := p.lay.Area(id)
	if !ok {
		return
	}
	x, y := p.xy(a.Box.Min)
	w, h := p.px(a.Box.Width(), 1), p.px(a.Box.Height(), 1)
	pad := p.px(spread, 2)
	p.r.layers[depthUnder].rect(x-pad, y-pad, w+2*pad, h+2*pad, c, nil, 0, p.px(AreaRadius+spread, 0))
}

// Path draws a polyline through area centres over the map, in pixels wide.
func (p *Pen) Path(ids []battlemap.AreaID, c color.Color, width float32) {
	for i := 0; i+1 < len(ids); i++ {
		a, okA := p.lay.Area(ids[i])
		b, okB := p.lay.Area(ids[i+1])
		if okA && okB {
			p.seg(depthUnder, a.Box.Center(), b.Box.Center(), width, c)
		}
	}
}

// Disc draws a labelled disc centred on a map point (tokens).
func (p *Pen) Disc(at battlemap.Point, radius float64, fill, stroke color.Color, label string, labelColor color.Color) {
	x, y := p.xy(at)
	r := p.px(radius, 6)
	l := &p.r.layers[depthOver]
	l.circle(x, y, r, fill, stroke, p.px(1.5, 1))
	if label != "" && r >= 6 {
		l.text(label, x, y, 2*r, 2*r, r*0.9, labelColor, true, false)
	}
}

// Label writes text centred on a map point on a small backing plate, so
// it stays readable over lines; size is in map units.
func (p *Pen) Label(at battlemap.Point, text string, size float64, c color.Color) {
	x, y := p.xy(at)
	s := p.px(size, 0)
	if s < MinTextPx {
		return
	}
	r := p.LabelRect(at, text, size)
	w, h := p.px(r.Width(), 0), p.px(r.Height(), 0)
	l := &p.r.layers[depthOver]
	plate := p.pal.Background
	if plate == nil {
		plate = color.White
	}
	l.rect(x-w/2, y-h/2, w, h, WithAlpha(plate, 0xd8), nil, 0, h/3)
	l.text(text, x, y, w, h, s, c, false, false)
}

// LabelRect is the plate Label draws, in map units.
func (p *Pen) LabelRect(at battlemap.Point, text string, size float64) battlemap.Rect {
	tw, th := p.r.board.measure(text, size, false)
	half := battlemap.Point{X: (tw + size*0.8) / 2, Y: (th + size*0.2) / 2}
	return battlemap.Rect{Min: at.Sub(half), Max: at.Add(half)}
}

// Banner writes a line of text across the top of the board (screen space),
// shrunk or broken in two to fit its width (fitBanner).
func (p *Pen) Banner(text string, size float32, fg, bg color.Color) {
	l := &p.r.layers[depthTop]
	const pad = 8 // each side
	lines, fit := fitBanner(text, float64(size), float64(p.size.Width-2*pad), func(s string, size float64) float64 {
		w, _ := p.r.board.measure(s, size, true)
		return w
	})
	line := float32(fit) * 1.6
	h := max(size*2, line*float32(len(lines))+float32(fit)*0.4)
	l.rect(0, 0, p.size.Width, h, bg, nil, 0, 0)
	top := (h - line*float32(len(lines))) / 2
	for i, s := range lines {
		l.text(s, p.size.Width/2, top+line*(float32(i)+0.5), p.size.Width, line, float32(fit), fg, true, false)
	}
}
