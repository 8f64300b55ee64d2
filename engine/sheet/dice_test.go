package sheet

import (
	"strings"
	"testing"
)

func TestDice_ValueIsTensThenOnes_00ReadsZeroAnd99ReadsNinetyNine(t *testing.T) {
	cases := []struct {
		tens, ones, want int
	}{{0, 0, 0}, {0, 7, 7}, {4, 0, 40}, {2, 4, 24}, {9, 9, 99}}
	for _, c := range cases {
		if got := Latest.ReadDice(Roll{Tens: c.tens, Ones: c.ones}); got != c.want {
			t.Errorf("tens %d ones %d reads %d, want %d", c.tens, c.ones, got, c.want)
		}
	}
}

func TestDice_TypedAndAppRollsAreOneTypeAndReadAlike(t *testing.T) {
	src := NewDiceSource(42)
	app := src.Roll()
	typed, err := TypedRoll(app.Tens, app.Ones)
	if err != nil {
		t.Fatal(err)
	}
	if app.By != ByApp || typed.By != ByTyped {
		t.Fatalf("origins %q and %q, want app and typed", app.By, typed.By)
	}
	for level := -1; level <= 99; level++ {
		if Latest.Evaluate(app, level) != Latest.Evaluate(typed, level) {
			t.Fatalf("level %d: the app roll and the typed roll %s read differently", level, app)
		}
	}
}

func TestDice_SeededSourceRecordsItsSeedAndRepeats(t *testing.T) {
	a, b := NewDiceSource(7), NewDiceSource(7)
	var rolls []Roll
	for i := 0; i < 50; i++ {
		ra, rb := a.Roll(), b.Roll()
		if ra != rb {
			t.Fatalf("draw %d: %v and %v from the same seed", i, ra, rb)
		}
		if ra.Seed != 7 || ra.Draw != uint64(i) || !ra.Valid() {
			t.Fatalf("draw %d recorded as %+v", i, ra)
		}
		rolls = append(rolls, ra)
	}
	resumed := ResumeDiceSource(7, 20)
	for i := 20; i < 50; i++ {
		if r := resumed.Roll(); r != rolls[i] {
			t.Fatalf("resumed source gives %v at draw %d, want %v", r, i, rolls[i])
		}
	}
	if a.Seed() != 7 || a.Draws() != 50 {
		t.Errorf("source says seed %d, %d draws", a.Seed(), a.Draws())
	}
	differs := false
	c := NewDiceSource(8)
	for i := 0; i < 50; i++ {
		differs = differs || !c.Roll().SameDice(rolls[i])
	}
	if !differs {
		t.Error("seeds 7 and 8 gave the same 50 rolls")
	}
}

func TestDice_SeededSourceReachesEveryValue(t *testing.T) {
	src := NewDiceSource(1)
	seen := map[int]int{}
	for i := 0; i < 20000; i++ {
		seen[Latest.ReadDice(src.Roll())]++
	}
	for v := 0; v < 100; v++ {
		if n := seen[v]; n < 100 || n > 300 {
			t.Errorf("value %d came up %d times in 20000 rolls, want about 200", v, n)
		}
	}
}

