package sheet

import (
	"strings"
	"testing"
)

func TestHitLocation_DieTableFromTheRulings(t *testing.T) {
	want := map[int]Location{9: Head, 8: RightArm, 7: LeftArm, 6: Torso, 5: Torso, 4: Torso, 3: RightLeg, 1: RightLeg, 2: LeftLeg, 0: LeftLeg}
	for d := 0; d <= 9; d++ {
		if got := Latest.LocationForDie(d); got != want[d] {
			t.Errorf("die %d hits the %s, want the %s", d, got, want[d])
		}
	}
}

func TestBody_BoxesPerLocation(t *testing.T) {
	want := map[Location]int{Head: 3, RightArm: 3, LeftArm: 3, Torso: 9, RightLeg: 6, LeftLeg: 6}
	for _, l := range Locations {
		if l.Boxes() != want[l] {
			t.Errorf("%s has %d boxes, want %d", l, l.Boxes(), want[l])
		}
	}
}

// interceptRoster is the Damage example's table: an interceptor with a
// knife, and "you" with three \ marks on the leg named by legMarks.
func interceptRoster(legMarks Location) *Roster {
	you := pcSheet("you")
	you.Body.At(legMarks).Slash = 3
	foe := npcSheet("foe")
	foe.Items = []Item{knife("knife", RightHand)}
	return rosterOf(you, foe)
}

func interceptAt24() *AttackRoll {
	return &AttackRoll{Attacker: "foe", Target: "you", Weapon: "knife", Action: ActIntercept, Roll: RollRecord{Dice: dice(2, 4)}}
}

// The book's Damage example names location 2 the right leg; the rulings'
// table makes 2 the left leg. Read with the table, the example's three
// earlier marks sit on the leg the die hits: 4 damage fills its last 3
// boxes and spills 1 to the torso, and the mover stops.
func TestDamage_InterceptedOnLeftLegExample(t *testing.T) {
	r := interceptRoster(LeftLeg)
	d := decision(t, r, interceptAt24(), DecideAssignDice)
	if d.Decider.Role != RoleGM || d.Decider.Character != "foe" {
		t.Errorf("the interceptor (an NPC, so the GM) chooses the dice, got %+v", d.Decider)
	}
	if !strings.Contains(strings.Join(func() []string {
		var l []string
		for _, o := range d.Options {
			l = append(l, o.Label)
		}
		return l
	}(), "|"), "4 damage to location 2 (left leg)") {
		t.Errorf("options %+v do not offer 4 damage to location 2", d.Options)
	}
	cmd := interceptAt24()
	cmd.DamageDie = OnesDie
	res := applied(t, r, cmd)
	you := res.State.Find("you")
	if you.Level != 46 {
		t.Errorf("level %d, want 50-4 = 46", you.Level)
	}
	if you.Body.LeftLeg != (Marks{Slash: 6}) || you.Body.Torso != (Marks{Slash: 1}) {
		t.Errorf("left leg %+v torso %+v, want 6 \\ and 1 \\ spilled", you.Body.LeftLeg, you.Body.Torso)
	}
	if !res.Effects.StopMovement {
		t.Error("a leg filled during a move: the mover must stop")
	}
	if ok, _ := you.CanMove(); !ok {
		t.Error("one full leg with two empty hands still allows moving")
	}
}

// The same example with the marks on the right leg, as printed: location 2
// is the left leg, which takes all 4; the right leg is untouched.
func TestDamage_InterceptedExampleAsPrintedHitsTheLeftLegByTheTable(t *testing.T) {
	cmd := interceptAt24()
	cmd.DamageDie = OnesDie
	res := applied(t, interceptRoster(RightLeg), cmd)
	you := res.State.Find("you")
	if you.Level != 46 || you.Body.LeftLeg != (Marks{Slash: 4}) || you.Body.RightLeg != (Marks{Slash: 3}) || you.Body.Torso.Total() != 0 {
		t.Errorf("level %d, left leg %+v, right leg %+v, torso %+v", you.Level, you.Body.LeftLeg, you.Body.RightLeg, you.Body.Torso)
	}
	if res.Effects.StopMovement {
		t.Error("no leg filled, yet the mover stops")
	}
}

