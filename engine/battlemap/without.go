package battlemap

// Without is a copy of m without the areas drop names, and without every
// link that drop or dropLink names or that touches a dropped area: the
// map as someone reckons it who knows nothing of what was left out (the
// players, on the GM's map). linkAt maps each of m's links to its index
// in the copy, or -1 for a link left out, so what the rules key by link
// (a door's state during a combat) can follow it.
//
// The copy shares nothing with m that either may change: areas and
// links are values, and the slices inside an area are copied.
func (m *Map) Without(drop func(AreaID) bool, dropLink func(int) bool) (kept *Map, linkAt []int) {
	kept = m.Clone()
	gone := map[AreaID]bool{}
	areas := kept.Areas[:0]
	for _, a := range kept.Areas {
		if drop(a.ID) {
			gone[a.ID] = true
			continue
		}
		areas = append(areas, a)
	}
	kept.Areas = areas
	linkAt = make([]int, len(m.Links))
	links := kept.Links[:0]
	for i, l := range kept.Links {
		if gone[l.A] || gone[l.B] || drop(l.A) || drop(l.B) || dropLink(i) {
			linkAt[i] = -1
			continue
		}
		linkAt[i] = len(links)
		links = append(links, l)
	}
	kept.Links = links
	return kept, linkAt
}
