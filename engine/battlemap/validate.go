package battlemap

import (
	"fmt"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/unhexboard/unhexboard/internal/quote"
)

// Limits that keep an untrusted file from eating the machine. They are far
// above any map a person draws: the largest benchmark map has 10,000 areas.
const (
	MaxFileBytes         = 32 << 20
	MaxAreas             = 50_000
	MaxLinks             = 200_000
	MaxObjectivesPerArea = 64
	MaxHazardsPerArea    = 16
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
	// Of names what was checked ("campaign"); empty is a map.
	Of string
}

func (e *ValidationError) Error() string {
	var b strings.Builder
	of := e.Of
	if of == "" {
		of = "map"
	}
	if len(e.Problems) == 1 && e.Omitted == 0 {
		return "invalid " + of + ": " + e.Problems[0]
	}
	fmt.Fprintf(&b, "invalid %s, %d problems:", of, len(e.Problems)+e.Omitted)
	for _, p := range e.Problems {
		b.WriteString("\n  - ")
		b.WriteString(p)
	}
	if e.Omitted > 0 {
		fmt.Fprintf(&b, "\n  - and %d more", e.Omitted)
	}
	return b.String()
}

type Problems struct{ Err ValidationError }

func (p *Problems) Add(format string, args ...any) {
	if len(p.Err.Problems) >= maxReportedProblems {
		p.Err.Omitted++
		return
	}
	p.Err.Problems = append(p.Err.Problems, fmt.Sprintf(format, args...))
}

func (p *Problems) Result() error {
	if len(p.Err.Problems) == 0 {
		return nil
	}
	e := p.Err
	return &e
}

// Validate checks a map against every rule of the format.
func Validate(m *Map) error {
	var p Problems
	ValidateMap(m, &p)
	return p.Result()
}

// ValidateMap adds the map's problems to p.
func ValidateMap(m *Map, p *Problems) {
	CheckText(p, lazyWhere{}, ": the title", m.Title, MaxNameLen)
	CheckText(p, lazyWhere{}, ": the notes", m.Notes, MaxNotesLen)
	if err := CheckBackground(m.Background); err != nil {
		p.Add("%s", err)
	}
	if len(m.Areas) > MaxAreas {
		p.Add("the map has %d areas, over the limit of %d", len(m.Areas), MaxAreas)
		return
	}
	if len(m.Links) > MaxLinks {
		p.Add("the map has %d links, over the limit of %d", len(m.Links), MaxLinks)
		return
	}
	zones := validateProfile(m, p)
	ids := make(map[AreaID]int, len(m.Areas))
	for i := range m.Areas {
		a := &m.Areas[i]
		where := lazyWhere{area: a, index: i}
		switch {
		case a.ID == "":
			p.Add("%s: the id is empty", where)
		case len(a.ID) > MaxIDLen:
			p.Add("%s: the id is longer than %d bytes", where, MaxIDLen)
		case !utf8.ValidString(string(a.ID)):
			p.Add("%s: the id is not valid UTF-8", where)
		default:
			if first, dup := ids[a.ID]; dup {
				p.Add("%s: the id %s is already used by area %d", where, quote.Q(a.ID), first+1)
			} else {
				ids[a.ID] = i
			}
		}
		if strings.TrimSpace(a.Name) == "" {
			p.Add("%s: the name is missing or blank (every area needs the name players see)", where)
		}
		CheckText(p, where, ": the name", a.Name, MaxNameLen)
		CheckText(p, where, ": the notes", a.Notes, MaxNotesLen)
		if math.Abs(a.X) > MaxCoordinate || math.Abs(a.Y) > MaxCoordinate || math.IsNaN(a.X) || math.IsNaN(a.Y) {
			p.Add("%s: the position (%v, %v) is out of range (at most %g either way)", where, a.X, a.Y, MaxCoordinate)
		}
		if len(a.Objectives) > MaxObjectivesPerArea {
			p.Add("%s: %d objectives, over the limit of %d", where, len(a.Objectives), MaxObjectivesPerArea)
		}
		for j, o := range a.Objectives {
			if strings.TrimSpace(o.Label) == "" {
				p.Add("%s: objective %d has no label", where, j+1)
			}
			CheckText(p, where, fmt.Sprintf(": objective %d", j+1), o.Label, MaxNameLen)
		}
		if len(a.Hazards) > MaxHazardsPerArea {
			p.Add("%s: %d hazards, over the limit of %d", where, len(a.Hazards), MaxHazardsPerArea)
		}
		for j, h := range a.Hazards {
			if strings.TrimSpace(h.Label) == "" {
				p.Add("%s: hazard %d has no label", where, j+1)
			}
			CheckText(p, where, fmt.Sprintf(": hazard %d", j+1), h.Label, MaxNameLen)
			if _, err := ParseHazardDamage(h.Damage); err != nil {
				p.Add("%s: hazard %d: %v", where, j+1, err)
			}
		}
		if len(a.Traits) > 0 {
			validateTraits(m, zones, a, where, p)
		}
	}
	pairs := make(map[[2]AreaID]int, len(m.Links))
	for i := range m.Links {
		l := &m.Links[i]
		where := lazyWhere{link: l, index: i}
		endsOK := checkEnd(p, where, "a", l.A, ids)
		endsOK = checkEnd(p, where, "b", l.B, ids) && endsOK
		if endsOK && l.A == l.B {
			p.Add("%s: a link cannot join an area to itself", where)
			endsOK = false
		}
		kindErr := m.LinkKindAllowed(l.Kind)
		if kindErr != nil {
			p.Add("%s: %v", where, kindErr)
		}
		if !l.Door.Valid() {
			p.Add("%s: the door %s is unknown (use open, closed, or leave it out)", where, quote.Q(l.Door))
		}
		if kindErr == nil && l.Kind != Solid {
			switch {
			case !l.OneWay || l.Kind == Obscured:
			case zones != nil:
				p.Add("%s: only a solid or obscured link can be one-way, this one is %s", where, l.Kind)
			default:
				p.Add("%s: only a solid link can be one-way, this one is %s", where, l.Kind)
			}
			if l.Door != NoDoor {
				p.Add("%s: only a solid link can have a door, this one is %s", where, l.Kind)
			}
		}
		if endsOK {
			key := [2]AreaID{l.A, l.B}
			if key[0] > key[1] {
				key[0], key[1] = key[1], key[0]
			}
			if first, dup := pairs[key]; dup {
				p.Add("%s: link %d already joins these two areas", where, first+1)
			} else {
				pairs[key] = i
			}
		}
	}
}

