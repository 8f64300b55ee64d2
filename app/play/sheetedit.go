package play

import (
	"reflect"
	"strings"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// sheetEdit is the GM's edit of a sheet in the form as a command that
// sets only the fields the GM changed (marks holds the locations whose
// marks changed), so the log's entry and the status line name only them;
// nil when nothing changed.
func sheetEdit(before, after sheet.Character, marks []sheet.LocationMarks) *sheet.Override {
	o := &sheet.Override{Character: before.ID, Marks: marks, Reason: "sheet edited by the GM"}
	set := false
	if after.Name != before.Name {
		o.Name, set = &after.Name, true
	}
	if after.Kind != before.Kind {
		o.Kind, set = &after.Kind, true
	}
	if after.Team != before.Team {
		o.Team, set = &after.Team, true
	}
	if after.Level != before.Level {
		o.Level, set = &after.Level, true
	}
	if after.MaxLevel != before.MaxLevel {
		o.MaxLevel, set = &after.MaxLevel, true
	}
	if !sameList(after.Abilities, before.Abilities) {
		o.Abilities, set = &after.Abilities, true
	}
	if !sameList(after.Skills, before.Skills) {
		o.Skills, set = &after.Skills, true
	}
	if !sameList(after.Items, before.Items) {
		o.Items, set = &after.Items, true
	}
	if after.HiddenFromPlayers != before.HiddenFromPlayers {
		o.Hidden, set = &after.HiddenFromPlayers, true
	}
	if !set && len(marks) == 0 {
		return nil
	}
	return o
}

// sameList compares two lists, an empty one the same as none.
func sameList[T any](a, b []T) bool {
	return len(a) == 0 && len(b) == 0 || reflect.DeepEqual(a, b)
}

// editLine says what a sheet edit changed, as the status line shows it:
// "Vex: level 58 → 40".
func editLine(before, after sheet.Character) string {
	return after.Label() + ": " + strings.Join(sheet.Diff(before, after).Lines(), "; ")
}
