package sheet

import (
	"strings"
	"testing"
)

// TestItems_Restrictions has a case for every item rule: whether a sheet
// may carry something, hold it, or use it.
func TestItems_Restrictions(t *testing.T) {
	fighter := func(items ...Item) Character {
		c := leveled(pcSheet("c"), 95)
		c.Items = items
		return c
	}
	armor := func(id string, l Location) Item { return Item{ID: ItemID(id), Kind: ItemArmor, Location: l} }
	gun := Item{ID: "gun", Kind: ItemRanged1H, Held: RightHand}
	rifle := Item{ID: "rifle", Kind: ItemRanged2H, Held: BothHands}
	ammo := Item{ID: "ammo", Kind: ItemAmmo}
	stun := Item{ID: "stun", Kind: ItemAmmo, LessLethal: true}
	grenade := Item{ID: "g", Kind: ItemAoE, AoE: Blast, Held: BothHands}
	type sheetCase struct {
		name string
		c    Character
		want string // "" when the sheet is valid, else part of the problem
	}
	sheets := []sheetCase{
		{"armor: one slot per location, two on a location", fighter(armor("a1", Torso), armor("a2", Torso)), ""},
		{"armor: no more than 2 on a location", fighter(armor("a1", Torso), armor("a2", Torso), armor("a3", Torso)), "more than 2 armor"},
		{"armor: a destroyed piece does not count", fighter(armor("a1", Torso), armor("a2", Torso), Item{ID: "a3", Kind: ItemArmor, Location: Torso, Destroyed: true}), ""},
		{"armor: names its location", fighter(Item{ID: "a", Kind: ItemArmor}), "names the location"},
		{"armor: is never held", fighter(Item{ID: "a", Kind: ItemArmor, Location: Head, Held: RightHand}), "never held"},
		{"shield: one hand", fighter(Item{ID: "s", Kind: ItemShield, Held: BothHands}), "one hand"},
		{"first aid: one hand", fighter(Item{ID: "k", Kind: ItemFirstAid, Held: BothHands}), "one hand"},
		{"2H melee: both hands", fighter(Item{ID: "x", Kind: ItemMelee2H, Held: RightHand}), "both hands"},
		{"1H melee: one hand", fighter(Item{ID: "x", Kind: ItemMelee1H, Held: BothHands}), "one hand"},
		{"1H melee in each hand", fighter(knife("a", RightHand), knife("b", LeftHand)), ""},
		{"a hand holds one item", fighter(knife("a", RightHand), knife("b", RightHand)), "holds both"},
		{"ammo: carried, never held", fighter(Item{ID: "a", Kind: ItemAmmo, Held: LeftHand}), "never held"},
		{"less-lethal: only ammo is dedicated", fighter(Item{ID: "a", Kind: ItemMelee1H, LessLethal: true}), "only an ammo slot"},
		{"2H ranged: both hands", fighter(Item{ID: "r", Kind: ItemRanged2H, Held: LeftHand}), "both hands"},
		{"1H ranged: not with a shield", fighter(gun, Item{ID: "s", Kind: ItemShield, Held: LeftHand}), "shield and a 1H ranged"},
		{"1H ranged with a stowed shield", fighter(gun, Item{ID: "s", Kind: ItemShield}), ""},
		{"AoE: needs its ability to carry", fighter(Item{ID: "g", Kind: ItemAoE, AoE: Blast}), "needs the aoe-blast ability"},
		{"AoE: names its ability", fighter(Item{ID: "g", Kind: ItemAoE}), "name their AoE ability"},
		{"AoE: both hands", withAbilities(fighter(Item{ID: "g", Kind: ItemAoE, AoE: Blast, Held: RightHand}), "aoe-blast"), "both hands"},
		{"slots: 5 at max level 50", func() Character {
			c := pcSheet("c")
			for _, id := range []string{"1", "2", "3", "4", "5", "6"} {
				c.Items = append(c.Items, Item{ID: ItemID(id), Kind: ItemFirstAid})
			}
			return c
		}(), "6 items need 6 slots"},
		{"slots: one per use, destroyed ones free", func() Character {
			c := pcSheet("c")
			for _, id := range []string{"1", "2", "3", "4", "5"} {
				c.Items = append(c.Items, Item{ID: ItemID(id), Kind: ItemFirstAid})
			}
			return withItems(c, Item{ID: "6", Kind: ItemFirstAid, Destroyed: true})
		}(), ""},
		{"unknown kind", fighter(Item{ID: "x", Kind: "laser"}), "unknown"},
		{"a full arm holds nothing", func() Character {
			c := fighter(knife("k", LeftHand))
			c.Body.LeftArm = Marks{X: 3}
			return c
		}(), "unusable"},
	}
	for _, c := range sheets {
		t.Run("sheet/"+c.name, func(t *testing.T) {
			err := rosterOf(c.c).Validate(nil)
			if c.want == "" && err != nil {
				t.Fatalf("refused: %v", err)
			}
			if c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
				t.Fatalf("err = %v, want %q", err, c.want)
			}
		})
	}

	type useCase struct {
		name string
		c    Character
		item ItemID
		use  ItemUse
		want string
	}
	atk := func(rng int) ItemUse { return ItemUse{Action: ActAttack, Range: rng} }
	uses := []useCase{
		{"1H melee at range 0", fighter(knife("k", RightHand)), "k", atk(0), ""},
		{"melee only at range 0", fighter(knife("k", RightHand)), "k", atk(1), "not range 1"},
		{"a stowed weapon must be drawn first", fighter(knife("k", NoHand)), "k", atk(0), "in hand first"},
		{"2H ranged at range 1", fighter(rifle, ammo), "rifle", atk(1), ""},
		{"2H ranged at range 4", fighter(rifle, ammo), "rifle", atk(4), ""},
		{"2H ranged never at range 0", fighter(rifle, ammo), "rifle", atk(0), "range 1 or more"},
		{"2H ranged cannot counterattack (range 0)", fighter(rifle, ammo), "rifle", ItemUse{Action: ActCounterattack}, "range 1 or more"},
		{"1H ranged at range 0", fighter(gun, ammo), "gun", atk(0), ""},
		{"1H ranged at range 1", fighter(gun, ammo), "gun", atk(1), ""},
		{"1H ranged not at range 2", fighter(gun, ammo), "gun", atk(2), "range 0 to 1"},
		{"1H ranged may counterattack", fighter(gun, ammo), "gun", ItemUse{Action: ActCounterattack}, ""},
		{"ranged needs ammo", fighter(gun), "gun", atk(0), "ammo"},
		{"destroyed ammo is no ammo", fighter(gun, Item{ID: "a", Kind: ItemAmmo, Destroyed: true}), "gun", atk(0), "ammo"},
		{"less-lethal shot needs dedicated ammo", fighter(gun, ammo), "gun", ItemUse{Action: ActAttack, LessLethal: true}, "less-lethal"},
		{"less-lethal shot with dedicated ammo", fighter(gun, stun), "gun", ItemUse{Action: ActAttack, LessLethal: true}, ""},
		{"less-lethal ammo is not lethal ammo", fighter(gun, stun), "gun", atk(0), "ammo"},
		{"less-lethal melee is free", fighter(knife("k", RightHand)), "k", ItemUse{Action: ActAttack, LessLethal: true}, ""},
		{"AoE needs its ability to use", func() Character {
			c := withAbilities(fighter(grenade), "aoe-blast")
			c.Abilities = nil // the sheet is invalid now; the use check still says why
			return c
		}(), "g", atk(1), "Blast AoE ability"},
		{"AoE at range 1", withAbilities(fighter(grenade), "aoe-blast"), "g", atk(1), ""},
		{"AoE not at range 2", withAbilities(fighter(grenade), "aoe-blast"), "g", atk(2), "range 0 to 1"},
		{"AoE only with Attack", withAbilities(fighter(grenade), "aoe-blast"), "g", ItemUse{Action: ActIntercept, Range: 1}, "only with the Attack"},
		{"a shield is no weapon without the ability", fighter(Item{ID: "s", Kind: ItemShield, Held: LeftHand}), "s", atk(0), "ability to Attack with one"},
		{"a shield attack with the ability", withAbilities(fighter(Item{ID: "s", Kind: ItemShield, Held: LeftHand}), "shield-attack"), "s", atk(0), ""},
		{"first aid kit is not a weapon", fighter(Item{ID: "k", Kind: ItemFirstAid, Held: LeftHand}), "k", atk(0), "not a weapon"},
		{"armor is not used from the hands", fighter(armor("a", Head)), "a", atk(0), "not used from the hands"},
		{"a destroyed item cannot be used", fighter(Item{ID: "k", Kind: ItemMelee1H, Destroyed: true}), "k", atk(0), "destroyed"},
		{"an unconscious character uses nothing", func() Character { c := fighter(knife("k", RightHand)); c.Level = 5; return c }(), "k", atk(0), "unconscious"},
	}
	for _, c := range uses {
		t.Run("use/"+c.name, func(t *testing.T) {
			err := c.c.CanUseItem(c.item, c.use)
			if ok := c.c.ItemUsable(c.item, c.use); ok != (err == nil) {
				t.Fatalf("ItemUsable = %v, but CanUseItem says %v", ok, err)
			}
			if c.use.Action == ActAttack { // every range's verdict from one answer
				lo, hi, any := c.c.ItemAttackRanges(c.item, c.use.LessLethal)
				for r := 0; r <= 6; r++ {
					u := ItemUse{Action: ActAttack, Range: r, LessLethal: c.use.LessLethal}
					want := c.c.ItemUsable(c.item, u)
					if got := any && r >= lo && (hi < 0 || r <= hi); got != want {
						t.Fatalf("range %d: ItemAttackRanges says %v (%d to %d, %v), ItemUsable %v", r, got, lo, hi, any, want)
					}
				}
			}
			if c.want == "" && err != nil {
				t.Fatalf("refused: %v", err)
			}
			if c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
				t.Fatalf("err = %v, want %q", err, c.want)
			}
		})
	}
}

