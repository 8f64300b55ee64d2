package editor_test

import (
	"testing"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

func TestSetRevealPCSight_SwitchesTheOptionAndUndoes(t *testing.T) {
	doUndoRedo(t, club(), &editor.SetRevealPCSight{On: true}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "option on", m.RevealPCSight, true)
	})
	on := club()
	on.RevealPCSight = true
	doUndoRedo(t, on, &editor.SetRevealPCSight{}, func(t *testing.T, m *battlemap.Map) {
		equal(t, "option on", m.RevealPCSight, false)
	})
	unchanged(t, club(), &editor.SetRevealPCSight{})
}

func TestRevealAreas_RevealsTheHiddenOnesInOneStepAndUndoes(t *testing.T) {
	m := foggy()
	cmd := &editor.RevealAreas{IDs: []battlemap.AreaID{"bar", "cellar", "cellar"}, Name: "Reveal what Vex sees: Cellar"}
	doUndoRedo(t, m, cmd, func(t *testing.T, m *battlemap.Map) {
		equal(t, "cellar hidden", m.Area("cellar").Hidden, false)
		equal(t, "roof hidden", m.Area("roof").Hidden, true)
		equal(t, "bar hidden", m.Area("bar").Hidden, false)
	})
	equal(t, "label", cmd.Label(), "Reveal what Vex sees: Cellar")
	unchanged(t, foggy(), &editor.RevealAreas{IDs: []battlemap.AreaID{"bar", "kitchen"}})
	refused(t, foggy(), &editor.RevealAreas{IDs: []battlemap.AreaID{"cellar", "attic"}}, `no area has the id "attic"`)
}
