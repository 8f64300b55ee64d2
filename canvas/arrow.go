package canvas

import (
	"image/color"
	"math"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Arrow draws a straight arrow over the map from a to b (map points), the
// head's tip at b: a shaft width pixels wide on a casing of a second
// colour two pixels wider each side, so it reads over links, boxes and
// halos alike, as on a shared screen.
func (p *Pen) Arrow(a, b battlemap.Point, width float32, c, casing color.Color) {
	d := b.Sub(a)
	n := math.Hypot(d.X, d.Y)
	if n == 0 {
		return
	}
	dir := d.Scale(1 / n)
	head := float64(max(width*3.2, 14)) / p.view.Zoom // in map units
	neck := b.Sub(dir.Scale(math.Min(head*0.8, n)))
	angle := float32(math.Atan2(dir.Y, dir.X)*180/math.Pi) + 90
	centre := b.Sub(dir.Scale(head / 2))
	x, y := p.xy(centre)
	size := float32(head * p.view.Zoom)
	l := &p.r.layers[depthOver]
	if casing != nil {
		p.seg(depthOver, a, neck, width+4, casing)
		l.poly(x, y, size+7, 3, angle, casing)
	}
	p.seg(depthOver, a, neck, width, c)
	l.poly(x, y, size, 3, angle, c)
}

// ArrowToArea draws an Arrow from a to the edge of an area's box, facing
// its centre, so the head does not cover the area's name.
func (p *Pen) ArrowToArea(a battlemap.Point, id battlemap.AreaID, width float32, c, casing color.Color) {
	s, ok := p.lay.Area(id)
	if !ok {
		return
	}
	centre := s.Box.Center()
	d := centre.Sub(a)
	n := math.Hypot(d.X, d.Y)
	if n == 0 {
		return
	}
	dir := d.Scale(1 / n)
	edge := exitDistance(s.Box, dir) + 4
	if edge >= n {
		return // a is inside the box
	}
	p.Arrow(a, centre.Sub(dir.Scale(edge)), width, c, casing)
}
