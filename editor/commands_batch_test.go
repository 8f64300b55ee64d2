package editor_test

import (
	"errors"
	"testing"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

func TestBatch_DoesAllAsOneStepAndUndoesInReverse(t *testing.T) {
	m := club()
	b := &editor.Batch{Name: "Make a back door", Commands: []editor.Command{
		&editor.AddLink{Link: battlemap.Link{A: "roof", B: "kitchen"}},
		&editor.SetDoor{Link: 4, Door: battlemap.DoorOpen},
		&editor.RenameArea{ID: "roof", Name: "Back Yard"},
	}}
	doUndoRedo(t, m, b, func(t *testing.T, m *battlemap.Map) {
		equal(t, "new link", m.Links[4], battlemap.Link{A: "roof", B: "kitchen", Kind: battlemap.Solid, Door: battlemap.DoorOpen})
		equal(t, "name", m.Area("roof").Name, "Back Yard")
	})
	equal(t, "label", b.Label(), "Make a back door")
}

func TestBatch_AFailureUndoesTheDoneCommandsAndLeavesTheMapUntouched(t *testing.T) {
	b := &editor.Batch{Commands: []editor.Command{
		&editor.RenameArea{ID: "bar", Name: "Pub"},
		&editor.DeleteAreas{IDs: []battlemap.AreaID{"kitchen"}},
		&editor.AddLink{Link: battlemap.Link{A: "bar", B: "bar"}},
	}}
	refused(t, club(), b, `a link cannot join "Pub" to itself`)
	// The batch can be done again after a failure, on a map where it fits.
	m := club()
	b.Commands[2] = &editor.AddLink{Link: battlemap.Link{A: "bar", B: "roof"}}
	doUndoRedo(t, m, b, func(t *testing.T, m *battlemap.Map) {
		equal(t, "areas", ids(m), []battlemap.AreaID{"bar", "cellar", "roof"})
	})
}

func TestBatch_SkipsNoOpsAndIsANoOpWhenAllAre(t *testing.T) {
	m := club()
	b := &editor.Batch{Commands: []editor.Command{
		&editor.RenameArea{ID: "bar", Name: "Bar"},
		&editor.SetTitle{Title: "New"},
	}}
	doUndoRedo(t, m, b, func(t *testing.T, m *battlemap.Map) { equal(t, "title", m.Title, "New") })
	unchanged(t, club(), &editor.Batch{Commands: []editor.Command{&editor.RenameArea{ID: "bar", Name: "Bar"}}})
	unchanged(t, club(), &editor.Batch{})
}

func TestBatch_LabelFallsBackToTheSingleCommandOrEdit(t *testing.T) {
	equal(t, "one", (&editor.Batch{Commands: []editor.Command{&editor.FlipLink{}}}).Label(), "Flip link")
	equal(t, "two", (&editor.Batch{Commands: []editor.Command{&editor.FlipLink{}, &editor.FlipLink{}}}).Label(), "Edit")
}

func TestBatch_NestedBatchesUndoExactly(t *testing.T) {
	m := club()
	inner := &editor.Batch{Commands: []editor.Command{
		&editor.DeleteLinks{Indices: []int{0}},
		&editor.DeleteAreas{IDs: []battlemap.AreaID{"roof"}},
	}}
	doUndoRedo(t, m, &editor.Batch{Commands: []editor.Command{inner, &editor.FlipLink{Link: 0}}}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "links", keys(m), []editor.LinkKey{{A: "cellar", B: "kitchen"}, {A: "bar", B: "cellar"}})
		equal(t, "flipped", m.Links[0].A, battlemap.AreaID("cellar"))
	})
}

func TestDeleteSelection_MixedAreasAndLinksIsOneUndoStep(t *testing.T) {
	m := club()
	var s editor.Selection
	s.AddArea("roof")
	s.AddLink(m, 0) // bar-kitchen: deleted on its own
	s.AddLink(m, 3) // cellar-roof: goes with roof
	cmd := editor.DeleteSelection(m, &s)
	equal(t, "label", cmd.Label(), "Delete selection")
	h := editor.NewHistory(0)
	if err := h.Do(m, cmd); err != nil {
		t.Fatal(err)
	}
	mustValidate(t, m)
	equal(t, "areas", ids(m), []battlemap.AreaID{"bar", "kitchen", "cellar"})
	equal(t, "links", keys(m), []editor.LinkKey{{A: "cellar", B: "kitchen"}, {A: "bar", B: "cellar"}})
	if !h.Undo(m) || h.CanUndo() {
		t.Fatal("the delete was not exactly one undo step")
	}
	equal(t, "map after undo", m, club())
}

func TestDeleteSelection_SingleKindsAndNothing(t *testing.T) {
	m := club()
	var s editor.Selection
	if editor.DeleteSelection(m, &s) != nil {
		t.Error("an empty selection gave a command")
	}
	s.AddArea("attic") // no longer exists
	if editor.DeleteSelection(m, &s) != nil {
		t.Error("a selection of only deleted things gave a command")
	}
	s.AddLink(m, 2)
	equal(t, "links only", editor.DeleteSelection(m, &s).Label(), "Delete link")
	s.Replace(m, []battlemap.AreaID{"bar", "kitchen"}, []int{0})
	equal(t, "areas only", editor.DeleteSelection(m, &s).Label(), "Delete 2 areas")
}

func TestErrNoChange_IsRecognisableThroughErrorsIs(t *testing.T) {
	err := (&editor.SetTitle{Title: "Club"}).Do(club())
	if !errors.Is(err, editor.ErrNoChange) {
		t.Fatalf("got %v", err)
	}
}
