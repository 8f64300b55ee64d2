package editor_test

import (
	"testing"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

func TestBackground_SetAdjustRemoveEachUndoable(t *testing.T) {
	m := &battlemap.Map{Title: "Plan", Areas: []battlemap.Area{{ID: "a", Name: "Hall"}}}
	pic := enginetest.Picture(40, 40)
	set := &battlemap.Background{Image: pic, Scale: 1, Opacity: 0.5}
	doUndoRedo(t, m, &editor.SetBackground{Background: set}, func(t *testing.T, m *battlemap.Map) {
		if m.Background == nil || m.Background.Opacity != 0.5 {
			t.Errorf("background %+v", m.Background)
		}
	})
	moved := *set
	moved.X, moved.Scale, moved.Players = 30, 2, true
	doUndoRedo(t, m, &editor.SetBackground{Background: &moved}, func(t *testing.T, m *battlemap.Map) {
		if m.Background.X != 30 || m.Background.Scale != 2 || !m.Background.Players {
			t.Errorf("background %+v", m.Background)
		}
	})
	unchanged(t, m, &editor.SetBackground{Background: &moved})
	doUndoRedo(t, m, &editor.SetBackground{}, func(t *testing.T, m *battlemap.Map) {
		if m.Background != nil {
			t.Error("the background is still there")
		}
	})
	tooFaint := moved
	tooFaint.Opacity = -0.1
	refused(t, m, &editor.SetBackground{Background: &tooFaint}, "opacity")
}