// The Blast example: one enemy puts all 4 damage on the torso and destroys
// the armor there; another takes 2 on each leg.
func TestDamage_BlastExampleArmorOnTorsoAndTwoOnEachLeg(t *testing.T) {
	a, b := npcSheet("a"), npcSheet("b")
	a.Items = []Item{{ID: "vest", Kind: ItemArmor, Location: Torso}}
	r := rosterOf(a, b)
	d := decision(t, r, &Damage{Target: "a", Amount: 4, AoE: true}, DecideSpreadDamage)
	if d.Decider.Character != "a" || d.Spread.Total != 4 {
		t.Errorf("the damaged character spreads the damage: %+v", d)
	}
	d = decision(t, r, &Damage{Target: "a", Amount: 4, AoE: true, Spread: []LocationCount{{Torso, 4}}}, DecideArmor)
	if len(d.Options) != 2 {
		t.Errorf("armor options %v, want take or destroy", optionValues(d))
	}
	res := applied(t, r, &Damage{Target: "a", Amount: 4, AoE: true, Spread: []LocationCount{{Torso, 4}}, Armor: locs(Torso)})
	ga := res.State.Find("a")
	if ga.Level != 50 || ga.Body.Torso.Total() != 0 || !ga.Items[0].Destroyed {
		t.Errorf("a: level %d torso %+v armor %+v; the armor should take it all", ga.Level, ga.Body.Torso, ga.Items[0])
	}
	res = applied(t, res.State, &Damage{Target: "b", Amount: 4, AoE: true, Spread: []LocationCount{{RightLeg, 2}, {LeftLeg, 2}}})
	gb := res.State.Find("b")
	if gb.Level != 46 || gb.Body.RightLeg.Slash != 2 || gb.Body.LeftLeg.Slash != 2 {
		t.Errorf("b: level %d legs %+v %+v", gb.Level, gb.Body.RightLeg, gb.Body.LeftLeg)
	}
	refused(t, r, &Damage{Target: "b", Amount: 4, AoE: true, Spread: []LocationCount{{RightLeg, 3}}})
	refused(t, r, &Damage{Target: "b", Amount: 4, AoE: true, Spread: []LocationCount{{RightLeg, 2}, {RightLeg, 2}}})
}

func TestDamage_BeyondAFullLocationGoesToTheTorso_NowAndLater(t *testing.T) {
	c := pcSheet("c")
	c.Body.Head = Marks{Slash: 2}
	r := rosterOf(c)
	res := applied(t, r, &Damage{Target: "c", Amount: 3, Location: Head})
	got := res.State.Find("c").Body
	if got.Head != (Marks{Slash: 3}) || got.Torso != (Marks{Slash: 2}) {
		t.Fatalf("head %+v torso %+v, want 3 and 2 spilled", got.Head, got.Torso)
	}
	res = applied(t, res.State, &Damage{Target: "c", Amount: 1, Location: Head})
	if got := res.State.Find("c").Body; got.Torso != (Marks{Slash: 3}) {
		t.Errorf("a later hit on the full head marks the torso: torso %+v", got.Torso)
	}
}

func TestDamage_MarksBeyondAFullTorsoFindNoBox(t *testing.T) {
	c := pcSheet("c")
	c.Body.Torso = Marks{Slash: 8}
	res := applied(t, rosterOf(c), &Damage{Target: "c", Amount: 5, Location: Torso})
	got := res.State.Find("c")
	if got.Body.Torso.Total() != 9 || got.Level != 45 {
		t.Errorf("torso %+v level %d: the box count caps, the level still drops", got.Body.Torso, got.Level)
	}
}

func TestDamage_MarkTypes(t *testing.T) {
	c := pcSheet("c")
	r := rosterOf(c)
	res := applied(t, r, &Damage{Target: "c", Amount: 2, Location: Torso, Mark: XMark})
	if m := res.State.Find("c").Body.Torso; m != (Marks{X: 2}) {
		t.Errorf("x marks: %+v", m)
	}
	res = applied(t, r, &Damage{Target: "c", Amount: 2, Location: Torso})
	if m := res.State.Find("c").Body.Torso; m != (Marks{Slash: 2}) {
		t.Errorf("default marks: %+v", m)
	}
	refused(t, r, &Damage{Target: "c", Amount: 2, Location: Torso, Mark: Filled})
	refused(t, r, &Damage{Target: "c", Amount: 100, Location: Torso})
	refused(t, r, &Damage{Target: "c", Amount: 2, Location: "tail"})
	refused(t, r, &Damage{Target: "zz", Amount: 2, Location: Torso})
}

