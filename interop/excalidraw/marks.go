package excalidraw

import (
	"math"
	"strings"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/internal/quote"
)

// Where along a link a single stroke is a cover tick: within the first or
// the last 40% of its length. A lone stroke in the middle fifth is
// neither end's.
const tickEndFraction = 0.4

// name names a link in the report: "Bar" – "Kitchen".
func (k *linkCand) name() string { return quote.Q(k.a.name) + " – " + quote.Q(k.b.name) }

// marks of one link, read from the strokes across it: two strokes that
// cross each other near their middles are an X (paired by findXs, before
// any tick is read); a lone stroke near an end is a cover tick at that
// end.
type marks struct {
	coverA, coverB, x bool
}

func (s *scene) readMarks(k *linkCand) marks {
	var out marks
	inX := map[*lineItem]bool{}
	for _, m := range k.marks {
		if n := m.xWith; n != nil && n.owner == m.owner && !inX[m] {
			inX[m], inX[n], out.x = true, true, true
			s.rep.use(m.i, "one stroke of the X on link %s: sight is blocked", k.name())
			s.rep.use(n.i, "one stroke of the X on link %s: sight is blocked", k.name())
		}
	}
	for _, m := range k.marks {
		if inX[m] {
			continue
		}
		ap := strokeApproach(m.path[0], m.path[len(m.path)-1], k.line.path)
		f := ap.along / math.Max(k.line.length, 1e-9)
		switch {
		case f <= tickEndFraction:
			s.tick(m, k, k.a, &out.coverA)
		case f >= 1-tickEndFraction:
			s.tick(m, k, k.b, &out.coverB)
		default:
			s.rep.ignore(m.i, "a stroke across the middle of link %s: a cover tick goes near an end, and no second stroke crosses it to make an X", k.name())
		}
	}
	return out
}

func (s *scene) tick(m *lineItem, k *linkCand, at *areaCand, cover *bool) {
	if *cover {
		s.rep.use(m.i, "a second cover tick at %s on link %s (one is enough)", quote.Q(at.name), k.name())
		return
	}
	*cover = true
	s.rep.use(m.i, "cover tick at %s on link %s", quote.Q(at.name), k.name())
}

// readDoors gives each door candidate to the link it sits on, if any.
func (s *scene) readDoors() {
	for _, sh := range s.shapes {
		if !sh.door {
			continue
		}
		var best *linkCand
		bestGap := math.Inf(1)
		for _, k := range s.links {
			for _, line := range k.lines() {
				if !s.onLine(sh, line) {
					continue
				}
				if gap, _ := pointToPath(sh.o.center(), line.path); gap < bestGap {
					best, bestGap = k, gap
				}
			}
		}
		switch {
		case best == nil:
			s.rep.ignore(sh.i, "a small box on a line that is not a link, with no name")
		case len(best.doors) > 0:
			s.rep.ignore(sh.i, "a second box on link %s (a link has at most one door)", best.name())
		default:
			best.doors = append(best.doors, sh)
		}
	}
}

// doorState reads a door box: filled (any fill but white) is closed.
func (s *scene) doorState(sh *shapeItem) battlemap.Door {
	switch strings.ToLower(strings.TrimSpace(s.els[sh.i].BackgroundColor)) {
	case "", "transparent", "white", "#fff", "#ffffff", "#ffffffff":
		return battlemap.DoorOpen
	}
	return battlemap.DoorClosed
}

// isXText reports whether a text is a typed X, which blocks a link it
// sits on as a drawn X does.
func isXText(t string) bool {
	switch t {
	case "x", "X", "×", "✕", "✖", "✗", "╳":
		return true
	}
	return false
}

// readXTexts finds typed X's on links.
func (s *scene) readXTexts() {
	for _, t := range s.texts {
		if t.done || !isXText(t.text) {
			continue
		}
	links:
		for _, k := range s.links {
			for _, line := range k.lines() {
				if gap, _ := pointToPath(t.o.center(), line.path); gap <= t.o.size()/2+s.tol.markGap && k.xText == nil {
					k.xText, t.done = t, true
					s.rep.use(t.i, "a typed X on link %s: sight is blocked", k.name())
					break links
				}
			}
		}
	}
}

// arrowheads reads which ends of a line have arrowheads.
func (s *scene) arrowheads(l *lineItem) (start, end bool) {
	e := &s.els[l.i]
	return e.StartArrowhead != "", e.EndArrowhead != ""
}
