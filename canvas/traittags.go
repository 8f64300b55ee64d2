package canvas

import (
	"image/color"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Zone traits (a zones map's "dark", "cover", a Fate aspect) are small
// tags in the area's box, in rows under its name.
const (
	TraitSize   = 11.0 // tag text
	TraitPadX   = 4.0
	TraitPadY   = 1.5
	TraitGap    = 4.0   // between two tags, and between rows
	TraitRowMax = 190.0 // a row of tags wraps at this width, or the name's
)

// TagShape is one trait's tag, in map units.
type TagShape struct {
	Text string
	Box  battlemap.Rect
}

// traitTags lays out an area's traits under a zones profile in rows at
// most maxW wide, from the box's top left (0, 0); it returns the tags and
// the rows' width and height. An area without traits has none.
func traitTags(a battlemap.Area, z *battlemap.Profile, measure Measure, scale, maxW float64) (tags []TagShape, w, h float64) {
	if z == nil || len(a.Traits) == 0 {
		return nil, 0, 0
	}
	size := TraitSize * scale
	x, y, rowH := 0.0, 0.0, 0.0
	rows := []int{0} // each row's first tag
	for _, word := range a.Traits {
		text := word
		if t, ok := z.Trait(word); ok {
			text = t.Label
		}
		tw, th := measure(text, size, false)
		tagW, tagH := tw+2*TraitPadX, th+2*TraitPadY
		if x > 0 && x+tagW > maxW {
			rows = append(rows, len(tags))
			x, y = 0, y+rowH+TraitGap
			rowH = 0
		}
		tags = append(tags, TagShape{Text: text, Box: battlemap.Rect{Min: battlemap.Point{X: x, Y: y}, Max: battlemap.Point{X: x + tagW, Y: y + tagH}}})
		x += tagW + TraitGap
		rowH = max(rowH, tagH)
		w = max(w, x-TraitGap)
	}
	// Each row is centred in the widest.
	for r, first := range rows {
		end := len(tags)
		if r+1 < len(rows) {
			end = rows[r+1]
		}
		rowW := tags[end-1].Box.Max.X - tags[first].Box.Min.X
		shift := battlemap.Point{X: (w - rowW) / 2}
		for i := first; i < end; i++ {
			tags[i].Box = battlemap.Rect{Min: tags[i].Box.Min.Add(shift), Max: tags[i].Box.Max.Add(shift)}
		}
	}
	return tags, w, y + rowH
}

// tags draws an area's trait tags: a thin plate and its word each.
func (p *Pen) tags(a AreaShape, ink, text color.Color) {
	size := p.px(TraitSize*p.lay.TextScale, 0)
	if size < MinTextPx {
		return
	}
	l := &p.r.layers[depthAreas]
	for _, t := range a.Tags {
		x, y := p.xy(t.Box.Min)
		w, h := p.px(t.Box.Width(), 1), p.px(t.Box.Height(), 1)
		l.rect(x, y, w, h, WithAlpha(ink, 0x1c), ink, p.px(1, 1), h/3)
		l.text(t.Text, x+w/2, y+h/2, w, h, size, text, false, false)
	}
}
