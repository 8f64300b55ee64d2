package editor_test

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

func TestAddArea_AppendsWithFreshSlugIDAndUndoes(t *testing.T) {
	m := club()
	cmd := editor.NewAddArea(m, "Dance Floor", 100, 50)
	doUndoRedo(t, m, cmd, func(t *testing.T, m *battlemap.Map) {
		equal(t, "ids", ids(m), []battlemap.AreaID{"bar", "kitchen", "cellar", "roof", "dance-floor"})
		equal(t, "new area", m.Areas[4], battlemap.Area{ID: "dance-floor", Name: "Dance Floor", X: 100, Y: 50})
	})
	equal(t, "label", cmd.Label(), "Add area")
}

func TestAddArea_ToEmptyMapUndoesBackToNilAreas(t *testing.T) {
	m := &battlemap.Map{}
	doUndoRedo(t, m, editor.NewAddArea(m, "Bar", 0, 0), func(t *testing.T, m *battlemap.Map) {
		equal(t, "ids", ids(m), []battlemap.AreaID{"bar"})
	})
	if m.Areas == nil {
		t.Fatal("redo left no areas")
	}
}

func TestAddArea_CopiesObjectivesSoTheCallerCannotAliasTheMap(t *testing.T) {
	m := club()
	objs := []battlemap.Objective{{Label: "Loot"}}
	cmd := &editor.AddArea{Area: battlemap.Area{ID: "vault", Name: "Vault", Objectives: objs}}
	if err := cmd.Do(m); err != nil {
		t.Fatal(err)
	}
	objs[0].Label = "changed by the caller"
	equal(t, "objective", m.Area("vault").Objectives[0].Label, "Loot")
}

func TestAddArea_EmptyObjectivesAreStoredAsNil(t *testing.T) {
	m := club()
	cmd := &editor.AddArea{Area: battlemap.Area{ID: "vault", Name: "Vault", Objectives: []battlemap.Objective{}}}
	if err := cmd.Do(m); err != nil {
		t.Fatal(err)
	}
	if m.Area("vault").Objectives != nil {
		t.Error("an empty objectives list was stored as non-nil; the loader's normal form is nil")
	}
}

func TestAddArea_Refusals(t *testing.T) {
	long := strings.Repeat("x", battlemap.MaxNameLen+1)
	tooMany := make([]battlemap.Objective, battlemap.MaxObjectivesPerArea+1)
	for i := range tooMany {
		tooMany[i].Label = "o"
	}
	for _, tc := range []struct {
		name string
		area battlemap.Area
		want string
	}{
		{"taken id", battlemap.Area{ID: "bar", Name: "Bar 2"}, `the id "bar" is already used by "Bar"`},
		{"empty id", battlemap.Area{Name: "Bar"}, "an area needs an id"},
		{"long id", battlemap.Area{ID: battlemap.AreaID(strings.Repeat("i", battlemap.MaxIDLen+1))}, "the area id is too long"},
		{"long name", battlemap.Area{ID: "x", Name: long}, "the area name is too long: 201 bytes, at most 200"},
		{"bad utf-8 name", battlemap.Area{ID: "x", Name: "Caf\xe9"}, "the area name is not valid text"},
		{"long notes", battlemap.Area{ID: "x", Name: "X", Notes: strings.Repeat("n", battlemap.MaxNotesLen+1)}, "the area notes are too long"},
		{"far away", battlemap.Area{ID: "x", Name: "X", X: 2e7}, `"X" cannot be placed at (20000000, 0): positions must be numbers within ±10000000`},
		{"no name", battlemap.Area{ID: "x"}, "an area needs a name"},
		{"blank name", battlemap.Area{ID: "x", Name: " \t"}, "an area needs a name"},
		{"far away, named", battlemap.Area{ID: "x", Name: "Moon", Y: -1e8}, `"Moon" cannot be placed at (0, -100000000)`},
		{"NaN", battlemap.Area{ID: "x", Name: "X", Y: math.NaN()}, "cannot be placed at (0, NaN)"},
		{"infinite", battlemap.Area{ID: "x", Name: "X", Y: math.Inf(-1)}, "cannot be placed"},
		{"blank objective", battlemap.Area{ID: "x", Name: "X", Objectives: []battlemap.Objective{{Label: "  "}}}, "an objective needs a label"},
		{"too many objectives", battlemap.Area{ID: "x", Name: "X", Objectives: tooMany}, "at most 64 objectives"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			refused(t, club(), &editor.AddArea{Area: tc.area}, tc.want)
		})
	}
}

