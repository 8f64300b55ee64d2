package editor_test

import (
	"testing"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

func TestAddObjective_AppendsAndUndoes(t *testing.T) {
	m := club()
	doUndoRedo(t, m, &editor.AddObjective{Area: "bar", Objective: battlemap.Objective{Label: "Ledger"}}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "objectives", m.Area("bar").Objectives,
			[]battlemap.Objective{{Label: "Safe"}, {Label: "Key", Hidden: true}, {Label: "Ledger"}})
	})
}

func TestAddObjective_ToAnAreaWithNoneUndoesBackToNil(t *testing.T) {
	m := club()
	doUndoRedo(t, m, &editor.AddObjective{Area: "roof", Objective: battlemap.Objective{Label: "Chopper", Hidden: true}}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "objectives", m.Area("roof").Objectives, []battlemap.Objective{{Label: "Chopper", Hidden: true}})
	})
}

func TestAddObjective_NeverWritesIntoASliceAnUndoKeeps(t *testing.T) {
	// Objectives with spare capacity: an in-place append would write into
	// the array the first Undo restores, and the second add would clobber it.
	m := club()
	bar := m.Area("bar")
	bar.Objectives = append(make([]battlemap.Objective, 0, 8), bar.Objectives...)
	start := m.Clone()
	first := &editor.AddObjective{Area: "bar", Objective: battlemap.Objective{Label: "One"}}
	if err := first.Do(m); err != nil {
		t.Fatal(err)
	}
	first.Undo(m)
	second := &editor.AddObjective{Area: "bar", Objective: battlemap.Objective{Label: "Two"}}
	if err := second.Do(m); err != nil {
		t.Fatal(err)
	}
	second.Undo(m)
	if err := first.Do(m); err != nil {
		t.Fatal(err)
	}
	equal(t, "third objective", m.Area("bar").Objectives[2].Label, "One")
	first.Undo(m)
	equal(t, "map", m, start)
}

func TestAddObjective_Refusals(t *testing.T) {
	refused(t, club(), &editor.AddObjective{Area: "attic", Objective: battlemap.Objective{Label: "x"}}, `no area has the id "attic"`)
	refused(t, club(), &editor.AddObjective{Area: "bar", Objective: battlemap.Objective{Label: " "}}, "an objective needs a label")
	full := club()
	for i := len(full.Areas[0].Objectives); i < battlemap.MaxObjectivesPerArea; i++ {
		full.Areas[0].Objectives = append(full.Areas[0].Objectives, battlemap.Objective{Label: "o"})
	}
	refused(t, full, &editor.AddObjective{Area: "bar", Objective: battlemap.Objective{Label: "x"}}, `"Bar" already has 64 objectives`)
}

func TestEditObjective_ChangesLabelAndHiddenAndUndoes(t *testing.T) {
	m := club()
	doUndoRedo(t, m, &editor.EditObjective{Area: "bar", Index: 1, Objective: battlemap.Objective{Label: "Gold key"}}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "objectives", m.Area("bar").Objectives, []battlemap.Objective{{Label: "Safe"}, {Label: "Gold key"}})
	})
	unchanged(t, club(), &editor.EditObjective{Area: "bar", Index: 0, Objective: battlemap.Objective{Label: "Safe"}})
	refused(t, club(), &editor.EditObjective{Area: "bar", Index: 2, Objective: battlemap.Objective{Label: "x"}}, `"Bar" has no objective number 3: it has 2 objectives`)
	refused(t, club(), &editor.EditObjective{Area: "roof", Index: 0, Objective: battlemap.Objective{Label: "x"}}, `"Roof" has no objective number 1: it has 0 objectives`)
	refused(t, club(), &editor.EditObjective{Area: "bar", Index: 0, Objective: battlemap.Objective{Label: ""}}, "an objective needs a label")
}

func TestRemoveObjective_RemovesByIndexAndUndoes(t *testing.T) {
	m := club()
	doUndoRedo(t, m, &editor.RemoveObjective{Area: "bar", Index: 0}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "objectives", m.Area("bar").Objectives, []battlemap.Objective{{Label: "Key", Hidden: true}})
	})
	refused(t, club(), &editor.RemoveObjective{Area: "bar", Index: -1}, "has no objective number 0")
	refused(t, club(), &editor.RemoveObjective{Area: "attic"}, `no area has the id "attic"`)
}

func TestRemoveObjective_TheLastLeavesNil(t *testing.T) {
	m := club()
	h := editor.NewHistory(0)
	for range 2 {
		if err := h.Do(m, &editor.RemoveObjective{Area: "bar", Index: 0}); err != nil {
			t.Fatal(err)
		}
	}
	if m.Area("bar").Objectives != nil {
		t.Error("no objectives left, but the list is not nil (the loader's normal form)")
	}
	for h.Undo(m) {
	}
	equal(t, "map", m, club())
}
