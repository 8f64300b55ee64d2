package editor_test

import (
	"testing"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

func TestSelection_AddToggleReplaceClear(t *testing.T) {
	m := club()
	var s editor.Selection
	if !s.IsEmpty() {
		t.Fatal("zero selection is not empty")
	}
	s.AddArea("bar")
	s.ToggleArea("roof")
	s.ToggleArea("bar") // shift-click again deselects
	s.AddLink(m, 1)
	s.ToggleLink(m, 2)
	s.ToggleLink(m, 2)
	s.AddLink(m, 99) // out of range: ignored
	equal(t, "areas", s.Areas(m), []battlemap.AreaID{"roof"})
	equal(t, "links", s.Links(m), []int{1})
	equal(t, "len", s.Len(), 2)
	if !s.ContainsArea("roof") || s.ContainsArea("bar") || !s.ContainsLink(m.Links[1]) || s.ContainsLink(m.Links[0]) {
		t.Error("Contains disagrees with what was selected")
	}
	s.Replace(m, []battlemap.AreaID{"kitchen", "bar"}, []int{3})
	equal(t, "areas in map order", s.Areas(m), []battlemap.AreaID{"bar", "kitchen"})
	equal(t, "links", s.Links(m), []int{3})
	s.Clear()
	if !s.IsEmpty() || s.Areas(m) != nil || s.Links(m) != nil {
		t.Error("Clear left something selected")
	}
}

func TestSelection_LinksStayTheSameLinksWhenIndicesShift(t *testing.T) {
	m := club()
	var s editor.Selection
	s.AddLink(m, 3) // cellar-roof
	h := editor.NewHistory(0)
	if err := h.Do(m, &editor.DeleteLinks{Indices: []int{0, 1}}); err != nil {
		t.Fatal(err)
	}
	s.Prune(m)
	equal(t, "after delete", s.Links(m), []int{1})
	equal(t, "same pair", editor.KeyOf(m.Links[1]), editor.LinkKey{A: "cellar", B: "roof"})
	h.Undo(m)
	s.Prune(m)
	equal(t, "after undo", s.Links(m), []int{3})
	if err := h.Do(m, &editor.FlipLink{Link: 3}); err != nil {
		t.Fatal(err)
	}
	equal(t, "after flip", s.Links(m), []int{3})
}

func TestSelection_PruneDropsDeletedAreasAndTheirLinks(t *testing.T) {
	m := club()
	var s editor.Selection
	s.Replace(m, []battlemap.AreaID{"roof", "bar"}, []int{3, 0})
	if err := (&editor.DeleteAreas{IDs: []battlemap.AreaID{"roof"}}).Do(m); err != nil {
		t.Fatal(err)
	}
	if !s.Prune(m) {
		t.Error("Prune dropped something but said it did not")
	}
	equal(t, "areas", s.Areas(m), []battlemap.AreaID{"bar"})
	equal(t, "links", s.Links(m), []int{0})
	equal(t, "len", s.Len(), 2)
	if s.Prune(m) {
		t.Error("a second Prune dropped something")
	}
}
