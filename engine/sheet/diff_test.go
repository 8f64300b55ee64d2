package sheet

import (
	"strings"
	"testing"
)

// A GM reads what changed on a sheet in words: a combat ability by the
// catalogue's name (never its id), a short field with its values before
// and after, and nothing at all for a sheet that only moved on the map.
func TestDiff_SaysWhatChangedInTheGMsWordsNotIDs(t *testing.T) {
	before := NewCharacter("vex", "Vex", PC, "PCs")
	before.Abilities = []AbilityID{"good-1h-ranged-attack"}
	before.Items = []Item{{ID: "pistol", Name: "Pistol", Kind: ItemRanged1H}}
	after := before.Clone()
	after.Area = "bar"
	if ch := Diff(before, after); !ch.None() || strings.Join(ch.Lines(), "") != "no change" {
		t.Errorf("a move on the map is a change: %v", ch.Lines())
	}
	after.Name, after.Team, after.Level = "Vixen", "Crew", 40
	after.Abilities = []AbilityID{"good-first-aid"}
	after.Skills = []string{"Climbing"}
	after.Items[0].Name = "Old pistol"
	got := strings.Join(Diff(before, after).Lines(), "; ")
	want := "name Vex → Vixen; team PCs → Crew; level 50 → 40; abilities gained: good at First Aid, Climbing; " +
		"abilities lost: good at 1H ranged Attack; items changed"
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	for _, id := range []string{"good-first-aid", "good-1h-ranged-attack"} {
		if strings.Contains(got, id) {
			t.Errorf("the change names the ability by its id %s: %s", id, got)
		}
	}
}