func TestDamage_LessLethalLowersLevelAndMarksNothing(t *testing.T) {
	res := applied(t, rosterOf(pcSheet("c")), &Damage{Target: "c", Amount: 7, Location: Head, LessLethal: true})
	c := res.State.Find("c")
	if c.Level != 43 || c.Body != (Body{}) {
		t.Errorf("level %d body %+v", c.Level, c.Body)
	}
}

func TestDamage_FullArmDropsWhatThatHandHeldAndTheHandIsUnusable(t *testing.T) {
	c := pcSheet("c")
	c.Body.RightArm = Marks{Slash: 2}
	c.Items = []Item{knife("sword", RightHand), {ID: "kit", Kind: ItemFirstAid, Held: LeftHand}}
	res := applied(t, rosterOf(c), &Damage{Target: "c", Amount: 1, Location: RightArm})
	got := res.State.Find("c")
	if s := got.Item("sword"); !s.Dropped || s.Held != NoHand {
		t.Errorf("sword %+v, want dropped", s)
	}
	if k := got.Item("kit"); k.Held != LeftHand || k.Dropped {
		t.Errorf("the other hand keeps its item: %+v", k)
	}
	if got.HandUsable(RightHand) || !got.HandUsable(LeftHand) {
		t.Error("the right hand should be unusable, the left usable")
	}
	refused(t, res.State, &ArrangeItems{Character: "c", Right: "kit"})
	if err := got.CanUseItem("kit", ItemUse{Action: ActFirstAid}); err != nil {
		t.Errorf("the other hand works with no penalty: %v", err)
	}

	two := pcSheet("t")
	two.Body.LeftArm = Marks{X: 2}
	two.Items = []Item{{ID: "axe", Kind: ItemMelee2H, Held: BothHands}}
	res = applied(t, rosterOf(two), &Damage{Target: "t", Amount: 1, Location: LeftArm})
	if a := res.State.Find("t").Item("axe"); !a.Dropped {
		t.Errorf("a two-handed weapon drops when either arm fills: %+v", a)
	}
}

func TestDamage_FullLegStopsMovementAndMovingNeedsTwoEmptyHands(t *testing.T) {
	c := pcSheet("c")
	c.Items = []Item{knife("k", RightHand)}
	res := applied(t, rosterOf(c), &Damage{Target: "c", Amount: 6, Location: RightLeg})
	if !res.Effects.StopMovement {
		t.Error("a full leg stops movement")
	}
	got := res.State.Find("c")
	if ok, why := got.CanMove(); ok || !strings.Contains(why, "two empty") {
		t.Errorf("with a knife in hand and a full leg: can move %v (%s)", ok, why)
	}
	res = applied(t, res.State, &ArrangeItems{Character: "c"})
	if ok, _ := res.State.Find("c").CanMove(); !ok {
		t.Error("with both hands empty, one full leg still lets the character move")
	}
	arm := res.State.Clone()
	arm.Find("c").Body.LeftArm = Marks{X: 3}
	if ok, _ := arm.Find("c").CanMove(); ok {
		t.Error("an unusable hand is not an empty hand: no movement")
	}
}

func TestDamage_BothLegsFullMeansNoMovement(t *testing.T) {
	c := pcSheet("c")
	c.Body.RightLeg = Marks{Slash: 6}
	res := applied(t, rosterOf(c), &Damage{Target: "c", Amount: 6, Location: LeftLeg})
	if ok, why := res.State.Find("c").CanMove(); ok || !strings.Contains(why, "both legs") {
		t.Errorf("can move %v (%s), want no movement at all", ok, why)
	}
}

