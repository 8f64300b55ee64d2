package excalidraw

import "github.com/unhexboard/unhexboard/internal/quote"

// A caption is a text bound to a line or an arrow: the label someone
// wrote on a link ("GET", "crawl"). The map format has no notes on links
// (docs/format.md), so a caption is reported as not used, by its text and
// its link's name, so the GM can carry it into the map by hand.
type caption struct {
	text *textItem
	line int // the element it is bound to
}

// captionLines maps a text's id to the line that lists it as bound, for
// a drawing whose text does not name its container itself.
func (s *scene) captionLines() map[string]int {
	out := map[string]int{}
	for _, l := range s.lines {
		for _, id := range s.els[l.i].boundTexts() {
			if _, seen := out[id]; !seen {
				out[id] = l.i
			}
		}
	}
	return out
}

// reportCaptions says what each caption was written on, once the links
// are known.
func (s *scene) reportCaptions() {
	lines := map[int]*lineItem{}
	for _, l := range s.lines {
		lines[l.i] = l
	}
	for _, c := range s.captions {
		var k *linkCand
		if l := lines[c.line]; l != nil {
			k = l.link
		}
		text := quote.Q(oneLine(c.text.text))
		if k == nil {
			s.rep.ignore(c.text.i, "a caption %s on a line that is not a link", text)
			continue
		}
		s.rep.ignore(c.text.i, "a caption %s on link %s: links have no notes in a map, so it is not kept", text, k.name())
	}
}
