package excalidraw

import (
	"math"
	"sort"

	"github.com/unhexboard/unhexboard/internal/quote"
	"github.com/unhexboard/unhexboard/internal/words"
)

// findDoorCandidates marks the small nameless boxes that sit on a line:
// doors, if that line turns out to be a link.
func (s *scene) findDoorCandidates() {
	for _, sh := range s.shapes {
		if sh.label != nil || math.Max(sh.o.box.Width(), sh.o.box.Height()) > s.tol.doorSize {
			continue
		}
		for _, l := range s.lines {
			if s.onLine(sh, l) {
				sh.door = true
				break
			}
		}
	}
}

// onLine reports whether a box's centre lies on a line (within the box's
// own half-size and the tick gap).
func (s *scene) onLine(sh *shapeItem, l *lineItem) bool {
	gap, _ := pointToPath(sh.o.center(), l.path)
	return gap <= math.Min(sh.o.box.Width(), sh.o.box.Height())/2+s.tol.markGap
}

// nameShapes gives names to the shapes that have no bound text, from the
// free texts: a text grouped with exactly one shape, then a text inside a
// shape, then the nearest text floating beside a shape. A text that lands
// on a shape that already has its name is kept for that shape as an
// objective or a note. Every named shape becomes an area; the texts left
// over may still be bare names of areas, if lines end at them.
func (s *scene) nameShapes() {
	owner := map[*textItem]*shapeItem{}
	for _, t := range s.texts {
		if sh := s.groupShape(t); sh != nil {
			owner[t] = sh
		} else if sh := s.shapeAround(t); sh != nil {
			owner[t] = sh
		}
	}
	// Names first, in the drawing's order; the rest are attached texts.
	var attached []*textItem
	for _, t := range s.texts {
		sh := owner[t]
		if sh == nil {
			continue
		}
		if sh.label == nil {
			sh.label, t.done = t, true
		} else {
			attached = append(attached, t)
		}
	}
	s.floatingNames(owner)
	for _, sh := range s.shapes {
		e := &s.els[sh.i]
		switch {
		case sh.label != nil:
			sh.area = &areaCand{name: oneLine(sh.label.text), shape: sh, text: sh.label, o: sh.o, elem: sh.i, real: true}
			s.areas = append(s.areas, sh.area)
		case sh.door:
			// decided once the links are known
		default:
			s.rep.ignore(sh.i, "%s with no name in it or beside it", words.A(e.Type))
		}
	}
	for _, t := range attached {
		owner[t].area.attached = append(owner[t].area.attached, t)
		t.done = true
	}
}

// groupShape is the one non-door shape grouped with text t, if exactly one.
func (s *scene) groupShape(t *textItem) *shapeItem {
	var found *shapeItem
	for _, sh := range s.shapes {
		if sh.door || !s.sameGroup(t.i, sh.i) {
			continue
		}
		if found != nil {
			return nil
		}
		found = sh
	}
	return found
}

// shapeAround is the smallest non-door shape whose outline holds the
// centre of text t.
func (s *scene) shapeAround(t *textItem) *shapeItem {
	var best *shapeItem
	for _, sh := range s.shapes {
		if !sh.door && sh.o.contains(t.o.center()) && (best == nil || sh.o.size() < best.o.size()) {
			best = sh
		}
	}
	return best
}

// floatingNames names each nameless shape with the nearest free text
// beside it, nearest pairs first, one text per shape.
func (s *scene) floatingNames(owner map[*textItem]*shapeItem) {
	type pair struct {
		t   *textItem
		sh  *shapeItem
		gap float64
	}
	var pairs []pair
	for _, sh := range s.shapes {
		if sh.label != nil || sh.door {
			continue
		}
		for _, t := range s.texts {
			if owner[t] != nil || t.done {
				continue
			}
			if gap := rectGap(sh.o.bounds(), t.o.bounds()); gap <= s.tol.near {
				pairs = append(pairs, pair{t, sh, gap})
			}
		}
	}
	sort.SliceStable(pairs, func(a, b int) bool { return pairs[a].gap < pairs[b].gap })
	for _, p := range pairs {
		if p.sh.label == nil && !p.t.done {
			p.sh.label, p.t.done = p.t, true
			s.rep.use(p.t.i, "the name of the %s beside it (area %s)", s.els[p.sh.i].Type, quote.Q(oneLine(p.t.text)))
		}
	}
}

// bareNames makes an area candidate of every free text not yet taken:
// it becomes an area if a line ends at it.
func (s *scene) bareNames() []*areaCand {
	var out []*areaCand
	for _, t := range s.texts {
		if !t.done {
			out = append(out, &areaCand{name: oneLine(t.text), text: t, o: t.o, elem: t.i})
		}
	}
	return out
}
