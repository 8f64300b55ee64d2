package play

import (
	"sort"

	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// rangeTag is the orange tag under an area the selected character's
// weapons in hand can attack, or on a zones map the zone's band: what it
// says and where it stands.
type rangeTag struct {
	area battlemap.AreaID
	text string
	at   battlemap.Point // its centre
	size float64         // its text size, in map units
	rect battlemap.Rect  // its plate, in map units
}

// rangeTags are the tags the board shows while In range is ticked, one
// per area, in the order of the areas' ids.
func (p *Play) rangeTags(pen *ucanvas.Pen) []rangeTag {
	return p.rangeTagsOf(pen, reach{p.hl, p.bands})
}

// rangeTagsOf are the tags of r: the GM's, or the players' (Play.seen).
func (p *Play) rangeTagsOf(pen *ucanvas.Pen, r reach) []rangeTag {
	if !p.showRange || r.hl == nil {
		return nil
	}
	texts := r.bands // a zones map: each zone's band, and no weapons
	if texts == nil {
		texts = map[battlemap.AreaID]string{}
		for _, wpn := range r.hl.Weapons {
			for id, t := range wpn.Targets {
				tag := weaponTag(wpn, t)
				if texts[id] != "" {
					tag = texts[id] + " · " + tag
				}
				texts[id] = tag
			}
		}
	}
	lay := pen.Layout()
	var out []rangeTag
	for id, text := range texts {
		if a, ok := lay.Area(id); ok {
			size := 11 * lay.TextScale
			at := battlemap.Point{X: a.Box.Center().X, Y: a.Box.Max.Y + size}
			out = append(out, rangeTag{area: id, text: text, at: at, size: size, rect: pen.LabelRect(at, text, size)})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].area < out[j].area })
	return out
}
