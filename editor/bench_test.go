package editor_test

import (
	"testing"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// The benchmark map matches the engine's largest: 10,000 areas, about
// 15,000 links. Each benchmark does and undoes, so the map stays the same.

func bigMap() *battlemap.Map {
	return enginetest.Map(1, enginetest.Options{Areas: 10_000, LinksPerArea: 3})
}

func benchDoUndo(b *testing.B, m *battlemap.Map, cmd editor.Command) {
	for b.Loop() {
		if err := cmd.Do(m); err != nil {
			b.Fatal(err)
		}
		cmd.Undo(m)
	}
}

func BenchmarkMoveOneArea_10k(b *testing.B) {
	m := bigMap()
	benchDoUndo(b, m, editor.MoveAreasBy(m, []battlemap.AreaID{m.Areas[5000].ID}, 1, 1))
}

func BenchmarkMove500Areas_10k(b *testing.B) {
	m := bigMap()
	var ids []battlemap.AreaID
	for _, a := range m.Areas[:500] {
		ids = append(ids, a.ID)
	}
	benchDoUndo(b, m, editor.MoveAreasBy(m, ids, 1, 1))
}

// A drag builds a new MoveAreasBy on every mouse motion.
func BenchmarkBuildMoveBy500Areas_10k(b *testing.B) {
	m := bigMap()
	var ids []battlemap.AreaID
	for _, a := range m.Areas[:500] {
		ids = append(ids, a.ID)
	}
	for b.Loop() {
		editor.MoveAreasBy(m, ids, 1, 1)
	}
}

func BenchmarkDeleteAreaWithLinks_10k(b *testing.B) {
	m := bigMap()
	benchDoUndo(b, m, &editor.DeleteAreas{IDs: []battlemap.AreaID{m.Areas[5000].ID}})
}

func BenchmarkAddLink_10k(b *testing.B) {
	m := bigMap()
	benchDoUndo(b, m, &editor.AddLink{Link: battlemap.Link{A: m.Areas[0].ID, B: m.Areas[9999].ID}})
}

func BenchmarkNewAreaID_10k(b *testing.B) {
	m := bigMap()
	for b.Loop() {
		editor.NewAreaID(m, "Area 17")
	}
}
