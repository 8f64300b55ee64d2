package sheet

import (
	"strings"

	"github.com/unhexboard/unhexboard/internal/words"
)

// The names below are how the app, the printed sheets and the log say a
// sheet's words to a person: one name each, whoever shows it. The values
// in a file (left-leg, melee-2h) are ids, never shown as they are.

// Name is the location as a person says it: "left leg", "head". The
// names are constants: an attack's option labels ask for them.
func (l Location) Name() string {
	switch l {
	case RightArm:
		return "right arm"
	case LeftArm:
		return "left arm"
	case RightLeg:
		return "right leg"
	case LeftLeg:
		return "left leg"
	}
	return string(l)
}

// Name is the hand as a person says it: "right hand", "both hands", and
// "no hand" for an item stowed.
func (h Hand) Name() string {
	switch h {
	case NoHand:
		return "no hand"
	case BothHands:
		return "both hands"
	}
	return string(h) + " hand"
}

// In says where a held item is: "in the right hand", "in both hands".
func (h Hand) In() string {
	if h == BothHands {
		return "in both hands"
	}
	return "in the " + h.Name()
}

// itemKindNames are the kinds as a sheet names them.
var itemKindNames = map[ItemKind]string{
	ItemArmor: "armor", ItemShield: "shield", ItemFirstAid: "first aid",
	ItemMelee2H: "2H melee", ItemMelee1H: "1H melee", ItemAmmo: "ammo",
	ItemRanged2H: "2H ranged", ItemRanged1H: "1H ranged", ItemAoE: "AoE",
}

// Name is the item kind as a sheet names it: "2H melee", "first aid".
func (k ItemKind) Name() string {
	if n, ok := itemKindNames[k]; ok {
		return n
	}
	return string(k)
}

// Name is the weapon class as a sheet names it: a class is named as the
// item kind it comes from ("1H melee"), or "unarmed".
func (w WeaponClass) Name() string { return ItemKind(w).Name() }

// AbilityName is the AoE ability the kind of item needs, as a person
// says it: "Blast AoE ability".
func (k AoEKind) AbilityName() string {
	if k == "" {
		return "AoE ability"
	}
	return strings.ToUpper(string(k[:1])) + string(k[1:]) + " AoE ability"
}

// Count says n marks of this kind: "1 \ mark", "2 X marks", "3 filled
// boxes" (a permanent wound fills its box).
func (k Mark) Count(n int) string {
	switch k {
	case XMark:
		return words.Count(n, "X mark")
	case Filled:
		return words.Count(n, "filled box")
	}
	return words.Count(n, `\ mark`)
}

// Text is a location's marks as a GM reads them: "2 \ marks, 1 X mark",
// or "no marks".
func (m Marks) Text() string {
	var parts []string
	for _, k := range MarkKinds {
		if n := m.Of(k); n > 0 {
			parts = append(parts, k.Count(n))
		}
	}
	if len(parts) == 0 {
		return "no marks"
	}
	return strings.Join(parts, ", ")
}

// Of is how many marks of one kind the location holds.
func (m Marks) Of(k Mark) int {
	switch k {
	case XMark:
		return m.X
	case Filled:
		return m.Filled
	}
	return m.Slash
}
