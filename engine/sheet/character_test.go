package sheet

import (
	"strings"
	"testing"
)

func TestCharacter_NewSheetStartsAtLevel50WithFiveSlotsAndTwoAbilities(t *testing.T) {
	c := NewCharacter("a", "Ada", PC, "pcs")
	if c.Level != 50 || c.MaxLevel != 50 || c.Slots() != 5 || c.AbilityPicks() != 2 || c.OpenPicks() != 2 {
		t.Errorf("%+v: slots %d picks %d", c, c.Slots(), c.AbilityPicks())
	}
	if err := rosterOf(c).Validate(nil); err != nil {
		t.Error(err)
	}
}

func TestCharacter_SlotsAndAbilitiesFollowTheMaxLevel(t *testing.T) {
	cases := []struct{ max, slots, abilities int }{
		{0, 5, 2}, {50, 5, 2}, {54, 5, 2}, {55, 6, 2}, {59, 6, 2}, {60, 6, 3}, {64, 6, 3},
		{65, 7, 3}, {70, 7, 4}, {75, 8, 4}, {80, 8, 5}, {85, 9, 5}, {90, 9, 6}, {94, 9, 6}, {95, 10, 6},
	}
	for _, c := range cases {
		if s, a := SlotsAt(c.max), AbilitiesAt(c.max); s != c.slots || a != c.abilities {
			t.Errorf("max level %d: %d slots %d abilities, want %d and %d", c.max, s, a, c.slots, c.abilities)
		}
	}
}

func TestCharacter_StartsWithOneCombatAndOneNonCombatAbility(t *testing.T) {
	c := pcSheet("c")
	c.Abilities = []AbilityID{"speed", "stealth"}
	if err := rosterOf(c).Validate(nil); err == nil || !strings.Contains(err.Error(), "non-combat one") {
		t.Errorf("two combat abilities at level 50: %v", err)
	}
	c.Abilities, c.Skills = nil, []string{"cooking", "poetry"}
	if err := rosterOf(c).Validate(nil); err == nil {
		t.Error("two non-combat abilities at level 50 accepted")
	}
	c.Abilities, c.Skills = []AbilityID{"speed"}, []string{"cooking"}
	if err := rosterOf(c).Validate(nil); err != nil {
		t.Error(err)
	}
	c = leveled(c, 60)
	c.Abilities = append(c.Abilities, "stealth")
	if err := rosterOf(c).Validate(nil); err != nil {
		t.Errorf("a second combat ability at 60: %v", err)
	}
}

func TestCharacter_AbilityPrerequisites(t *testing.T) {
	c := leveled(pcSheet("c"), 70)
	c.Abilities = []AbilityID{"good-unarmed-attack"}
	if err := rosterOf(c).Validate(nil); err == nil || !strings.Contains(err.Error(), "needs \"unarmed-combat\"") {
		t.Errorf("err %v", err)
	}
	c.Abilities = []AbilityID{"unarmed-combat", "good-unarmed-attack"}
	if err := rosterOf(c).Validate(nil); err != nil {
		t.Error(err)
	}
	c.Abilities = []AbilityID{"direct-on-initiative"}
	if err := rosterOf(c).Validate(nil); err == nil {
		t.Error("direct-on-initiative without direct accepted")
	}
	c.Abilities = []AbilityID{"not-an-ability"}
	if err := rosterOf(c).Validate(nil); err == nil {
		t.Error("an unknown ability accepted")
	}
}

