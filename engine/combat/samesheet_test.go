package combat

import (
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Items are the same when their values are, whether copied bit for bit
// or written apart with text of their own, and differ in any field.
func TestSameItems_ComparesValuesNotMemory(t *testing.T) {
	items := []sheet.Item{{ID: "knife", Name: "Knife", Kind: sheet.ItemMelee1H, Held: sheet.RightHand}, {ID: "vest", Kind: sheet.ItemArmor, Location: sheet.Torso}}
	copied := sheet.CloneSlice(items)
	apart := sheet.CloneSlice(items)
	apart[0].ID = sheet.ItemID(strings.Clone(string(items[0].ID))) // the same text in other bytes
	for name, same := range map[string][]sheet.Item{"copied": copied, "written apart": apart} {
		if !sameItems(items, same) {
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
		if sameItems(items, changed) {
			t.Errorf("%s: the changed items read as the same", name)
		}
	}
	if sameItems(items, items[:1]) {
		t.Errorf("a shorter list reads as the same")
	}
}
