package editor_test

import (
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// clubEditor is an editor on club() with a fake view.
func clubEditor(t *testing.T) *editor.Editor {
	t.Helper()
	doc := &engine.Document{Map: *club()}
	return editor.New(doc, newFakeView(t, &doc.Map))
}

// pastedArea finds the area the paste made of the one named from.
func pastedArea(t *testing.T, m *battlemap.Map, ids []battlemap.AreaID, name string) *battlemap.Area {
	t.Helper()
	for _, id := range ids {
		if a := m.Area(id); a != nil && a.Name == name {
			return a
		}
	}
	t.Fatalf("no pasted area named %q among %v", name, ids)
	return nil
}

func TestPaste_GivesFreshIDsByTheOneIDRuleAndNamesThatDoNotClash(t *testing.T) {
	ed := clubEditor(t)
	ed.Select([]battlemap.AreaID{"bar", "kitchen"}, nil)
	if n := ed.Copy(); n != 2 {
		t.Fatalf("copied %d areas, want 2", n)
	}
	for round, want := range []map[string]battlemap.AreaID{
		{"Bar 2": "bar-2", "Kitchen 2": "kitchen-2"},
		{"Bar 3": "bar-3", "Kitchen 3": "kitchen-3"},
	} {
		if err := ed.Paste(); err != nil {
			t.Fatalf("paste %d: %v", round+1, err)
		}
		m := ed.Map()
		mustValidate(t, m)
		for name, id := range want {
			a := m.Area(id)
			if a == nil || a.Name != name {
				t.Errorf("paste %d: area %q = %+v, want it named %q", round+1, id, a, name)
			}
		}
	}
	// A copy of a copy counts on from its number.
	ed.Select([]battlemap.AreaID{"bar-3"}, nil)
	if err := ed.Duplicate(); err != nil {
		t.Fatal(err)
	}
	if a := ed.Map().Area("bar-4"); a == nil || a.Name != "Bar 4" {
		t.Errorf("duplicating Bar 3 made %+v, want Bar 4 (bar-4)", a)
	}
	seen := map[string]bool{}
	for _, a := range ed.Map().Areas {
		if k := strings.ToLower(a.Name); seen[k] {
			t.Errorf("two areas are named %q", a.Name)
		} else {
			seen[k] = true
		}
	}
}

func TestPaste_KeepsOnlyTheLinksAmongTheCopiedAreas(t *testing.T) {
	ed := clubEditor(t)
	// bar and kitchen are joined by one link; bar-cellar and
	// kitchen-cellar lead out of the copy and stay behind.
	ed.Select([]battlemap.AreaID{"bar", "kitchen"}, nil)
	ed.Copy()
	links := len(ed.Map().Links)
	if err := ed.Paste(); err != nil {
		t.Fatal(err)
	}
	m := ed.Map()
	if got := len(m.Links) - links; got != 1 {
		t.Fatalf("the paste added %d links, want the one between Bar and Kitchen", got)
	}
	l := m.Links[len(m.Links)-1]
	want := battlemap.Link{A: "bar-2", B: "kitchen-2", Kind: battlemap.Solid, CoverA: true, Door: battlemap.DoorClosed}
	if l != want {
		t.Errorf("pasted link = %+v, want %+v (its cover and door kept)", l, want)
	}
}

func TestPaste_CarriesNotesObjectivesHazardsAndHiddenAndTheLinksMarks(t *testing.T) {
	m := club()
	m.Areas[0].Hidden = true
	m.Areas[0].Hazards = []battlemap.Hazard{{Label: "Fire", Damage: "d10"}}
	m.Links[1].Hidden = true // kitchen -> cellar, one-way
	doc := &engine.Document{Map: *m}
	ed := editor.New(doc, newFakeView(t, &doc.Map))
	ed.Select([]battlemap.AreaID{"bar", "kitchen", "cellar"}, nil)
	ed.Copy()
	if err := ed.Paste(); err != nil {
		t.Fatal(err)
	}
	got := ed.Map()
	mustValidate(t, got)
	bar := got.Area("bar-2")
	src := got.Area("bar")
	if bar == nil || !bar.Hidden || !reflect.DeepEqual(bar.Objectives, src.Objectives) || !reflect.DeepEqual(bar.Hazards, src.Hazards) {
		t.Errorf("pasted Bar = %+v, want the hidden flag, objectives and hazards of %+v", bar, src)
	}
	if c := got.Area("cellar-2"); c == nil || c.Notes != "Damp." {
		t.Errorf("pasted Cellar = %+v, want its notes", c)
	}
	i := got.LinkBetween("kitchen-2", "cellar-2")
	if i < 0 {
		t.Fatal("the one-way link Kitchen → Cellar was not pasted")
	}
	if l := got.Links[i]; l.A != "kitchen-2" || !l.OneWay || !l.Hidden {
		t.Errorf("pasted link = %+v, want one-way from kitchen-2 and hidden", l)
	}
	// The copy owns its lists: editing the pasted objectives leaves the
	// original's alone.
	bar.Objectives[0].Label = "Changed"
	if src.Objectives[0].Label != "Safe" {
		t.Errorf("the original's objective changed with the copy's: %+v", src.Objectives)
	}
}

func TestPaste_EachPasteLandsFurtherSoItShows(t *testing.T) {
	ed := clubEditor(t)
	ed.Select([]battlemap.AreaID{"roof"}, nil)
	ed.Copy()
	roof := *ed.Map().Area("roof")
	for k, id := range []battlemap.AreaID{"roof-2", "roof-3"} {
		if err := ed.Paste(); err != nil {
			t.Fatal(err)
		}
		a := ed.Map().Area(id)
		d := editor.PasteOffset * float64(k+1)
		if a == nil || a.X != roof.X+d || a.Y != roof.Y+d {
			t.Errorf("paste %d: %s at %+v, want (%v, %v)", k+1, id, a, roof.X+d, roof.Y+d)
		}
	}
	// Duplicate puts the copy one step from what is selected: the last
	// paste.
	if err := ed.Duplicate(); err != nil {
		t.Fatal(err)
	}
	if a, from := ed.Map().Area("roof-4"), ed.Map().Area("roof-3"); a == nil || a.X != from.X+editor.PasteOffset || a.Y != from.Y+editor.PasteOffset {
		t.Errorf("duplicate of Roof 3 at %+v, want one step from %+v", a, from)
	}
}

func TestPaste_IsOneUndoStepAndSelectsWhatItAdded(t *testing.T) {
	ed := clubEditor(t)
	before := ed.Map().Clone()
	ed.Select([]battlemap.AreaID{"bar", "kitchen", "cellar"}, nil)
	ed.Copy()
	if err := ed.Paste(); err != nil {
		t.Fatal(err)
	}
	if got, want := ed.Selection.Areas(ed.Map()), []battlemap.AreaID{"bar-2", "kitchen-2", "cellar-2"}; !reflect.DeepEqual(got, want) {
		t.Errorf("selected after the paste: %v, want %v", got, want)
	}
	if got := ed.History.UndoLabel(); got != "Paste 3 areas" {
		t.Errorf("the Edit menu offers to undo %q, want %q", got, "Paste 3 areas")
	}
	pasted := ed.Map().Clone()
	if err := ed.Undo(); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(ed.Map(), before) {
		t.Errorf("one undo left %+v, want the map as before the paste", ed.Map())
	}
	if err := ed.Redo(); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(ed.Map(), pasted) {
		t.Errorf("redo gave %+v, want the same ids and places as the paste", ed.Map())
	}
}

func TestDuplicate_LeavesWhatCopyKeptAlone(t *testing.T) {
	ed := clubEditor(t)
	ed.Select([]battlemap.AreaID{"roof"}, nil)
	ed.Copy()
	ed.Select([]battlemap.AreaID{"bar"}, nil)
	if err := ed.Duplicate(); err != nil {
		t.Fatal(err)
	}
	if got := ed.Selection.Areas(ed.Map()); !reflect.DeepEqual(got, []battlemap.AreaID{"bar-2"}) {
		t.Errorf("selected after Duplicate: %v, want bar-2", got)
	}
	if err := ed.Paste(); err != nil {
		t.Fatal(err)
	}
	if ed.Map().Area("roof-2") == nil {
		t.Errorf("Paste after Duplicate did not paste the copied Roof: %+v", ed.Map().Areas)
	}
}

func TestCopy_LaterEditsDoNotChangeTheCopy(t *testing.T) {
	ed := clubEditor(t)
	ed.Select([]battlemap.AreaID{"bar"}, nil)
	ed.Copy()
	if err := ed.Do(&editor.RenameArea{ID: "bar", Name: "Pub"}); err != nil {
		t.Fatal(err)
	}
	if err := ed.Do(&editor.EditObjective{Area: "bar", Index: 0, Objective: battlemap.Objective{Label: "Gone"}}); err != nil {
		t.Fatal(err)
	}
	if err := ed.Paste(); err != nil {
		t.Fatal(err)
	}
	a := ed.Map().Area("bar-2")
	if a == nil || a.Name != "Bar" || a.Objectives[0].Label != "Safe" {
		t.Errorf("pasted %+v, want Bar as it was copied", a)
	}
}

func TestPaste_NothingCopiedOrNothingSelectedChangesNothing(t *testing.T) {
	ed := clubEditor(t)
	before := ed.Map().Clone()
	if err := ed.Paste(); err == nil {
		t.Error("Paste with nothing copied was accepted")
	}
	ed.Select(nil, []int{0})
	if n := ed.Copy(); n != 0 || ed.CanPaste() {
		t.Errorf("copying a link alone copied %d areas", n)
	}
	if err := ed.Duplicate(); err == nil {
		t.Error("Duplicate with no area selected was accepted")
	}
	if !reflect.DeepEqual(ed.Map(), before) || ed.History.CanUndo() {
		t.Error("the map changed")
	}
}

func TestPaste_RefusedWhenTheMapIsFullLeavesTheMapAsItWas(t *testing.T) {
	m := &battlemap.Map{Title: "Full"}
	for i := 0; i < battlemap.MaxAreas-1; i++ {
		m.Areas = append(m.Areas, battlemap.Area{ID: battlemap.AreaID("a" + strconv.Itoa(i)), Name: "A" + strconv.Itoa(i), X: float64(i % 100 * 150), Y: float64(i / 100 * 80)})
	}
	doc := &engine.Document{Map: *m}
	ed := editor.New(doc, newFakeView(t, &doc.Map))
	ed.Select([]battlemap.AreaID{"a0", "a1"}, nil)
	ed.Copy()
	before := ed.Map().Clone()
	if err := ed.Paste(); err == nil || !strings.Contains(err.Error(), "the most it can hold") {
		t.Fatalf("pasting two areas into room for one: %v, want a refusal", err)
	}
	if !reflect.DeepEqual(ed.Map(), before) || ed.History.CanUndo() {
		t.Error("the refused paste changed the map or left an undo step")
	}
}

func TestFreeName_NumbersOnAndStaysWithinTheLongestName(t *testing.T) {
	long := strings.Repeat("é", battlemap.MaxNameLen/2) // 200 bytes
	m := &battlemap.Map{Areas: []battlemap.Area{
		{ID: "bar", Name: "Bar"}, {ID: "bar-2", Name: "bar 2"}, {ID: "x", Name: long},
		{ID: "y", Name: "Room 007"},
	}}
	for _, tc := range []struct{ name, want string }{
		{"Bar", "Bar 3"},
		{"Cellar", "Cellar"},
		{"Room 007", "Room 007 2"},
		{long, strings.Repeat("é", battlemap.MaxNameLen/2-1) + " 2"},
	} {
		c := editor.Clip{Areas: []battlemap.Area{{ID: "z", Name: tc.name}}}
		cmd, ids := c.Paste(m, "Paste", 0, 0)
		mm := m.Clone()
		if err := cmd.Do(mm); err != nil {
			t.Fatalf("%q: %v", tc.name, err)
		}
		if got := mm.Area(ids[0]).Name; got != tc.want {
			t.Errorf("pasting %q beside the others names it %q, want %q", tc.name, got, tc.want)
		}
	}
}