func TestDice_TypedRollsAreTwoDigits(t *testing.T) {
	for _, ok := range []string{"00", "07", "99", " 24 "} {
		if _, err := ParseRoll(ok); err != nil {
			t.Errorf("%q refused: %v", ok, err)
		}
	}
	for _, bad := range []string{"", "7", "100", "a1", "-1"} {
		if _, err := ParseRoll(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	if _, err := TypedRoll(10, 0); err == nil {
		t.Error("a tens die of 10 was accepted")
	}
	r, _ := ParseRoll("07")
	if Latest.ReadDice(r) != 7 || r.By != ByTyped {
		t.Errorf("07 read as %+v", r)
	}
}

func TestCriticals_AtTheEdges(t *testing.T) {
	type want struct{ success, critSuccess, critFailure bool }
	cases := []struct {
		level      int
		tens, ones int
		want       want
	}{
		{0, 0, 0, want{true, true, false}},   // 00 reads 0: a double, and exactly the level
		{0, 0, 1, want{false, false, false}}, // 1 is over level 0
		{0, 1, 1, want{false, false, true}},  // a failing double
		{9, 0, 9, want{true, true, false}},   // exactly the level
		{9, 0, 0, want{true, true, false}},   // a successful double
		{9, 0, 8, want{true, false, false}},
		{9, 1, 0, want{false, false, false}},
		{9, 1, 1, want{false, false, true}},
		{10, 1, 0, want{true, true, false}}, // exactly the level
		{10, 1, 1, want{false, false, true}},
		{10, 0, 9, want{true, false, false}},
		{95, 9, 5, want{true, true, false}}, // exactly the level
		{95, 8, 8, want{true, true, false}},
		{95, 9, 6, want{false, false, false}},
		{95, 9, 9, want{false, false, true}}, // 99 fails even at the top level
		{95, 0, 0, want{true, true, false}},
		{50, 9, 9, want{false, false, true}},
		{50, 0, 0, want{true, true, false}},
		{50, 5, 0, want{true, true, false}}, // exactly the level, not a double
		{50, 4, 4, want{true, true, false}},
		{50, 5, 5, want{false, false, true}},
		{-1, 0, 0, want{false, false, true}}, // below 0 nothing succeeds
	}
	for _, c := range cases {
		o := Latest.Evaluate(Roll{Tens: c.tens, Ones: c.ones}, c.level)
		got := want{o.Success, o.CriticalSuccess, o.CriticalFailure}
		if got != c.want {
			t.Errorf("level %d roll %d%d: success %v crit-success %v crit-failure %v, want %+v",
				c.level, c.tens, c.ones, got.success, got.critSuccess, got.critFailure, c.want)
		}
		if o.Critical() != (c.want.critSuccess || c.want.critFailure) {
			t.Errorf("level %d roll %d%d: Critical() = %v", c.level, c.tens, c.ones, o.Critical())
		}
	}
}

func TestDegreeOfSuccess_HigherIsBetterAndTheLevelItselfIsBest(t *testing.T) {
	level := 47
	prev := -1
	for v := 0; v <= level; v++ {
		d := Latest.Evaluate(Roll{Tens: v / 10, Ones: v % 10}, level).Degree()
		if d <= prev {
			t.Fatalf("degree %d for %d is not above %d", d, v, prev)
		}
		prev = d
	}
	if d := Latest.Evaluate(Roll{Tens: 4, Ones: 8}, level).Degree(); d != -1 {
		t.Errorf("a failure has degree %d, want none (-1)", d)
	}
}

var player = Decider{Role: RolePlayer, Character: "p"}

func TestGoodReroll_Table(t *testing.T) {
	cases := []struct {
		name     string
		level    int
		good     bool
		rec      RollRecord
		decision DecisionKind // expected pending decision, if any
		Err      string       // expected refusal, if any
		final    int          // expected final value otherwise
		success  bool
	}{
		{name: "not good: the roll stands", level: 40, rec: RollRecord{Dice: dice(6, 2)}, final: 62},
		{name: "not good: no re-roll allowed", level: 40, rec: RollRecord{Dice: dice(6, 2), Reroll: &Reroll{Dice: RerollTens, Result: dice(1, 2)}}, Err: "good"},
		{name: "good: a failure offers the re-roll", level: 40, good: true, rec: RollRecord{Dice: dice(6, 2)}, decision: DecideReroll},
		{name: "good: a success may be re-rolled too", level: 40, good: true, rec: RollRecord{Dice: dice(1, 2)}, decision: DecideReroll},
		{name: "good: a critical failure cannot be re-rolled", level: 40, good: true, rec: RollRecord{Dice: dice(6, 6)}, final: 66},
		{name: "good: re-rolling a critical failure is refused", level: 40, good: true, rec: RollRecord{Dice: dice(6, 6), Reroll: &Reroll{Dice: RerollOnes, Result: dice(6, 1)}}, Err: "cannot be re-rolled"},
		{name: "good: declining keeps the roll", level: 40, good: true, rec: RollRecord{Dice: dice(6, 2), Reroll: &Reroll{Dice: RerollNone}}, final: 62},
		{name: "good: re-roll tens keeps the ones", level: 40, good: true, rec: RollRecord{Dice: dice(6, 2), Reroll: &Reroll{Dice: RerollTens, Result: dice(1, 2)}}, final: 12, success: true},
		{name: "good: re-roll ones keeps the tens", level: 40, good: true, rec: RollRecord{Dice: dice(4, 7), Reroll: &Reroll{Dice: RerollOnes, Result: dice(4, 0)}}, final: 40, success: true, decision: DecideCritical},
		{name: "good: the kept die cannot change", level: 40, good: true, rec: RollRecord{Dice: dice(6, 2), Reroll: &Reroll{Dice: RerollTens, Result: dice(1, 3)}}, Err: "first digit"},
		{name: "good: the second result stands even when worse", level: 40, good: true, rec: RollRecord{Dice: dice(1, 2), Reroll: &Reroll{Dice: RerollBoth, Result: dice(8, 3)}}, final: 83},
		{name: "good: the re-roll asks for its dice", level: 40, good: true, rec: RollRecord{Dice: dice(6, 2), Reroll: &Reroll{Dice: RerollBoth}}, decision: DecideDice},
		{name: "good: a re-roll can be a critical success", level: 40, good: true, rec: RollRecord{Dice: dice(6, 2), Reroll: &Reroll{Dice: RerollBoth, Result: dice(3, 3)}}, decision: DecideCritical},
		{name: "good: a re-roll can be a critical failure", level: 20, good: true, rec: RollRecord{Dice: dice(6, 2), Reroll: &Reroll{Dice: RerollTens, Result: dice(2, 2)}}, final: 22},
		{name: "no dice yet", level: 40, rec: RollRecord{}, decision: DecideDice},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, d, err := ResolveRoll(Latest, c.rec, c.level, 95, c.good, player, "roll")
			switch {
			case c.Err != "":
				if err == nil || !strings.Contains(err.Error(), c.Err) {
					t.Fatalf("err = %v, want one saying %q", err, c.Err)
				}
			case c.decision != "":
				if err != nil || d == nil || d.Kind != c.decision {
					t.Fatalf("got %v / %v, want a %s decision", d, err, c.decision)
				}
				if d.Decider != player {
					t.Errorf("decider %+v, want the roller", d.Decider)
				}
			default:
				if err != nil || d != nil {
					t.Fatalf("got %v / %v, want a result", d, err)
				}
				if Latest.ReadDice(res.Final) != c.final || res.Outcome.Success != c.success {
					t.Errorf("final %d success %v, want %d %v", Latest.ReadDice(res.Final), res.Outcome.Success, c.final, c.success)
				}
			}
		})
	}
}

