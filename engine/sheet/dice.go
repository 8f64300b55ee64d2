package sheet

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/unhexboard/unhexboard/internal/quote"
)

// Roll is one throw of the two ten-sided dice: the tens die and the ones
// die, each 0-9. The same type carries app-made and typed-in rolls, so every
// rule reads them the same way; By and Seed/Draw only record where it came
// from.
type Roll struct {
	Tens int `json:"tens"`
	Ones int `json:"ones"`
	// By is "app" for a roll from a seeded DiceSource, "typed" for physical
	// dice typed in, "adjusted" for dice set by a critical-success choice.
	By RollOrigin `json:"by,omitempty"`
	// Seed and Draw name the seeded source and the position of this roll in
	// its sequence, so an app roll can be re-derived. Zero for typed rolls.
	Seed uint64 `json:"seed,omitempty"`
	Draw uint64 `json:"draw,omitempty"`
}

// RollOrigin says who produced a roll.
type RollOrigin string

const (
	ByApp      RollOrigin = "app"
	ByTyped    RollOrigin = "typed"
	ByAdjusted RollOrigin = "adjusted"
)

// Double reports whether both dice show the same digit.
func (r Roll) Double() bool { return r.Tens == r.Ones }

// Valid reports whether both dice are digits.
func (r Roll) Valid() bool { return r.Tens >= 0 && r.Tens <= 9 && r.Ones >= 0 && r.Ones <= 9 }

// Die returns the digit of one die.
func (r Roll) Die(d Die) int {
	if d == TensDie {
		return r.Tens
	}
	return r.Ones
}

func (r Roll) String() string {
	if r.Valid() { // read from a table: dice are written into every prompt
		i := 2 * (10*r.Tens + r.Ones)
		return digitPairs[i : i+2]
	}
	return fmt.Sprintf("%d%d", r.Tens, r.Ones)
}

// digitPairs is "00" to "99" in turn.
const digitPairs = "00010203040506070809" + "10111213141516171819" + "20212223242526272829" +
	"30313233343536373839" + "40414243444546474849" + "50515253545556575859" + "60616263646566676869" +
	"70717273747576777879" + "80818283848586878889" + "90919293949596979899"

// Die names one of the two dice.
type Die string

const (
	TensDie Die = "tens"
	OnesDie Die = "ones"
)

// Other returns the die that is not d.
func (d Die) Other() Die {
	if d == TensDie {
		return OnesDie
	}
	return TensDie
}

// Valid reports whether d names a die.
func (d Die) Valid() bool { return d == TensDie || d == OnesDie }

// TypedRoll checks physical dice typed in by a person.
func TypedRoll(tens, ones int) (Roll, error) {
	r := Roll{Tens: tens, Ones: ones, By: ByTyped}
	if !r.Valid() {
		return Roll{}, fmt.Errorf("dice show %d and %d; each die reads 0 to 9", tens, ones)
	}
	return r, nil
}

// ParseRoll reads two typed digits, tens first, such as "07" or "99".
// A single digit is refused: it would be unclear which die it is.
func ParseRoll(s string) (Roll, error) {
	s = strings.TrimSpace(s)
	if len(s) != 2 || s[0] < '0' || s[0] > '9' || s[1] < '0' || s[1] > '9' {
		return Roll{}, fmt.Errorf("%s is not two digits (tens die, then ones die)", quote.Q(s))
	}
	return TypedRoll(int(s[0]-'0'), int(s[1]-'0'))
}

// DiceSource makes app rolls from a recorded seed. The same seed gives the
// same rolls in the same order, and each roll names its seed and draw.
type DiceSource struct {
	seed  uint64
	draws uint64
	rng   *rand.Rand
}

// NewDiceSource starts a source at draw 0 of the given seed.
func NewDiceSource(seed uint64) *DiceSource {
	return &DiceSource{seed: seed, rng: rand.New(rand.NewPCG(seed, seed^0x5bd1e9955bd1e995))}
}

// Draws returns how many rolls the source has made.
func (s *DiceSource) Draws() uint64 { return s.draws }

// Roll throws both dice.
func (s *DiceSource) Roll() Roll {
	r := Roll{Tens: s.rng.IntN(10), Ones: s.rng.IntN(10), By: ByApp, Seed: s.seed, Draw: s.draws}
	s.draws++
	return r
}

// Rerolled merges a fresh throw into first for the dice being re-rolled:
// the kept die keeps its digit, whether the fresh throw was rolled or typed.
func Rerolled(first Roll, which RerollDice, fresh Roll) Roll {
	out := fresh
	switch which {
	case RerollTens:
		out.Ones = first.Ones
	case RerollOnes:
		out.Tens = first.Tens
	case RerollBoth:
	default:
		return first
	}
	return out
}

// Outcome is what one roll means against a level.
type Outcome struct {
	Value           int  `json:"value"`
	Success         bool `json:"success"`
	CriticalSuccess bool `json:"criticalSuccess,omitempty"`
	CriticalFailure bool `json:"criticalFailure,omitempty"`
	// Exact: the roll equals the level, the best roll and a critical.
	Exact bool `json:"exact,omitempty"`
}
