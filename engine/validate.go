package engine

import (
	"fmt"
	"math"
	"strings"
	"unicode/utf8"
)

// Limits that keep an untrusted file from eating the machine. They are far
// above any map a person draws: the largest benchmark map has 10,000 areas.
const (
	MaxFileBytes         = 32 << 20
	MaxAreas             = 50_000
	MaxLinks             = 200_000
	MaxObjectivesPerArea = 64
	MaxIDLen             = 128
	MaxNameLen           = 200
	MaxNotesLen          = 20_000
	MaxCoordinate        = 1e7
	maxReportedProblems  = 50
)

// ValidationError lists every problem found in a document. Each problem
// names the element it concerns.
type ValidationError struct {
	Problems []string
	Omitted  int // problems found beyond the reported ones
}

func (e *ValidationError) Error() string {
	var b strings.Builder
	if len(e.Problems) == 1 && e.Omitted == 0 {
		return "invalid map: " + e.Problems[0]
	}
	fmt.Fprintf(&b, "invalid map, %d problems:", len(e.Problems)+e.Omitted)
	for _, p := range e.Problems {
		b.WriteString("\n  - ")
		b.WriteString(p)
	}
	if e.Omitted > 0 {
		fmt.Fprintf(&b, "\n  - and %d more", e.Omitted)
	}
	return b.String()
}

type problems struct{ err ValidationError }

func (p *problems) add(format string, args ...any) {
	if len(p.err.Problems) >= maxReportedProblems {
		p.err.Omitted++
		return
	}
	p.err.Problems = append(p.err.Problems, fmt.Sprintf(format, args...))
}

func (p *problems) result() error {
	if len(p.err.Problems) == 0 {
		return nil
	}
	e := p.err
	return &e
}

// Validate checks a document against every rule of the format. The editor
// keeps its map valid at all times; the loader refuses anything else.
func Validate(doc *Document) error {
	var p problems
	validateMap(&doc.Map, &p)
	validateCharacters(doc.Characters, AreaSet(&doc.Map), &p)
	validateCombat(doc.Combat, AreaSet(&doc.Map), &p)
	if v := doc.View; v != nil {
		for name, x := range map[string]float64{"gridSize": v.GridSize, "zoom": v.Zoom, "panX": v.PanX, "panY": v.PanY} {
			if math.IsNaN(x) || math.IsInf(x, 0) || math.Abs(x) > MaxCoordinate {
				p.add("view: %s %v is out of range", name, x)
			}
		}
		if v.GridSize < 0 || v.Zoom < 0 {
			p.add("view: gridSize and zoom cannot be negative")
		}
	}
	return p.result()
}

func validateMap(m *Map, p *problems) {
	checkText(p, lazyWhere{}, ": the title", m.Title, MaxNameLen)
	checkText(p, lazyWhere{}, ": the notes", m.Notes, MaxNotesLen)
	if len(m.Areas) > MaxAreas {
		p.add("the map has %d areas, over the limit of %d", len(m.Areas), MaxAreas)
		return
	}
	if len(m.Links) > MaxLinks {
		p.add("the map has %d links, over the limit of %d", len(m.Links), MaxLinks)
		return
	}
	ids := make(map[AreaID]int, len(m.Areas))
	for i := range m.Areas {
		a := &m.Areas[i]
		where := lazyWhere{area: a, index: i}
		switch {
		case a.ID == "":
			p.add("%s: the id is empty", where)
		case len(a.ID) > MaxIDLen:
			p.add("%s: the id is longer than %d bytes", where, MaxIDLen)
		case !utf8.ValidString(string(a.ID)):
			p.add("%s: the id is not valid UTF-8", where)
		default:
			if first, dup := ids[a.ID]; dup {
				p.add("%s: the id %q is already used by area %d", where, a.ID, first+1)
			} else {
				ids[a.ID] = i
			}
		}
		checkText(p, where, ": the name", a.Name, MaxNameLen)
		checkText(p, where, ": the notes", a.Notes, MaxNotesLen)
		if math.Abs(a.X) > MaxCoordinate || math.Abs(a.Y) > MaxCoordinate || math.IsNaN(a.X) || math.IsNaN(a.Y) {
			p.add("%s: the position (%v, %v) is out of range (at most %g either way)", where, a.X, a.Y, MaxCoordinate)
		}
		if len(a.Objectives) > MaxObjectivesPerArea {
			p.add("%s: %d objectives, over the limit of %d", where, len(a.Objectives), MaxObjectivesPerArea)
		}
		for j, o := range a.Objectives {
			if strings.TrimSpace(o.Label) == "" {
				p.add("%s: objective %d has no label", where, j+1)
			}
			checkText(p, where, fmt.Sprintf(": objective %d", j+1), o.Label, MaxNameLen)
		}
	}
	pairs := make(map[[2]AreaID]int, len(m.Links))
	for i := range m.Links {
		l := &m.Links[i]
		where := lazyWhere{link: l, index: i}
		endsOK := checkEnd(p, where, "a", l.A, ids)
		endsOK = checkEnd(p, where, "b", l.B, ids) && endsOK
		if endsOK && l.A == l.B {
			p.add("%s: a link cannot join an area to itself", where)
			endsOK = false
		}
		if !l.Kind.Valid() {
			p.add("%s: the kind %q is unknown (use solid, dashed or blocked)", where, l.Kind)
		}
		if !l.Door.Valid() {
			p.add("%s: the door %q is unknown (use open, closed, or leave it out)", where, l.Door)
		}
		if l.Kind.Valid() && l.Kind != Solid {
			if l.OneWay {
				p.add("%s: only a solid link can be one-way, this one is %s", where, l.Kind)
			}
			if l.Door != NoDoor {
				p.add("%s: only a solid link can have a door, this one is %s", where, l.Kind)
			}
		}
		if endsOK {
			key := [2]AreaID{l.A, l.B}
			if key[0] > key[1] {
				key[0], key[1] = key[1], key[0]
			}
			if first, dup := pairs[key]; dup {
				p.add("%s: link %d already joins these two areas", where, first+1)
			} else {
				pairs[key] = i
			}
		}
	}
}

func checkEnd(p *problems, where lazyWhere, name string, id AreaID, ids map[AreaID]int) bool {
	if id == "" {
		p.add("%s: end %s is empty", where, name)
		return false
	}
	if _, ok := ids[id]; !ok {
		p.add("%s: end %s points at %q, which is not an area of this map", where, name, id)
		return false
	}
	return true
}

// lazyWhere names an area or link in a message. It is formatted only when
// a problem is reported, which keeps validating a large map cheap.
type lazyWhere struct {
	area  *Area
	link  *Link
	index int
}

func (w lazyWhere) String() string {
	switch {
	case w.link != nil:
		return fmt.Sprintf("link %d (%s-%s)", w.index+1, w.link.A, w.link.B)
	case w.area != nil && w.area.ID != "":
		return fmt.Sprintf("area %d (%q)", w.index+1, w.area.ID)
	case w.area != nil:
		return fmt.Sprintf("area %d", w.index+1)
	}
	return "the map"
}

func checkText(p *problems, where fmt.Stringer, what, s string, max int) {
	if len(s) > max {
		p.add("%s%s is %d bytes, over the limit of %d", where, what, len(s), max)
	}
	if !utf8.ValidString(s) {
		p.add("%s%s is not valid UTF-8", where, what)
	}
}