func TestDeleteAreas_RemovesAreasAndTheirLinksAndUndoRestoresPositions(t *testing.T) {
	m := club()
	cmd := &editor.DeleteAreas{IDs: []battlemap.AreaID{"kitchen", "bar"}}
	doUndoRedo(t, m, cmd, func(t *testing.T, m *battlemap.Map) {
		equal(t, "ids", ids(m), []battlemap.AreaID{"cellar", "roof"})
		equal(t, "links", keys(m), []editor.LinkKey{{A: "cellar", B: "roof"}})
	})
	equal(t, "label", cmd.Label(), "Delete 2 areas")
	equal(t, "label of one", (&editor.DeleteAreas{IDs: []battlemap.AreaID{"bar"}}).Label(), "Delete area")
}

func TestDeleteAreas_AllAreasLeavesNilListsAndUndoes(t *testing.T) {
	m := club()
	doUndoRedo(t, m, &editor.DeleteAreas{IDs: []battlemap.AreaID{"roof", "bar", "cellar", "kitchen"}}, func(t *testing.T, m *battlemap.Map) {
		if m.Areas != nil || m.Links != nil {
			t.Errorf("got areas %v links %v, want both nil (the loader's normal form)", m.Areas, m.Links)
		}
	})
}

func TestDeleteAreas_Refusals(t *testing.T) {
	refused(t, club(), &editor.DeleteAreas{IDs: []battlemap.AreaID{"bar", "attic"}}, `no area has the id "attic"`)
	refused(t, club(), &editor.DeleteAreas{IDs: []battlemap.AreaID{"bar", "bar"}}, `"Bar" is listed twice`)
	unchanged(t, club(), &editor.DeleteAreas{})
}

func TestMoveAreas_MovesToGivenCentresAsOneStep(t *testing.T) {
	m := club()
	cmd := &editor.MoveAreas{Moves: []editor.AreaMove{{ID: "roof", X: 5, Y: 6}, {ID: "bar", X: -7, Y: 8}}}
	doUndoRedo(t, m, cmd, func(t *testing.T, m *battlemap.Map) {
		equal(t, "roof", [2]float64{m.Area("roof").X, m.Area("roof").Y}, [2]float64{5, 6})
		equal(t, "bar", [2]float64{m.Area("bar").X, m.Area("bar").Y}, [2]float64{-7, 8})
		equal(t, "kitchen stays", m.Area("kitchen").X, 200.0)
	})
	equal(t, "label", cmd.Label(), "Move 2 areas")
}

func TestMoveAreasBy_ShiftsEachAreaByTheDelta(t *testing.T) {
	m := club()
	cmd := editor.MoveAreasBy(m, []battlemap.AreaID{"kitchen", "cellar"}, 10, -20)
	doUndoRedo(t, m, cmd, func(t *testing.T, m *battlemap.Map) {
		equal(t, "kitchen", [2]float64{m.Area("kitchen").X, m.Area("kitchen").Y}, [2]float64{210, -20})
		equal(t, "cellar", [2]float64{m.Area("cellar").X, m.Area("cellar").Y}, [2]float64{10, 180})
	})
}

func TestMoveAreas_Refusals(t *testing.T) {
	m := club()
	refused(t, m, editor.MoveAreasBy(m, []battlemap.AreaID{"bar", "attic"}, 1, 1), `no area has the id "attic"`)
	refused(t, m, &editor.MoveAreas{Moves: []editor.AreaMove{{ID: "bar"}, {ID: "bar", X: 1}}}, `"Bar" is listed twice`)
	refused(t, m, editor.MoveAreasBy(m, []battlemap.AreaID{"kitchen", "bar"}, 1e7, 0), `"Kitchen" cannot be placed at (10000200, 0)`)
	refused(t, m, editor.MoveAreasBy(m, []battlemap.AreaID{"bar"}, math.NaN(), 0), `"Bar" cannot be placed`)
	unchanged(t, m, editor.MoveAreasBy(m, []battlemap.AreaID{"bar", "roof"}, 0, 0))
	unchanged(t, m, &editor.MoveAreas{})
}

