package excalidraw

import (
	"math"
	"strings"

	"github.com/unhexboard/unhexboard/internal/quote"
)

// attachTexts gives each free text left over to the nearest area within
// the near tolerance, as an objective or a note; a text near no area is
// reported (a title or a legend, most likely).
func (s *scene) attachTexts() {
	for _, t := range s.texts {
		if t.done {
			continue
		}
		var best *areaCand
		bestGap := math.Inf(1)
		for _, a := range s.areas {
			if a.text == t {
				best = nil // a bare name that is an area
				break
			}
			if gap := rectGap(a.o.bounds(), t.o.bounds()); gap <= s.tol.near && gap < bestGap {
				best, bestGap = a, gap
			}
		}
		if best == nil {
			if !s.isArea(t) {
				s.rep.ignore(t.i, "a text near no area (within %.0f units) that no line ends at: a title or a legend?", s.tol.near)
			}
			continue
		}
		best.attached = append(best.attached, t)
		t.done = true
	}
}

func (s *scene) isArea(t *textItem) bool {
	for _, a := range s.areas {
		if a.text == t {
			return true
		}
	}
	return false
}

// Prefixes that make a text beside an area a GM note rather than an
// objective; bullets an objective may start with.
var (
	notePrefixes     = []string{"note:", "notes:", "gm:", "gm note:"}
	objectiveBullets = []string{"★", "☆", "*", "•", "-", "objective:", "goal:"}
)

// readAttached splits an area's attached texts into objectives and notes:
// a text is an objective unless it starts "Note:" or "GM:".
func readAttached(text string) (label string, note bool) {
	lower := strings.ToLower(text)
	for _, p := range notePrefixes {
		if strings.HasPrefix(lower, p) {
			return strings.TrimSpace(text[len(p):]), true
		}
	}
	for _, p := range objectiveBullets {
		if strings.HasPrefix(lower, p) {
			text = strings.TrimSpace(text[len(p):])
			break
		}
	}
	return strings.Join(strings.Fields(text), " "), false
}

// oneLine turns a name written on several lines into one line.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// clip cuts s to at most n bytes on a character boundary, and says whether
// it did.
func clip(s string, n int) (string, bool) {
	if len(s) <= n {
		return s, false
	}
	for n > 0 && !isRuneStart(s[n]) {
		n--
	}
	return s[:n], true
}

func isRuneStart(b byte) bool { return b&0xC0 != 0x80 }

func clipNote(name string) string {
	return "the text of " + quote.Q(name) + " was cut to fit the limit"
}
