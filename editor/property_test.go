package editor_test

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

var bundledMaps = sync.OnceValues(func() ([]*battlemap.Map, error) {
	var out []*battlemap.Map
	for _, name := range []string{"nightclub", "warehouse"} {
		doc, err := engine.LoadFile("../assets/maps/" + name + ".unhex")
		if err != nil {
			return nil, err
		}
		out = append(out, &doc.Map)
	}
	return out, nil
})

func bundled(t testing.TB) []*battlemap.Map {
	maps, err := bundledMaps()
	if err != nil {
		t.Fatal(err)
	}
	return maps
}

// editSession runs random edits, undos, redos, saves and selection changes
// on m through a History, checking after each step:
//   - a refused command leaves the map untouched and explains itself;
//   - a command that changes nothing adds no step;
//   - a successful command leaves the map valid and in the loader's normal
//     form (it survives a save and load unchanged);
//   - every undo and redo gives back exactly the map of that step;
//   - Dirty is true exactly when the map is not at the saved step;
//   - the selection only names things that exist.
//
// At the end, undoing everything gives the starting map (or, under a depth
// limit, the oldest step kept) and redoing everything gives the final one.
func editSession(t testing.TB, r chooser, m *battlemap.Map, limit, steps int, stop func() bool) {
	t.Helper()
	h := editor.NewHistory(limit)
	var sel editor.Selection
	snaps := []*battlemap.Map{m.Clone()} // the map after each step of the current branch
	pos := 0
	oldest := 0 // the first snapshot undo can still reach
	saved := snaps[0]
	for step := 0; step < steps && !stop(); step++ {
		switch op := r.IntN(14); op {
		case 0:
			if h.Undo(m) != (pos > oldest) {
				t.Fatalf("step %d: Undo disagrees about having a step", step)
			}
			pos = max(pos-1, oldest)
			sameMap(t, step, "undo", m, snaps[pos])
		case 1:
			if h.Redo(m) != (pos < len(snaps)-1) {
				t.Fatalf("step %d: Redo disagrees about having a step", step)
			}
			pos = min(pos+1, len(snaps)-1)
			sameMap(t, step, "redo", m, snaps[pos])
		case 2:
			h.MarkSaved()
			saved = snaps[pos]
		case 3:
			g := gen{r, m}
			if r.IntN(2) == 0 {
				sel.ToggleArea(g.areaID())
			} else {
				sel.ToggleLink(m, g.index(len(m.Links)))
			}
		default:
			cmd := gen{r, m}.command(0)
			before, changes := m.Clone(), h.Changes()
			err := h.Do(m, cmd)
			switch {
			case err != nil:
				sameMap(t, step, "refused "+cmd.Label(), m, before)
				if msg := err.Error(); msg == "" || strings.Contains(msg, "%!") || errors.Is(err, editor.ErrNoChange) {
					t.Fatalf("step %d: %s refused with a bad message %q", step, cmd.Label(), msg)
				}
			case h.Changes() == changes:
				sameMap(t, step, "no-op "+cmd.Label(), m, before)
			default:
				checkValidAndNormal(t, step, cmd, m)
				if _, batch := cmd.(*editor.Batch); !batch && reflect.DeepEqual(m, before) {
					t.Fatalf("step %d: %s succeeded but changed nothing; it should return ErrNoChange", step, cmd.Label())
				}
				snaps = append(snaps[:pos+1], m.Clone())
				pos++
				if limit > 0 && pos-oldest > limit {
					oldest = pos - limit
				}
			}
			if h.CanUndo() != (pos > oldest) || h.CanRedo() != (pos < len(snaps)-1) {
				t.Fatalf("step %d: CanUndo %v CanRedo %v at step %d of %d..%d", step, h.CanUndo(), h.CanRedo(), pos, oldest, len(snaps)-1)
			}
		}
		if h.Dirty() != (snaps[pos] != saved) {
			t.Fatalf("step %d: Dirty is %v at step %d", step, h.Dirty(), pos)
		}
		sel.Prune(m)
		if n := len(sel.Areas(m)) + len(sel.Links(m)); n != sel.Len() {
			t.Fatalf("step %d: after Prune the selection holds %d items but only %d exist", step, sel.Len(), n)
		}
	}
	for h.Undo(m) {
	}
	sameMap(t, steps, "undo all", m, snaps[oldest])
	for h.Redo(m) {
	}
	sameMap(t, steps, "redo all", m, snaps[len(snaps)-1])
}

func sameMap(t testing.TB, step int, what string, got, want *battlemap.Map) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("step %d: after %s the map is not the expected one\n got: %+v\nwant: %+v", step, what, got, want)
	}
}

func checkValidAndNormal(t testing.TB, step int, cmd editor.Command, m *battlemap.Map) {
	t.Helper()
	doc := &engine.Document{Map: *m}
	if err := engine.Validate(doc); err != nil {
		t.Fatalf("step %d: %s left an invalid map: %v", step, cmd.Label(), err)
	}
	data, err := engine.Marshal(doc)
	if err != nil {
		t.Fatalf("step %d: cannot save after %s: %v", step, cmd.Label(), err)
	}
	back, err := engine.Parse(data)
	if err != nil {
		t.Fatalf("step %d: cannot load what was saved after %s: %v", step, cmd.Label(), err)
	}
	if !reflect.DeepEqual(&back.Map, m) {
		t.Fatalf("step %d: after %s the map is not in normal form: a save and load changes it", step, cmd.Label())
	}
}

func TestProperty_RandomEditSequencesStayValidAndUndoRedoExactly(t *testing.T) {
	sequences := 2000
	if testing.Short() {
		sequences = 200
	}
	maps := bundled(t)
	rng := rand.New(rand.NewPCG(20240611, 7))
	for seq := range sequences {
		r := chooser(rng)
		limit := 0
		if seq%4 == 0 {
			limit = 1 + r.IntN(8) // also exercise the depth cap
		}
		editSession(t, r, startMap(r, maps), limit, 1+r.IntN(40), func() bool { return false })
		if t.Failed() {
			t.Fatalf("sequence %d failed", seq)
		}
	}
}
