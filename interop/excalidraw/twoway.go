package excalidraw

// Two arrows drawn in opposite directions between the same two areas are
// one two-way link: a map has one link per pair, and an arrow each way
// says movement goes both ways. The second arrow rides on the first's
// link: its marks and door box count for the link.

// isArrowBack reports whether line l, between the same two areas as
// link k, is an arrow the other way to k's: each has one arrowhead,
// they point at different areas, and both are solid or both dashed.
func (s *scene) isArrowBack(k *linkCand, l *lineItem) bool {
	if k.back != nil || isDashed(&s.els[k.line.i]) != isDashed(&s.els[l.i]) {
		return false
	}
	_, to1 := s.oneWayEnds(k.line)
	_, to2 := s.oneWayEnds(l)
	return to1 != nil && to2 != nil && to1 != to2
}

// oneWayEnds are the areas a line with one arrowhead runs from and to;
// nil when it has none or two.
func (s *scene) oneWayEnds(l *lineItem) (from, to *areaCand) {
	start, end := s.arrowheads(l)
	switch {
	case end && !start:
		return l.ends[0], l.ends[1]
	case start && !end:
		return l.ends[1], l.ends[0]
	}
	return nil, nil
}

// lines are the lines a link was drawn with: one, or an arrow each way.
func (k *linkCand) lines() []*lineItem {
	if k.back != nil {
		return []*lineItem{k.line, k.back}
	}
	return []*lineItem{k.line}
}

// isDashed reports whether a line is drawn dashed or dotted.
func isDashed(e *element) bool { return e.StrokeStyle == "dashed" || e.StrokeStyle == "dotted" }
