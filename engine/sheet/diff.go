package sheet

import (
	"fmt"
	"strings"
)

// Change is what differs between two sheets of one character, for the GM
// to read: the campaign's sheet and the one that replaces it, or a sheet
// before and after the GM edited it.
type Change struct {
	ID   CharacterID `json:"id"`
	Name string      `json:"name"`
	// Level and MaxLevel are before and after.
	Level    [2]int       `json:"level"`
	MaxLevel [2]int       `json:"maxLevel"`
	Marks    []MarkChange `json:"marks,omitempty"`
	// Items gained and lost by id, named; destroyed and restored are items
	// kept whose state changed.
	ItemsGained    []string `json:"itemsGained,omitempty"`
	ItemsLost      []string `json:"itemsLost,omitempty"`
	ItemsDestroyed []string `json:"itemsDestroyed,omitempty"`
	ItemsRestored  []string `json:"itemsRestored,omitempty"`
	// AbilitiesGained and AbilitiesLost hold combat abilities (by the
	// catalogue's name) and non-combat ones (as written) alike.
	AbilitiesGained []string `json:"abilitiesGained,omitempty"`
	AbilitiesLost   []string `json:"abilitiesLost,omitempty"`
	// Values are the short fields that changed, each with its values
	// before and after ("team PCs → Club").
	Values []string `json:"values,omitempty"`
	// Other names the other fields that changed (gear, notes, ...).
	Other []string `json:"other,omitempty"`
}

// MarkChange is one location's marks before and after.
type MarkChange struct {
	Location Location `json:"location"`
	Before   Marks    `json:"before"`
	After    Marks    `json:"after"`
}

// Diff says what changed from before to after. Where the character
// stands on a map is not a change to the sheet.
func Diff(before, after Character) Change {
	ch := Change{ID: after.ID, Name: after.Label(),
		Level: [2]int{before.Level, after.Level}, MaxLevel: [2]int{before.MaxLevel, after.MaxLevel}}
	for _, l := range Locations {
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
		case *old != it:
			ch.Other = appendOnce(ch.Other, "items")
		}
	}
	for _, it := range before.Items {
		if after.Item(it.ID) == nil {
			ch.ItemsLost = append(ch.ItemsLost, it.Label())
		}
	}
	ch.AbilitiesGained, ch.AbilitiesLost = abilitiesDiff(before, after)
	for _, f := range []struct {
		name          string
		before, after string
	}{
		{"name", before.Label(), after.Label()}, {"kind", strings.ToUpper(string(before.Kind)), strings.ToUpper(string(after.Kind))},
		{"team", before.Team, after.Team},
	} {
		if f.before != f.after {
			ch.Values = append(ch.Values, fmt.Sprintf("%s %s → %s", f.name, f.before, f.after))
		}
	}
	if before.HiddenFromPlayers != after.HiddenFromPlayers {
		ch.Values = append(ch.Values, map[bool]string{true: "hidden from the players", false: "shown to the players"}[after.HiddenFromPlayers])
	}
	for _, f := range []struct {
		name          string
		before, after any
	}{
		{"gear", before.Gear, after.Gear}, {"notes", before.Notes, after.Notes}, {"surrender", before.Surrendered, after.Surrendered},
	} {
		if f.before != f.after {
			ch.Other = append(ch.Other, f.name)
		}
	}
	if !samePicture(before.Picture, after.Picture) {
		ch.Other = append(ch.Other, "picture")
	}
	return ch
}

// None reports that nothing changed.
func (c Change) None() bool {
	return c.Level[0] == c.Level[1] && c.MaxLevel[0] == c.MaxLevel[1] && len(c.Marks) == 0 &&
		len(c.ItemsGained)+len(c.ItemsLost)+len(c.ItemsDestroyed)+len(c.ItemsRestored) == 0 &&
		len(c.AbilitiesGained)+len(c.AbilitiesLost) == 0 && len(c.Values)+len(c.Other) == 0
}

// Lines says what changed, one line per kind of change, in the words a GM
// reads ("level 54 → 55", "left leg: no marks → 1 X").
func (c Change) Lines() []string {
	if c.None() {
		return []string{"no change"}
	}
	var out []string
	out = append(out, c.Values...)
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

// AbilityName is a combat ability as the GM reads it: the catalogue's
// name, or the id of one the catalogue does not know.
func AbilityName(id AbilityID) string {
	if a := LookupAbility(id); a != nil {
		return a.Name
	}
	return string(id)
}

// abilitiesDiff is what after has that before lacks, and the other way
// round, compared by id and named for the GM.
func abilitiesDiff(before, after Character) (gained, lost []string) {
	for _, id := range after.Abilities {
		if !before.HasAbility(id) {
			gained = append(gained, AbilityName(id))
		}
	}
	for _, s := range after.Skills {
		if !hasString(before.Skills, s) {
			gained = append(gained, s)
		}
	}
	for _, id := range before.Abilities {
		if !after.HasAbility(id) {
			lost = append(lost, AbilityName(id))
		}
	}
	for _, s := range before.Skills {
		if !hasString(after.Skills, s) {
			lost = append(lost, s)
		}
	}
	return gained, lost
}

func hasString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func appendOnce(list []string, s string) []string {
	if hasString(list, s) {
		return list
	}
	return append(list, s)
}
