package play

import (
	"fmt"
	"image/color"
	"math"

	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/engine/tactics"
)

// suggestMark is one suggestion as the GM's board shows it: an arrow
// along path (none for an act aimed at no one) and a numbered badge.
type suggestMark struct {
	path  []battlemap.Point
	width float32
	badge battlemap.Point
	label string
}

// drawSuggestions draws each suggestion on the GM's board: an arrow from
// the actor to the character or area it aims at, under the areas' names,
// the tokens and the range tags, so they stay readable; a badge with its
// rank where it covers none of them (see suggestMarks).
func (p *Play) drawSuggestions(pen *ucanvas.Pen) {
	marks := p.suggestMarks(pen)
	casing := pen.Palette().Background
	if casing == nil {
		casing = color.White
	}
	// The best last, so it lies on top.
	for i := len(marks) - 1; i >= 0; i-- {
		pen.ArrowUnder(marks[i].path, marks[i].width, colorSuggest, casing)
	}
	r := p.badgeRadius()
	for i := len(marks) - 1; i >= 0; i-- {
		pen.Disc(marks[i].badge, r, colorSuggest, casing, marks[i].label, color.White)
	}
}

// shownSuggestions are the suggestions on show: the tracker's, or while
// the NPC turn plays, only what it does next.
func (p *Play) shownSuggestions() []tactics.Choice {
	if !p.tracker.active() {
		return nil
	}
	if p.tracker.npc.running {
		return p.tracker.npc.preview
	}
	return p.tracker.suggested
}

func (p *Play) badgeRadius() float64 { return 0.85 * ucanvas.TokenRadius * p.h.Board().TokenScale }

// suggestMarks lays out the suggestions, the best first: an arrow
// between two tokens from rim to rim, or, when they stand side by side
// (the same area), a loop over them away from their area's box; an
// arrow to an area ends short of what the area shows (its box, tokens and
// range tag). Each badge goes on its arrow where it covers no area's
// name, token or range tag and no other badge, else beside the actor's
// token where it covers none.
func (p *Play) suggestMarks(pen *ucanvas.Pen) []suggestMark {
	cs := p.shownSuggestions()
	if len(cs) == 0 {
		return nil
	}
	b := p.h.Board()
	lay := pen.Layout()
	at := lay.TokenPositions(b.Tokens, b.TokenScale)
	r := ucanvas.TokenRadius * b.TokenScale
	feet := p.footprints(pen)
	taken := make([]battlemap.Rect, 0, len(feet)+len(cs))
	for _, a := range lay.Areas {
		taken = append(taken, feet[a.ID])
	}
	win := p.tracker.view().Window
	rank := map[sheet.CharacterID]int{}
	var out []suggestMark
	for _, ch := range cs {
		rank[ch.By]++
		n := rank[ch.By]
		from, ok := at[string(ch.By)]
		if !ok {
			continue
		}
		m := suggestMark{width: float32(9 - 1.5*float64(n)), label: fmt.Sprint(n)} // the best thickest
		target := ch.Target
		if win != nil && (ch.Kind == combat.ActKind(combat.ReactCounterattack) || ch.Kind == combat.ActKind(combat.ReactIntercept)) {
			target = win.Actor
		}
		away := p.awayFromBox(pen, ch.By, from)
		to, aimed := at[string(target)]
		var first []battlemap.Point // where the badge goes best
		switch {
		case aimed && to != from && to.Sub(from).Len() < 4*r:
			// Wide enough at any zoom for a small head to show its way.
			m.path = loop(from, to, away, max(2*r+to.Sub(from).Len()/2, 45/float64(pen.Zoom())), r)
			m.width = min(m.width, 4)
			apex, _ := along(m.path, 0.5)
			first = append(first, apex.Add(away.Scale(p.badgeRadius()+0.4*r))) // just past the loop, which stays whole
		case aimed && to != from:
			a, b := shorten(from, to, r)
			m.path = []battlemap.Point{a, b}
		case ch.To != "" && target == "":
			if s, ok := lay.Area(ch.To); ok {
				m.path = []battlemap.Point{from, edgeToward(feet[ch.To], s.Box.Center(), from, 4)}
			}
		}
		m.badge = p.placeBadge(first, m.path, from, away, r, taken)
		taken = append(taken, discRect(m.badge, p.badgeRadius()))
		out = append(out, m)
	}
	return out
}

// awayFromBox is the way from a character's area box out to its token.
func (p *Play) awayFromBox(pen *ucanvas.Pen, id sheet.CharacterID, token battlemap.Point) battlemap.Point {
	if c := p.find(id); c != nil {
		if s, ok := pen.Layout().Area(c.Area); ok {
			if d := token.Sub(s.Box.Center()); d.Len() > 0 {
				return d.Scale(1 / d.Len())
			}
		}
	}
	return battlemap.Point{Y: -1}
}

