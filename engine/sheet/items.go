package sheet

import (
	"fmt"

	"github.com/unhexboard/unhexboard/internal/quote"
)

// ItemID names an item on one character's sheet.
type ItemID string

// ItemKind is the kind of a combat item. Every combat item takes one slot:
// armor is one slot per location, first aid and AoE items one slot per use.
type ItemKind string

const (
	ItemArmor    ItemKind = "armor"
	ItemShield   ItemKind = "shield"
	ItemFirstAid ItemKind = "first-aid"
	ItemMelee2H  ItemKind = "melee-2h"
	ItemMelee1H  ItemKind = "melee-1h"
	ItemAmmo     ItemKind = "ammo"
	ItemRanged2H ItemKind = "ranged-2h"
	ItemRanged1H ItemKind = "ranged-1h"
	ItemAoE      ItemKind = "aoe"
)

// ItemKinds lists every kind.
var ItemKinds = []ItemKind{ItemArmor, ItemShield, ItemFirstAid, ItemMelee2H, ItemMelee1H, ItemAmmo, ItemRanged2H, ItemRanged1H, ItemAoE}

// AoEKind is the AoE ability an AoE item belongs to, fixed in advance.
type AoEKind string

const (
	Blast      AoEKind = "blast"
	Continuous AoEKind = "continuous"
	CoverAoE   AoEKind = "cover"
	Demolish   AoEKind = "demolish"
)

// Valid reports whether k is a known AoE kind.
func (k AoEKind) Valid() bool {
	return k == Blast || k == Continuous || k == CoverAoE || k == Demolish
}

// Hand names a hand holding an item; Both is a two-handed hold.
type Hand string

const (
	NoHand    Hand = ""
	RightHand Hand = "right"
	LeftHand  Hand = "left"
	BothHands Hand = "both"
)

// Item is one slot of combat gear on a sheet.
type Item struct {
	ID   ItemID   `json:"id"`
	Name string   `json:"name"`
	Kind ItemKind `json:"kind"`
	// Location is the hit location armor protects.
	Location Location `json:"location,omitempty"`
	// AoE is the AoE ability an AoE item is for.
	AoE AoEKind `json:"aoe,omitempty"`
	// LessLethal marks an ammo slot dedicated to less-lethal shots.
	LessLethal bool `json:"lessLethal,omitempty"`
	// Held is the hand or hands holding it; empty when stowed.
	Held Hand `json:"held,omitempty"`
	// Dropped: on the ground in the character's area, still theirs until
	// someone picks it up.
	Dropped bool `json:"dropped,omitempty"`
	// Destroyed items stay on the sheet as a note, take no slot, and come
	// back at recovery.
	Destroyed bool `json:"destroyed,omitempty"`
}

// Valid reports whether k is a known kind.
func (k ItemKind) Valid() bool {
	for _, x := range ItemKinds {
		if x == k {
			return true
		}
	}
	return false
}

// HandsNeeded is how many hands the item needs to be used: 0 for worn or
// carried gear (armor, ammo).
func (k ItemKind) HandsNeeded() int {
	switch k {
	case ItemShield, ItemFirstAid, ItemMelee1H, ItemRanged1H:
		return 1
	case ItemMelee2H, ItemRanged2H, ItemAoE:
		return 2
	}
	return 0
}

// Weapon is the weapon class of an item used to attack, or "".
func (k ItemKind) Weapon() WeaponClass {
	switch k {
	case ItemMelee2H:
		return Melee2H
	case ItemMelee1H:
		return Melee1H
	case ItemRanged2H:
		return Ranged2H
	case ItemRanged1H:
		return Ranged1H
	case ItemAoE:
		return AoEW
	case ItemShield:
		return ShieldW
	}
	return ""
}

// RangeLimits is the ranges a weapon class can attack at; Max -1 means no
// upper limit the rules set (the GM may rule a shot too long).
func (w WeaponClass) RangeLimits() (lo, hi int) {
	switch w {
	case Ranged2H:
		return 1, -1
	case Ranged1H, AoEW:
		return 0, 1
	}
	return 0, 0
}

