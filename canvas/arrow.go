package canvas

import (
	"image/color"
	"math"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// ArrowUnder draws an arrow along a path of map points, the head's tip at
// the last: a shaft width pixels wide on a casing of a second colour two
// pixels wider each side, so it reads over links and halos alike, as on a
// shared screen. It lies under the areas and everything drawn over them
// (tokens, labels, range tags), so where it crosses an area's box the
// name stays readable and the arrow passes beneath.
func (p *Pen) ArrowUnder(path []battlemap.Point, width float32, c, casing color.Color) {
	if len(path) < 2 {
		return
	}
	a, b := path[len(path)-2], path[len(path)-1]
	d := b.Sub(a)
	n := math.Hypot(d.X, d.Y)
	if n == 0 {
		return
	}
	dir := d.Scale(1 / n)
	head := float64(max(width*3.2, 14)) / p.view.Zoom // in map units
	neck := b.Sub(dir.Scale(math.Min(head*0.8, n)))
	angle := float32(math.Atan2(dir.Y, dir.X)*180/math.Pi) + 90
	x, y := p.xy(b.Sub(dir.Scale(head / 2)))
	size := float32(head * p.view.Zoom)
	l := &p.r.layers[depthLinks]
	shaft := append(append([]battlemap.Point(nil), path[:len(path)-1]...), neck)
	if casing != nil {
		for i := 0; i+1 < len(shaft); i++ {
			p.seg(depthLinks, shaft[i], shaft[i+1], width+4, casing)
		}
		l.poly(x, y, size+7, 3, angle, casing)
	}
	for i := 0; i+1 < len(shaft); i++ {
		p.seg(depthLinks, shaft[i], shaft[i+1], width, c)
	}
	l.poly(x, y, size, 3, angle, c)
}