func TestItems_RangedCriticalFailureDestroysOneAmmoSlot(t *testing.T) {
	att := npcSheet("att")
	att.Items = []Item{{ID: "gun", Kind: ItemRanged1H, Held: RightHand}, {ID: "a1", Kind: ItemAmmo}, {ID: "a2", Kind: ItemAmmo}, {ID: "s", Kind: ItemAmmo, LessLethal: true}}
	r := rosterOf(att, pcSheet("tgt"))
	res := applied(t, r, &AttackRoll{Attacker: "att", Target: "tgt", Weapon: "gun", Range: 1, Roll: RollRecord{Dice: dice(8, 8)}})
	got := res.State.Find("att")
	n := 0
	for _, it := range got.Items {
		if it.Destroyed {
			n++
			if it.LessLethal {
				t.Error("a lethal shot spent the less-lethal slot")
			}
		}
	}
	if n != 1 || !res.Effects.LoseNextAction {
		t.Errorf("%d ammo slots destroyed, lose next action %v; want 1 and true", n, res.Effects.LoseNextAction)
	}
}

func TestItems_RangedLessLethalMarksNothing(t *testing.T) {
	att := npcSheet("att")
	att.Items = []Item{{ID: "gun", Kind: ItemRanged1H, Held: RightHand}, {ID: "s", Kind: ItemAmmo, LessLethal: true}}
	r := rosterOf(att, pcSheet("tgt"))
	res := applied(t, r, &AttackRoll{Attacker: "att", Target: "tgt", Weapon: "gun", Range: 1, LessLethal: true, DamageDie: OnesDie, Roll: RollRecord{Dice: dice(2, 4)}})
	if tg := res.State.Find("tgt"); tg.Level != 46 || tg.Body != (Body{}) {
		t.Errorf("level %d body %+v", tg.Level, tg.Body)
	}
	refused(t, r, &AttackRoll{Attacker: "att", Target: "tgt", Weapon: "gun", Range: 1, Roll: RollRecord{Dice: dice(2, 4)}})
}

