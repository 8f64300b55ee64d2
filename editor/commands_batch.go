package editor

import (
	"errors"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Batch runs several commands as one undo step, in order. Each command
// sees the map as the ones before it left it, so build later commands with
// that in mind (delete links by index before deleting areas, say).
//
// If any command fails, the ones already done are undone and the map is
// untouched. Commands that would change nothing are skipped; a batch where
// every command changes nothing returns ErrNoChange.
type Batch struct {
	Name     string // the label; empty means the single command's label, or "Edit"
	Commands []Command

	done []Command
}

func (b *Batch) Label() string {
	switch {
	case b.Name != "":
		return b.Name
	case len(b.Commands) == 1:
		return b.Commands[0].Label()
	}
	return "Edit"
}

func (b *Batch) Do(m *battlemap.Map) error {
	b.done = b.done[:0]
	for _, c := range b.Commands {
		err := c.Do(m)
		if errors.Is(err, ErrNoChange) {
			continue
		}
		if err != nil {
			b.Undo(m)
			b.done = b.done[:0]
			return err
		}
		b.done = append(b.done, c)
	}
	if len(b.done) == 0 {
		return ErrNoChange
	}
	return nil
}

func (b *Batch) Undo(m *battlemap.Map) {
	for i := len(b.done) - 1; i >= 0; i-- {
		b.done[i].Undo(m)
	}
}

// DeleteSelection builds the command that deletes everything selected:
// the selected areas with their links, and the selected links. It returns
// nil when nothing that exists is selected.
func DeleteSelection(m *battlemap.Map, s *Selection) Command {
	areas := s.Areas(m)
	doomed := make(map[battlemap.AreaID]bool, len(areas))
	for _, id := range areas {
		doomed[id] = true
	}
	// Links that go with a deleted area are left to DeleteAreas, which
	// restores them in place on undo.
	var links []int
	for _, i := range s.Links(m) {
		if l := m.Links[i]; !doomed[l.A] && !doomed[l.B] {
			links = append(links, i)
		}
	}
	var cmds []Command
	if len(links) > 0 {
		cmds = append(cmds, &DeleteLinks{Indices: links}) // by index, so before areas shift them
	}
	if len(areas) > 0 {
		cmds = append(cmds, &DeleteAreas{IDs: areas})
	}
	switch len(cmds) {
	case 0:
		return nil
	case 1:
		return cmds[0]
	}
	return &Batch{Name: "Delete selection", Commands: cmds}
}