func TestGoodReroll_OffersNoneTensOnesOrBoth(t *testing.T) {
	_, d, _ := ResolveRoll(Latest, RollRecord{Dice: dice(6, 2)}, 40, 95, true, player, "roll")
	got := strings.Join(optionValues(d), " ")
	for _, w := range []string{`"none"`, `"tens"`, `"ones"`, `"both"`} {
		if !strings.Contains(got, w) {
			t.Errorf("options %s lack %s", got, w)
		}
	}
	if d.Field != "roll.reroll" {
		t.Errorf("field %q", d.Field)
	}
	_, d, _ = ResolveRoll(Latest, RollRecord{Dice: dice(6, 2), Reroll: &Reroll{Dice: RerollOnes}}, 40, 95, true, player, "roll")
	if d.Kind != DecideDice || d.Dice.Throw != RerollOnes || d.Dice.Keep == nil || d.Dice.Keep.Tens != 6 {
		t.Errorf("the re-roll asks %+v, want the ones die with the tens kept", d.Dice)
	}
	if r := Rerolled(Roll{Tens: 6, Ones: 2}, RerollOnes, Roll{Tens: 0, Ones: 9}); r.Tens != 6 || r.Ones != 9 {
		t.Errorf("Rerolled ones gave %v, want 69", r)
	}
}

