package excalidraw

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/quote"
)

// Import reads an excalidraw drawing (a .excalidraw file, or what
// excalidraw puts on the clipboard) as a map. The report lists every
// element with what it became or why it was not used. A drawing that is
// not excalidraw JSON, or breaks a limit, is an error; a drawing with no
// areas in it is an error too, with the report saying what was there.
func Import(data []byte) (*engine.Document, Report, error) {
	d, err := decode(data)
	if err != nil {
		return nil, Report{}, err
	}
	s := newScene(d)
	s.bindTexts()
	s.measure()
	s.findDoorCandidates()
	s.nameShapes()
	cands := append(append([]*areaCand(nil), s.areas...), s.bareNames()...)
	s.placeEnds(cands)
	s.findMarkOwners()
	s.makeLinks()
	s.reportCaptions()
	s.readDoors()
	s.readXTexts()
	s.readRulesTexts()
	s.attachTexts()
	m := s.build(d.title())
	s.rep.note("Scale: a typical area is %.0f units across, so a line end counts within %.0f units of an area, a stroke up to %.0f long can be a tick, and a box up to %.0f wide on a link is a door.",
		s.tol.scale, s.tol.near, s.tol.markLen, s.tol.doorSize)
	rep := s.rep.finish()
	if len(m.Areas) == 0 {
		return nil, rep, fmt.Errorf("no areas found in the drawing: an area is a box, ellipse or diamond with a name in it or beside it, or a bare name a line ends at (%s)", rep.Summary())
	}
	battlemap.Normalize(m)
	if err := battlemap.Validate(m); err != nil {
		return nil, rep, fmt.Errorf("the drawing reads as a map the app cannot use: %w", err)
	}
	// A new map: the GM's calls at their defaults, as File → New has them.
	return &engine.Document{Map: *m, Calls: sheet.DefaultCalls()}, rep, nil
}

// build makes the map from what was read, in the drawing's order, and
// reports each area, link and text.
func (s *scene) build(title string) *battlemap.Map {
	r := &s.rep.r
	m := &battlemap.Map{Title: strings.TrimSpace(title), Profile: s.profile, Bands: s.bands}
	if t, cut := clip(m.Title, battlemap.MaxNameLen); cut {
		m.Title = t
	}
	ids := map[battlemap.AreaID]bool{}
	idOf := map[*areaCand]battlemap.AreaID{}
	for _, a := range s.areas {
		area := s.buildArea(a, ids)
		idOf[a] = area.ID
		m.Areas = append(m.Areas, area)
		r.Areas++
		r.Objectives += len(area.Objectives)
	}
	for _, k := range s.links {
		if l, ok := s.buildLink(k, idOf); ok {
			m.Links = append(m.Links, l)
			r.Links++
		}
	}
	return m
}

func (s *scene) buildArea(a *areaCand, ids map[battlemap.AreaID]bool) battlemap.Area {
	name, cut := clip(oneLine(a.name), battlemap.MaxNameLen)
	if cut {
		s.rep.note("%s", clipNote(name))
	}
	data := s.els[a.elem].ours()
	id := battlemap.AreaID(data.ID)
	if id == "" || ids[id] || len(id) > battlemap.MaxIDLen {
		id = battlemap.NewID(name, "area", ids)
	}
	ids[id] = true
	c := a.o.center()
	area := battlemap.Area{ID: id, Name: name, X: c.X, Y: c.Y, Hidden: data.Hidden}
	if a.shape != nil {
		s.rep.use(a.elem, "area %s", quote.Q(name))
		if a.text != nil {
			s.rep.use(a.text.i, "the name of area %s", quote.Q(name))
		}
	} else {
		s.rep.use(a.elem, "area %s (a bare name that lines end at)", quote.Q(name))
	}
	var notes []string
	for _, t := range a.attached {
		label, isNote := readAttached(t.text)
		traits, isTraits := readTraits(t.text)
		switch {
		case isTraits && s.profile != "":
			area.Traits = append(area.Traits, traits...)
			s.rep.use(t.i, "traits %s of zone %s", quote.Q(strings.Join(traits, ", ")), quote.Q(name))
			s.rep.r.Traits += len(traits)
		case label == "":
			s.rep.ignore(t.i, "a bullet with nothing after it, beside area %s", quote.Q(name))
		case isNote:
			notes = append(notes, label)
			s.rep.use(t.i, "a GM note on area %s", quote.Q(name))
			s.rep.r.AreaNotes++
		case len(area.Objectives) >= battlemap.MaxObjectivesPerArea:
			s.rep.ignore(t.i, "one objective too many for area %s (at most %d)", quote.Q(name), battlemap.MaxObjectivesPerArea)
		default:
			label, cut := clip(label, battlemap.MaxNameLen)
			if cut {
				s.rep.note("%s", clipNote(label))
			}
			area.Objectives = append(area.Objectives, battlemap.Objective{Label: label, Hidden: s.els[t.i].ours().Hidden})
			s.rep.use(t.i, "objective %s on area %s", quote.Q(label), quote.Q(name))
		}
	}
	if len(notes) > 0 {
		area.Notes, _ = clip(strings.Join(notes, "\n"), battlemap.MaxNotesLen)
	}
	return area
}