func TestItems_AoEAttackRollsAreLeftToTheCombatFlow(t *testing.T) {
	att := withAbilities(npcSheet("att"), "aoe-blast")
	att.Items = []Item{{ID: "g", Kind: ItemAoE, AoE: Blast, Held: BothHands}}
	r := rosterOf(att, pcSheet("tgt"))
	if err := refused(t, r, &AttackRoll{Attacker: "att", Target: "tgt", Weapon: "g", Range: 1, Roll: RollRecord{Dice: dice(2, 4)}}); !strings.Contains(err.Error(), "area") {
		t.Errorf("err %v", err)
	}
}

func TestItems_UnarmedAttacksNeedTheAbilityAndAFreeHandOrLegs(t *testing.T) {
	att := npcSheet("att")
	r := rosterOf(att, pcSheet("tgt"))
	refused(t, r, &AttackRoll{Attacker: "att", Target: "tgt", Roll: RollRecord{Dice: dice(2, 4)}})
	r.Find("att").Abilities = []AbilityID{"unarmed-combat"}
	decision(t, r, &AttackRoll{Attacker: "att", Target: "tgt", Roll: RollRecord{Dice: dice(2, 4)}}, DecideAssignDice)
	refused(t, r, &AttackRoll{Attacker: "att", Target: "tgt", Range: 1, Roll: RollRecord{Dice: dice(2, 4)}})
}

