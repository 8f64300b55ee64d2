package editor

import (
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// SetBackground sets, changes or (with nil) removes the picture under
// the map. Every change to it, the picture, its place, scale, opacity or
// who sees it, is one step: the panel sends one when a slider is let go.
// The picture changes no rule, so the app allows it in every mode.
type SetBackground struct {
	Background *battlemap.Background

	old *battlemap.Background
}

func (c *SetBackground) Label() string {
	switch {
	case c.Background == nil:
		return "Remove background image"
	case c.old == nil:
		return "Set background image"
	case !c.old.Same(&battlemap.Background{Image: c.Background.Image, X: c.old.X, Y: c.old.Y, Scale: c.old.Scale,
		Opacity: c.old.Opacity, Players: c.old.Players, Print: c.old.Print}):
		return "Replace background image"
	}
	return "Adjust background image"
}

func (c *SetBackground) Do(m *battlemap.Map) error {
	if err := battlemap.CheckBackground(c.Background); err != nil {
		return err
	}
	if m.Background.Same(c.Background) {
		return ErrNoChange
	}
	c.old = m.Background
	if c.Background != nil {
		bg := *c.Background // the map keeps its own copy of the numbers
		m.Background = &bg
	} else {
		m.Background = nil
	}
	return nil
}

func (c *SetBackground) Undo(m *battlemap.Map) { m.Background = c.old }