// Ranged reports whether the class shoots and so needs ammo.
func (w WeaponClass) Ranged() bool { return w == Ranged2H || w == Ranged1H }

// Melee reports whether the class fights at arm's length.
func (w WeaponClass) Melee() bool {
	return w == Melee2H || w == Melee1H || w == Unarmed || w == ShieldW
}

// Intact reports whether the item exists and is on the character.
func (it *Item) Intact() bool { return !it.Destroyed && !it.Dropped }

// Item returns the character's item with id, or nil.
func (c *Character) Item(id ItemID) *Item {
	for i := range c.Items {
		if c.Items[i].ID == id {
			return &c.Items[i]
		}
	}
	return nil
}

// SlotsUsed counts the items that take a slot: everything not destroyed,
// dropped items included, since they are still the character's.
func (c *Character) SlotsUsed() int {
	n := 0
	for _, it := range c.Items {
		if !it.Destroyed {
			n++
		}
	}
	return n
}

// HandUsable reports whether a hand can hold and use items: its arm is not
// full.
func (c *Character) HandUsable(h Hand) bool {
	switch h {
	case RightHand:
		return !c.Body.Full(RightArm)
	case LeftHand:
		return !c.Body.Full(LeftArm)
	case BothHands:
		return !c.Body.Full(RightArm) && !c.Body.Full(LeftArm)
	}
	return false
}

// Holding returns the item held in hand h (a two-handed item is in both),
// or nil.
func (c *Character) Holding(h Hand) *Item {
	for i := range c.Items {
		it := &c.Items[i]
		if it.Intact() && (it.Held == h || (it.Held == BothHands && h != NoHand)) {
			return it
		}
	}
	return nil
}

// HandEmpty reports whether a hand is usable and holds nothing.
func (c *Character) HandEmpty(h Hand) bool { return c.HandUsable(h) && c.Holding(h) == nil }

// checkHolds checks the hands as a whole: each hand holds one item at most,
// every item fits the hands it is in, hands of full arms hold nothing, and
// a shield is never held with a 1H ranged weapon.
func (c *Character) checkHolds() error {
	var right, left *Item
	for i := range c.Items {
		it := &c.Items[i]
		if it.Held == NoHand {
			continue
		}
		if !it.Intact() {
			return fmt.Errorf("item %s is %s but marked as held", quote.Q(it.ID), lostWord(it))
		}
		switch it.Kind.HandsNeeded() {
		case 0:
			return fmt.Errorf("item %s (%s) is worn or carried, never held", quote.Q(it.ID), it.Kind)
		case 1:
			if it.Held != RightHand && it.Held != LeftHand {
				return fmt.Errorf("item %s (%s) is held in one hand, right or left, not %s", quote.Q(it.ID), it.Kind, quote.Q(it.Held))
			}
		case 2:
			if it.Held != BothHands {
				return fmt.Errorf("item %s (%s) needs both hands", quote.Q(it.ID), it.Kind)
			}
		}
		for _, h := range []Hand{RightHand, LeftHand} {
			if it.Held != h && it.Held != BothHands {
				continue
			}
			slot := &right
			if h == LeftHand {
				slot = &left
			}
			if *slot != nil {
				return fmt.Errorf("the %s hand holds both %s and %s", h, quote.Q((*slot).ID), quote.Q(it.ID))
			}
			*slot = it
			if !c.HandUsable(h) {
				return fmt.Errorf("item %s is in the %s hand, but that arm is full and the hand is unusable", quote.Q(it.ID), h)
			}
		}
	}
	if right != nil && left != nil {
		kinds := map[ItemKind]bool{right.Kind: true, left.Kind: true}
		if kinds[ItemShield] && kinds[ItemRanged1H] {
			return fmt.Errorf("a shield and a 1H ranged weapon cannot be held at the same time")
		}
	}
	return nil
}

