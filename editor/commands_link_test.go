package editor_test

import (
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

func TestAddLink_AppendsAndUndoes(t *testing.T) {
	m := club()
	l := battlemap.Link{A: "roof", B: "bar", Kind: battlemap.Solid, CoverB: true, OneWay: true, Door: battlemap.DoorOpen}
	doUndoRedo(t, m, &editor.AddLink{Link: l}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "links", len(m.Links), 5)
		equal(t, "new link", m.Links[4], l)
	})
}

func TestAddLink_EmptyKindMeansSolid(t *testing.T) {
	m := club()
	doUndoRedo(t, m, &editor.AddLink{Link: battlemap.Link{A: "roof", B: "bar"}}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "kind", m.Links[4].Kind, battlemap.Solid)
	})
}

func TestAddLink_ToAMapWithNoLinksUndoesBackToNil(t *testing.T) {
	m := club()
	m.Links = nil
	doUndoRedo(t, m, &editor.AddLink{Link: battlemap.Link{A: "roof", B: "bar", Kind: battlemap.Dashed}}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "links", keys(m), []editor.LinkKey{{A: "bar", B: "roof"}})
	})
}

func TestAddLink_Refusals(t *testing.T) {
	for _, tc := range []struct {
		name string
		link battlemap.Link
		want string
	}{
		{"same area", battlemap.Link{A: "bar", B: "bar"}, `a link cannot join "Bar" to itself`},
		{"already linked", battlemap.Link{A: "bar", B: "kitchen"}, `"Bar" and "Kitchen" are already linked`},
		{"already linked the other way", battlemap.Link{A: "kitchen", B: "bar", Kind: battlemap.Dashed}, `"Kitchen" and "Bar" are already linked`},
		{"unknown a", battlemap.Link{A: "attic", B: "bar"}, `no area has the id "attic"`},
		{"unknown b", battlemap.Link{A: "bar", B: "attic"}, `no area has the id "attic"`},
		{"unknown kind", battlemap.Link{A: "bar", B: "roof", Kind: "dotted"}, `"dotted" is not a kind of link`},
		{"unknown door", battlemap.Link{A: "bar", B: "roof", Door: "ajar"}, `"ajar" is not a door state`},
		{"one-way dashed", battlemap.Link{A: "bar", B: "roof", Kind: battlemap.Dashed, OneWay: true}, "a dashed link cannot be one-way"},
		{"door on blocked", battlemap.Link{A: "bar", B: "roof", Kind: battlemap.Blocked, Door: battlemap.DoorOpen}, "a blocked link cannot have a door"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			refused(t, club(), &editor.AddLink{Link: tc.link}, tc.want)
		})
	}
}

func TestDeleteLinks_RemovesSeveralAndUndoRestoresPositions(t *testing.T) {
	m := club()
	cmd := &editor.DeleteLinks{Indices: []int{3, 0}}
	doUndoRedo(t, m, cmd, func(t *testing.T, m *battlemap.Map) {
		equal(t, "links", keys(m), []editor.LinkKey{{A: "cellar", B: "kitchen"}, {A: "bar", B: "cellar"}})
		equal(t, "areas", ids(m), ids(club()))
	})
	equal(t, "label", cmd.Label(), "Delete 2 links")
}

func TestDeleteLinks_AllLeavesNil(t *testing.T) {
	m := club()
	doUndoRedo(t, m, &editor.DeleteLinks{Indices: []int{0, 1, 2, 3}}, func(t *testing.T, m *battlemap.Map) {
		if m.Links != nil {
			t.Errorf("links %v, want nil", m.Links)
		}
	})
}

func TestDeleteLinks_Refusals(t *testing.T) {
	refused(t, club(), &editor.DeleteLinks{Indices: []int{0, 4}}, "there is no link number 5: the map has 4 links")
	refused(t, club(), &editor.DeleteLinks{Indices: []int{-1}}, "there is no link number 0")
	refused(t, club(), &editor.DeleteLinks{Indices: []int{1, 1}}, `the link between "Kitchen" and "Cellar" is listed twice`)
	unchanged(t, club(), &editor.DeleteLinks{})
}

func TestSetLinkKind_LeavingSolidDropsOneWayAndDoorAndUndoBringsThemBack(t *testing.T) {
	m := club()
	m.Links[0].OneWay = true // solid, closed door, one-way, cover at bar
	cmd := &editor.SetLinkKind{Link: 0, Kind: battlemap.Dashed}
	doUndoRedo(t, m, cmd, func(t *testing.T, m *battlemap.Map) {
		equal(t, "link", m.Links[0], battlemap.Link{A: "bar", B: "kitchen", Kind: battlemap.Dashed, CoverA: true})
	})
	cmd.Undo(m)
	equal(t, "one-way back", m.Links[0].OneWay, true)
	equal(t, "door back", m.Links[0].Door, battlemap.DoorClosed)
}

func TestSetLinkKind_ToSolidKeepsCover(t *testing.T) {
	m := club()
	doUndoRedo(t, m, &editor.SetLinkKind{Link: 2, Kind: battlemap.Solid}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "link", m.Links[2], battlemap.Link{A: "bar", B: "cellar", Kind: battlemap.Solid, CoverB: true})
	})
	unchanged(t, club(), &editor.SetLinkKind{Link: 3, Kind: battlemap.Blocked})
	refused(t, club(), &editor.SetLinkKind{Link: 3, Kind: "dotted"}, `"dotted" is not a kind of link`)
	refused(t, club(), &editor.SetLinkKind{Link: 9, Kind: battlemap.Solid}, "there is no link number 10")
}

