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
func (c *Combat) itemOptions(ch *sheet.Character, l *lister) {
	right, left := heldID(ch, sheet.RightHand), heldID(ch, sheet.LeftHand)
	for _, it := range ch.Items {
		if !it.Intact() || it.Kind == sheet.ItemArmor {
			continue
		}
		if it.Held != sheet.NoHand {
			r, lh := emptyIf(right, it.ID), emptyIf(left, it.ID)
			l.arrange(ch, sheet.ArrangeItems{Right: r, Left: lh}, func() string { return "stow " + it.Label() })
			l.arrange(ch, sheet.ArrangeItems{Right: r, Left: lh, Drop: []sheet.ItemID{it.ID}}, func() string { return "drop " + it.Label() + " (free)" })
			continue
		}
		switch it.Kind.HandsNeeded() {
		case 2:
			l.arrange(ch, sheet.ArrangeItems{Right: it.ID, Left: it.ID},
				func() string { return "take " + it.Label() + " in both hands" + stows(ch, right, left) })
		case 1:
			lh := oneHanded(ch, left)
			l.arrange(ch, sheet.ArrangeItems{Right: it.ID, Left: lh},
				func() string {
					return "take " + it.Label() + " in the right hand" + stows(ch, right, emptyIf(left, lh))
				})
			r := oneHanded(ch, right)
			l.arrange(ch, sheet.ArrangeItems{Right: r, Left: it.ID},
				func() string { return "take " + it.Label() + " in the left hand" + stows(ch, emptyIf(right, r), left) })
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
			l.arrange(ch, sheet.ArrangeItems{Right: right, Left: left, PickUp: []sheet.GroundItem{{Owner: owner.ID, Item: it.ID}}},
				func() string {
					if owner.ID != ch.ID {
						return fmt.Sprintf("pick up %s (%s's)", it.Label(), owner.Label())
					}
					return "pick up " + it.Label()
				})
		}
	}
}

// arrange adds one arrangement of ch's items.
func (l *lister) arrange(ch *sheet.Character, a sheet.ArrangeItems, label func() string) {
	a.Character = ch.ID
	l.add(ActOption{Kind: ActManageItems, Weapon: firstItem(a), Command: &ManageItems{ArrangeItems: a}}, label)
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