func TestArrangeItems_ActionCosts(t *testing.T) {
	c := pcSheet("c")
	c.Area = "bar"
	c.Items = []Item{knife("sword", RightHand), {ID: "shield", Kind: ItemShield}, {ID: "rifle", Kind: ItemRanged2H}, {ID: "kit", Kind: ItemFirstAid}}
	other := npcSheet("o")
	other.Area = "bar"
	other.Items = []Item{{ID: "pistol", Kind: ItemRanged1H, Dropped: true}, {ID: "axe", Kind: ItemMelee2H, Dropped: true}}
	r := rosterOf(c, other)
	cases := []struct {
		name    string
		cmd     ArrangeItems
		actions int
		want    string // refusal, if any
	}{
		{name: "drop what is in hand: free", cmd: ArrangeItems{Drop: []ItemID{"sword"}}, actions: 0},
		{name: "draw a shield into the free hand", cmd: ArrangeItems{Right: "sword", Left: "shield"}, actions: 1},
		{name: "stow the sword", cmd: ArrangeItems{}, actions: 1},
		{name: "swap the sword to the other hand", cmd: ArrangeItems{Left: "sword"}, actions: 1},
		{name: "stow the sword and take the rifle: one action in all", cmd: ArrangeItems{Right: "rifle", Left: "rifle"}, actions: 1},
		{name: "drop the sword and take the rifle: one action", cmd: ArrangeItems{Drop: []ItemID{"sword"}, Right: "rifle", Left: "rifle"}, actions: 1},
		{name: "dropping a stowed item is rearranging", cmd: ArrangeItems{Right: "sword", Drop: []ItemID{"kit"}}, actions: 1},
		{name: "pick up someone's dropped pistol", cmd: ArrangeItems{Right: "sword", Left: "pistol", PickUp: []GroundItem{{"o", "pistol"}}}, actions: 1},
		{name: "nothing changes", cmd: ArrangeItems{Right: "sword"}, want: "nothing would change"},
		{name: "a 2H item in one hand", cmd: ArrangeItems{Right: "rifle"}, want: "needs both hands"},
		{name: "a 1H item in both hands", cmd: ArrangeItems{Right: "sword", Left: "sword"}, want: "one hand"},
		{name: "pick up an item not on the ground", cmd: ArrangeItems{PickUp: []GroundItem{{"c", "kit"}}}, want: "on the ground"},
		{name: "hold something one does not have", cmd: ArrangeItems{Right: "pistol"}, want: "no item"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cmd := tc.cmd
			cmd.Character = "c"
			if tc.want != "" {
				if err := refused(t, r, &cmd); !strings.Contains(err.Error(), tc.want) {
					t.Errorf("err %v, want %q", err, tc.want)
				}
				return
			}
			res := applied(t, r, &cmd)
			if res.Effects.Actions != tc.actions {
				t.Errorf("costs %d actions, want %d (%s)", res.Effects.Actions, tc.actions, res.Narration)
			}
		})
	}
	res := applied(t, r, &ArrangeItems{Character: "c", Right: "sword", PickUp: []GroundItem{{"o", "pistol"}}})
	if res.State.Find("c").Item("pistol") == nil || res.State.Find("o").Item("pistol") != nil {
		t.Error("the picked-up pistol changes hands")
	}
	far := r.Clone()
	far.Find("o").Area = "kitchen"
	refused(t, far, &ArrangeItems{Character: "c", Right: "sword", PickUp: []GroundItem{{"o", "pistol"}}})
	full := r.Clone()
	for _, id := range []ItemID{"f1"} {
		full.Find("c").Items = append(full.Find("c").Items, Item{ID: id, Kind: ItemFirstAid})
	}
	if err := refused(t, full, &ArrangeItems{Character: "c", Right: "sword", PickUp: []GroundItem{{"o", "pistol"}}}); !strings.Contains(err.Error(), "no free slot") {
		t.Errorf("err %v", err)
	}
	noAoE := r.Clone()
	noAoE.Find("o").Items = append(noAoE.Find("o").Items, Item{ID: "g", Kind: ItemAoE, AoE: Demolish, Dropped: true})
	noAoE.Find("o").Abilities = []AbilityID{"aoe-demolish"}
	if err := refused(t, noAoE, &ArrangeItems{Character: "c", Right: "sword", PickUp: []GroundItem{{"o", "g"}}}); !strings.Contains(err.Error(), "Demolish AoE ability") {
		t.Errorf("err %v", err)
	}
	shield := r.Clone()
	shield.Find("c").Items = append(shield.Find("c").Items, Item{ID: "gun", Kind: ItemRanged1H})
	refused(t, shield, &ArrangeItems{Character: "c", Right: "gun", Left: "shield"})
}