func lostWord(it *Item) string {
	if it.Destroyed {
		return "destroyed"
	}
	return "dropped"
}

// ItemUse describes what a character wants to do with an item.
type ItemUse struct {
	Action     Action `json:"action"`
	Range      int    `json:"range"`
	LessLethal bool   `json:"lessLethal,omitempty"`
}

// CanUseItem checks every item restriction for one use: the item is in the
// hands it needs and they work, an attack is in the weapon's range, a
// ranged weapon has ammo (a less-lethal shot needs a less-lethal ammo
// slot), an AoE item needs its ability and only Attacks, and armor, ammo
// and first aid are not weapons. It returns nil when the use is allowed.
func (c *Character) CanUseItem(id ItemID, u ItemUse) error {
	bar, it := c.itemBar(id, u)
	if bar == itemUsable {
		return nil
	}
	return c.itemRefusal(bar, it, id, u)
}

// ItemUsable is CanUseItem's verdict without its words, for a reader of
// many verdicts and no reasons (the tactics weigh every weapon at every
// range): the same checks, and nothing to allocate.
func (c *Character) ItemUsable(id ItemID, u ItemUse) bool {
	bar, _ := c.itemBar(id, u)
	return bar == itemUsable
}

// ItemAttackRanges is ItemUsable for an Attack at every range at once:
// ok false when the item attacks at no range, else it attacks at the
// ranges lo to hi (hi -1: no limit) and no other. Only the weapon's range
// limits depend on the range, so one verdict at lo answers for them all.
func (c *Character) ItemAttackRanges(id ItemID, lessLethal bool) (lo, hi int, ok bool) {
	it := c.Item(id)
	if it == nil {
		return 0, 0, false
	}
	lo, hi = it.Kind.Weapon().RangeLimits()
	return lo, hi, c.ItemUsable(id, ItemUse{Action: ActAttack, Range: lo, LessLethal: lessLethal})
}

// itemBarred is which of CanUseItem's checks refuses a use.
type itemBarred uint8

const (
	itemUsable itemBarred = iota
	itemActorOut
	itemMissing
	itemLost
	itemNotInHands
	itemStowed
	itemHandUnusable
	itemNotFirstAid
	itemNoSuchUse
	itemNotWeapon
	itemShieldUntrained
	itemAoEOnlyAttack
	itemAoEUntrained
	itemAoELessLethal
	itemCounterRange
	itemOutOfReach
	itemNoLessLethalAmmo
	itemNoAmmo
)

// itemBar is CanUseItem's one chain of checks: the first that refuses the
// use (itemUsable: none), with the item when the character has it.
func (c *Character) itemBar(id ItemID, u ItemUse) (itemBarred, *Item) {
	if !c.Able() {
		return itemActorOut, nil
	}
	it := c.Item(id)
	if it == nil {
		return itemMissing, nil
	}
	if !it.Intact() {
		return itemLost, it
	}
	if it.Kind.HandsNeeded() == 0 {
		return itemNotInHands, it
	}
	if it.Held == NoHand {
		return itemStowed, it
	}
	if !c.HandUsable(it.Held) {
		return itemHandUnusable, it
	}
	switch u.Action {
	case ActFirstAid:
		if it.Kind != ItemFirstAid {
			return itemNotFirstAid, it
		}
		return itemUsable, it
	case ActAttack, ActIntercept, ActCounterattack:
	default:
		return itemNoSuchUse, it
	}
	w := it.Kind.Weapon()
	switch {
	case w == "" || it.Kind == ItemFirstAid:
		return itemNotWeapon, it
	case w == ShieldW && !c.HasAbility("shield-attack"):
		return itemShieldUntrained, it
	case w == AoEW:
		if u.Action != ActAttack {
			return itemAoEOnlyAttack, it
		}
		if !c.HasAbility(AoEAbility(it.AoE)) {
			return itemAoEUntrained, it
		}
		if u.LessLethal {
			return itemAoELessLethal, it
		}
	}
	if u.Action == ActCounterattack && u.Range != 0 {
		return itemCounterRange, it
	}
	lo, hi := w.RangeLimits()
	if u.Range < lo || (hi >= 0 && u.Range > hi) {
		return itemOutOfReach, it
	}
	if w.Ranged() && c.ammo(u.LessLethal) == nil {
		if u.LessLethal {
			return itemNoLessLethalAmmo, it
		}
		return itemNoAmmo, it
	}
	return itemUsable, it
}

