package editor

import (
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// LinkKey names a link by the two areas it joins, smaller id first. The
// map holds at most one link per pair, so the key finds the link whatever
// its index, and stays the same when the link is flipped.
type LinkKey struct{ A, B battlemap.AreaID }

// KeyOf returns the key of a link.
func KeyOf(l battlemap.Link) LinkKey {
	if l.B < l.A {
		return LinkKey{l.B, l.A}
	}
	return LinkKey{l.A, l.B}
}

// Index returns the link's current index in m.Links, or -1.
func (k LinkKey) Index(m *battlemap.Map) int { return m.LinkBetween(k.A, k.B) }

// Selection is the set of selected areas (by id) and links (by LinkKey).
// Because neither is an index, deleting or undoing other items never makes
// the selection point at the wrong thing; Prune drops what no longer
// exists. The zero value is an empty selection.
type Selection struct {
	areas map[battlemap.AreaID]struct{}
	links map[LinkKey]struct{}
}

// AddArea adds an area to the selection.
func (s *Selection) AddArea(id battlemap.AreaID) {
	if s.areas == nil {
		s.areas = map[battlemap.AreaID]struct{}{}
	}
	s.areas[id] = struct{}{}
}

// ToggleArea selects an area, or deselects it if selected (shift-click).
func (s *Selection) ToggleArea(id battlemap.AreaID) {
	if s.ContainsArea(id) {
		delete(s.areas, id)
		return
	}
	s.AddArea(id)
}

// AddLink adds the link at index i of m to the selection. An index out of range is ignored.
func (s *Selection) AddLink(m *battlemap.Map, i int) {
	if i < 0 || i >= len(m.Links) {
		return
	}
	if s.links == nil {
		s.links = map[LinkKey]struct{}{}
	}
	s.links[KeyOf(m.Links[i])] = struct{}{}
}

// ToggleLink selects the link at index i of m, or deselects it if selected.
func (s *Selection) ToggleLink(m *battlemap.Map, i int) {
	if i < 0 || i >= len(m.Links) {
		return
	}
	if k := KeyOf(m.Links[i]); s.hasLink(k) {
		delete(s.links, k)
		return
	}
	s.AddLink(m, i)
}

// Replace makes the selection exactly these areas and links (a plain
// click, or a rubber-band drag).
func (s *Selection) Replace(m *battlemap.Map, areas []battlemap.AreaID, links []int) {
	s.Clear()
	for _, id := range areas {
		s.AddArea(id)
	}
	for _, i := range links {
		s.AddLink(m, i)
	}
}

// Clear deselects everything.
func (s *Selection) Clear() {
	clear(s.areas)
	clear(s.links)
}

// IsEmpty reports whether nothing is selected.
func (s *Selection) IsEmpty() bool { return len(s.areas) == 0 && len(s.links) == 0 }

// Len is the number of selected areas and links.
func (s *Selection) Len() int { return len(s.areas) + len(s.links) }

// ContainsArea reports whether the area is selected.
func (s *Selection) ContainsArea(id battlemap.AreaID) bool {
	_, ok := s.areas[id]
	return ok
}

// ContainsLink reports whether the link is selected. It takes the link
// itself, so a render loop over m.Links can ask without an index.
func (s *Selection) ContainsLink(l battlemap.Link) bool { return s.hasLink(KeyOf(l)) }

func (s *Selection) hasLink(k LinkKey) bool {
	_, ok := s.links[k]
	return ok
}

// Areas returns the selected areas that exist in m, in map order.
func (s *Selection) Areas(m *battlemap.Map) []battlemap.AreaID {
	if len(s.areas) == 0 {
		return nil
	}
	var out []battlemap.AreaID
	for _, a := range m.Areas {
		if s.ContainsArea(a.ID) {
			out = append(out, a.ID)
		}
	}
	return out
}

// Links returns the indices in m of the selected links that exist, in
// ascending order. Indices are only good until the next edit.
func (s *Selection) Links(m *battlemap.Map) []int {
	if len(s.links) == 0 {
		return nil
	}
	var out []int
	for i, l := range m.Links {
		if s.ContainsLink(l) {
			out = append(out, i)
		}
	}
	return out
}

// Prune drops selected areas and links that m no longer has, and reports
// whether anything was dropped. Call it after every change to the map
// (History.OnChange is the place).
func (s *Selection) Prune(m *battlemap.Map) bool {
	before := s.Len()
	if len(s.areas) > 0 {
		keep := make(map[battlemap.AreaID]struct{}, len(s.areas))
		for _, a := range m.Areas {
			if s.ContainsArea(a.ID) {
				keep[a.ID] = struct{}{}
			}
		}
		s.areas = keep
	}
	if len(s.links) > 0 {
		keep := make(map[LinkKey]struct{}, len(s.links))
		for _, l := range m.Links {
			if k := KeyOf(l); s.hasLink(k) {
				keep[k] = struct{}{}
			}
		}
		s.links = keep
	}
	return s.Len() != before
}
