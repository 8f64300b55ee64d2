package sheet

import (
	"strings"
	"testing"
)

// early are the printings that read 00+0 as one hundred.
var early = []Edition{Edition0906, Edition0907}

func TestEdition_ParseRefusesAnUnknownOneListingTheKnown(t *testing.T) {
	if e, err := ParseEdition(""); err != nil || e != Latest {
		t.Errorf("an absent edition is the latest, got %q %v", e, err)
	}
	_, err := ParseEdition("2020-09-08")
	if err == nil || !strings.Contains(err.Error(), "2020-09-06, 2020-09-07, 2020-09-12") {
		t.Errorf("want the known editions listed, got %v", err)
	}
	if e, err := ParseEdition("2020-09-07"); err != nil || e != Edition0907 {
		t.Errorf("2020-09-07: %q %v", e, err)
	}
}

func TestEdition_AnEditionWithDifferencesNotYetPlayedIsRefusedNamingThem(t *testing.T) {
	for _, e := range Editions() {
		miss := e.unimplemented()
		err := e.Playable()
		if (len(miss) == 0) != (err == nil) {
			t.Errorf("%s: missing %v but Playable says %v", e, miss, err)
		}
		for _, m := range miss {
			if !strings.Contains(err.Error(), m) {
				t.Errorf("%s: the refusal does not name %q: %v", e, m, err)
			}
		}
	}
}

func TestEdition0907_DoubleZeroReadsOneHundredAndTheLatestReadsZero(t *testing.T) {
	zero := Roll{}
	for _, e := range early {
		if v := e.ReadDice(zero); v != 100 {
			t.Errorf("%s reads 00+0 as %d, want 100", e, v)
		}
		if o := e.Evaluate(zero, 99); o.Success {
			t.Errorf("%s: 100 succeeds at level 99", e)
		}
	}
	if v := Latest.ReadDice(zero); v != 0 {
		t.Errorf("the latest reads 00+0 as %d, want 0", v)
	}
	if o := Latest.Evaluate(zero, 0); !o.Success || !o.CriticalSuccess {
		t.Errorf("the latest: 00 at level 0 is a critical success (a double), got %+v", o)
	}
}

func TestEdition0907_ARollOf100IsACriticalFailure(t *testing.T) {
	for _, e := range early {
		if o := e.Evaluate(Roll{}, 50); !o.CriticalFailure {
			t.Errorf("%s: 100 at level 50 is %+v, want a critical failure", e, o)
		}
	}
	if o := Latest.Evaluate(Roll{}, 50); o.CriticalFailure || !o.Success {
		t.Errorf("the latest: 00 at level 50 is %+v, want a critical success", o)
	}
}

func TestEdition0907_ARollOf100CannotBeRerolledWithGood(t *testing.T) {
	if _, d, _ := ResolveRoll(Edition0907, RollRecord{Dice: dice(0, 0)}, 50, 50, true, Decider{}, "roll"); d != nil {
		t.Errorf("a critical failure of 100 is offered a re-roll: %+v", d)
	}
}

func TestEdition0907_HitChanceIsTheLevelNotTheLevelPlusOne(t *testing.T) {
	if got := Edition0907.HitChance(50, false); got != (Chance{1, 2}) {
		t.Errorf("level 50 under 09-07: %v, want 1/2", got)
	}
	if got := Latest.HitChance(50, false); got != (Chance{51, 100}) {
		t.Errorf("level 50 under 09-12: %v, want 51/100", got)
	}
	if got := Edition0907.HitChance(0, false); got.Num != 0 {
		t.Errorf("level 0 under 09-07 never succeeds, got %v", got)
	}
}

func TestEdition0907_ACriticalSuccessAdjustsTo1NotTo0(t *testing.T) {
	rec := RollRecord{Dice: dice(2, 2), Crit: &CritChoice{Take: CritAdjust, To: intp(0)}}
	if _, _, err := ResolveRoll(Edition0907, rec, 40, 60, false, Decider{}, "roll"); err == nil {
		t.Errorf("09-07 has no roll of 0 to adjust to")
	}
	rec.Crit.To = intp(1)
	res, _, err := ResolveRoll(Edition0907, rec, 40, 60, false, Decider{}, "roll")
	if err != nil || Edition0907.ReadDice(res.Final) != 1 {
		t.Errorf("adjust to 1: %v %v", res.Final, err)
	}
}