func checkEnd(p *Problems, where lazyWhere, name string, id AreaID, ids map[AreaID]int) bool {
	if id == "" {
		p.Add("%s: end %s is empty", where, name)
		return false
	}
	if _, ok := ids[id]; !ok {
		p.Add("%s: end %s points at %s, which is not an area of this map", where, name, quote.Q(id))
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
		return fmt.Sprintf("link %d (%s-%s)", w.index+1, quote.S(w.link.A), quote.S(w.link.B))
	case w.area != nil && w.area.ID != "":
		return fmt.Sprintf("area %d (%s)", w.index+1, quote.Q(w.area.ID))
	case w.area != nil:
		return fmt.Sprintf("area %d", w.index+1)
	}
	return "the map"
}

func CheckText(p *Problems, where fmt.Stringer, what, s string, max int) {
	if len(s) > max {
		p.Add("%s%s is %d bytes, over the limit of %d", where, what, len(s), max)
	}
	if !utf8.ValidString(s) {
		p.Add("%s%s is not valid UTF-8", where, what)
	}
}

// normalize fills in the defaults the format promises: an absent kind is
// solid, and empty lists are nil so a round trip compares equal.
func Normalize(m *Map) {
	for i := range m.Links {
		if m.Links[i].Kind == "" {
			m.Links[i].Kind = Solid
		}
	}
	for i := range m.Areas {
		if len(m.Areas[i].Objectives) == 0 {
			m.Areas[i].Objectives = nil
		}
		if len(m.Areas[i].Hazards) == 0 {
			m.Areas[i].Hazards = nil
		}
		if len(m.Areas[i].Traits) == 0 {
			m.Areas[i].Traits = nil
		}
	}
	if len(m.Areas) == 0 {
		m.Areas = nil
	}
	if len(m.Links) == 0 {
		m.Links = nil
	}
	if len(m.Bands) == 0 {
		m.Bands = nil
	}
}
