package editor

import "github.com/unhexboard/unhexboard/engine/battlemap"

// The fog option "Reveal what the PCs see" and the reveals it makes:
// map edits like every other fog edit, allowed in Play mode and during
// a combat.

// SetRevealPCSight switches the option on or off.
type SetRevealPCSight struct{ On bool }

func (c *SetRevealPCSight) Label() string {
	if c.On {
		return "Turn on Reveal what the PCs see"
	}
	return "Turn off Reveal what the PCs see"
}

func (c *SetRevealPCSight) Do(m *battlemap.Map) error {
	if m.RevealPCSight == c.On {
		return ErrNoChange
	}
	m.RevealPCSight = c.On
	return nil
}

func (c *SetRevealPCSight) Undo(m *battlemap.Map) { m.RevealPCSight = !c.On }

// RevealAreas reveals, in one step, the hidden areas it lists: what the
// PCs see as they move, with the option on. Name labels the step ("Reveal
// what Vex sees: Bar, Kitchen").
type RevealAreas struct {
	IDs  []battlemap.AreaID
	Name string

	at []int // indices of the areas it revealed
}

func (c *RevealAreas) Label() string {
	if c.Name == "" {
		return "Reveal areas"
	}
	return c.Name
}

func (c *RevealAreas) Do(m *battlemap.Map) error {
	idx := make([]int, 0, len(c.IDs))
	for _, id := range c.IDs {
		i, err := findArea(m, id)
		if err != nil {
			return err
		}
		idx = append(idx, i)
	}
	c.at = c.at[:0]
	for _, i := range idx {
		if m.Areas[i].Hidden {
			m.Areas[i].Hidden = false
			c.at = append(c.at, i)
		}
	}
	if len(c.at) == 0 {
		return ErrNoChange
	}
	return nil
}

func (c *RevealAreas) Undo(m *battlemap.Map) {
	for _, i := range c.at {
		m.Areas[i].Hidden = true
	}
}
