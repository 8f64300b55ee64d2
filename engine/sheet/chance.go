package sheet

import "fmt"

// Chance is an exact probability Num/Den in lowest terms.
type Chance struct {
	Num int64 `json:"num"`
	Den int64 `json:"den"`
}

// Float returns the probability as a number from 0 to 1.
func (c Chance) Float() float64 { return float64(c.Num) / float64(c.Den) }

// Percent formats the probability for display, such as "51%" or "72.5%".
func (c Chance) Percent() string {
	p := 100 * c.Float()
	if p == float64(int64(p)) {
		return fmt.Sprintf("%d%%", int64(p))
	}
	return fmt.Sprintf("%.2f%%", p)
}

func newChance(num, den int64) Chance {
	g := gcd(num, den)
	if g == 0 {
		return Chance{0, 1}
	}
	return Chance{num / g, den / g}
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	if a < 0 {
		return -a
	}
	return a
}

// HitChance is the exact chance that a roll at level succeeds. Every value
// from 0 to level succeeds, so level 50 gives 51/100.
//
// With good, the roller is assumed to play for success: keep any success,
// and after an ordinary failure re-roll whichever of tens, ones or both
// gives the best chance given the die that stays. A critical failure
// cannot be re-rolled. This is the best any re-roll policy can do.
func HitChance(level int, good bool) Chance {
	if !good {
		return newChance(int64(clamp(level+1, 0, 100)), 100)
	}
	// Count successes over 100 first rolls x 100 equally likely second
	// throws, so a one-die re-roll counts each of its 10 faces 10 times.
	var wins int64
	for v := 0; v < 100; v++ {
		first := Roll{Tens: v / 10, Ones: v % 10}
		o := Evaluate(first, level)
		switch {
		case o.Success:
			wins += 100
		case o.CriticalFailure:
		default:
			wins += int64(bestRerollWins(first, level))
		}
	}
	return newChance(wins, 10000)
}

// bestRerollWins is the most successes out of 100 equally likely second
// throws that any re-roll of first can give.
func bestRerollWins(first Roll, level int) int {
	tens, ones := 0, 0
	for d := 0; d < 10; d++ {
		if 10*d+first.Ones <= level {
			tens += 10
		}
		if 10*first.Tens+d <= level {
			ones += 10
		}
	}
	both := clamp(level+1, 0, 100)
	return max(tens, ones, both)
}

func clamp(v, lo, hi int) int {
	return min(max(v, lo), hi)
}