// itemRefusal words the refusal of itemBar's check bar.
func (c *Character) itemRefusal(bar itemBarred, it *Item, id ItemID, u ItemUse) error {
	switch bar {
	case itemActorOut:
		return c.CanAct()
	case itemMissing:
		return Refuse("%s has no item %s", c.Label(), quote.Q(id))
	case itemLost:
		return Refuse("%s's %s is %s", c.Label(), it.Label(), lostWord(it))
	case itemNotInHands:
		return Refuse("%s is %s: it is not used from the hands", it.Label(), it.Kind.Name())
	case itemStowed:
		return Refuse("%s must be in hand first (%s holds it stowed)", it.Label(), c.Label())
	case itemHandUnusable:
		return Refuse("%s is in an unusable hand", it.Label())
	case itemNotFirstAid:
		return Refuse("%s is not a first aid item", it.Label())
	case itemNoSuchUse:
		return Refuse("items are not used for %s", u.Action)
	case itemNotWeapon:
		return Refuse("%s is not a weapon", it.Label())
	case itemShieldUntrained:
		return Refuse("attacking with a shield needs the ability to Attack with one")
	case itemAoEOnlyAttack:
		return Refuse("an AoE item is used only with the Attack action, not %s", u.Action)
	case itemAoEUntrained:
		return Refuse("using a %s AoE item needs the %s", it.AoE, it.AoE.AbilityName())
	case itemAoELessLethal:
		return Refuse("AoE items have no less-lethal form")
	case itemCounterRange:
		return Refuse("a Counterattack is made at range 0")
	case itemOutOfReach:
		w := it.Kind.Weapon()
		lo, hi := w.RangeLimits()
		return &outOfReach{item: it.Label(), w: w, reach: reach{lo, hi}, rng: u.Range}
	case itemNoLessLethalAmmo:
		return Refuse("a less-lethal shot needs an ammo slot dedicated to less-lethal")
	case itemNoAmmo:
		return Refuse("a ranged weapon needs at least one slot of ammo")
	}
	return nil
}

// outOfReach is CanUseItem's refusal of a range the weapon does not reach,
// written only when read. It is the refusal met most (the tactics ask it
// of every weapon at every range), so it is one allocation, where Refuse's
// arguments would be five.
type outOfReach struct {
	item  string
	w     WeaponClass
	reach reach
	rng   int
}

func (e *outOfReach) Error() string {
	return fmt.Sprintf("%s (%s) reaches %s, not range %d", e.item, e.w.Name(), e.reach, e.rng)
}

// reach is a weapon's ranges in words, written only when a refusal is read.
type reach struct{ lo, hi int }

func (r reach) String() string { return rangeText(r.lo, r.hi) }

func rangeText(lo, hi int) string {
	switch {
	case hi < 0:
		return fmt.Sprintf("range %d or more", lo)
	case lo == hi:
		return fmt.Sprintf("only range %d", lo)
	}
	return fmt.Sprintf("range %d to %d", lo, hi)
}

// ammo returns an intact ammo slot of the given kind, or nil.
func (c *Character) ammo(lessLethal bool) *Item {
	for i := range c.Items {
		it := &c.Items[i]
		if it.Kind == ItemAmmo && it.Intact() && it.LessLethal == lessLethal {
			return it
		}
	}
	return nil
}

func (it *Item) Label() string {
	if it.Name != "" {
		return it.Name
	}
	return string(it.ID)
}