// loop is an arrow from one token to a token beside it: a curve that
// bulges out (map units) on the side away from their box, from the
// first's rim to the second's (r their radius).
func loop(from, to, away battlemap.Point, bulge, r float64) []battlemap.Point {
	p0, p3 := from.Add(away.Scale(r)), to.Add(away.Scale(r))
	// A cubic curve whose middle stands bulge out: a round U.
	p1, p2 := p0.Add(away.Scale(bulge*4/3)), p3.Add(away.Scale(bulge*4/3))
	const steps = 16
	out := make([]battlemap.Point, 0, steps+1)
	for i := 0; i <= steps; i++ {
		t := float64(i) / steps
		u := 1 - t
		out = append(out, p0.Scale(u*u*u).Add(p1.Scale(3*u*u*t)).Add(p2.Scale(3*u*t*t)).Add(p3.Scale(t*t*t)))
	}
	return out
}

// edgeToward is where a ray from centre toward from leaves rect, plus a
// gap (map units): an arrow from from ends there, short of the rect.
func edgeToward(rect battlemap.Rect, centre, from battlemap.Point, gap float64) battlemap.Point {
	d := from.Sub(centre)
	n := d.Len()
	if n == 0 {
		return centre
	}
	u := d.Scale(1 / n)
	t := math.Inf(1)
	if u.X > 0 {
		t = math.Min(t, (rect.Max.X-centre.X)/u.X)
	} else if u.X < 0 {
		t = math.Min(t, (rect.Min.X-centre.X)/u.X)
	}
	if u.Y > 0 {
		t = math.Min(t, (rect.Max.Y-centre.Y)/u.Y)
	} else if u.Y < 0 {
		t = math.Min(t, (rect.Min.Y-centre.Y)/u.Y)
	}
	t = math.Max(0, t) + gap
	if t >= n {
		return from
	}
	return centre.Add(u.Scale(t))
}

// placeBadge finds a badge a place free of taken: first among first;
// then on the path, from its middle outward, then a little to either
// side of it; else around the actor's token, starting away from its box;
// else the path's middle.
func (p *Play) placeBadge(first, path []battlemap.Point, from, away battlemap.Point, r float64, taken []battlemap.Rect) battlemap.Point {
	br := p.badgeRadius()
	free := func(c battlemap.Point) bool {
		box := discRect(c, br+0.2*r)
		for _, t := range taken {
			if box.Overlaps(t) {
				return false
			}
		}
		return true
	}
	for _, c := range first {
		if free(c) {
			return c
		}
	}
	if len(path) >= 2 {
		for _, f := range []float64{0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8} {
			c, dir := along(path, f)
			side := battlemap.Point{X: -dir.Y, Y: dir.X}.Scale(br + 0.4*r)
			for _, cand := range []battlemap.Point{c, c.Add(side), c.Sub(side)} {
				if free(cand) {
					return cand
				}
			}
		}
	}
	for k := 1; k <= 4; k++ {
		dist := r + br + float64(k)*0.6*r
		for i := 0; i < 12; i++ {
			a := math.Atan2(away.Y, away.X) + float64((i+1)/2)*math.Pi/6*float64(1-2*(i%2))
			cand := from.Add(battlemap.Point{X: math.Cos(a), Y: math.Sin(a)}.Scale(dist))
			if free(cand) {
				return cand
			}
		}
	}
	if len(path) >= 2 {
		c, _ := along(path, 0.5)
		return c
	}
	return from.Add(away.Scale(2.2 * r))
}

// along is the point a fraction f of the way along a path, and the unit
// direction of the path there.
func along(path []battlemap.Point, f float64) (battlemap.Point, battlemap.Point) {
	total := 0.0
	for i := 0; i+1 < len(path); i++ {
		total += path[i+1].Sub(path[i]).Len()
	}
	want := f * total
	for i := 0; i+1 < len(path); i++ {
		seg := path[i+1].Sub(path[i])
		n := seg.Len()
		if n == 0 {
			continue
		}
		if want <= n || i+2 == len(path) {
			u := seg.Scale(1 / n)
			return path[i].Add(u.Scale(math.Min(want, n))), u
		}
		want -= n
	}
	return path[0], battlemap.Point{X: 1}
}

// shorten trims a segment by d at each end, so an arrow between two
// tokens starts and ends at their rims.
func shorten(a, b battlemap.Point, d float64) (battlemap.Point, battlemap.Point) {
	v := b.Sub(a)
	n := v.Len()
	if n <= 2*d {
		return a, b
	}
	u := v.Scale(1 / n)
	return a.Add(u.Scale(d)), b.Sub(u.Scale(d * 1.15))
}