func TestStatus_UnconsciousAndDead(t *testing.T) {
	cases := []struct {
		name              string
		level             int
		body              Body
		unconscious, dead bool
	}{
		{"level 10 is awake", 10, Body{}, false, false},
		{"level 9 is unconscious", 9, Body{}, true, false},
		{"level 0 is unconscious, not dead", 0, Body{}, true, false},
		{"level -1 is dead", -1, Body{}, true, true},
		{"a full head is unconscious", 50, Body{Head: Marks{Slash: 1, X: 1, Filled: 1}}, true, false},
		{"a full torso is unconscious", 50, Body{Torso: Marks{X: 9}}, true, false},
		{"a permanent head is dead", 50, Body{Head: Marks{Filled: 3}}, true, true},
		{"a permanent torso is dead", 50, Body{Torso: Marks{Filled: 9}}, true, true},
		{"full limbs are neither", 50, Body{RightArm: Marks{Filled: 3}, LeftLeg: Marks{Filled: 6}}, false, false},
		{"an almost permanent torso is not dead", 50, Body{Torso: Marks{Filled: 8, X: 1}}, true, false},
	}
	for _, c := range cases {
		ch := pcSheet("c")
		ch.Level, ch.Body = c.level, c.body
		if ch.Unconscious() != c.unconscious || ch.Dead() != c.dead {
			t.Errorf("%s: unconscious %v dead %v", c.name, ch.Unconscious(), ch.Dead())
		}
	}
}

func TestDamage_ArmorIsTheTargetsChoiceAndStopsLevelAndMarks(t *testing.T) {
	c := pcSheet("c")
	c.Items = []Item{{ID: "helm", Kind: ItemArmor, Location: Head}}
	r := rosterOf(c)
	d := decision(t, r, &Damage{Target: "c", Amount: 5, Location: Head}, DecideArmor)
	if d.Decider != (Decider{Role: RolePlayer, Character: "c"}) {
		t.Errorf("decider %+v, want the target's player", d.Decider)
	}
	res := applied(t, r, &Damage{Target: "c", Amount: 5, Location: Head, Armor: locs()})
	if got := res.State.Find("c"); got.Level != 45 || got.Body.Head.Total() != 3 || got.Body.Torso.Total() != 2 {
		t.Errorf("declined armor: level %d head %+v torso %+v", got.Level, got.Body.Head, got.Body.Torso)
	}
	res = applied(t, r, &Damage{Target: "c", Amount: 5, Location: Head, Armor: locs(Head)})
	if got := res.State.Find("c"); got.Level != 50 || got.Body != (Body{}) || !got.Items[0].Destroyed {
		t.Errorf("used armor: level %d body %+v armor %+v", got.Level, got.Body, got.Items[0])
	}
	refused(t, r, &Damage{Target: "c", Amount: 5, Location: Torso, Armor: locs(Torso)})
	refused(t, r, &Damage{Target: "c", Amount: 5, Location: Head, Armor: locs(Head, Head)})
	applied(t, r, &Damage{Target: "c", Amount: 0, Location: Head}) // nothing to stop, nothing asked
}

func TestAttackRoll_DiceChooserIsTheAttackerUnlessCoverOrAShield(t *testing.T) {
	att := leveled(npcSheet("att"), 60)
	att.Items = []Item{{ID: "bow", Kind: ItemRanged2H, Held: BothHands}, {ID: "arrows", Kind: ItemAmmo}}
	tgt := pcSheet("tgt")
	r := rosterOf(att, tgt)
	shot := func() *AttackRoll {
		return &AttackRoll{Attacker: "att", Target: "tgt", Weapon: "bow", Range: 1, Roll: RollRecord{Dice: dice(2, 4)}}
	}
	if d := decision(t, r, shot(), DecideAssignDice); d.Decider.Character != "att" {
		t.Errorf("no cover, no shield: %+v chooses", d.Decider)
	}
	c := shot()
	c.Cover = true
	if d := decision(t, r, c, DecideAssignDice); d.Decider.Character != "tgt" {
		t.Errorf("cover: %+v chooses, want the target", d.Decider)
	}
	shielded := r.Clone()
	shielded.Find("tgt").Items = []Item{{ID: "shield", Kind: ItemShield, Held: LeftHand}}
	if d := decision(t, shielded, shot(), DecideAssignDice); d.Decider.Character != "tgt" {
		t.Errorf("shield: %+v chooses, want the target", d.Decider)
	}
	stowed := r.Clone()
	stowed.Find("tgt").Items = []Item{{ID: "shield", Kind: ItemShield}}
	if d := decision(t, stowed, shot(), DecideAssignDice); d.Decider.Character != "att" {
		t.Errorf("a stowed shield does nothing: %+v chooses", d.Decider)
	}
	if who, _ := DiceChooser(att.ptr(), shielded.Find("tgt"), true, true); who.Character != "att" {
		t.Errorf("against an AoE neither cover nor shield applies: %+v chooses", who)
	}
	c = shot()
	c.Action = ActIntercept
	c.Cover = true
	refused(t, r, c) // cover never applies to an Intercept
	melee := r.Clone()
	melee.Find("att").Items = []Item{knife("k", RightHand)}
	refused(t, melee, &AttackRoll{Attacker: "att", Target: "tgt", Weapon: "k", Cover: true, Roll: RollRecord{Dice: dice(2, 4)}})
}

