package editor_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// occupiedEditor edits the club with the given people standing where
// the map says.
func occupiedEditor(t *testing.T, where map[battlemap.AreaID][]string) *editor.Editor {
	t.Helper()
	ed := editor.New(&engine.Document{Map: *club()}, nil)
	ed.Occupancy = func(id battlemap.AreaID) []string { return where[id] }
	return ed
}

func TestEditor_DeletingAnOccupiedAreaIsRefusedNamingWhoStandsThere(t *testing.T) {
	ed := occupiedEditor(t, map[battlemap.AreaID][]string{"cellar": {"Rook", "Vex"}})
	before := ed.Map().Clone()
	var said string
	ed.OnMessage = func(msg string, refusal bool) {
		if refusal {
			said = msg
		}
	}
	err := ed.Do(&editor.DeleteAreas{IDs: []battlemap.AreaID{"roof", "cellar"}})
	var occ *editor.OccupiedError
	if !errors.As(err, &occ) {
		t.Fatalf("deleting the occupied Cellar gave %v, want a refusal", err)
	}
	for _, want := range []string{"Not deleted", "Rook (in Cellar)", "Vex (in Cellar)", "stand there"} {
		if !strings.Contains(said, want) {
			t.Errorf("the refusal %q does not say %q", said, want)
		}
	}
	if ed.Map().Area("cellar") == nil || ed.Map().Area("roof") == nil || len(ed.Map().Links) != len(before.Links) {
		t.Error("a refused delete changed the map")
	}
	if ed.History.CanUndo() {
		t.Error("a refused delete left an undo step")
	}
	// Inside a batch (Delete of a selection) the same rule holds.
	ed.Select([]battlemap.AreaID{"cellar"}, nil)
	ed.DeleteSelection()
	if ed.Map().Area("cellar") == nil {
		t.Error("deleting the selection removed the occupied Cellar")
	}
	// An empty area still goes.
	if err := ed.Do(&editor.DeleteAreas{IDs: []battlemap.AreaID{"roof"}}); err != nil || ed.Map().Area("roof") != nil {
		t.Errorf("deleting the empty Roof: %v", err)
	}
}

func TestEditor_UndoingAddAreaUnderACharacterIsRefusedWithTheReason(t *testing.T) {
	where := map[battlemap.AreaID][]string{}
	ed := occupiedEditor(t, where)
	if err := ed.Do(editor.NewAddArea(ed.Map(), "Crypt", 400, 0)); err != nil {
		t.Fatal(err)
	}
	where["crypt"] = []string{"Rook"} // the GM puts Rook in the new area
	err := ed.Undo()
	var occ *editor.OccupiedError
	if !errors.As(err, &occ) || !strings.Contains(err.Error(), "Cannot undo add area: Rook (in Crypt) stands there") {
		t.Fatalf("undoing Add area under Rook: %v", err)
	}
	if ed.Map().Area("crypt") == nil || !ed.History.CanUndo() {
		t.Fatal("the refused undo removed the area or its step")
	}
	// Once Rook leaves, the undo goes through, and redo is checked too.
	delete(where, "crypt")
	if err := ed.Undo(); err != nil || ed.Map().Area("crypt") != nil {
		t.Fatalf("undo after Rook left: %v", err)
	}
	if err := ed.Redo(); err != nil || ed.Map().Area("crypt") == nil {
		t.Fatalf("redo of Add area: %v", err)
	}
	// Redoing a delete of an area someone now stands in is refused and
	// keeps its step.
	if err := ed.Do(&editor.DeleteAreas{IDs: []battlemap.AreaID{"crypt"}}); err != nil {
		t.Fatal(err)
	}
	if err := ed.Undo(); err != nil {
		t.Fatal(err)
	}
	where["crypt"] = []string{"Vex"}
	if err := ed.Redo(); err == nil || !strings.Contains(err.Error(), "Vex (in Crypt)") {
		t.Fatalf("redo of the delete under Vex: %v", err)
	}
	if ed.Map().Area("crypt") == nil || !ed.History.CanRedo() {
		t.Error("the refused redo removed the area or dropped its step")
	}
}
