package editor

import (
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Fog of war: areas and links the players have not found yet are hidden
// from the player view and the players' print. Hiding and revealing are
// map edits (undoable, saved with the map) that change nothing in the
// rules, so the app allows them during a combat too.

// SetAreaHidden hides an area from the players, or reveals it.
type SetAreaHidden struct {
	ID     battlemap.AreaID
	Hidden bool

	at int
}

func (c *SetAreaHidden) Label() string {
	if c.Hidden {
		return "Hide area from players"
	}
	return "Reveal area"
}

func (c *SetAreaHidden) Do(m *battlemap.Map) error {
	i, err := findArea(m, c.ID)
	if err != nil {
		return err
	}
	if m.Areas[i].Hidden == c.Hidden {
		return ErrNoChange
	}
	c.at = i
	m.Areas[i].Hidden = c.Hidden
	return nil
}

func (c *SetAreaHidden) Undo(m *battlemap.Map) { m.Areas[c.at].Hidden = !c.Hidden }

// SetLinkHidden hides a link from the players (a secret door), or reveals
// it. A link also stays hidden from players while one of its areas is.
type SetLinkHidden struct {
	Link   int
	Hidden bool

	linkUndo
}

func (c *SetLinkHidden) Label() string {
	if c.Hidden {
		return "Hide link from players"
	}
	return "Reveal link"
}

func (c *SetLinkHidden) Do(m *battlemap.Map) error {
	return c.edit(m, c.Link, func(l *battlemap.Link) error {
		l.Hidden = c.Hidden
		return nil
	})
}

// RevealNeighbours reveals, in one step, every hidden area one link away
// from an area and the hidden links that join them to it, as when the
// players look out of a room they have just entered. The area itself is
// revealed too if it was hidden.
type RevealNeighbours struct {
	Area battlemap.AreaID

	areas []int // indices of the areas it revealed
	links []int // indices of the links it revealed
}

func (c *RevealNeighbours) Label() string { return "Reveal neighbours" }

func (c *RevealNeighbours) Do(m *battlemap.Map) error {
	i, err := findArea(m, c.Area)
	if err != nil {
		return err
	}
	c.areas, c.links = c.areas[:0], c.links[:0]
	revealArea := func(j int) {
		if j >= 0 && m.Areas[j].Hidden {
			m.Areas[j].Hidden = false
			c.areas = append(c.areas, j)
		}
	}
	revealArea(i)
	for j, l := range m.Links {
		if l.A != c.Area && l.B != c.Area {
			continue
		}
		if l.Hidden {
			m.Links[j].Hidden = false
			c.links = append(c.links, j)
		}
		revealArea(m.AreaIndex(l.Other(c.Area)))
	}
	if len(c.areas) == 0 && len(c.links) == 0 {
		return ErrNoChange
	}
	return nil
}

func (c *RevealNeighbours) Undo(m *battlemap.Map) {
	for _, j := range c.areas {
		m.Areas[j].Hidden = true
	}
	for _, j := range c.links {
		m.Links[j].Hidden = true
	}
}

// Revealed counts the areas the last Do revealed, for the status line.
func (c *RevealNeighbours) Revealed() int { return len(c.areas) }
