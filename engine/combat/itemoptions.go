package combat

import (
	"fmt"
	"slices"
	"strings"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// itemOptions lists each single thing a character could do with their
// items: take an item in hand, stow or drop what is held, pick up what
// lies in their area. Each is a complete arrangement of both hands, so no
// option ever stows something the GM did not ask to stow.
func (c *Combat) itemOptions(ch *sheet.Character) []ActOption {
	right, left := heldID(ch, sheet.RightHand), heldID(ch, sheet.LeftHand)
	var out []ActOption
	arrange := func(label string, a sheet.ArrangeItems) {
		a.Character = ch.ID
		out = append(out, ActOption{Kind: ActManageItems, Label: label, Weapon: firstItem(a),
			Command: &ManageItems{ArrangeItems: a}})
	}
	for _, it := range ch.Items {
		if !it.Intact() || it.Kind == sheet.ItemArmor {
			continue
		}
		if it.Held != sheet.NoHand {
			r, l := emptyIf(right, it.ID), emptyIf(left, it.ID)
			arrange("stow "+it.Label(), sheet.ArrangeItems{Right: r, Left: l})
			arrange("drop "+it.Label()+" (free)", sheet.ArrangeItems{Right: r, Left: l, Drop: []sheet.ItemID{it.ID}})
			continue
		}
		switch it.Kind.HandsNeeded() {
		case 2:
			arrange("take "+it.Label()+" in both hands"+stows(ch, right, left), sheet.ArrangeItems{Right: it.ID, Left: it.ID})
		case 1:
			l := oneHanded(ch, left)
			arrange("take "+it.Label()+" in the right hand"+stows(ch, right, emptyIf(left, l)), sheet.ArrangeItems{Right: it.ID, Left: l})
			r := oneHanded(ch, right)
			arrange("take "+it.Label()+" in the left hand"+stows(ch, emptyIf(right, r), left), sheet.ArrangeItems{Right: r, Left: it.ID})
		}
	}
	for i := range c.Roster.Characters {
		owner := &c.Roster.Characters[i]
		if owner.Area != ch.Area || ch.Area == "" {
			continue
		}
		for _, it := range owner.Items {
			if !it.Dropped || it.Destroyed {
				continue
			}
			label := "pick up " + it.Label()
			if owner.ID != ch.ID {
				label = fmt.Sprintf("pick up %s (%s's)", it.Label(), owner.Label())
			}
			arrange(label, sheet.ArrangeItems{Right: right, Left: left,
				PickUp: []sheet.GroundItem{{Owner: owner.ID, Item: it.ID}}})
		}
	}
	return out
}

// heldID is the item in the hand, or "".
func heldID(ch *sheet.Character, h sheet.Hand) sheet.ItemID {
	if it := ch.Holding(h); it != nil {
		return it.ID
	}
	return ""
}

func emptyIf(held, id sheet.ItemID) sheet.ItemID {
	if held == id {
		return ""
	}
	return held
}

// oneHanded keeps the other hand's item unless it is a two-handed one,
// which cannot stay held with one hand taken.
func oneHanded(ch *sheet.Character, id sheet.ItemID) sheet.ItemID {
	if it := ch.Item(id); it != nil && it.Kind.HandsNeeded() == 2 {
		return ""
	}
	return id
}

func firstItem(a sheet.ArrangeItems) sheet.ItemID {
	switch {
	case len(a.Drop) > 0:
		return a.Drop[0]
	case len(a.PickUp) > 0:
		return a.PickUp[0].Item
	}
	return ""
}

// stows names what taking an item in hand puts away, so the GM sees it
// before choosing.
func stows(ch *sheet.Character, ids ...sheet.ItemID) string {
	var names []string
	for _, id := range ids {
		if it := ch.Item(id); it != nil && !slices.Contains(names, it.Label()) {
			names = append(names, it.Label())
		}
	}
	if len(names) == 0 {
		return ""
	}
	return " (stows " + strings.Join(names, " and ") + ")"
}
