package sheet

import (
	"strings"
	"testing"
)

// medic holds a first aid kit in the right hand; ally is the patient.
func firstAidRoster(ally Body, medicAbilities ...AbilityID) *Roster {
	medic := leveled(pcSheet("medic"), 60)
	medic.Abilities = medicAbilities
	medic.Items = []Item{{ID: "kit", Name: "first aid kit", Kind: ItemFirstAid, Held: RightHand}, {ID: "kit2", Kind: ItemFirstAid}}
	a := pcSheet("ally")
	a.Level = 30
	a.Body = ally
	return rosterOf(medic, a)
}

func aid(tens, ones int) *GiveFirstAid {
	return &GiveFirstAid{Actor: "medic", Patient: "ally", Item: "kit", Roll: RollRecord{Dice: dice(tens, ones)}}
}

// The book's first example: 2 \ on the head and 1 \ on each arm; a roll of
// 14 read as 4 boxes and 1 extra location erases the head's 2 and the right
// arm's 1, and the left arm's mark becomes an X.
func TestFirstAid_AllyWithTwoHeadMarksAndOneOnEachArm(t *testing.T) {
	r := firstAidRoster(Body{Head: Marks{Slash: 2}, RightArm: Marks{Slash: 1}, LeftArm: Marks{Slash: 1}})
	d := decision(t, r, aid(1, 4), DecideAssignDice)
	if d.Field != "boxesDie" || d.Decider.Character != "medic" {
		t.Errorf("the one giving first aid picks the dice: %+v", d)
	}
	cmd := aid(1, 4)
	cmd.BoxesDie = OnesDie
	d = decision(t, r, cmd, DecideFirstAidErase)
	if d.Spread.Total != 4 || d.Spread.MaxLocations != 2 || !d.Spread.Fill {
		t.Errorf("the erase rule is %+v, want 4 boxes in up to 2 locations", d.Spread)
	}
	cmd.Erase = counts(LocationCount{Head, 2}, LocationCount{RightArm, 1})
	res := applied(t, r, cmd)
	ally := res.State.Find("ally")
	if ally.Body != (Body{LeftArm: Marks{X: 1}}) {
		t.Errorf("body %+v, want only an X on the left arm", ally.Body)
	}
	if ally.Level != 30 {
		t.Errorf("first aid changed the level to %d", ally.Level)
	}
	if kit := res.State.Find("medic").Item("kit"); !kit.Destroyed || kit.Held != NoHand {
		t.Errorf("the kit is used up: %+v", kit)
	}
	if res.Effects.Actions != 1 {
		t.Errorf("first aid spends %d actions, want 1", res.Effects.Actions)
	}
	for _, bad := range []*[]LocationCount{
		counts(LocationCount{Head, 2}, LocationCount{RightArm, 1}, LocationCount{LeftArm, 1}), // 3 locations
		counts(LocationCount{Head, 1}, LocationCount{RightArm, 1}),                            // fewer than the chosen locations hold
		counts(LocationCount{Head, 3}),                                                        // more than the head holds
	} {
		c := *cmd
		c.Erase = bad
		refused(t, r, &c)
	}
}

// The book's second example: 1 \ and 1 X on the head and 3 X on the right
// arm; a critical failure of 66 makes all 4 X permanent (fewer than 6),
// then the head's \ becomes an X.
func TestFirstAid_CriticalFailure66MakesEveryXPermanentThenSlashesBecomeX(t *testing.T) {
	r := firstAidRoster(Body{Head: Marks{Slash: 1, X: 1}, RightArm: Marks{X: 3}})
	res := applied(t, r, aid(6, 6))
	ally := res.State.Find("ally")
	want := Body{Head: Marks{X: 1, Filled: 1}, RightArm: Marks{Filled: 3}}
	if ally.Body != want {
		t.Errorf("body %+v, want %+v", ally.Body, want)
	}
	if res.Effects.LoseNextAction {
		t.Error("a critical failure at first aid replaces losing the next action")
	}
	if !res.State.Find("medic").Item("kit").Destroyed {
		t.Error("the kit is used up")
	}
}

func TestFirstAid_CriticalFailurePatientPlacesThePermanentWounds(t *testing.T) {
	// 8 X marks and a roll of 77 (over the medic's 60): 7 become permanent,
	// and the patient's player chooses which.
	r := firstAidRoster(Body{Torso: Marks{X: 6}, LeftLeg: Marks{X: 2, Slash: 1}})
	d := decision(t, r, aid(7, 7), DecidePermanentWounds)
	if d.Decider != (Decider{Role: RolePlayer, Character: "ally"}) || d.Spread.Total != 7 || d.Spread.Fill {
		t.Fatalf("decision %+v / %+v, want the patient placing exactly 7", d.Decider, d.Spread)
	}
	cmd := aid(7, 7)
	cmd.Permanent = counts(LocationCount{Torso, 6}, LocationCount{LeftLeg, 1})
	ally := applied(t, r, cmd).State.Find("ally")
	want := Body{Torso: Marks{Filled: 6}, LeftLeg: Marks{Filled: 1, X: 2}}
	if ally.Body != want {
		t.Errorf("body %+v, want %+v (the leg's \\ became an X after)", ally.Body, want)
	}
	for _, bad := range []*[]LocationCount{
		counts(LocationCount{Torso, 6}),                            // too few
		counts(LocationCount{Torso, 5}, LocationCount{LeftLeg, 3}), // more than the leg's X
		counts(LocationCount{Torso, 6}, LocationCount{Head, 1}),    // the head has no X
	} {
		c := aid(7, 7)
		c.Permanent = bad
		refused(t, r, c)
	}
}

