package editor

import (
	"fmt"
	"slices"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Links are addressed by their index in m.Links. That is safe for undo and
// redo: history replays a command only on the very map state it was done
// on, and every command that removes links puts them back at the same
// indices. A command must be built from the map as it is when it is done;
// across edits, hold links by LinkKey (as Selection does) and look the
// index up again with LinkKey.Index.

// AddLink appends a link between two areas. An empty Kind means solid, as
// in the file format.
type AddLink struct {
	Link battlemap.Link

	wasNil bool
}

func (c *AddLink) Label() string { return "Add link" }

func (c *AddLink) Do(m *battlemap.Map) error {
	l := c.Link
	if l.Kind == "" {
		l.Kind = battlemap.Solid
	}
	if len(m.Links) >= battlemap.MaxLinks {
		return fmt.Errorf("the map already has %d links, the most it can hold", battlemap.MaxLinks)
	}
	for _, end := range []battlemap.AreaID{l.A, l.B} {
		if m.AreaIndex(end) < 0 {
			return unknownArea(end)
		}
	}
	if l.A == l.B {
		return fmt.Errorf("a link cannot join %s to itself", areaName(m, l.A))
	}
	if m.LinkBetween(l.A, l.B) >= 0 {
		return fmt.Errorf("%s and %s are already linked", areaName(m, l.A), areaName(m, l.B))
	}
	if err := checkKindMarks(m, l.Kind, l.Door, l.OneWay); err != nil {
		return err
	}
	c.wasNil = m.Links == nil
	m.Links = append(m.Links, l)
	return nil
}

func (c *AddLink) Undo(m *battlemap.Map) { m.Links = truncate(m.Links, c.wasNil) }

// DeleteLinks removes links by index. Undo puts them back where they were.
type DeleteLinks struct {
	Indices []int

	at    []int
	links []battlemap.Link
}

func (c *DeleteLinks) Label() string {
	if len(c.Indices) == 1 {
		return "Delete link"
	}
	return "Delete " + plural(len(c.Indices), "link")
}

func (c *DeleteLinks) Do(m *battlemap.Map) error {
	if len(c.Indices) == 0 {
		return ErrNoChange
	}
	at := slices.Clone(c.Indices)
	slices.Sort(at)
	for k, i := range at {
		if err := checkLinkIndex(m, i); err != nil {
			return err
		}
		if k > 0 && at[k-1] == i {
			return fmt.Errorf("%s is listed twice", linkName(m, m.Links[i]))
		}
	}
	c.at = at
	m.Links, c.links = removeAt(m.Links, at)
	return nil
}

func (c *DeleteLinks) Undo(m *battlemap.Map) { m.Links = insertAt(m.Links, c.at, c.links) }
