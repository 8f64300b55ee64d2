package sheet

import "testing"

func TestDiceNeed_ARerollKeepsTheDieItDoesNotThrow_TypedOrRolled(t *testing.T) {
	first := Roll{Tens: 6, Ones: 2, By: ByTyped}
	for _, c := range []struct {
		throw RerollDice
		want  string
	}{{RerollTens, "42"}, {RerollOnes, "67"}, {RerollBoth, "47"}} {
		need := &DiceNeed{Throw: c.throw, Keep: &first}
		if got := need.Answer(Roll{Tens: 4, Ones: 7, By: ByTyped}); got.String() != c.want || got.By != ByTyped {
			t.Errorf("typed, throw %s: %v, want %s", c.throw, got, c.want)
		}
		src, same := NewDiceSource(9), NewDiceSource(9)
		if got := need.Answer(src.Roll()); got != same.Reroll(first, c.throw) {
			t.Errorf("rolled, throw %s: %v differs from the source's own re-roll", c.throw, got)
		}
	}
	if got := (&DiceNeed{Throw: RerollBoth}).Answer(Roll{Tens: 3, Ones: 4}); got.String() != "34" {
		t.Errorf("a first throw is taken as it is: %v", got)
	}
}

func TestRollMeaning_SaysSuccessFailureAndCriticals(t *testing.T) {
	for roll, want := range map[Roll]string{
		{Tens: 3, Ones: 4}: "34 – success",
		{Tens: 8, Ones: 1}: "81 – failure",
		{Tens: 2, Ones: 2}: "22 – critical success",
		{Tens: 9, Ones: 9}: "99 – critical failure",
		{Tens: 5, Ones: 0}: "50 – critical success",
	} {
		if got := Latest.RollMeaning(roll, 50); got != want {
			t.Errorf("%v at 50: %q, want %q", roll, got, want)
		}
	}
}