func (c Character) ptr() *Character { return &c }

func TestAttackRoll_PreciseAndPowerfulAdjustOneDieAndNeverWithGood(t *testing.T) {
	att := leveled(npcSheet("att"), 70)
	att.Abilities = []AbilityID{"precise-2h-melee-attack", "powerful-2h-melee-attack"}
	att.Items = []Item{{ID: "axe", Kind: ItemMelee2H, Held: BothHands}}
	r := rosterOf(att, pcSheet("tgt"))
	hit := func(tens, ones int, m DieAdjust) *AttackRoll {
		return &AttackRoll{Attacker: "att", Target: "tgt", Weapon: "axe", Roll: RollRecord{Dice: dice(tens, ones)}, DamageDie: TensDie, Modifier: m}
	}
	d := decision(t, r, hit(3, 5, ""), DecideModifier)
	if got := strings.Join(optionValues(d), " "); got != `"none" "precise-up" "precise-down" "powerful"` {
		t.Errorf("options %s", got)
	}
	res := applied(t, r, hit(3, 5, AdjustPreciseUp)) // location 6 -> torso
	if tg := res.State.Find("tgt"); tg.Body.Torso.X != 3 || tg.Level != 47 {
		t.Errorf("precise up: %+v level %d; a 2H melee hit marks X", tg.Body, tg.Level)
	}
	res = applied(t, r, hit(3, 4, AdjustPreciseDown)) // location 3 -> right leg
	if tg := res.State.Find("tgt"); tg.Body.RightLeg.X != 3 {
		t.Errorf("precise down: %+v", tg.Body)
	}
	res = applied(t, r, hit(3, 5, AdjustPowerful))
	if tg := res.State.Find("tgt"); tg.Level != 46 || tg.Body.Torso.X != 4 {
		t.Errorf("powerful: level %d body %+v", tg.Level, tg.Body)
	}
	edge := func(m DieAdjust) *AttackRoll { // 09: 9 damage to location 0
		return &AttackRoll{Attacker: "att", Target: "tgt", Weapon: "axe", Roll: RollRecord{Dice: dice(0, 9)}, DamageDie: OnesDie, Modifier: m}
	}
	d = decision(t, r, edge(""), DecideModifier)
	if got := strings.Join(optionValues(d), " "); got != `"none" "precise-up"` {
		t.Errorf("damage 9 and location 0 leave only precise up: %s", got)
	}
	refused(t, r, edge(AdjustPowerful))
	refused(t, r, edge(AdjustPreciseDown))

	good := r.Clone()
	good.Find("att").Abilities = []AbilityID{"good-2h-melee-attack", "powerful-2h-melee-attack"}
	rerolled := &AttackRoll{Attacker: "att", Target: "tgt", Weapon: "axe", DamageDie: TensDie,
		Roll: RollRecord{Dice: dice(8, 1), Reroll: &Reroll{Dice: RerollTens, Result: dice(3, 1)}}}
	applied(t, good, rerolled) // no modifier decision after good
	rerolled.Modifier = AdjustPowerful
	if err := refused(t, good, rerolled); !strings.Contains(err.Error(), "only one of good") {
		t.Errorf("err %v", err)
	}
	kept := &AttackRoll{Attacker: "att", Target: "tgt", Weapon: "axe", DamageDie: TensDie,
		Roll: RollRecord{Dice: dice(3, 1), Reroll: &Reroll{Dice: RerollNone}}}
	decision(t, good, kept, DecideModifier) // good declined: powerful still on offer
}

func TestAttackRoll_MissesAndCriticalFailureLosesTheNextAction(t *testing.T) {
	att := npcSheet("att")
	att.Items = []Item{knife("k", RightHand)}
	r := rosterOf(att, pcSheet("tgt"))
	res := applied(t, r, &AttackRoll{Attacker: "att", Target: "tgt", Weapon: "k", Roll: RollRecord{Dice: dice(7, 1)}})
	if res.State.Find("tgt").Level != 50 || res.Effects.LoseNextAction || res.Effects.Actions != 1 {
		t.Errorf("a miss: %+v", res.Effects)
	}
	res = applied(t, r, &AttackRoll{Attacker: "att", Target: "tgt", Weapon: "k", Roll: RollRecord{Dice: dice(7, 7)}})
	if !res.Effects.LoseNextAction {
		t.Error("a critical failure loses the next action")
	}
	refused(t, r, &AttackRoll{Attacker: "att", Target: "tgt", Weapon: "k", Roll: RollRecord{Dice: dice(7, 1)}, DamageDie: TensDie})
}

