package sheet

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// TestValidateChanged_FindsWhatAFullCheckFinds breaks each field of a
// valid sheet in turn: checked against the valid sheet it was, the
// broken one gets the very problems a full check gives it, word for word.
func TestValidateChanged_FindsWhatAFullCheckFinds(t *testing.T) {
	was := leveled(pcSheet("a"), 60)
	was.Abilities = []AbilityID{"good-defend"}
	was.Skills = []string{"driving"}
	was.Items = []Item{knife("k", RightHand), {ID: "v", Kind: ItemArmor, Location: Torso}}
	was.Area = "bar"
	areas := map[battlemap.AreaID]bool{"bar": true, "floor": true}
	if err := (&Roster{Characters: []Character{was}}).Validate(areas); err != nil {
		t.Fatalf("the sheet to break is not valid: %v", err)
	}
	breaks := map[string]func(c *Character){
		"nothing":            func(c *Character) {},
		"name not UTF-8":     func(c *Character) { c.Name = "\xff" },
		"team blank":         func(c *Character) { c.Team = " " },
		"gear too long":      func(c *Character) { c.Gear = string(make([]byte, battlemap.MaxNotesLen+1)) },
		"notes not UTF-8":    func(c *Character) { c.Notes = "\xfe" },
		"kind unknown":       func(c *Character) { c.Kind = "god" },
		"max level too high": func(c *Character) { c.MaxLevel = 1000 },
		"max level negative": func(c *Character) { c.MaxLevel, c.Level = -1, -1 },
		"level above max":    func(c *Character) { c.Level = 61 },
		"level below floor":  func(c *Character) { c.Level = MinLevel - 1 },
		"area off the map":   func(c *Character) { c.Area = "roof" },
		"ability unknown":    func(c *Character) { c.Abilities = []AbilityID{"flight"} },
		"skills too many":    func(c *Character) { c.Skills = []string{"a", "b", "c"} },
		"skill blank":        func(c *Character) { c.Skills = []string{""} },
		"fewer slots": func(c *Character) {
			c.MaxLevel, c.Level = 50, 50
			c.Items = append(c.Items, knife("1", ""), knife("2", ""), knife("3", ""), knife("4", ""))
		},
		"item id twice":     func(c *Character) { c.Items = append(CloneSlice(c.Items), knife("k", LeftHand)) },
		"item written over": func(c *Character) { c.Items[0].Held = "tail" },
		"aoe without skill": func(c *Character) { c.Items[1] = Item{ID: "g", Kind: ItemAoE, AoE: Blast} },
		"body negative":     func(c *Character) { c.Body.Head.X = -1 },
		"body overfull":     func(c *Character) { c.Body.Torso.Filled = 99 },
	}
	for name, breakIt := range breaks {
		t.Run(name, func(t *testing.T) {
			now := was
			now.Items = CloneSlice(was.Items) // a state's copy has its own items
			breakIt(&now)
			var full, since battlemap.Problems
			ValidateCharacters("", []Character{now}, areas, &full)
			ValidateChanged("", []Changed{{Now: &now, Was: &was}}, areas, &since)
			if got, want := errText(since.Result()), errText(full.Result()); got != want {
				t.Fatalf("checked against the valid sheet: %q\nchecked in full: %q", got, want)
			}
			if name != "nothing" && full.Result() == nil {
				t.Fatalf("the break finds no problem: the case proves nothing")
			}
		})
	}
}

// TestValidateChanged_NumbersAndDuplicatesAsAFullCheck: the sheets are
// named by their place in the list, and a second sheet with one id is
// reported against the first, as ValidateCharacters does.
func TestValidateChanged_NumbersAndDuplicatesAsAFullCheck(t *testing.T) {
	a, b := pcSheet("a"), pcSheet("a")
	b.Name = "\xff"
	var full, since battlemap.Problems
	ValidateCharacters("", []Character{a, b}, nil, &full)
	ValidateChanged("", []Changed{{Now: &a}, {Now: &b, Was: &a}}, nil, &since)
	if got, want := errText(since.Result()), errText(full.Result()); got != want || want == "" {
		t.Fatalf("changed: %q\nfull: %q", got, want)
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
