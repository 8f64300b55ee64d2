package campaign

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Change is what differs between two sheets of one PC: the campaign's and
// the one that replaces it.
type Change struct {
	ID   sheet.CharacterID `json:"id"`
	Name string            `json:"name"`
	// Level and MaxLevel are before and after.
	Level    [2]int       `json:"level"`
	MaxLevel [2]int       `json:"maxLevel"`
	Marks    []MarkChange `json:"marks,omitempty"`
	// Items gained and lost by id; destroyed and restored are items kept
	// whose state changed.
	ItemsGained    []string `json:"itemsGained,omitempty"`
	ItemsLost      []string `json:"itemsLost,omitempty"`
	ItemsDestroyed []string `json:"itemsDestroyed,omitempty"`
	ItemsRestored  []string `json:"itemsRestored,omitempty"`
	// AbilitiesGained and AbilitiesLost hold combat abilities and
	// non-combat ones alike.
	AbilitiesGained []string `json:"abilitiesGained,omitempty"`
	AbilitiesLost   []string `json:"abilitiesLost,omitempty"`
	// Other names the other fields that changed (name, gear, notes, ...).
	Other []string `json:"other,omitempty"`
	// Note says what was decided about this PC, when anything was.
	Note string `json:"note,omitempty"`
}

// MarkChange is one location's marks before and after.
type MarkChange struct {
	Location sheet.Location `json:"location"`
	Before   sheet.Marks    `json:"before"`
	After    sheet.Marks    `json:"after"`
}

// Diff says what changed from before to after (the map's area is not a
// change to the sheet).
func Diff(before, after sheet.Character) Change {
	ch := Change{ID: after.ID, Name: after.Label(),
		Level: [2]int{before.Level, after.Level}, MaxLevel: [2]int{before.MaxLevel, after.MaxLevel}}
	for _, l := range sheet.Locations {
		if b, a := *before.Body.At(l), *after.Body.At(l); b != a {
			ch.Marks = append(ch.Marks, MarkChange{Location: l, Before: b, After: a})
		}
	}
	for _, it := range after.Items {
		old := before.Item(it.ID)
		switch {
		case old == nil:
			ch.ItemsGained = append(ch.ItemsGained, it.Label())
		case old.Destroyed != it.Destroyed && it.Destroyed:
			ch.ItemsDestroyed = append(ch.ItemsDestroyed, it.Label())
		case old.Destroyed != it.Destroyed || old.Dropped != it.Dropped && !it.Dropped:
			ch.ItemsRestored = append(ch.ItemsRestored, it.Label())
		}
	}
	for _, it := range before.Items {
		if after.Item(it.ID) == nil {
			ch.ItemsLost = append(ch.ItemsLost, it.Label())
		}
	}
	ch.AbilitiesGained, ch.AbilitiesLost = listDiff(abilityNames(before), abilityNames(after))
	for _, f := range []struct {
		name          string
		before, after any
	}{
		{"name", before.Name, after.Name}, {"kind", before.Kind, after.Kind}, {"team", before.Team, after.Team},
		{"gear", before.Gear, after.Gear}, {"notes", before.Notes, after.Notes},
		{"surrender", before.Surrendered, after.Surrendered}, {"hidden from players", before.HiddenFromPlayers, after.HiddenFromPlayers},
	} {
		if f.before != f.after {
			ch.Other = append(ch.Other, f.name)
		}
	}
	return ch
}

// None reports that nothing changed.
func (c Change) None() bool {
	return c.Level[0] == c.Level[1] && c.MaxLevel[0] == c.MaxLevel[1] && len(c.Marks) == 0 &&
		len(c.ItemsGained)+len(c.ItemsLost)+len(c.ItemsDestroyed)+len(c.ItemsRestored) == 0 &&
		len(c.AbilitiesGained)+len(c.AbilitiesLost) == 0 && len(c.Other) == 0
}

// Lines says what changed, one line per kind of change, for the GM to
// read before confirming.
func (c Change) Lines() []string {
	var out []string
	if c.Note != "" {
		out = append(out, c.Note)
	}
	if c.None() {
		return append(out, "no change")
	}
	if c.Level[0] != c.Level[1] {
		out = append(out, fmt.Sprintf("level %d → %d", c.Level[0], c.Level[1]))
	}
	if c.MaxLevel[0] != c.MaxLevel[1] {
		out = append(out, fmt.Sprintf("max level %d → %d", c.MaxLevel[0], c.MaxLevel[1]))
	}
	for _, m := range c.Marks {
		out = append(out, fmt.Sprintf("%s: %s → %s", m.Location.Name(), m.Before.Text(), m.After.Text()))
	}
	add := func(what string, names []string) {
		if len(names) > 0 {
			out = append(out, what+": "+strings.Join(names, ", "))
		}
	}
	add("items gained", c.ItemsGained)
	add("items lost", c.ItemsLost)
	add("items destroyed", c.ItemsDestroyed)
	add("items back in use", c.ItemsRestored)
	add("abilities gained", c.AbilitiesGained)
	add("abilities lost", c.AbilitiesLost)
	if len(c.Other) > 0 {
		out = append(out, strings.Join(c.Other, ", ")+" changed")
	}
	return out
}

func abilityNames(c sheet.Character) []string {
	out := make([]string, 0, len(c.Abilities)+len(c.Skills))
	for _, a := range c.Abilities {
		out = append(out, string(a))
	}
	return append(out, c.Skills...)
}

// listDiff is what after has that before lacks, and the other way round.
func listDiff(before, after []string) (gained, lost []string) {
	has := func(list []string, s string) bool {
		for _, x := range list {
			if x == s {
				return true
			}
		}
		return false
	}
	for _, s := range after {
		if !has(before, s) {
			gained = append(gained, s)
		}
	}
	for _, s := range before {
		if !has(after, s) {
			lost = append(lost, s)
		}
	}
	return gained, lost
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