func TestAbilities_EachBulletIsItsOwnAbilityAndGrantsItsModifier(t *testing.T) {
	seen := map[AbilityID]bool{}
	for _, a := range Abilities {
		if seen[a.ID] || a.Name == "" || a.Group == "" {
			t.Errorf("catalogue entry %+v repeats or lacks text", a)
		}
		seen[a.ID] = true
		if a.Requires != "" && LookupAbility(a.Requires) == nil {
			t.Errorf("%s requires unknown %s", a.ID, a.Requires)
		}
	}
	for e, bullets := range map[Edition]int{Edition0906: 39, Edition0907: 38, Edition0912: 38} {
		if n := len(e.Abilities()); n != bullets {
			t.Errorf("%s: %d abilities; the book's lists have %d bullets", e, n, bullets)
		}
	}
	c := leveled(pcSheet("c"), 95)
	c.Abilities = []AbilityID{"good-2h-melee-attack", "precise-1h-melee-attack", "good-initiative", "good-first-aid", "powerful-2h-ranged-attack"}
	cases := []struct {
		action Action
		weapon WeaponClass
		want   Modifiers
	}{
		{ActAttack, Melee2H, Modifiers{Good: true}},
		{ActIntercept, Melee2H, Modifiers{}}, // the attack ability does not cover Intercept
		{ActAttack, Melee1H, Modifiers{Precise: true}},
		{ActAttack, Ranged2H, Modifiers{Powerful: true}},
		{ActInitiative, "", Modifiers{Good: true}},
		{ActFirstAid, "", Modifiers{Good: true}},
		{ActAttack, Ranged1H, Modifiers{}},
	}
	for _, tc := range cases {
		if got := c.ModifiersFor(tc.action, tc.weapon); got != tc.want {
			t.Errorf("%s with %s: %+v, want %+v", tc.action, tc.weapon, got, tc.want)
		}
	}
	c.Level = 5
	if got := c.ModifiersFor(ActInitiative, ""); got != (Modifiers{}) {
		t.Errorf("an unconscious character's abilities do nothing, got %+v", got)
	}
}

func TestAdvance_AddsASlotAt55AndAnAbilityPickAt60(t *testing.T) {
	c := pcSheet("c")
	c.MaxLevel, c.Level = 54, 40
	c.Abilities, c.Skills = []AbilityID{"speed"}, []string{"cooking"}
	res := applied(t, rosterOf(c), &Advance{Character: "c"})
	got := res.State.Find("c")
	if got.MaxLevel != 55 || got.Slots() != 6 || got.Level != 40 {
		t.Errorf("max %d slots %d level %d", got.MaxLevel, got.Slots(), got.Level)
	}
	c.MaxLevel = 59
	r := rosterOf(c)
	d := decision(t, r, &Advance{Character: "c"}, DecideAbilityPick)
	vals := strings.Join(optionValues(d), " ")
	if strings.Contains(vals, `"speed"`) || strings.Contains(vals, `"good-unarmed-attack"`) || !strings.Contains(vals, `"stealth"`) {
		t.Errorf("options must leave out held abilities and missing prerequisites: %s", vals)
	}
	if last := d.Options[len(d.Options)-1]; !last.FreeText {
		t.Error("a non-combat ability in the player's words is an option")
	}
	res = applied(t, r, &Advance{Character: "c", Pick: &AbilityPick{Skill: "forensic accounting"}})
	if got := res.State.Find("c"); got.MaxLevel != 60 || len(got.Skills) != 2 || got.OpenPicks() != 0 {
		t.Errorf("%+v", got)
	}
	refused(t, r, &Advance{Character: "c", Pick: &AbilityPick{Ability: "speed"}})
	refused(t, r, &Advance{Character: "c", Pick: &AbilityPick{Ability: "stealth", Skill: "x"}})
	refused(t, rosterOf(c), &Advance{Character: "c", Pick: &AbilityPick{Ability: "nope"}})
	c.MaxLevel = 50
	refused(t, rosterOf(c), &Advance{Character: "c", Pick: &AbilityPick{Ability: "stealth"}})
}

func TestAdvance_MaxLevelNeverAbove95(t *testing.T) {
	c := leveled(pcSheet("c"), 95)
	if err := refused(t, rosterOf(c), &Advance{Character: "c"}); !strings.Contains(err.Error(), "highest") {
		t.Error(err)
	}
	c.MaxLevel = 96
	if err := rosterOf(c).Validate(nil); err == nil {
		t.Error("max level 96 accepted")
	}
}

