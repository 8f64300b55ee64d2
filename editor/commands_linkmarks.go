package editor

import (
	"fmt"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// The commands here change one link in place. Each keeps the whole old
// link value, so Undo restores every field at once.

type linkUndo struct {
	at  int
	old battlemap.Link
}

// edit checks the index, lets change work on a copy, and writes the copy
// back only if change accepts it and it differs.
func (u *linkUndo) edit(m *battlemap.Map, i int, change func(l *battlemap.Link) error) error {
	if err := checkLinkIndex(m, i); err != nil {
		return err
	}
	l := m.Links[i]
	if err := change(&l); err != nil {
		return err
	}
	if l == m.Links[i] {
		return ErrNoChange
	}
	u.at, u.old = i, m.Links[i]
	m.Links[i] = l
	return nil
}

func (u *linkUndo) Undo(m *battlemap.Map) { m.Links[u.at] = u.old }

// SetLinkKind makes a link solid, dashed or blocked, or on a zones map
// obscured. Only solid links can have a door and only solid and obscured
// ones be one-way, so another kind drops them; Undo brings them back.
type SetLinkKind struct {
	Link int
	Kind battlemap.LinkKind

	linkUndo
}

func (c *SetLinkKind) Label() string { return "Change link kind" }

func (c *SetLinkKind) Do(m *battlemap.Map) error {
	return c.edit(m, c.Link, func(l *battlemap.Link) error {
		if err := checkKind(m, c.Kind); err != nil {
			return err
		}
		l.Kind = c.Kind
		if c.Kind != battlemap.Solid {
			l.Door = battlemap.NoDoor
		}
		if !canBeOneWay(c.Kind) {
			l.OneWay = false
		}
		return nil
	})
}

// ToggleCover adds or removes the cover mark at one end of a link. The end
// is named by the area there, so it stays right if the link is flipped.
type ToggleCover struct {
	Link int
	At   battlemap.AreaID

	linkUndo
}

func (c *ToggleCover) Label() string { return "Toggle cover" }

func (c *ToggleCover) Do(m *battlemap.Map) error {
	return c.edit(m, c.Link, func(l *battlemap.Link) error {
		switch c.At {
		case l.A:
			l.CoverA = !l.CoverA
		case l.B:
			l.CoverB = !l.CoverB
		default:
			return fmt.Errorf("%s is not at either end of %s", areaName(m, c.At), linkName(m, *l))
		}
		return nil
	})
}

// SetOneWay makes a solid link one-way (movement from A to B only) or
// two-way again. To point it the other way, flip it.
type SetOneWay struct {
	Link int
	On   bool

	linkUndo
}

func (c *SetOneWay) Label() string {
	if c.On {
		return "Make link one-way"
	}
	return "Make link two-way"
}

func (c *SetOneWay) Do(m *battlemap.Map) error {
	return c.edit(m, c.Link, func(l *battlemap.Link) error {
		if c.On && !canBeOneWay(l.Kind) {
			return fmt.Errorf("%s is %s: only %s can be one-way", linkName(m, *l), l.Kind, oneWayKinds(m, true))
		}
		l.OneWay = c.On
		return nil
	})
}

// FlipLink reverses a link: A and B swap, and so do the cover marks, so
// each tick stays at its area. A one-way link then points the other way.
type FlipLink struct {
	Link int

	linkUndo
}

func (c *FlipLink) Label() string { return "Flip link" }

func (c *FlipLink) Do(m *battlemap.Map) error {
	return c.edit(m, c.Link, func(l *battlemap.Link) error {
		l.A, l.B = l.B, l.A
		l.CoverA, l.CoverB = l.CoverB, l.CoverA
		return nil
	})
}

// SetDoor puts an open or closed door on a solid link, or removes it.
type SetDoor struct {
	Link int
	Door battlemap.Door

	linkUndo
}

func (c *SetDoor) Label() string {
	switch c.Door {
	case battlemap.DoorOpen:
		return "Open door"
	case battlemap.DoorClosed:
		return "Close door"
	}
	return "Remove door"
}

func (c *SetDoor) Do(m *battlemap.Map) error {
	return c.edit(m, c.Link, func(l *battlemap.Link) error {
		if !c.Door.Valid() {
			return fmt.Errorf("%q is not a door state (use open, closed or none)", c.Door)
		}
		if c.Door != battlemap.NoDoor && l.Kind != battlemap.Solid {
			return fmt.Errorf("%s is %s: only a solid link can have a door", linkName(m, *l), l.Kind)
		}
		l.Door = c.Door
		return nil
	})
}
