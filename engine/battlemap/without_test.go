package battlemap

import (
	"slices"
	"testing"
)

// Without leaves out the areas named, every link that touches one and the
// links named, and numbers each kept link as the copy does; the map it
// was made from is left as it was.
func TestWithout_LeavesOutAreasTheirLinksAndNamedLinks(t *testing.T) {
	m := &Map{Areas: []Area{{ID: "a"}, {ID: "b"}, {ID: "c"}, {ID: "d"}}, Links: []Link{
		{A: "a", B: "b", Kind: Solid}, {A: "b", B: "c", Kind: Solid}, {A: "a", B: "d", Kind: Dashed}, {A: "c", B: "d", Kind: Solid}}}
	before := m.Clone()
	kept, linkAt := m.Without(func(id AreaID) bool { return id == "c" }, func(i int) bool { return i == 2 })
	var ids []AreaID
	for _, a := range kept.Areas {
		ids = append(ids, a.ID)
	}
	if !slices.Equal(ids, []AreaID{"a", "b", "d"}) {
		t.Errorf("areas kept %v", ids)
	}
	if !slices.Equal(linkAt, []int{0, -1, -1, -1}) || len(kept.Links) != 1 || kept.Links[0] != m.Links[0] {
		t.Errorf("links kept %v, numbered %v", kept.Links, linkAt)
	}
	if len(m.Areas) != len(before.Areas) || !slices.Equal(m.Links, before.Links) {
		t.Error("the map it was made from changed")
	}
}