func TestChooseAbility_FillsAnOpenPick(t *testing.T) {
	r := rosterOf(pcSheet("c"))
	res := applied(t, r, &ChooseAbility{Character: "c", Pick: AbilityPick{Ability: "unarmed-combat"}})
	res = applied(t, res.State, &ChooseAbility{Character: "c", Pick: AbilityPick{Skill: "climbing"}})
	refused(t, res.State, &ChooseAbility{Character: "c", Pick: AbilityPick{Skill: "singing"}})
	refused(t, r, &ChooseAbility{Character: "c", Pick: AbilityPick{Ability: "good-unarmed-attack"}})
}

func TestRecover_LevelToMaxWoundsErasedItemsBack(t *testing.T) {
	c := leveled(pcSheet("c"), 60)
	c.Level = 12
	c.Body = Body{Head: Marks{Slash: 1, X: 1}, Torso: Marks{X: 2, Filled: 1}}
	c.Items = []Item{{ID: "kit", Kind: ItemFirstAid, Destroyed: true}, {ID: "sword", Kind: ItemMelee1H, Dropped: true}, knife("k", LeftHand)}
	c.Surrendered = true
	r := rosterOf(c)
	got := applied(t, r, &Recover{Character: "c"}).State.Find("c")
	if got.Level != 60 || got.Body != (Body{Torso: Marks{Filled: 1}}) || got.Surrendered {
		t.Errorf("level %d body %+v surrendered %v", got.Level, got.Body, got.Surrendered)
	}
	for _, it := range got.Items {
		if !it.Intact() {
			t.Errorf("item %+v not brought back", it)
		}
	}
	kit := []Item{{ID: "new", Kind: ItemMelee2H, Held: BothHands}}
	got = applied(t, r, &Recover{Character: "c", Items: &kit}).State.Find("c")
	if len(got.Items) != 1 || got.Items[0].ID != "new" {
		t.Errorf("the chosen items replace the old: %+v", got.Items)
	}
	over := make([]Item, 7)
	for i := range over {
		over[i] = Item{ID: ItemID(rune('a' + i)), Kind: ItemFirstAid}
	}
	refused(t, r, &Recover{Character: "c", Items: &over})
	dead := r.Clone()
	dead.Find("c").Level = -3
	refused(t, dead, &Recover{Character: "c"})
}

func TestRecover_AsksForTheItemsWhenTheyNoLongerFit(t *testing.T) {
	c := pcSheet("c")
	for _, id := range []ItemID{"1", "2", "3", "4", "5"} {
		c.Items = append(c.Items, Item{ID: id, Kind: ItemFirstAid})
	}
	c.Items[0].Destroyed = true
	c.Items = append(c.Items, Item{ID: "found", Kind: ItemMelee1H})
	d := decision(t, rosterOf(c), &Recover{Character: "c"}, DecideLoadout)
	if d.Items.Slots != 5 || len(d.Items.Proposals) != 6 {
		t.Errorf("%+v", d.Items)
	}
}

func TestSurrender_LevelZeroAndOutOfTheFight(t *testing.T) {
	c := pcSheet("c")
	c.Items = []Item{knife("k", RightHand)}
	r := rosterOf(c, npcSheet("n"))
	res := applied(t, r, &Surrender{Character: "c"})
	got := res.State.Find("c")
	if got.Level != 0 || !got.Surrendered || !got.Unconscious() || got.Dead() {
		t.Errorf("%+v", got)
	}
	refused(t, res.State, &AttackRoll{Attacker: "c", Target: "n", Weapon: "k", Roll: RollRecord{Dice: dice(0, 1)}})
	refused(t, res.State, &Surrender{Character: "c"})
}

