package editor_test

import (
	"fmt"
	"testing"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

func rename(name string) editor.Command { return &editor.RenameArea{ID: "bar", Name: name} }

func mustDo(t *testing.T, h *editor.History, m *battlemap.Map, cmd editor.Command) {
	t.Helper()
	if err := h.Do(m, cmd); err != nil {
		t.Fatal(err)
	}
}

func TestHistory_UndoRedoWithLabels(t *testing.T) {
	m := club()
	h := editor.NewHistory(0)
	equal(t, "fresh", []any{h.CanUndo(), h.CanRedo(), h.UndoLabel(), h.RedoLabel()}, []any{false, false, "", ""})
	if h.Undo(m) || h.Redo(m) {
		t.Fatal("undo or redo on an empty history did something")
	}
	mustDo(t, h, m, rename("Pub"))
	mustDo(t, h, m, &editor.FlipLink{Link: 0})
	equal(t, "undo label", h.UndoLabel(), "Flip link")
	h.Undo(m)
	equal(t, "labels", []string{h.UndoLabel(), h.RedoLabel()}, []string{"Rename area", "Flip link"})
	h.Redo(m)
	equal(t, "flipped", m.Links[0].A, battlemap.AreaID("kitchen"))
	h.Undo(m)
	h.Undo(m)
	equal(t, "back at start", m, club())
	mustDo(t, h, m, &editor.SetTitle{Title: "New"}) // a new edit clears redo
	if h.CanRedo() {
		t.Error("redo survived a new edit")
	}
}

func TestHistory_RefusedAndNoOpCommandsAddNoStep(t *testing.T) {
	m := club()
	calls := 0
	h := &editor.History{OnChange: func() { calls++ }}
	if err := h.Do(m, &editor.AddLink{Link: battlemap.Link{A: "bar", B: "kitchen"}}); err == nil {
		t.Fatal("a duplicate link was accepted")
	}
	if err := h.Do(m, rename("Bar")); err != nil {
		t.Fatalf("a no-op returned %v, want nil", err)
	}
	if h.CanUndo() || h.Dirty() || h.Changes() != 0 || calls != 0 {
		t.Errorf("refusal or no-op left a trace: canUndo %v dirty %v changes %d calls %d",
			h.CanUndo(), h.Dirty(), h.Changes(), calls)
	}
}

func TestHistory_DirtyIsFalseOnlyAtTheSavedPoint(t *testing.T) {
	m := club()
	h := editor.NewHistory(0)
	if h.Dirty() {
		t.Fatal("a fresh history is dirty")
	}
	mustDo(t, h, m, rename("A"))
	mustDo(t, h, m, rename("B"))
	if !h.Dirty() {
		t.Fatal("not dirty after edits")
	}
	h.MarkSaved() // saved at B
	if h.Dirty() {
		t.Fatal("dirty right after saving")
	}
	h.Undo(m)
	if !h.Dirty() {
		t.Error("not dirty after undoing past the save")
	}
	h.Redo(m)
	if h.Dirty() {
		t.Error("dirty after redoing back to the saved state")
	}
	mustDo(t, h, m, rename("C"))
	h.Undo(m)
	if h.Dirty() {
		t.Error("dirty after undoing back to the saved state")
	}
}

func TestHistory_DirtyStaysTrueWhenANewEditReplacesTheRedoBranchHoldingTheSave(t *testing.T) {
	m := club()
	h := editor.NewHistory(0)
	mustDo(t, h, m, rename("A"))
	mustDo(t, h, m, rename("B"))
	h.MarkSaved() // saved at depth 2
	h.Undo(m)
	mustDo(t, h, m, rename("X")) // depth 2 again, but not the saved state
	if !h.Dirty() {
		t.Error("clean at the saved depth on a different branch")
	}
	h.Undo(m)
	if !h.Dirty() {
		t.Error("clean after the saved state became unreachable")
	}
	h.MarkSaved()
	if h.Dirty() {
		t.Error("MarkSaved did not clear dirty")
	}
}

func TestHistory_DepthCapForgetsTheOldestSteps(t *testing.T) {
	m := club()
	h := editor.NewHistory(3)
	for i := range 5 {
		mustDo(t, h, m, rename(fmt.Sprint(i)))
	}
	undos := 0
	for h.Undo(m) {
		undos++
	}
	equal(t, "undo steps kept", undos, 3)
	equal(t, "name after undoing all kept steps", m.Area("bar").Name, "1")
	for h.Redo(m) {
	}
	equal(t, "name after redo", m.Area("bar").Name, "4")
}

func TestHistory_DepthCapDroppingTheSavedPointKeepsDirty(t *testing.T) {
	m := club()
	h := editor.NewHistory(2)
	h.MarkSaved() // the start
	mustDo(t, h, m, rename("A"))
	mustDo(t, h, m, rename("B"))
	mustDo(t, h, m, rename("C")) // forgets A: the start is out of reach
	for h.Undo(m) {
	}
	equal(t, "name", m.Area("bar").Name, "A")
	if !h.Dirty() {
		t.Error("clean, but the map is not the saved one")
	}
}

func TestHistory_DepthCapKeepsASavedPointStillInReach(t *testing.T) {
	m := club()
	h := editor.NewHistory(2)
	mustDo(t, h, m, rename("A"))
	mustDo(t, h, m, rename("B"))
	h.MarkSaved()
	mustDo(t, h, m, rename("C")) // forgets A; the save at B is one undo away
	h.Undo(m)
	if h.Dirty() {
		t.Error("dirty at the saved state after the cap dropped an older step")
	}
}

func TestHistory_ChangeCounterAndHook(t *testing.T) {
	m := club()
	calls := 0
	h := &editor.History{OnChange: func() { calls++ }}
	mustDo(t, h, m, rename("A"))
	h.Undo(m)
	h.Redo(m)
	equal(t, "changes", h.Changes(), uint64(3))
	h.MarkSaved()
	equal(t, "changes after save", h.Changes(), uint64(3))
	equal(t, "hook calls", calls, 4)
}

func TestHistory_ResetForgetsEverythingAndIsClean(t *testing.T) {
	m := club()
	h := editor.NewHistory(0)
	mustDo(t, h, m, rename("A"))
	h.Undo(m)
	mustDo(t, h, m, rename("B"))
	h.Reset()
	if h.CanUndo() || h.CanRedo() || h.Dirty() {
		t.Error("Reset left steps or dirt")
	}
}

func TestHistory_RedoFailsCleanlyIfTheMapChangedBehindItsBack(t *testing.T) {
	m := club()
	h := editor.NewHistory(0)
	mustDo(t, h, m, &editor.AddLink{Link: battlemap.Link{A: "bar", B: "roof"}})
	h.Undo(m)
	m.Links = append(m.Links, battlemap.Link{A: "roof", B: "bar", Kind: battlemap.Solid}) // not through history
	before := m.Clone()
	if h.Redo(m) {
		t.Fatal("redo succeeded on a map it no longer fits")
	}
	equal(t, "map untouched", m, before)
	if h.CanRedo() {
		t.Error("the stale redo stack was kept")
	}
}

func TestHistory_NilCommandDoesNothing(t *testing.T) {
	m := club()
	h := editor.NewHistory(0)
	if err := h.Do(m, editor.DeleteSelection(m, &editor.Selection{})); err != nil || h.CanUndo() {
		t.Errorf("a nil command gave %v and a step: %v", err, h.CanUndo())
	}
}