func TestToggleCover_AtEitherEndByAreaID(t *testing.T) {
	m := club()
	doUndoRedo(t, m, &editor.ToggleCover{Link: 0, At: "bar"}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "cover at bar", m.Links[0].CoverA, false)
	})
	m = club()
	doUndoRedo(t, m, &editor.ToggleCover{Link: 0, At: "kitchen"}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "cover at kitchen", m.Links[0].CoverB, true)
		equal(t, "cover at bar", m.Links[0].CoverA, true)
	})
	refused(t, club(), &editor.ToggleCover{Link: 0, At: "roof"}, `"Roof" is not at either end of the link between "Bar" and "Kitchen"`)
}

func TestSetOneWay_OnAndOffOnlyOnSolid(t *testing.T) {
	m := club()
	on := &editor.SetOneWay{Link: 0, On: true}
	doUndoRedo(t, m, on, func(t *testing.T, m *battlemap.Map) {
		equal(t, "one-way", m.Links[0].OneWay, true)
	})
	m = club()
	off := &editor.SetOneWay{Link: 1}
	doUndoRedo(t, m, off, func(t *testing.T, m *battlemap.Map) {
		equal(t, "one-way", m.Links[1].OneWay, false)
	})
	equal(t, "labels", []string{on.Label(), off.Label()}, []string{"Make link one-way", "Make link two-way"})
	unchanged(t, club(), &editor.SetOneWay{Link: 1, On: true})
	unchanged(t, club(), &editor.SetOneWay{Link: 2, On: false})
	refused(t, club(), &editor.SetOneWay{Link: 2, On: true}, `the link between "Bar" and "Cellar" is dashed: only a solid link can be one-way`)
}

func TestFlipLink_SwapsEndsAndCoverSoTicksStayPut(t *testing.T) {
	m := club()
	doUndoRedo(t, m, &editor.FlipLink{Link: 0}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "link", m.Links[0], battlemap.Link{A: "kitchen", B: "bar", Kind: battlemap.Solid, CoverB: true, Door: battlemap.DoorClosed})
		if !m.Links[0].CoverAt("bar") || m.Links[0].CoverAt("kitchen") {
			t.Error("the cover tick moved to the other area")
		}
	})
	m = club()
	doUndoRedo(t, m, &editor.FlipLink{Link: 1}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "one-way now from", m.Links[1].A, battlemap.AreaID("cellar"))
	})
	refused(t, club(), &editor.FlipLink{Link: 4}, "there is no link number 5")
}

func TestSetDoor_NoneOpenClosedOnlyOnSolid(t *testing.T) {
	for _, d := range []battlemap.Door{battlemap.NoDoor, battlemap.DoorOpen} {
		m := club()
		doUndoRedo(t, m, &editor.SetDoor{Link: 0, Door: d}, func(t *testing.T, m *battlemap.Map) {
			equal(t, "door", m.Links[0].Door, d)
		})
	}
	m := club()
	doUndoRedo(t, m, &editor.SetDoor{Link: 1, Door: battlemap.DoorClosed}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "door", m.Links[1].Door, battlemap.DoorClosed)
		equal(t, "still one-way", m.Links[1].OneWay, true)
	})
	unchanged(t, club(), &editor.SetDoor{Link: 0, Door: battlemap.DoorClosed})
	unchanged(t, club(), &editor.SetDoor{Link: 3, Door: battlemap.NoDoor})
	refused(t, club(), &editor.SetDoor{Link: 3, Door: battlemap.DoorOpen}, `the link between "Cellar" and "Roof" is blocked: only a solid link can have a door`)
	refused(t, club(), &editor.SetDoor{Link: 0, Door: "ajar"}, `"ajar" is not a door state`)
	var labels []string
	for _, d := range []battlemap.Door{battlemap.NoDoor, battlemap.DoorOpen, battlemap.DoorClosed} {
		labels = append(labels, (&editor.SetDoor{Door: d}).Label())
	}
	equal(t, "labels", labels, []string{"Remove door", "Open door", "Close door"})
}

func TestLinkKey_FindsTheLinkWhicheverWayRoundAndAfterAFlip(t *testing.T) {
	m := club()
	k := editor.KeyOf(m.Links[1])
	equal(t, "key", k, editor.LinkKey{A: "cellar", B: "kitchen"})
	if err := (&editor.FlipLink{Link: 1}).Do(m); err != nil {
		t.Fatal(err)
	}
	equal(t, "key after flip", editor.KeyOf(m.Links[1]), k)
	equal(t, "index", k.Index(m), 1)
	equal(t, "missing", editor.LinkKey{A: "bar", B: "roof"}.Index(m), -1)
}

func TestMapCommands_TitleAndNotes(t *testing.T) {
	m := club()
	doUndoRedo(t, m, &editor.SetTitle{Title: "The Club"}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "title", m.Title, "The Club")
	})
	m = club()
	doUndoRedo(t, m, &editor.SetMapNotes{Notes: ""}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "notes", m.Notes, "")
	})
	unchanged(t, club(), &editor.SetTitle{Title: "Club"})
	unchanged(t, club(), &editor.SetMapNotes{Notes: "Opens at nine."})
	refused(t, club(), &editor.SetTitle{Title: strings.Repeat("t", battlemap.MaxNameLen+1)}, "the map title is too long")
	refused(t, club(), &editor.SetMapNotes{Notes: "\xff"}, "the map notes are not valid text")
}

func TestAddLink_RefusedWhenTheMapIsFull(t *testing.T) {
	// Only the count matters here: the limit is checked before anything else.
	m := club()
	m.Links = append(m.Links, make([]battlemap.Link, battlemap.MaxLinks-len(m.Links))...)
	refused(t, m, &editor.AddLink{Link: battlemap.Link{A: "bar", B: "roof"}}, "the map already has 200000 links, the most it can hold")
}
