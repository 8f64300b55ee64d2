package editor

import (
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// SetTitle changes the map's title.
type SetTitle struct {
	Title string

	old string
}

func (c *SetTitle) Label() string { return "Change map title" }

func (c *SetTitle) Do(m *battlemap.Map) error {
	if err := checkText("the map title", c.Title, battlemap.MaxNameLen); err != nil {
		return err
	}
	if m.Title == c.Title {
		return ErrNoChange
	}
	c.old, m.Title = m.Title, c.Title
	return nil
}

func (c *SetTitle) Undo(m *battlemap.Map) { m.Title = c.old }

// SetMapNotes replaces the GM notes about the whole map.
type SetMapNotes struct {
	Notes string

	old string
}

func (c *SetMapNotes) Label() string { return "Edit map notes" }

func (c *SetMapNotes) Do(m *battlemap.Map) error {
	if err := checkText("the map notes", c.Notes, battlemap.MaxNotesLen); err != nil {
		return err
	}
	if m.Notes == c.Notes {
		return ErrNoChange
	}
	c.old, m.Notes = m.Notes, c.Notes
	return nil
}

func (c *SetMapNotes) Undo(m *battlemap.Map) { m.Notes = c.old }