func TestCriticalSuccess_ExtraActionOrAdjustUpToLevel(t *testing.T) {
	rec := RollRecord{Dice: dice(2, 2)}
	_, d, _ := ResolveRoll(Latest, rec, 40, 60, false, player, "roll")
	if d == nil || d.Kind != DecideCritical || len(d.Options) != 2 {
		t.Fatalf("22 at level 40 asks %+v, want the critical choice", d)
	}
	rec.Crit = &CritChoice{Take: CritExtraAction}
	res, d, err := ResolveRoll(Latest, rec, 40, 60, false, player, "roll")
	if err != nil || d != nil || !res.ExtraAction || Latest.ReadDice(res.Final) != 22 {
		t.Fatalf("extra action: %+v %v %v", res, d, err)
	}
	rec.Crit = &CritChoice{Take: CritAdjust}
	_, d, _ = ResolveRoll(Latest, rec, 40, 60, false, player, "roll")
	if d == nil || d.Kind != DecideCriticalAdjust || *d.Range != (IntRange{0, 40}) {
		t.Fatalf("adjust asks %+v, want a value 0-40", d)
	}
	rec.Crit = &CritChoice{Take: CritAdjust, To: intp(40)}
	res, _, err = ResolveRoll(Latest, rec, 40, 60, false, player, "roll")
	if err != nil || Latest.ReadDice(res.Final) != 40 || !res.Outcome.Success || res.ExtraAction {
		t.Fatalf("adjust to 40: %+v %v", res, err)
	}
	rec.Crit = &CritChoice{Take: CritAdjust, To: intp(41)}
	if _, _, err := ResolveRoll(Latest, rec, 40, 60, false, player, "roll"); err == nil {
		t.Error("adjusting above the level was accepted for a double")
	}
	rec.Crit = &CritChoice{Take: CritExtraAction, To: intp(30)}
	if _, _, err := ResolveRoll(Latest, rec, 40, 60, false, player, "roll"); err == nil {
		t.Error("both options were accepted together")
	}
}

func TestCriticalSuccess_ExactLevelMayAdjustUpToMaxLevelAndStillSucceeds(t *testing.T) {
	rec := RollRecord{Dice: dice(4, 0), Crit: &CritChoice{Take: CritAdjust}}
	_, d, _ := ResolveRoll(Latest, rec, 40, 60, false, player, "roll")
	if d == nil || d.Range.Max != 60 {
		t.Fatalf("exact level asks %+v, want up to the max level 60", d)
	}
	rec.Crit.To = intp(60)
	res, _, err := ResolveRoll(Latest, rec, 40, 60, false, player, "roll")
	if err != nil || Latest.ReadDice(res.Final) != 60 || !res.Outcome.Success || !res.Outcome.CriticalSuccess {
		t.Fatalf("adjust to 60: %+v %v", res, err)
	}
	rec.Crit.To = intp(61)
	if _, _, err := ResolveRoll(Latest, rec, 40, 60, false, player, "roll"); err == nil {
		t.Error("adjusting above the max level was accepted")
	}
}

func TestCriticalChoice_OnlyOnACriticalSuccess(t *testing.T) {
	for _, r := range []*Roll{dice(2, 1), dice(7, 7), dice(7, 1)} {
		rec := RollRecord{Dice: r, Crit: &CritChoice{Take: CritExtraAction}}
		if _, _, err := ResolveRoll(Latest, rec, 40, 60, false, player, "roll"); err == nil {
			t.Errorf("roll %s at 40 accepted a critical-success choice", r)
		}
	}
}
