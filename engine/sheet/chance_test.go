package sheet

import "testing"

func TestHitChance_WithoutGoodIsLevelPlusOneInAHundred(t *testing.T) {
	cases := []struct {
		level int
		want  Chance
	}{{50, Chance{51, 100}}, {0, Chance{1, 100}}, {9, Chance{1, 10}}, {95, Chance{24, 25}}, {-1, Chance{0, 1}}, {99, Chance{1, 1}}}
	for _, c := range cases {
		if got := Latest.HitChance(c.level, false); got != c.want {
			t.Errorf("level %d: %d/%d, want %d/%d", c.level, got.Num, got.Den, c.want.Num, c.want.Den)
		}
	}
}

// Worked by hand at level 50 with good: 51 first rolls succeed. 55, 66, 77,
// 88 and 99 are critical failures. Of the other 44 failures, 60, 70, 80 and
// 90 keep their 0 and re-roll the tens (6 tens digits in 10 succeed); the
// other 40 re-roll both (51 in 100). So 51/100 + 4/100*6/10 + 40/100*51/100
// = 0.51 + 0.024 + 0.204 = 0.738.
func TestHitChance_Level50WithGoodIs73Point8Percent(t *testing.T) {
	got := Latest.HitChance(50, true)
	if got != (Chance{369, 500}) {
		t.Fatalf("level 50 with good: %d/%d, want 369/500", got.Num, got.Den)
	}
	if got.Percent() != "74%" {
		t.Errorf("shown as %s", got.Percent())
	}
}

// At level 0 only 00 succeeds. With good, a first roll ending or starting
// in 0 (18 of them) re-rolls the other die for a 1 in 10 chance, the 72
// rolls with no 0 and no double re-roll both for 1 in 100, and the 9
// doubles cannot be re-rolled: 0.01 + 0.018 + 0.0072 = 0.0352.
func TestHitChance_Level0WithGoodIs3Point52Percent(t *testing.T) {
	if got := Latest.HitChance(0, true); got != (Chance{22, 625}) {
		t.Fatalf("level 0 with good: %d/%d, want 22/625 (0.0352)", got.Num, got.Den)
	}
}

// The policy is checked against a brute force over every first roll, every
// re-roll a player may declare and every second throw.
func TestHitChance_WithGoodIsTheBestOverEveryRerollChoice(t *testing.T) {
	for level := -1; level <= 99; level++ {
		var wins int64
		for first := 0; first < 100; first++ {
			r := Roll{Tens: first / 10, Ones: first % 10}
			choices := []RerollDice{RerollNone, RerollTens, RerollOnes, RerollBoth}
			if Latest.Evaluate(r, level).CriticalFailure {
				choices = choices[:1]
			}
			best := 0
			for _, ch := range choices {
				n := 0
				for second := 0; second < 100; second++ {
					fin := Rerolled(r, ch, Roll{Tens: second / 10, Ones: second % 10})
					if Latest.Evaluate(fin, level).Success {
						n++
					}
				}
				best = max(best, n)
			}
			wins += int64(best)
		}
		want := newChance(wins, 10000)
		if got := Latest.HitChance(level, true); got != want {
			t.Fatalf("level %d with good: %d/%d, brute force %d/%d", level, got.Num, got.Den, want.Num, want.Den)
		}
		if plain := Latest.HitChance(level, false); plain.Float() > want.Float() {
			t.Fatalf("level %d: good (%v) is worse than no good (%v)", level, want.Float(), plain.Float())
		}
	}
}

// An exact chance is shown by the one rule every chance is shown by.
func TestChance_PercentIsTheOneWholePercentRule(t *testing.T) {
	if got := (Chance{1988, 2500}).Percent(); got != "80%" {
		t.Errorf("1988/2500 (79.52%%) is shown as %q, want 80%%", got)
	}
}
