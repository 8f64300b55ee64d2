package play

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/app/uikit"

	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// whyText is the why of the area explained (pointed at, or clicked) for
// the selected character: the one text the board shows beside the pointer
// (short) and the panel shows on top (whole). short is what the map says
// (which areas, the verdict, range and moves, the marks counted) and what
// the character can hit there: on its team's turn, every act aimed
// there (an attack with its chance to hit, as its button says it) or why
// it is not possible; else the weapons in hand that reach, as their
// range tags say it. whole adds the shortest sight paths one by one.
func (p *Play) whyText(c *sheet.Character, ex *battlemap.Explanation) (short, whole string) {
	m := p.h.Editor().Map()
	parts := []string{uikit.ExplanationHead(m, ex)}
	if hits := p.hitLines(c, ex.To); len(hits) > 0 && p.zones() == nil {
		parts = append(parts, strings.Join(hits, "\n"))
	}
	short = strings.Join(parts, "\n")
	if paths := uikit.ExplanationPaths(m, ex); paths != "" {
		return short, short + "\n" + paths
	}
	return short, short
}

// hitLines says what c can hit in an area: see whyText.
func (p *Play) hitLines(c *sheet.Character, to battlemap.AreaID) []string {
	var out []string
	if t := p.tracker; t.active() {
		v := t.view()
		if v.Phase == combat.PhaseTurn && c.Team == v.Acting {
			for _, o := range p.cast.fight.State().LegalActions(c.ID) {
				if !aimsAt(p, o, to) || o.Kind == combat.ActMove {
					continue
				}
				if o.Legal {
					out = append(out, actText(p.cast.calls(), o))
				} else {
					out = append(out, "✗ "+o.Label+": "+o.Reason)
				}
			}
			if len(out) > 0 {
				return out
			}
		}
	}
	if p.hl == nil {
		return nil
	}
	for _, wpn := range p.hl.Weapons {
		if t, ok := wpn.Targets[to]; ok {
			out = append(out, weaponTag(wpn, t))
		}
	}
	if len(out) == 0 && len(p.hl.Weapons) > 0 {
		out = append(out, "No weapon in hand can hit there.")
	}
	return out
}

// aimsAt reports whether an act is aimed at an area: at it, or at
// someone standing in it.
func aimsAt(p *Play, o combat.ActOption, area battlemap.AreaID) bool {
	if o.To == area {
		return true
	}
	if o.Target != "" {
		if c := p.find(o.Target); c != nil && c.Area == area {
			return true
		}
	}
	return false
}

// actText is how an act reads wherever the window offers it (its button,
// the why): its label, its chance to hit, and the GM's call it raises.
func actText(calls sheet.Calls, o combat.ActOption) string {
	label := o.Label
	if o.HitChance != nil {
		label += " — " + o.HitChance.Percent()
	}
	return label + callMark(calls, o)
}

// weaponTag is what a weapon in hand can do to an area, as its range tag
// on the board says it.
func weaponTag(wpn sheet.WeaponReach, t sheet.Target) string {
	tag := fmt.Sprintf("%s: range %d", wpn.Name, t.Range)
	if t.Cover {
		tag += ", cover"
	}
	return tag
}

// whyNoteSize is the why's text size beside the pointer, in pixels: the
// panel's text size, readable at any zoom.
const whyNoteSize = 13

// drawWhyNote writes the short why beside the area explained, on the GM's
// board only: never over that area, its tokens or its range tag (what the
// GM points at stays in view), and, where there is a choice, over as
// little as may be of the other areas (the selected character's first)
// and of Suggest's badges.
func (p *Play) drawWhyNote(pen *ucanvas.Pen) {
	c := p.find(p.selected)
	if p.whyShort == "" || c == nil {
		return
	}
	feet := p.footprints(pen)
	around, ok := feet[p.why.To]
	if !ok {
		return
	}
	var avoid []battlemap.Rect
	for _, a := range pen.Layout().Areas { // in a fixed order: ties fall the same way every redraw
		id, r := a.ID, feet[a.ID]
		if id == c.Area {
			avoid = append(avoid, r, r) // counted twice: the GM looks there too
		} else if id != p.why.To {
			avoid = append(avoid, r)
		}
	}
	for _, m := range p.suggestMarks(pen) {
		avoid = append(avoid, discRect(m.badge, p.badgeRadius()))
	}
	pen.Callout(around, avoid, strings.Split(p.whyShort, "\n"), whyNoteSize)
}

// footprints are what each area shows on the board, in map units: its
// box with its objectives, its tokens and its range tag.
func (p *Play) footprints(pen *ucanvas.Pen) map[battlemap.AreaID]battlemap.Rect {
	lay := pen.Layout()
	out := make(map[battlemap.AreaID]battlemap.Rect, len(lay.Areas))
	for _, a := range lay.Areas {
		out[a.ID] = a.Extent
	}
	b := p.h.Board()
	rad := ucanvas.TokenRadius * b.TokenScale
	at := lay.TokenPositions(b.Tokens, b.TokenScale)
	for _, t := range b.Tokens {
		if pt, ok := at[t.ID]; ok {
			out[t.Area] = out[t.Area].Union(discRect(pt, rad))
		}
	}
	for _, tag := range p.rangeTags(pen) {
		if r, ok := out[tag.area]; ok {
			out[tag.area] = r.Union(tag.rect)
		}
	}
	return out
}

// discRect is the square around a disc.
func discRect(at battlemap.Point, r float64) battlemap.Rect {
	d := battlemap.Point{X: r, Y: r}
	return battlemap.Rect{Min: at.Sub(d), Max: at.Add(d)}
}