func TestMoveAreas_LargeSelectionUsesTheSameRules(t *testing.T) {
	// More than a handful of ids takes the lookup-table path in findAreas.
	m := &battlemap.Map{}
	var all []battlemap.AreaID
	for i := 0; i < 20; i++ {
		c := editor.NewAddArea(m, "Room", float64(i), 0)
		if err := c.Do(m); err != nil {
			t.Fatal(err)
		}
		all = append(all, c.Area.ID)
	}
	doUndoRedo(t, m, editor.MoveAreasBy(m, all, 1, 1), func(t *testing.T, m *battlemap.Map) {
		equal(t, "last area x", m.Areas[19].X, 20.0)
	})
	refused(t, m, editor.MoveAreasBy(m, append(all, "attic"), 1, 1), `no area has the id "attic"`)
	refused(t, m, editor.MoveAreasBy(m, append(all, all[3]), 1, 1), `"Room" is listed twice`)
}

func TestRenameArea_ChangesOnlyTheName(t *testing.T) {
	m := club()
	doUndoRedo(t, m, &editor.RenameArea{ID: "bar", Name: "Cocktail Bar"}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "name", m.Area("bar").Name, "Cocktail Bar")
		equal(t, "links", keys(m), keys(club()))
	})
	unchanged(t, club(), &editor.RenameArea{ID: "bar", Name: "Bar"})
	refused(t, club(), &editor.RenameArea{ID: "attic", Name: "Attic"}, `no area has the id "attic"`)
	refused(t, club(), &editor.RenameArea{ID: "bar", Name: strings.Repeat("b", 201)}, "the area name is too long")
}

func TestRenameArea_ToBlankIsRefusedAsTheFormatRequiresAName(t *testing.T) {
	// The loader refuses an area without a name, so the editor never
	// makes one: clearing the name field changes nothing.
	refused(t, club(), &editor.RenameArea{ID: "bar", Name: ""}, "an area needs a name")
	refused(t, club(), &editor.RenameArea{ID: "bar", Name: "   "}, "an area needs a name")
}

func TestSetAreaNotes_ChangesOnlyTheNotes(t *testing.T) {
	m := club()
	doUndoRedo(t, m, &editor.SetAreaNotes{ID: "cellar", Notes: "Damp. Rats."}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "notes", m.Area("cellar").Notes, "Damp. Rats.")
	})
	unchanged(t, club(), &editor.SetAreaNotes{ID: "cellar", Notes: "Damp."})
	refused(t, club(), &editor.SetAreaNotes{ID: "attic"}, `no area has the id "attic"`)
	refused(t, club(), &editor.SetAreaNotes{ID: "bar", Notes: strings.Repeat("n", battlemap.MaxNotesLen+1)}, "the area notes are too long")
}

func TestMoveAreas_DragPreviewThenCommitIsOneUndoStep(t *testing.T) {
	// The pattern a drag tool can use to show areas moving live: do each
	// preview outside the history and undo it before the next, then undo
	// the last preview and hand the final move to History.
	m := club()
	h := editor.NewHistory(0)
	sel := []battlemap.AreaID{"bar", "roof"}
	var preview editor.Command
	for _, d := range []float64{3, 9, 14} { // mouse motion events
		if preview != nil {
			preview.Undo(m)
		}
		preview = editor.MoveAreasBy(m, sel, d, d)
		if err := preview.Do(m); err != nil {
			t.Fatal(err)
		}
	}
	preview.Undo(m)
	mustDo(t, h, m, editor.MoveAreasBy(m, sel, 14, 14))
	equal(t, "bar", [2]float64{m.Area("bar").X, m.Area("bar").Y}, [2]float64{14, 14})
	if !h.Undo(m) || h.CanUndo() {
		t.Fatal("the drag was not exactly one undo step")
	}
	equal(t, "map after undo", m, club())
}

func TestAddArea_RefusedWhenTheMapIsFull(t *testing.T) {
	m := club()
	for i := len(m.Areas); i < battlemap.MaxAreas; i++ {
		m.Areas = append(m.Areas, battlemap.Area{ID: battlemap.AreaID(fmt.Sprint("x", i))})
	}
	refused(t, m, editor.NewAddArea(m, "One more", 0, 0), "the map already has 50000 areas, the most it can hold")
}
