package sheet

import (
	"sync/atomic"

	"github.com/unhexboard/unhexboard/internal/words"
)

// Chance is an exact probability Num/Den in lowest terms.
type Chance struct {
	Num int64 `json:"num"`
	Den int64 `json:"den"`
}

// Float returns the probability as a number from 0 to 1.
func (c Chance) Float() float64 { return float64(c.Num) / float64(c.Den) }

// Percent shows the probability as every chance is shown
// (words.Percent): "51%", "80%".
func (c Chance) Percent() string { return words.Percent(c.Float()) }

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

// HitChance is the exact chance that a roll at level succeeds under the
// edition: every value the dice can read up to the level succeeds, so level
// 50 gives 51/100 in the latest edition (0-99) and 50/100 in the early ones
// (1-100).
//
// With good, the roller is assumed to play for success: keep any success,
// and after an ordinary failure re-roll whichever of tens, ones or both
// gives the best chance given the die that stays. A critical failure
// cannot be re-rolled. This is the best any re-roll policy can do.
func (e Edition) HitChance(level int, good bool) Chance {
	slot := editionSlot(e)
	if level < 0 || level > 100 || slot < 0 {
		return e.countHitChance(level, good) // not a sheet's level: not worth keeping
	}
	g := 0
	if good {
		g = 1
	}
	k := &hitChances[slot][level][g]
	if c := k.Load(); c != nil {
		return *c
	}
	c := e.countHitChance(level, good)
	k.Store(&c)
	return c
}

// hitChances remembers each chance worked out, by edition (editionSlot),
// level and good: the count walks every roll and re-roll, and the
// legal-act listing and the tactics ask for the same few levels on every
// call (the simulator calls it millions of times). A table, where a
// sync.Map spent most of each call hashing its key.
var hitChances [4][101][2]atomic.Pointer[Chance]

// editionSlot is the edition's row in hitChances (the zero edition has
// its own), or -1 for an unknown one, which is not kept.
func editionSlot(e Edition) int {
	switch e {
	case Edition0906:
		return 0
	case Edition0907:
		return 1
	case Edition0912:
		return 2
	case "":
		return 3
	}
	return -1
}

func (e Edition) countHitChance(level int, good bool) Chance {
	// Count successes over 100 first rolls x 100 equally likely second
	// throws, so a one-die re-roll counts each of its 10 faces 10 times.
	var wins int64
	for v := 0; v < 100; v++ {
		first := Roll{Tens: v / 10, Ones: v % 10}
		o := e.Evaluate(first, level)
		switch {
		case o.Success:
			wins += 100
		case o.CriticalFailure || !good:
		default:
			wins += int64(e.bestRerollWins(first, level))
		}
	}
	return newChance(wins, 10000)
}

// bestRerollWins is the most successes out of 100 equally likely second
// throws that any re-roll of first can give.
func (e Edition) bestRerollWins(first Roll, level int) int {
	tens, ones, both := 0, 0, 0
	for d := 0; d < 10; d++ {
		if e.Evaluate(Roll{Tens: d, Ones: first.Ones}, level).Success {
			tens += 10
		}
		if e.Evaluate(Roll{Tens: first.Tens, Ones: d}, level).Success {
			ones += 10
		}
		for d2 := 0; d2 < 10; d2++ {
			if e.Evaluate(Roll{Tens: d, Ones: d2}, level).Success {
				both++
			}
		}
	}
	return max(tens, ones, both)
}
