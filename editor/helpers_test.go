package editor_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// club is a small valid map with every kind of mark on it.
//
//	bar --solid, cover at bar, closed door-- kitchen
//	kitchen --solid one-way--> cellar
//	bar --dashed, cover at cellar-- cellar
//	cellar --blocked-- roof
func club() *battlemap.Map {
	return &battlemap.Map{
		Title: "Club",
		Notes: "Opens at nine.",
		Areas: []battlemap.Area{
			{ID: "bar", Name: "Bar", X: 0, Y: 0, Objectives: []battlemap.Objective{{Label: "Safe"}, {Label: "Key", Hidden: true}}},
			{ID: "kitchen", Name: "Kitchen", X: 200, Y: 0},
			{ID: "cellar", Name: "Cellar", X: 0, Y: 200, Notes: "Damp."},
			{ID: "roof", Name: "Roof", X: 200, Y: 200},
		},
		Links: []battlemap.Link{
			{A: "bar", B: "kitchen", Kind: battlemap.Solid, CoverA: true, Door: battlemap.DoorClosed},
			{A: "kitchen", B: "cellar", Kind: battlemap.Solid, OneWay: true},
			{A: "bar", B: "cellar", Kind: battlemap.Dashed, CoverB: true},
			{A: "cellar", B: "roof", Kind: battlemap.Blocked},
		},
	}
}

func mustValidate(t testing.TB, m *battlemap.Map) {
	t.Helper()
	if err := engine.Validate(&engine.Document{Map: *m}); err != nil {
		t.Fatalf("the map is invalid: %v", err)
	}
}

// doUndoRedo does cmd on m, checks the map is valid and shows the effect,
// undoes and checks m is exactly as before, then does it again (a redo)
// and checks it gives exactly the same result as the first time.
func doUndoRedo(t *testing.T, m *battlemap.Map, cmd editor.Command, effect func(t *testing.T, m *battlemap.Map)) {
	t.Helper()
	start := m.Clone()
	if err := cmd.Do(m); err != nil {
		t.Fatalf("%s: %v", cmd.Label(), err)
	}
	mustValidate(t, m)
	effect(t, m)
	done := m.Clone()
	cmd.Undo(m)
	if !reflect.DeepEqual(m, start) {
		t.Fatalf("%s: undo did not restore the map\n got: %+v\nwant: %+v", cmd.Label(), m, start)
	}
	if err := cmd.Do(m); err != nil {
		t.Fatalf("%s: redo failed: %v", cmd.Label(), err)
	}
	if !reflect.DeepEqual(m, done) {
		t.Fatalf("%s: redo gave a different map\n got: %+v\nwant: %+v", cmd.Label(), m, done)
	}
}

// refused checks cmd fails on m with a message containing want, and that
// m is exactly as before.
func refused(t *testing.T, m *battlemap.Map, cmd editor.Command, want string) {
	t.Helper()
	start := m.Clone()
	err := cmd.Do(m)
	if err == nil {
		t.Fatalf("%s was accepted, want refusal %q", cmd.Label(), want)
	}
	if !strings.Contains(err.Error(), want) {
		t.Errorf("%s: error %q, want it to say %q", cmd.Label(), err, want)
	}
	if !reflect.DeepEqual(m, start) {
		t.Fatalf("%s: a refused command changed the map", cmd.Label())
	}
}

// unchanged checks cmd reports ErrNoChange and leaves m as it was.
func unchanged(t *testing.T, m *battlemap.Map, cmd editor.Command) {
	t.Helper()
	start := m.Clone()
	if err := cmd.Do(m); !errors.Is(err, editor.ErrNoChange) {
		t.Fatalf("%s: got %v, want ErrNoChange", cmd.Label(), err)
	}
	if !reflect.DeepEqual(m, start) {
		t.Fatalf("%s: a no-op changed the map", cmd.Label())
	}
}

func ids(m *battlemap.Map) []battlemap.AreaID {
	var out []battlemap.AreaID
	for _, a := range m.Areas {
		out = append(out, a.ID)
	}
	return out
}

func keys(m *battlemap.Map) []editor.LinkKey {
	var out []editor.LinkKey
	for _, l := range m.Links {
		out = append(out, editor.KeyOf(l))
	}
	return out
}

func equal[T any](t *testing.T, what string, got, want T) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s: got %v, want %v", what, got, want)
	}
}
