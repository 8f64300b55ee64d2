package editor_test

import (
	"testing"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// clubOnFire is the club with a fire in the kitchen and a hidden rockfall
// there too.
func clubOnFire() *battlemap.Map {
	m := club()
	m.Area("kitchen").Hazards = []battlemap.Hazard{{Label: "Fire", Damage: "d10"}, {Label: "Rockfall", Damage: "3", Hidden: true}}
	return m
}

func TestAddHazard_AppendsAndUndoesExactly(t *testing.T) {
	doUndoRedo(t, clubOnFire(), &editor.AddHazard{Area: "kitchen", Hazard: battlemap.Hazard{Label: "Smoke", Damage: "1"}}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "hazards", m.Area("kitchen").Hazards, []battlemap.Hazard{
			{Label: "Fire", Damage: "d10"}, {Label: "Rockfall", Damage: "3", Hidden: true}, {Label: "Smoke", Damage: "1"}})
	})
}

func TestAddHazard_ToAnAreaWithNoneUndoesBackToNil(t *testing.T) {
	doUndoRedo(t, club(), &editor.AddHazard{Area: "roof", Hazard: battlemap.Hazard{Label: "Lightning", Damage: "d10", Hidden: true}}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "hazards", m.Area("roof").Hazards, []battlemap.Hazard{{Label: "Lightning", Damage: "d10", Hidden: true}})
	})
}

func TestAddHazard_NeverWritesIntoASliceAnUndoKeeps(t *testing.T) {
	m := clubOnFire()
	k := m.Area("kitchen")
	k.Hazards = append(make([]battlemap.Hazard, 0, 8), k.Hazards...)
	start := m.Clone()
	first := &editor.AddHazard{Area: "kitchen", Hazard: battlemap.Hazard{Label: "One", Damage: "1"}}
	if err := first.Do(m); err != nil {
		t.Fatal(err)
	}
	first.Undo(m)
	second := &editor.AddHazard{Area: "kitchen", Hazard: battlemap.Hazard{Label: "Two", Damage: "2"}}
	if err := second.Do(m); err != nil {
		t.Fatal(err)
	}
	second.Undo(m)
	if err := first.Do(m); err != nil {
		t.Fatal(err)
	}
	equal(t, "third hazard", m.Area("kitchen").Hazards[2].Label, "One")
	first.Undo(m)
	equal(t, "map", m, start)
}

func TestAddHazard_RefusesWhatTheFileCannotHold(t *testing.T) {
	refused(t, club(), &editor.AddHazard{Area: "attic", Hazard: battlemap.Hazard{Label: "x", Damage: "1"}}, `no area has the id "attic"`)
	refused(t, club(), &editor.AddHazard{Area: "bar", Hazard: battlemap.Hazard{Label: " ", Damage: "1"}}, "a hazard needs a label")
	for _, bad := range []string{"", "0", "100", "-2", "d6", "D10", "2d10", "07", "3.5"} {
		refused(t, club(), &editor.AddHazard{Area: "bar", Hazard: battlemap.Hazard{Label: "Fire", Damage: bad}}, "neither a number from 1 to 99 nor d10")
	}
	full := club()
	for range battlemap.MaxHazardsPerArea {
		full.Areas[0].Hazards = append(full.Areas[0].Hazards, battlemap.Hazard{Label: "h", Damage: "1"})
	}
	refused(t, full, &editor.AddHazard{Area: "bar", Hazard: battlemap.Hazard{Label: "x", Damage: "1"}}, `"Bar" already has 16 hazards`)
}

func TestEditHazard_ChangesLabelDamageAndHiddenAndUndoesExactly(t *testing.T) {
	doUndoRedo(t, clubOnFire(), &editor.EditHazard{Area: "kitchen", Index: 1, Hazard: battlemap.Hazard{Label: "Falling beams", Damage: "d10"}}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "hazards", m.Area("kitchen").Hazards, []battlemap.Hazard{{Label: "Fire", Damage: "d10"}, {Label: "Falling beams", Damage: "d10"}})
	})
	unchanged(t, clubOnFire(), &editor.EditHazard{Area: "kitchen", Index: 0, Hazard: battlemap.Hazard{Label: "Fire", Damage: "d10"}})
	refused(t, clubOnFire(), &editor.EditHazard{Area: "kitchen", Index: 2, Hazard: battlemap.Hazard{Label: "x", Damage: "1"}}, `"Kitchen" has no hazard number 3: it has 2 hazards`)
	refused(t, club(), &editor.EditHazard{Area: "roof", Index: 0, Hazard: battlemap.Hazard{Label: "x", Damage: "1"}}, `"Roof" has no hazard number 1: it has 0 hazards`)
	refused(t, clubOnFire(), &editor.EditHazard{Area: "kitchen", Index: 0, Hazard: battlemap.Hazard{Label: "Fire", Damage: "lots"}}, `the damage "lots" is neither`)
}

func TestRemoveHazard_RemovesByIndexAndUndoesExactly(t *testing.T) {
	doUndoRedo(t, clubOnFire(), &editor.RemoveHazard{Area: "kitchen", Index: 0}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "hazards", m.Area("kitchen").Hazards, []battlemap.Hazard{{Label: "Rockfall", Damage: "3", Hidden: true}})
	})
	refused(t, clubOnFire(), &editor.RemoveHazard{Area: "kitchen", Index: -1}, "has no hazard number 0")
	refused(t, clubOnFire(), &editor.RemoveHazard{Area: "attic"}, `no area has the id "attic"`)
}

func TestRemoveHazard_TheLastLeavesNilAndUndoAllRestoresTheMap(t *testing.T) {
	m := clubOnFire()
	h := editor.NewHistory(0)
	for range 2 {
		if err := h.Do(m, &editor.RemoveHazard{Area: "kitchen", Index: 0}); err != nil {
			t.Fatal(err)
		}
	}
	if m.Area("kitchen").Hazards != nil {
		t.Error("no hazards left, but the list is not nil (the loader's normal form)")
	}
	for h.Undo(m) {
	}
	equal(t, "map", m, clubOnFire())
}

func TestAddArea_CopiesHazardsAndRefusesABadOne(t *testing.T) {
	hz := []battlemap.Hazard{{Label: "Flood", Damage: "2"}}
	m := club()
	cmd := &editor.AddArea{Area: battlemap.Area{ID: "vault", Name: "Vault", Hazards: hz}}
	if err := cmd.Do(m); err != nil {
		t.Fatal(err)
	}
	hz[0].Label = "changed by the caller"
	equal(t, "hazard", m.Area("vault").Hazards[0].Label, "Flood")
	refused(t, club(), &editor.AddArea{Area: battlemap.Area{ID: "x", Name: "X", Hazards: []battlemap.Hazard{{Label: "Fire", Damage: "lots"}}}}, "neither a number")
}