// A hand is usable while its arm is not full; both hands, while neither
// arm is: HandUsable agrees with Body.Full at every count of marks.
func TestHandUsable_BothHandsAreUsableWhileNeitherArmIsFull(t *testing.T) {
	for r := 0; r <= RightArm.Boxes(); r++ {
		for l := 0; l <= LeftArm.Boxes(); l++ {
			c := &Character{ID: "x", Level: 50, MaxLevel: 50}
			c.Body.RightArm.X, c.Body.LeftArm.Slash = r, l
			rightFull, leftFull := r >= RightArm.Boxes(), l >= LeftArm.Boxes()
			if c.Body.Full(RightArm) != rightFull || c.Body.Full(LeftArm) != leftFull {
				t.Fatalf("%d/%d marks: Full says right %v left %v", r, l, c.Body.Full(RightArm), c.Body.Full(LeftArm))
			}
			if got := c.HandUsable(RightHand); got != !rightFull {
				t.Errorf("%d/%d marks: right hand usable %v", r, l, got)
			}
			if got := c.HandUsable(LeftHand); got != !leftFull {
				t.Errorf("%d/%d marks: left hand usable %v", r, l, got)
			}
			if got := c.HandUsable(BothHands); got != (!rightFull && !leftFull) {
				t.Errorf("%d/%d marks: both hands usable %v", r, l, got)
			}
			if c.HandUsable(NoHand) {
				t.Errorf("no hand is usable")
			}
		}
	}
}

// The check of a two-handed weapon at a range, as a listing asks it of
// every weapon against every enemy: the hands, the range, the ammo.
func BenchmarkItemUsable_TwoHandedRanged(b *testing.B) {
	c := &Character{ID: "x", Level: 50, MaxLevel: 50, Items: []Item{
		{ID: "rifle", Kind: ItemRanged2H, Held: BothHands},
		{ID: "ammo", Kind: ItemAmmo},
	}}
	use := ItemUse{Action: ActAttack, Range: 2}
	if !c.ItemUsable("rifle", use) {
		b.Fatal("the rifle is refused")
	}
	for b.Loop() {
		c.ItemUsable("rifle", use)
	}
}
