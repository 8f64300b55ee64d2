package printkit

import (
	"fmt"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// kindLabel is how a sheet names an item's kind, with what sets it apart
// (the location armor covers, the ability an AoE item belongs to).
func kindLabel(it sheet.Item) string {
	k := it.Kind.Name()
	switch {
	case it.Kind == sheet.ItemArmor && it.Location != "":
		k += ", " + it.Location.Name()
	case it.Kind == sheet.ItemAoE && it.AoE != "":
		k += ", " + string(it.AoE)
	case it.LessLethal:
		k += ", less-lethal"
	}
	return k
}

// itemState is where an item is: in which hand, on the ground, destroyed.
func itemState(it sheet.Item) string {
	switch {
	case it.Destroyed:
		return "destroyed"
	case it.Dropped:
		return "dropped"
	case it.Held != sheet.NoHand:
		return it.Held.Name()
	}
	return ""
}

// handLine is what a hand shows: the item it holds, nothing (a blank to
// write in), or that its arm is full.
func handLine(c *sheet.Character, h sheet.Hand) string {
	if !c.HandUsable(h) {
		return "unusable (arm full)"
	}
	if it := c.Holding(h); it != nil {
		if it.Held == sheet.BothHands {
			return it.Label() + " (both hands)"
		}
		return it.Label()
	}
	return ""
}

// earnedAt is the lowest max level at which count(level) exceeds n: the
// level that brings the (n+1)-th slot or ability pick. The counts come
// from engine/sheet, so the sheet never restates the advancement rule.
func earnedAt(count func(int) int, n int) int {
	for lv := 0; lv <= sheet.HighestMaxLevel; lv++ {
		if count(lv) > n {
			return lv
		}
	}
	return -1
}

func fromMax(level int) string { return fmt.Sprintf("from max %d", level) }
