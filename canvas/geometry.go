package canvas

import (
	"math"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

type point = battlemap.Point

// Measure returns the width and height of text at a size, in map units.
type Measure func(text string, size float64, bold bool) (w, h float64)

// AreaShape is where an area is drawn, in map units.
type AreaShape struct {
	ID         battlemap.AreaID
	Box        battlemap.Rect
	Label      string
	Objectives []ObjectiveShape
	// Extent is the box together with its objectives and their labels.
	Extent battlemap.Rect
	// ObjectivesBox holds the objective markers and labels; empty (zero)
	// when the area shows none.
	ObjectivesBox battlemap.Rect
	// Hidden marks an area the players have not found yet (GM's layout
	// only: the players' layout leaves it out).
	Hidden bool
	// Tags are a zones map's traits of the area, in rows under its name
	// inside the box; NameAt is then the name's centre (else the box's).
	Tags   []TagShape
	NameAt battlemap.Point
}

// ObjectiveShape is one objective marker and its label under an area, or
// one hazard's (Hazard set), which stack with the objectives.
type ObjectiveShape struct {
	Marker  battlemap.Point // centre of the marker
	Label   string
	Hidden  bool
	LabelAt battlemap.Point // left end of the label's baseline box
	Hazard  bool
}

// LinkShape is where a link is drawn, in map units. Start and End are the
// visible ends, just outside the outlines of areas A and B.
type LinkShape struct {
	Index      int
	Link       battlemap.Link
	Start, End battlemap.Point
	Dir        battlemap.Point // unit vector from A to B
	// Hidden marks a link the players do not see: hidden itself or at a
	// hidden area (GM's layout only: the players' layout leaves it out).
	Hidden bool
}

// Mid is the midpoint of the visible part of the link.
func (s LinkShape) Mid() battlemap.Point { return s.Start.Add(s.End).Scale(0.5) }

// Length of the visible part.
func (s LinkShape) Length() float64 { return s.End.Sub(s.Start).Len() }

// Normal is the unit vector perpendicular to the link.
func (s LinkShape) Normal() battlemap.Point { return battlemap.Point{X: -s.Dir.Y, Y: s.Dir.X} }

// Tick returns the cover tick at area end ("a" when atA) as a segment
// across the link just outside that area's outline.
func (s LinkShape) Tick(atA bool) (battlemap.Point, battlemap.Point) {
	offset := TickOffset - LinkGap
	var c battlemap.Point
	if atA {
		c = s.Start.Add(s.Dir.Scale(offset))
	} else {
		if s.Link.OneWay {
			offset += ArrowLen
		}
		c = s.End.Sub(s.Dir.Scale(offset))
	}
	n := s.Normal().Scale(TickLen / 2)
	return c.Sub(n), c.Add(n)
}

// Layout is the geometry of a whole map.
type Layout struct {
	TextScale float64 // area names are drawn at LabelSize*TextScale
	Areas     []AreaShape
	Links     []LinkShape
	Bounds    battlemap.Rect
	byID      map[battlemap.AreaID]int
}

// Area returns the shape of the area with the given id.
func (l *Layout) Area(id battlemap.AreaID) (AreaShape, bool) {
	i, ok := l.byID[id]
	if !ok {
		return AreaShape{}, false
	}
	return l.Areas[i], true
}

// newLayout computes where everything of m is drawn, with area names (and
// so their boxes) drawn larger by scale. forPlayers lays the map out for
// the players' eyes: hidden objectives, hidden areas and the links that are
// hidden or touch a hidden area are left out of the geometry, so no gap,
// shifted marker, stub or extra room in the bounds tells that one is there.
func newLayout(m *battlemap.Map, measure Measure, scale float64, forPlayers bool) *Layout {
	l := &Layout{
		TextScale: scale,
		Areas:     make([]AreaShape, 0, len(m.Areas)),
		Links:     make([]LinkShape, 0, len(m.Links)),
		byID:      make(map[battlemap.AreaID]int, len(m.Areas)),
	}
	zones := m.Zones()
	for _, a := range m.Areas {
		if forPlayers && a.Hidden {
			continue
		}
		s := areaShape(a, zones, measure, scale, forPlayers)
		b := s.Box
		for i, o := range s.Objectives {
			w, _ := measure(o.Label, NoteSize, false)
			w += 4
			r := battlemap.Rect{Min: o.Marker.Sub(battlemap.Point{X: ObjectiveSize, Y: ObjectiveSize}), Max: battlemap.Point{X: o.LabelAt.X + w, Y: o.Marker.Y + ObjectiveSize}}
			if i == 0 {
				s.ObjectivesBox = r
			} else {
				s.ObjectivesBox = s.ObjectivesBox.Union(r)
			}
			b = b.Union(r)
		}
		s.Extent = b
		if len(l.Areas) == 0 {
			l.Bounds = b
		} else {
			l.Bounds = l.Bounds.Union(b)
		}
		l.byID[a.ID] = len(l.Areas)
		l.Areas = append(l.Areas, s)
	}
	for i, link := range m.Links {
		if forPlayers && link.Hidden {
			continue
		}
		// A hidden area is not in the players' layout, so its links drop
		// out here too.
		ia, okA := l.byID[link.A]
		ib, okB := l.byID[link.B]
		if !okA || !okB {
			continue
		}
		s := linkShape(i, link, l.Areas[ia].Box, l.Areas[ib].Box)
		s.Hidden = link.Hidden || l.Areas[ia].Hidden || l.Areas[ib].Hidden
		l.Links = append(l.Links, s)
	}
	l.placeObjectives()
	return l
}

func areaShape(a battlemap.Area, zones *battlemap.Profile, measure Measure, scale float64, forPlayers bool) AreaShape {
	label := a.Name
	if label == "" {
		label = string(a.ID)
	}
	tw, th := measure(label, LabelSize*scale, true)
	tags, tagsW, tagsH := traitTags(a, zones, measure, scale, math.Max(tw, TraitRowMax*scale))
	w := math.Max(math.Max(tw, tagsW)+2*AreaPadX, AreaMinWidth)
	h := th + 2*AreaPadY
	if len(tags) > 0 {
		h += tagsH + TraitGap
	}
	c := a.Pos()
	s := AreaShape{ID: a.ID, Label: label, Hidden: a.Hidden, Box: battlemap.Rect{
		Min: battlemap.Point{X: c.X - w/2, Y: c.Y - h/2},
		Max: battlemap.Point{X: c.X + w/2, Y: c.Y + h/2},
	}}
	s.NameAt = c
	if len(tags) > 0 {
		s.NameAt = battlemap.Point{X: c.X, Y: s.Box.Min.Y + AreaPadY + th/2}
		at := battlemap.Point{X: c.X - tagsW/2, Y: s.NameAt.Y + th/2 + TraitGap}
		for _, t := range tags {
			s.Tags = append(s.Tags, TagShape{Text: t.Text, Box: battlemap.Rect{Min: t.Box.Min.Add(at), Max: t.Box.Max.Add(at)}})
		}
	}
	// Objectives, then hazards, stack under the box, markers in one
	// column, the group centred on the area.
	var marks []ObjectiveShape
	for _, o := range a.Objectives {
		if !(forPlayers && o.Hidden) {
			marks = append(marks, ObjectiveShape{Label: objectiveText(o), Hidden: o.Hidden})
		}
	}
	for _, h := range a.Hazards {
		if !(forPlayers && h.Hidden) {
			marks = append(marks, ObjectiveShape{Label: hazardText(h), Hidden: h.Hidden, Hazard: true})
		}
	}
	widest := 0.0
	for _, o := range marks {
		w, _ := measure(o.Label, NoteSize, false)
		widest = math.Max(widest, w)
	}
	left := c.X - (ObjectiveSize+4+widest)/2
	y := s.Box.Max.Y + ObjectiveGap + ObjectiveSize/2
	for _, o := range marks {
		_, oh := measure(o.Label, NoteSize, false)
		o.Marker = battlemap.Point{X: left + ObjectiveSize/2, Y: y}
		o.LabelAt = battlemap.Point{X: left + ObjectiveSize + 4, Y: y}
		s.Objectives = append(s.Objectives, o)
		y += math.Max(oh, ObjectiveSize) + 2
	}
	return s
}

// objectiveText is an objective's label as drawn: hidden ones say so, so
// the GM never shows one by accident.
func objectiveText(o battlemap.Objective) string {
	if o.Hidden {
		return o.Label + " (hidden)"
	}
	return o.Label
}

// hazardText is a hazard's label as drawn, with its damage: "Fire (d10)";
// hidden ones say so.
func hazardText(h battlemap.Hazard) string {
	if h.Hidden {
		return h.Label + " (" + h.Damage + ", hidden)"
	}
	return h.Label + " (" + h.Damage + ")"
}

func linkShape(i int, link battlemap.Link, a, b battlemap.Rect) LinkShape {
	ca, cb := a.Center(), b.Center()
	d := cb.Sub(ca)
	length := d.Len()
	s := LinkShape{Index: i, Link: link}
	if length == 0 {
		s.Dir = battlemap.Point{X: 1}
		s.Start, s.End = ca, cb
		return s
	}
	s.Dir = d.Scale(1 / length)
	s.Start = ca.Add(s.Dir.Scale(exitDistance(a, s.Dir) + LinkGap))
	s.End = cb.Sub(s.Dir.Scale(exitDistance(b, s.Dir) + LinkGap))
	if s.End.Sub(s.Start).X*s.Dir.X+s.End.Sub(s.Start).Y*s.Dir.Y < 0 {
		// The boxes overlap: draw between the centres rather than backwards.
		s.Start, s.End = ca, cb
	}
	return s
}

// exitDistance is how far a ray from the centre of r in direction dir
// travels before leaving r.
func exitDistance(r battlemap.Rect, dir battlemap.Point) float64 {
	hw, hh := r.Width()/2, r.Height()/2
	t := math.Inf(1)
	if dir.X != 0 {
		t = math.Min(t, hw/math.Abs(dir.X))
	}
	if dir.Y != 0 {
		t = math.Min(t, hh/math.Abs(dir.Y))
	}
	return t
}

// distToSegment is the distance from p to the segment a-b, and how far
// along it (0 at a, 1 at b) the nearest point lies.
func distToSegment(p, a, b battlemap.Point) (float64, float64) {
	ab := b.Sub(a)
	l2 := ab.X*ab.X + ab.Y*ab.Y
	if l2 == 0 {
		return p.Sub(a).Len(), 0
	}
	t := ((p.X-a.X)*ab.X + (p.Y-a.Y)*ab.Y) / l2
	t = math.Max(0, math.Min(1, t))
	return p.Sub(a.Add(ab.Scale(t))).Len(), t
}