func TestEdition0907_MaxLevelIs99(t *testing.T) {
	for _, e := range early {
		if e.MaxLevel() != 99 {
			t.Errorf("%s max level %d", e, e.MaxLevel())
		}
	}
	if Latest.MaxLevel() != 95 {
		t.Errorf("latest max level %d", Latest.MaxLevel())
	}
	c := pcSheet("old")
	c.Level, c.MaxLevel = 95, 95
	r := rosterOf(c)
	r.Edition = Edition0907
	res := applied(t, r, &Advance{Character: "old"})
	if got := res.State.Find("old").MaxLevel; got != 96 {
		t.Errorf("09-07 advances 95 to 96, got %d", got)
	}
	r.Edition = Latest
	refused(t, r, &Advance{Character: "old"})
	r.Characters[0].MaxLevel = 99
	if err := r.Validate(nil); err == nil || !strings.Contains(err.Error(), "0 to 95") {
		t.Errorf("max level 99 under the latest: %v", err)
	}
	r.Edition = Edition0907
	if err := r.Validate(nil); err != nil {
		t.Errorf("max level 99 under 09-07: %v", err)
	}
}

func TestEdition0907_LegLocationsAre2To3RightAnd0To1Left(t *testing.T) {
	want := map[Edition][10]Location{
		Edition0907: {LeftLeg, LeftLeg, RightLeg, RightLeg, Torso, Torso, Torso, LeftArm, RightArm, Head},
		Edition0906: {LeftLeg, LeftLeg, RightLeg, RightLeg, Torso, Torso, Torso, LeftArm, RightArm, Head},
		Latest:      {LeftLeg, RightLeg, LeftLeg, RightLeg, Torso, Torso, Torso, LeftArm, RightArm, Head},
	}
	for e, table := range want {
		for d, l := range table {
			if got := e.LocationForDie(d); got != l {
				t.Errorf("%s: die %d is %s, want %s", e, d, got, l)
			}
		}
	}
	if got := Edition0907.DiceFor(RightLeg); len(got) != 2 || got[0] != 2 || got[1] != 3 {
		t.Errorf("09-07 right leg faces %v", got)
	}
}

// The book's intercept example (an attack roll of 24: 4 damage to location
// 2) names location 2 the right leg; under 09-07 it is.
func TestEdition0907_TheInterceptExampleHitsTheRightLegOnLocation2(t *testing.T) {
	foe := withItems(npcSheet("foe"), knife("knife", RightHand))
	you := pcSheet("you")
	for e, want := range map[Edition]Location{Edition0907: RightLeg, Latest: LeftLeg} {
		r := rosterOf(foe, you)
		r.Edition = e
		res := applied(t, r, &AttackRoll{Attacker: "foe", Target: "you", Weapon: "knife", Roll: RollRecord{Dice: dice(2, 4)}, DamageDie: OnesDie, Modifier: AdjustNone})
		if got := res.State.Find("you").Body.At(want).Slash; got != 4 {
			t.Errorf("%s: %d marks on the %s, want 4", e, got, want)
		}
	}
}

func TestEdition0907_FirstAidCriticalFailureOf100MakesTenPermanent(t *testing.T) {
	r := firstAidRoster(Body{Torso: Marks{X: 9}, LeftLeg: Marks{X: 3}})
	r.Edition = Edition0907
	dec := decision(t, r, aid(0, 0), DecidePermanentWounds)
	if dec.Spread.Total != 10 {
		t.Errorf("100 under 09-07: %d permanent wounds to place, want 10", dec.Spread.Total)
	}
	r.Edition = Latest
	if d := decision(t, r, aid(0, 0), DecideCritical); d == nil {
		t.Errorf("00 under the latest is a critical success")
	}
}

func TestEdition0907_TheSumOfTheDiceOf100Is20(t *testing.T) {
	if got := Edition0907.DiceSum(Roll{}); got != 20 {
		t.Errorf("09-07 reads the sum of 100 as %d, want 20", got)
	}
	if got := Edition0907.DiceSum(Roll{Tens: 9, Ones: 9}); got != 18 {
		t.Errorf("99 sums to %d", got)
	}
	if got := Latest.DiceSum(Roll{}); got != 0 {
		t.Errorf("the latest sums 00 to %d", got)
	}
}