func TestFirstAid_FailureTurnsEverySlashIntoX(t *testing.T) {
	r := firstAidRoster(Body{Head: Marks{Slash: 1}, Torso: Marks{Slash: 3, X: 1, Filled: 1}})
	res := applied(t, r, aid(7, 1))
	if got := res.State.Find("ally").Body; got != (Body{Head: Marks{X: 1}, Torso: Marks{X: 4, Filled: 1}}) {
		t.Errorf("body %+v", got)
	}
	c := aid(7, 1)
	c.Erase = counts(LocationCount{Head, 1})
	refused(t, r, c)
}

func TestFirstAid_EverythingFitsIsErasedWithoutAsking(t *testing.T) {
	r := firstAidRoster(Body{Head: Marks{Slash: 1}, Torso: Marks{Slash: 2, X: 1}})
	cmd := aid(1, 3) // 3 boxes in 2 locations
	cmd.BoxesDie = OnesDie
	if got := applied(t, r, cmd).State.Find("ally").Body; got != (Body{Torso: Marks{X: 1}}) {
		t.Errorf("body %+v", got)
	}
	zero := aid(5, 0) // 0 boxes: nothing erased, everything becomes X
	zero.BoxesDie = OnesDie
	if got := applied(t, r, zero).State.Find("ally").Body; got != (Body{Head: Marks{X: 1}, Torso: Marks{X: 3}}) {
		t.Errorf("0 boxes: body %+v", got)
	}
}

func TestFirstAid_AutomaticSuccessAbilityErasesOneMarkWithoutARoll(t *testing.T) {
	r := firstAidRoster(Body{Head: Marks{Slash: 2}, Torso: Marks{Slash: 1}}, "first-aid-auto-success")
	d := decision(t, r, &GiveFirstAid{Actor: "medic", Patient: "ally", Item: "kit"}, DecideFirstAidMode)
	if len(d.Options) != 2 {
		t.Errorf("options %v", optionValues(d))
	}
	auto := &GiveFirstAid{Actor: "medic", Patient: "ally", Item: "kit", Auto: boolp(true)}
	d = decision(t, r, auto, DecideFirstAidErase)
	if d.Spread.Total != 1 || d.Spread.MaxLocations != 1 {
		t.Errorf("erase rule %+v, want one mark", d.Spread)
	}
	auto.Erase = counts(LocationCount{Head, 1})
	res := applied(t, r, auto)
	if got := res.State.Find("ally").Body; got != (Body{Head: Marks{X: 1}, Torso: Marks{X: 1}}) {
		t.Errorf("body %+v", got)
	}
	if res.Roll != nil || !res.State.Find("medic").Item("kit").Destroyed {
		t.Errorf("no roll is made and the kit is used: %+v", res.Roll)
	}
	withDice := &GiveFirstAid{Actor: "medic", Patient: "ally", Item: "kit", Auto: boolp(true), Roll: RollRecord{Dice: dice(1, 1)}}
	refused(t, r, withDice)
	noAbility := firstAidRoster(Body{Head: Marks{Slash: 2}})
	refused(t, noAbility, &GiveFirstAid{Actor: "medic", Patient: "ally", Item: "kit", Auto: boolp(true)})
	if d := decision(t, noAbility, &GiveFirstAid{Actor: "medic", Patient: "ally", Item: "kit"}, DecideDice); d.Field != "roll.dice" {
		t.Errorf("without the ability the dice are asked for at once: %+v", d)
	}
}

func TestFirstAid_GoodFirstAidOffersTheReroll(t *testing.T) {
	r := firstAidRoster(Body{Head: Marks{Slash: 2}}, "good-first-aid")
	decision(t, r, aid(8, 1), DecideReroll)
	r2 := firstAidRoster(Body{Head: Marks{Slash: 2}})
	applied(t, r2, aid(8, 1))
}

func TestFirstAid_NeedsTheItemInAWorkingHandAndRangeZero(t *testing.T) {
	r := firstAidRoster(Body{Head: Marks{Slash: 2}})
	stowed := aid(1, 4)
	stowed.Item = "kit2"
	if err := refused(t, r, stowed); !strings.Contains(err.Error(), "in hand") {
		t.Errorf("err %v", err)
	}
	apart := r.Clone()
	apart.Find("medic").Area, apart.Find("ally").Area = "bar", "kitchen"
	refused(t, apart, aid(1, 4))
	sword := r.Clone()
	sword.Find("medic").Items = []Item{knife("kit", RightHand)}
	refused(t, sword, aid(1, 4))
	self := aid(1, 4)
	self.Patient = "medic"
	applied(t, r, self) // the medic may treat themselves (nothing to erase)
}

// The book's aside: a critical failure of 99 makes up to 9 X marks
// permanent, 88 up to 8, and so on down to 11.
func TestFirstAid_CriticalFailureMakesAsManyPermanentAsOneDieShows_99Makes9_88Makes8(t *testing.T) {
	for d := 1; d <= 9; d++ {
		r := firstAidRoster(Body{Torso: Marks{X: 9}, LeftLeg: Marks{X: 1}})
		r.Find("medic").Level = 10 // every double from 11 up fails
		dec := decision(t, r, aid(d, d), DecidePermanentWounds)
		if dec.Spread.Total != d {
			t.Errorf("roll %d%d: %d permanent wounds to place, want %d", d, d, dec.Spread.Total, d)
		}
	}
}