// buildLink makes link k, oriented as it was drawn (or from tail to head
// when it has one arrowhead). What the map rules refuse on that kind of
// link (an arrowhead or a door on a dashed line) is left out and noted.
func (s *scene) buildLink(k *linkCand, idOf map[*areaCand]battlemap.AreaID) (battlemap.Link, bool) {
	e := &s.els[k.line.i]
	mk := s.readMarks(k)
	l := battlemap.Link{A: idOf[k.a], B: idOf[k.b], Kind: battlemap.Solid, CoverA: mk.coverA, CoverB: mk.coverB, Hidden: e.ours().Hidden}
	if isDashed(e) {
		l.Kind = battlemap.Dashed
	}
	if isDotted(e) && s.profile != "" {
		l.Kind = battlemap.Obscured
	}
	if mk.x || k.xText != nil {
		if l.Kind == battlemap.Solid {
			s.rep.note("link %s has an X on a solid line: read as blocked (the book draws it dashed)", k.name())
		}
		l.Kind = battlemap.Blocked
	}
	start, end := s.arrowheads(k.line)
	switch {
	case k.back != nil:
		from, to := s.oneWayEnds(k.back)
		s.rep.use(k.back.i, "the arrow back from %s to %s: with an arrow each way, link %s is two-way", quote.Q(from.name), quote.Q(to.name), k.name())
	case start && end:
		s.rep.note("link %s has arrowheads at both ends: read as two-way", k.name())
	case end:
		l.OneWay = true
	case start:
		l.OneWay = true
		l.A, l.B, l.CoverA, l.CoverB = l.B, l.A, l.CoverB, l.CoverA
	}
	if len(k.doors) > 0 {
		l.Door = s.doorState(k.doors[0])
	}
	if err := checkLink(l, s.profile, s.bands); err != nil && (l.OneWay || l.Door != battlemap.NoDoor) {
		s.rep.note("link %s: %s; its arrowhead and door are left out", k.name(), err)
		l.OneWay, l.Door = false, battlemap.NoDoor
		for _, d := range k.doors {
			s.rep.ignore(d.i, "a door box on link %s, which cannot have a door", k.name())
		}
	}
	for _, d := range k.doors {
		s.rep.use(d.i, "%s door on link %s", l.Door, k.name())
	}
	s.rep.use(k.line.i, "link %s (%s)", k.name(), describeLink(l, k, idOf))
	r := &s.rep.r
	r.Ticks += count01(l.CoverA) + count01(l.CoverB)
	r.Blocked += count01(l.Kind == battlemap.Blocked)
	r.Obscured += count01(l.Kind == battlemap.Obscured)
	r.OneWay += count01(l.OneWay)
	r.Doors += count01(l.Door != battlemap.NoDoor)
	return l, true
}

// describeLink says what kind of link was read, and which way it goes.
func describeLink(l battlemap.Link, k *linkCand, idOf map[*areaCand]battlemap.AreaID) string {
	parts := []string{string(l.Kind)}
	if k.back != nil {
		parts = append(parts, "two-way: an arrow each way")
	}
	if l.OneWay {
		from, to := k.a.name, k.b.name
		if l.A != idOf[k.a] {
			from, to = to, from
		}
		parts = append(parts, "one-way "+quote.Q(from)+" → "+quote.Q(to))
	}
	if l.Door != battlemap.NoDoor {
		parts = append(parts, string(l.Door)+" door")
	}
	return strings.Join(parts, ", ")
}

func count01(b bool) int {
	if b {
		return 1
	}
	return 0
}

// checkLink asks the map rules whether a link is allowed, on a map of
// just its two areas under the drawing's rules, so the import never
// restates a rule.
func checkLink(l battlemap.Link, profile battlemap.ProfileID, bands []battlemap.Band) error {
	m := &battlemap.Map{Profile: profile, Bands: bands, Areas: []battlemap.Area{{ID: l.A, Name: "a"}, {ID: l.B, Name: "b"}}, Links: []battlemap.Link{l}}
	if err := battlemap.Validate(m); err != nil {
		if ve, ok := err.(*battlemap.ValidationError); ok && len(ve.Problems) > 0 {
			p := ve.Problems[0]
			if i := strings.Index(p, ": "); i >= 0 {
				p = p[i+2:]
			}
			return fmt.Errorf("%s", p)
		}
		return err
	}
	return nil
}
