package sheet

import (
	"strings"
	"testing"
)

// validateWith validates a level-95 sheet holding the abilities under e.
func validateWith(e Edition, ids ...AbilityID) error {
	c := leveled(pcSheet("c"), 95)
	c.Abilities = ids
	return (&Roster{Characters: []Character{c}, Edition: e}).Validate(nil)
}

func TestEdition0906_SpeedDoesNotExist(t *testing.T) {
	speed := LookupAbility("speed")
	if Edition0906.Offers(speed) || !Edition0907.Offers(speed) || !Latest.Offers(speed) {
		t.Fatal("Speed is in 09-07 and 09-12 only")
	}
	err := validateWith(Edition0906, "speed")
	if err == nil || !strings.Contains(err.Error(), `"speed" is not an ability of the 2020-09-06 rules`) {
		t.Errorf("a Speed sheet under 09-06: %v", err)
	}
	if err := validateWith(Edition0907, "speed"); err != nil {
		t.Errorf("Speed under 09-07: %v", err)
	}
	// An advance pick neither lists Speed nor takes it.
	r := &Roster{Characters: []Character{leveled(pcSheet("c"), 59)}, Edition: Edition0906}
	r.Characters[0].Abilities = []AbilityID{"good-defend"}
	r.Characters[0].Skills = []string{"cooking"}
	d := pickDecision(Edition0906, &r.Characters[0], "pick")
	for _, o := range d.Options {
		if strings.Contains(o.Label, "Speed") {
			t.Errorf("the 09-06 pick offers %q", o.Label)
		}
	}
	x := &ApplyCtx{R: r}
	if err := x.pick(&r.Characters[0], AbilityPick{Ability: "speed"}); err == nil {
		t.Error("a 09-06 pick took Speed")
	}
}

func TestEdition0906_NoTwoHandInterceptStop(t *testing.T) {
	if err := validateWith(Edition0906, "unarmed-combat", "unarmed-intercept-stop"); err == nil || !strings.Contains(err.Error(), "unarmed-intercept-stop") {
		t.Errorf("the Intercept stop under 09-06: %v", err)
	}
	if err := validateWith(Edition0907, "unarmed-combat", "unarmed-intercept-stop"); err != nil {
		t.Errorf("the Intercept stop under 09-07: %v", err)
	}
}

func TestEdition0906_GrappleAndTheSecondStealthAbilityAreIn0906Only(t *testing.T) {
	if err := validateWith(Edition0906, "unarmed-combat", "grapple", "good-grapple", "stealth", "stealth-kept-on-miss"); err != nil {
		t.Errorf("09-06: %v", err)
	}
	for _, e := range []Edition{Edition0907, Edition0912} {
		for _, id := range []AbilityID{"grapple", "good-grapple", "stealth-kept-on-miss"} {
			if err := validateWith(e, "unarmed-combat", "stealth", id); err == nil {
				t.Errorf("%s accepts %s", e, id)
			}
		}
	}
	if err := validateWith(Edition0906, "unarmed-combat", "good-grapple"); err == nil || !strings.Contains(err.Error(), "needs") {
		t.Errorf("good at grappling needs the grapple: %v", err)
	}
	c := leveled(pcSheet("c"), 95)
	c.Abilities = []AbilityID{"unarmed-combat", "grapple", "good-grapple"}
	if !c.ModifiersFor(ActGrapple, "").Good {
		t.Error("good at grappling makes the grapple's opposed rolls good")
	}
}

func TestEdition0906_AnUnarmedAttackNeedsOnlyOneFoot(t *testing.T) {
	att := npcSheet("att")
	att.Abilities = []AbilityID{"unarmed-combat"}
	att.Items = []Item{knife("a", RightHand), knife("b", LeftHand)}
	att.Body.At(RightLeg).X = RightLeg.Boxes() // one full leg, both hands full
	for e, can := range map[Edition]bool{Edition0906: true, Edition0907: false, Edition0912: false} {
		err := att.CanAttackUnarmed(e, 0)
		if (err == nil) != can {
			t.Errorf("%s: hands full, one working leg: %v", e, err)
		}
	}
	att.Body.At(LeftLeg).X = LeftLeg.Boxes()
	if err := att.CanAttackUnarmed(Edition0906, 0); err == nil || !strings.Contains(err.Error(), "a foot") {
		t.Errorf("09-06, no working leg and no free hand: %v", err)
	}
	r := &Roster{Characters: []Character{att, pcSheet("tgt")}, Edition: Edition0906}
	r.Characters[0].Body.At(LeftLeg).X = 0
	decision(t, r, &AttackRoll{Attacker: "att", Target: "tgt", Roll: RollRecord{Dice: dice(2, 4)}}, DecideAssignDice)
}
