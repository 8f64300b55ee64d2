package excalidraw

import (
	"strings"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// scene is a drawing taken apart for reading: its shapes, texts and lines
// with their geometry, and what each has been found to be so far.
type scene struct {
	els      []element
	rep      *reporter
	byID     map[string]int // element index by id (the first, if repeated)
	shapes   []*shapeItem
	texts    []*textItem // texts not bound inside a shape
	lines    []*lineItem
	areas    []*areaCand // real areas, in the order they were found
	links    []*linkCand
	captions []caption
	tol      tolerances
	tokens   map[string]bool // ids of exported play-state tokens
	// profile and bands are the map's rules, from its rules text; none
	// for an Unhex map.
	profile battlemap.ProfileID
	bands   []battlemap.Band
}

type shapeItem struct {
	i     int
	o     outline
	label *textItem // the text that names it, bound or placed beside
	area  *areaCand
	door  bool // a small box on a line: a door, if the line is a link
}

type textItem struct {
	i    int
	o    outline
	text string // trimmed
	done bool   // already taken as a name, objective or note
}

type lineItem struct {
	i      int
	path   []pt
	length float64
	ends   [2]*areaCand // the areas its first and last points are at
	owner  *lineItem    // for a short stroke across a link: that link's line
	xWith  *lineItem    // for one stroke of an X: the other
	bound  bool         // an arrow bound to two areas
	link   *linkCand
}

// areaCand is an area being read: a named shape, or a bare name that a
// line ends at.
type areaCand struct {
	name     string
	shape    *shapeItem // nil for a bare name
	text     *textItem  // the name; nil when the shape's name was bound text not in texts
	o        outline    // where it lies: the shape, or the bare name
	elem     int        // the element that makes it (the shape, or the bare text)
	attached []*textItem
	real     bool // a shape with a name, or a bare name a line ends at
}

type linkCand struct {
	line  *lineItem
	back  *lineItem // an arrow the other way between the same two areas: the link is two-way
	a, b  *areaCand
	marks []*lineItem
	doors []*shapeItem
	xText *textItem
}

// newScene sorts the elements into shapes, texts and lines, and reports at
// once the ones the import never reads.
func newScene(d *drawing) *scene {
	s := &scene{els: d.Elements, rep: newReporter(d.Elements), byID: map[string]int{}, tokens: map[string]bool{}}
	for i := range s.els {
		if _, dup := s.byID[s.els[i].ID]; !dup && s.els[i].ID != "" {
			s.byID[s.els[i].ID] = i
		}
	}
	for i := range s.els {
		e := &s.els[i]
		switch {
		case e.IsDeleted:
			s.rep.ignore(i, "deleted in excalidraw (kept in the file for its undo history)")
		case e.ours().Token != "":
			s.tokens[e.ID] = true
			s.rep.ignore(i, "a token of the play state, not part of the map")
		case isShape(e.Type):
			s.shapes = append(s.shapes, &shapeItem{i: i, o: outlineOf(e)})
		case e.Type == "text":
			t := strings.TrimSpace(e.label())
			if t == "" {
				s.rep.ignore(i, "an empty text")
				continue
			}
			s.texts = append(s.texts, &textItem{i: i, o: outlineOf(e), text: t})
		case isLine(e.Type):
			if len(e.Points) < 2 {
				s.rep.ignore(i, "a line with fewer than two points")
				continue
			}
			path := linePath(e)
			s.lines = append(s.lines, &lineItem{i: i, path: path, length: pathLength(path)})
		case e.Type == "freedraw":
			s.rep.ignore(i, "a freehand stroke: only straight lines and arrows are read as links and marks")
		case e.Type == "image":
			s.rep.ignore(i, "an image: pictures are not read")
		case e.Type == "frame" || e.Type == "magicframe":
			s.rep.ignore(i, "a frame: what is inside it is read, the frame itself is not")
		case e.Type == "embeddable" || e.Type == "iframe":
			s.rep.ignore(i, "an embedded web page is not read")
		default:
			s.rep.ignore(i, "an element of a type the import does not read")
		}
	}
	return s
}

// bindTexts takes each text bound inside a shape as that shape's name.
// A text bound to a line is a caption, kept aside until the links are
// known (see reportCaptions): never a name, an area or an objective.
func (s *scene) bindTexts() {
	shapeByElem := map[int]*shapeItem{}
	for _, sh := range s.shapes {
		shapeByElem[sh.i] = sh
	}
	lineOf := s.captionLines()
	free := s.texts[:0]
	for _, t := range s.texts {
		e := &s.els[t.i]
		c, ok := s.byID[e.ContainerID]
		if l, caption := lineOf[e.ID]; (e.ContainerID == "" || !ok) && caption {
			c, ok = l, true
		}
		switch {
		case !ok || s.els[c].IsDeleted:
			free = append(free, t)
		case s.tokens[e.ContainerID]:
			s.rep.ignore(t.i, "the name on a token of the play state")
		case shapeByElem[c] != nil && shapeByElem[c].label == nil:
			shapeByElem[c].label = t
			t.done = true
		case isLine(s.els[c].Type):
			s.captions = append(s.captions, caption{t, c})
			t.done = true
		default:
			free = append(free, t)
		}
	}
	s.texts = free
}

// sameGroup reports whether elements i and j share their innermost group.
func (s *scene) sameGroup(i, j int) bool {
	gi := s.els[i].GroupIDs
	if len(gi) == 0 {
		return false
	}
	for _, g := range s.els[j].GroupIDs {
		if g == gi[0] {
			return true
		}
	}
	return false
}
