package campaign

import (
	"reflect"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Change is what differs between two sheets of one PC, the campaign's
// and the one that replaces it (the sheet's own Diff), with what was
// decided about it.
type Change struct {
	sheet.Change
	// Note says what was decided about this PC, when anything was.
	Note string `json:"note,omitempty"`
}

// Diff says what changed from before to after (the map's area is not a
// change to the sheet).
func Diff(before, after sheet.Character) Change { return Change{Change: sheet.Diff(before, after)} }

// Lines says what changed, the note first, for the GM to read before
// confirming.
func (c Change) Lines() []string {
	if c.Note == "" {
		return c.Change.Lines()
	}
	return append([]string{c.Note}, c.Change.Lines()...)
}

// comparable is a sheet as the campaign compares it: off the map, empty
// lists as nil.
func comparable(c sheet.Character) sheet.Character {
	c = c.Clone()
	c.Area = ""
	return normalSheets([]sheet.Character{c})[0]
}

// same reports two sheets equal as the campaign compares them.
func same(a, b sheet.Character) bool { return reflect.DeepEqual(comparable(a), comparable(b)) }
