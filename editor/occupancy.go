package editor

import (
	"errors"
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Occupancy names whoever stands in an area (none: nil). The map knows
// nothing of characters, so the app that places them answers; the editor
// asks before any edit or undo removes an area.
type Occupancy func(battlemap.AreaID) []string

// ErrNothingToUndo and ErrNothingToRedo are what Undo and Redo return
// when their stack is empty.
var (
	ErrNothingToUndo = errors.New("nothing to undo on the map")
	ErrNothingToRedo = errors.New("nothing to redo on the map")
)

// addsAreas is a command whose Undo removes areas: the ones its Do added.
type addsAreas interface {
	areasAdded() []battlemap.AreaID
}

func (c *AddArea) areasAdded() []battlemap.AreaID { return []battlemap.AreaID{c.Area.ID} }

func (b *Batch) areasAdded() []battlemap.AreaID {
	var out []battlemap.AreaID
	for _, c := range b.done {
		if a, ok := c.(addsAreas); ok {
			out = append(out, a.areasAdded()...)
		}
	}
	return out
}

// areasDeleted lists the areas a command's Do removes.
func areasDeleted(c Command) []battlemap.AreaID {
	switch x := c.(type) {
	case *DeleteAreas:
		return x.IDs
	case *Batch:
		var out []battlemap.AreaID
		for _, sub := range x.Commands {
			out = append(out, areasDeleted(sub)...)
		}
		return out
	}
	return nil
}

// standing lists "Name (in Area)" for everyone standing in one of ids.
func standing(m *battlemap.Map, occ Occupancy, ids []battlemap.AreaID) []string {
	if occ == nil {
		return nil
	}
	var out []string
	for _, id := range ids {
		where := string(id)
		if a := m.Area(id); a != nil && a.Name != "" {
			where = a.Name
		}
		for _, who := range occ(id) {
			out = append(out, fmt.Sprintf("%s (in %s)", who, where))
		}
	}
	return out
}

// OccupiedError refuses to remove areas that characters stand in: where
// they go is the GM's choice, not the editor's.
type OccupiedError struct {
	What     string   // "Not deleted", "Cannot undo Add area"
	Standing []string // "Rook (in Entrance)"
}

func (e *OccupiedError) Error() string {
	verb := "stands"
	if len(e.Standing) > 1 {
		verb = "stand"
	}
	return fmt.Sprintf("%s: %s %s there. Move or remove them in Play mode first.", e.What, strings.Join(e.Standing, ", "), verb)
}

// withOccupancy gives the delete commands inside c the question to ask.
func withOccupancy(c Command, occ Occupancy) {
	switch x := c.(type) {
	case *DeleteAreas:
		x.Occupied = occ
	case *Batch:
		for _, sub := range x.Commands {
			withOccupancy(sub, occ)
		}
	}
}
