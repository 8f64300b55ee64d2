package combat

import (
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Items are the same when their values are, whether copied bit for bit
// or written apart with text of their own, and differ in any field.
func TestSameList_ComparesItemValuesNotMemory(t *testing.T) {
	items := []sheet.Item{{ID: "knife", Name: "Knife", Kind: sheet.ItemMelee1H, Held: sheet.RightHand}, {ID: "vest", Kind: sheet.ItemArmor, Location: sheet.Torso}}
	copied := sheet.CloneSlice(items)
	apart := sheet.CloneSlice(items)
	apart[0].ID = sheet.ItemID(strings.Clone(string(items[0].ID))) // the same text in other bytes
	for name, same := range map[string][]sheet.Item{"copied": copied, "written apart": apart} {
		if !sameList(items, same) {
			t.Errorf("%s: the same items read as changed", name)
		}
	}
	changes := map[string]func(it *sheet.Item){
		"dropped":   func(it *sheet.Item) { it.Dropped = true },
		"destroyed": func(it *sheet.Item) { it.Destroyed = true },
		"held":      func(it *sheet.Item) { it.Held = sheet.LeftHand },
		"renamed":   func(it *sheet.Item) { it.Name = "Blade" },
	}
	for name, change := range changes {
		changed := sheet.CloneSlice(items)
		change(&changed[1])
		if sameList(items, changed) {
			t.Errorf("%s: the changed items read as the same", name)
		}
	}
	if sameList(items, items[:1]) {
		t.Errorf("a shorter list reads as the same")
	}
}

// A sheet is the same when its values are, copied bit for bit or not,
// and is changed by a change to any field a rule reads.
func TestSameSheet_ComparesValuesNotMemory(t *testing.T) {
	was := standardTeams()[0]
	was.Area, was.Skills, was.Notes = "bar", []string{"driving"}, "regular"
	asCopied := func() sheet.Character { // as a state's copy holds it
		c := was
		c.Items = sheet.CloneSlice(was.Items)
		return c
	}
	copied := asCopied()
	apart := was.Clone()
	apart.Name = strings.Clone(was.Name + " ")[:len(was.Name)] // the same text in other bytes
	apart.HiddenFromPlayers = !was.HiddenFromPlayers           // changes no rule
	for name, same := range map[string]sheet.Character{"copied": copied, "written apart": apart} {
		if !sameSheet(&was, &same) {
			t.Errorf("%s: the same sheet reads as changed", name)
		}
	}
	changes := map[string]func(c *sheet.Character){
		"level":     func(c *sheet.Character) { c.Level-- },
		"body":      func(c *sheet.Character) { c.Body.Torso.X++ },
		"area":      func(c *sheet.Character) { c.Area = "floor" },
		"notes":     func(c *sheet.Character) { c.Notes = "" },
		"skills":    func(c *sheet.Character) { c.Skills = []string{"diving"} },
		"item":      func(c *sheet.Character) { c.Items[0].Dropped = true },
		"surrender": func(c *sheet.Character) { c.Surrendered = true },
	}
	for name, change := range changes {
		changed := asCopied()
		change(&changed)
		if sameSheet(&was, &changed) {
			t.Errorf("%s: the changed sheet reads as the same", name)
		}
	}
}

// A roster's block of sheets is the same only when every sheet is the
// same bytes: a change to any one of them, the last too, or one sheet
// more or fewer, is seen.
func TestSameBlock_SeesAChangeToAnySheet(t *testing.T) {
	was := standardTeams()
	if len(was) < 2 {
		t.Fatal("the test needs two sheets or more")
	}
	copied := append([]sheet.Character(nil), was...)
	if !sameBlock(was, copied) || !sameBlock(nil, []sheet.Character{}) {
		t.Fatal("the same sheets read as changed")
	}
	for i := range was {
		changed := append([]sheet.Character(nil), was...)
		changed[i].Level--
		if sameBlock(was, changed) {
			t.Errorf("sheet %d of %d: a changed level reads as the same", i+1, len(was))
		}
		changed = append([]sheet.Character(nil), was...)
		changed[i].Items = sheet.CloneSlice(changed[i].Items) // the same values in other memory
		if len(changed[i].Items) > 0 && sameBlock(was, changed) {
			t.Errorf("sheet %d: items in other memory read as the same bytes (sameSheet must compare them)", i+1)
		}
	}
	if sameBlock(was, was[:len(was)-1]) {
		t.Error("one sheet fewer reads as the same")
	}
}
