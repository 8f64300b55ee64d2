package editor_test

import (
	"testing"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// foggy is club with the cellar and the roof hidden, and the blocked
// cellar-roof link hidden as well.
func foggy() *battlemap.Map {
	m := club()
	m.Area("cellar").Hidden = true
	m.Area("roof").Hidden = true
	m.Links[3].Hidden = true
	return m
}

func TestSetAreaHidden_HidesRevealsAndUndoes(t *testing.T) {
	doUndoRedo(t, club(), &editor.SetAreaHidden{ID: "kitchen", Hidden: true}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "kitchen hidden", m.Area("kitchen").Hidden, true)
	})
	doUndoRedo(t, foggy(), &editor.SetAreaHidden{ID: "cellar"}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "cellar hidden", m.Area("cellar").Hidden, false)
		equal(t, "roof hidden", m.Area("roof").Hidden, true)
	})
	unchanged(t, club(), &editor.SetAreaHidden{ID: "bar"})
	refused(t, club(), &editor.SetAreaHidden{ID: "attic", Hidden: true}, `no area has the id "attic"`)
}

func TestSetLinkHidden_HidesRevealsAndUndoes(t *testing.T) {
	doUndoRedo(t, club(), &editor.SetLinkHidden{Link: 0, Hidden: true}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "link hidden", m.Links[0].Hidden, true)
		equal(t, "door kept", m.Links[0].Door, battlemap.DoorClosed)
	})
	unchanged(t, club(), &editor.SetLinkHidden{Link: 0})
	refused(t, club(), &editor.SetLinkHidden{Link: 9, Hidden: true}, "no link")
}

func TestReveal_NeighboursRevealsEveryAdjacentHiddenAreaAndIsUndoable(t *testing.T) {
	m := foggy()
	m.Area("kitchen").Hidden = true
	m.Links[2].Hidden = true // bar - cellar, a secret hatch
	// From the bar: the kitchen and the cellar are one link away, and so
	// is the hatch; the roof is two away and stays hidden, and so does the
	// cellar-roof link.
	h := editor.NewHistory(10)
	start := m.Clone()
	cmd := &editor.RevealNeighbours{Area: "bar"}
	if err := h.Do(m, cmd); err != nil {
		t.Fatal(err)
	}
	mustValidate(t, m)
	equal(t, "kitchen hidden", m.Area("kitchen").Hidden, false)
	equal(t, "cellar hidden", m.Area("cellar").Hidden, false)
	equal(t, "hatch hidden", m.Links[2].Hidden, false)
	equal(t, "roof hidden", m.Area("roof").Hidden, true)
	equal(t, "cellar-roof hidden", m.Links[3].Hidden, true)
	equal(t, "revealed", cmd.Revealed(), 2)
	equal(t, "label", h.UndoLabel(), "Reveal neighbours")
	revealed := m.Clone()
	if !h.Undo(m) {
		t.Fatal("nothing to undo")
	}
	equal(t, "after undo", m, start)
	if !h.Redo(m) {
		t.Fatal("nothing to redo")
	}
	equal(t, "after redo", m, revealed)
}

func TestReveal_NeighboursOfAHiddenAreaRevealsItToo(t *testing.T) {
	doUndoRedo(t, foggy(), &editor.RevealNeighbours{Area: "roof"}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "roof hidden", m.Area("roof").Hidden, false)
		equal(t, "cellar hidden", m.Area("cellar").Hidden, false)
		equal(t, "cellar-roof hidden", m.Links[3].Hidden, false)
	})
}

func TestReveal_NeighboursWithNothingHiddenChangesNothing(t *testing.T) {
	unchanged(t, club(), &editor.RevealNeighbours{Area: "bar"})
	refused(t, club(), &editor.RevealNeighbours{Area: "attic"}, `no area has the id "attic"`)
}