func TestOverride_GMSetsAnyValueTheSheetAllows(t *testing.T) {
	c := pcSheet("c")
	c.Items = []Item{knife("k", RightHand)}
	r := rosterOf(c)
	res := applied(t, r, &Override{Character: "c", Level: intp(20), Marks: []LocationMarks{{Location: RightArm, Marks: Marks{X: 1, Filled: 2}}}, Reason: "poison"})
	got := res.State.Find("c")
	if got.Level != 20 || got.Body.RightArm != (Marks{X: 1, Filled: 2}) {
		t.Errorf("%+v", got)
	}
	if !got.Item("k").Dropped {
		t.Error("an arm the GM fills still drops what its hand holds")
	}
	if !strings.Contains(res.Narration, "GM sets") || !strings.Contains(res.Narration, "poison") {
		t.Errorf("narration %q", res.Narration)
	}
	refused(t, r, &Override{Character: "c", Level: intp(51)})
	refused(t, r, &Override{Character: "c", MaxLevel: intp(96)})
	refused(t, r, &Override{Character: "c", Marks: []LocationMarks{{Location: Head, Marks: Marks{Slash: 4}}}})
	refused(t, r, &Override{Character: "c"})
	applied(t, r, &Override{Character: "c", Level: intp(70), MaxLevel: intp(70)})
}

func TestRoster_AddAndRemoveCharacters(t *testing.T) {
	r := rosterOf(pcSheet("a"))
	res := applied(t, r, &AddCharacter{Character: npcSheet("b")})
	if len(res.State.Characters) != 2 {
		t.Fatal("not added")
	}
	refused(t, res.State, &AddCharacter{Character: npcSheet("b")})
	bad := npcSheet("c")
	bad.Level = 80
	refused(t, r, &AddCharacter{Character: bad})
	res = applied(t, res.State, &RemoveCharacter{Character: "a"})
	if len(res.State.Characters) != 1 || res.State.Find("a") != nil {
		t.Error("not removed")
	}
}

// ModifiersFor looks up only the ids that may grant a modifier: for every
// ability of the catalogue alone, for all of them at once, and for ids no
// catalogue holds, every action and weapon class gets what looking each
// id up gives.
func TestModifiersFor_GivesWhatLookingEveryAbilityUpGives(t *testing.T) {
	lookup := func(c *Character, action Action, weapon WeaponClass) Modifiers {
		var m Modifiers
		for _, id := range c.Abilities {
			a := LookupAbility(id)
			if a == nil || a.Modifier == "" || (a.Weapon != "" && a.Weapon != weapon) || !hasAction(a.Actions, action) {
				continue
			}
			m.Good = m.Good || a.Modifier == Good
			m.Precise = m.Precise || a.Modifier == Precise
			m.Powerful = m.Powerful || a.Modifier == Powerful
		}
		return m
	}
	var lists [][]AbilityID
	var all []AbilityID
	for _, a := range Abilities {
		lists = append(lists, []AbilityID{a.ID})
		all = append(all, a.ID)
	}
	lists = append(lists, all, []AbilityID{"", "good", "precise-", "powerful-nothing", "good-initiative"})
	granted := 0
	for _, list := range lists {
		c := &Character{ID: "x", Level: 50, MaxLevel: 50, Abilities: list}
		for _, action := range []Action{ActAttack, ActIntercept, ActCounterattack, ActDefend, ActFirstAid, ActInitiative, ActRally, ActMove, ActGrapple} {
			for _, weapon := range []WeaponClass{"", Unarmed, Melee1H, Melee2H, Ranged1H, Ranged2H, AoEW} {
				got, want := c.ModifiersFor(action, weapon), lookup(c, action, weapon)
				if got != want {
					t.Fatalf("%v, %s with %q: %+v, looking up gives %+v", list, action, weapon, got, want)
				}
				if got != (Modifiers{}) {
					granted++
				}
			}
		}
	}
	if granted < 20 {
		t.Errorf("only %d modifiers granted", granted)
	}
}

// ModifiersFor of a fighter with a handful of abilities, one of them a
// modifier: the engine and the tactics ask it for every roll and blow.
func BenchmarkModifiersFor(b *testing.B) {
	c := &Character{ID: "x", Level: 50, MaxLevel: 50, Abilities: []AbilityID{"unarmed-combat", "stealth", "direct", "good-1h-melee-attack", "2h-melee-critical-destroy"}}
	for b.Loop() {
		c.ModifiersFor(ActAttack, Melee1H)
	}
}