func TestAttackRoll_CriticalSuccessExtraActionIsReported(t *testing.T) {
	att := npcSheet("att")
	att.Items = []Item{knife("k", RightHand)}
	r := rosterOf(att, pcSheet("tgt"))
	res := applied(t, r, &AttackRoll{Attacker: "att", Target: "tgt", Weapon: "k", Roll: RollRecord{Dice: dice(3, 3), Crit: &CritChoice{Take: CritExtraAction}}})
	if !res.Effects.ExtraAction || res.State.Find("tgt").Level != 47 {
		t.Errorf("effects %+v level %d", res.Effects, res.State.Find("tgt").Level)
	}
	res = applied(t, r, &AttackRoll{Attacker: "att", Target: "tgt", Weapon: "k", DamageDie: OnesDie, Roll: RollRecord{Dice: dice(3, 3), Crit: &CritChoice{Take: CritAdjust, To: intp(49)}}})
	if tg := res.State.Find("tgt"); res.Effects.ExtraAction || tg.Level != 41 || tg.Body.Torso != (Marks{Slash: 9}) {
		t.Errorf("adjusted to 49 with the ones die for damage: 9 to location 4 (torso), got level %d %+v", tg.Level, tg.Body)
	}
}

func TestDamage_ArmorStopsTheDamageButNotTheAttacksOtherEffects(t *testing.T) {
	att := npcSheet("att")
	att.Items = []Item{knife("k", RightHand)}
	tgt := pcSheet("tgt")
	tgt.Items = []Item{{ID: "helm", Kind: ItemArmor, Location: LeftLeg}}
	r := rosterOf(att, tgt)
	res := applied(t, r, &AttackRoll{Attacker: "att", Target: "tgt", Weapon: "k", DamageDie: TensDie, Armor: locs(LeftLeg),
		Roll: RollRecord{Dice: dice(2, 2), Crit: &CritChoice{Take: CritExtraAction}}})
	if got := res.State.Find("tgt"); got.Level != 50 || got.Body != (Body{}) || !got.Items[0].Destroyed {
		t.Errorf("armor: %+v", got)
	}
	if !res.Effects.ExtraAction {
		t.Error("the attacker's critical extra action stands")
	}
}

func TestShield_WorksAgainstMeleeAndRanged(t *testing.T) {
	att := npcSheet("att")
	att.Items = []Item{knife("k", RightHand), {ID: "gun", Kind: ItemRanged1H}, {ID: "ammo", Kind: ItemAmmo}}
	tgt := pcSheet("tgt")
	tgt.Items = []Item{{ID: "s", Kind: ItemShield, Held: RightHand}}
	r := rosterOf(att, tgt)
	if d := decision(t, r, &AttackRoll{Attacker: "att", Target: "tgt", Weapon: "k", Roll: RollRecord{Dice: dice(2, 4)}}, DecideAssignDice); d.Decider.Character != "tgt" {
		t.Errorf("melee: %+v chooses", d.Decider)
	}
	r.Find("att").Items[0].Held, r.Find("att").Items[1].Held = NoHand, RightHand
	if d := decision(t, r, &AttackRoll{Attacker: "att", Target: "tgt", Weapon: "gun", Range: 1, Roll: RollRecord{Dice: dice(2, 4)}}, DecideAssignDice); d.Decider.Character != "tgt" {
		t.Errorf("ranged: %+v chooses", d.Decider)
	}
}

func TestLessLethal_KeepsTheWeaponsAbilities(t *testing.T) {
	att := withAbilities(npcSheet("att"), "good-1h-melee-attack")
	att.Items = []Item{knife("k", RightHand)}
	r := rosterOf(att, pcSheet("tgt"))
	decision(t, r, &AttackRoll{Attacker: "att", Target: "tgt", Weapon: "k", LessLethal: true, Roll: RollRecord{Dice: dice(7, 1)}}, DecideReroll)
}
