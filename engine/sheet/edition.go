package sheet

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/internal/quote"
)

// Edition names the printing of the Unhex rules a table plays: the book
// changed in its first public week and groups printed it on different days.
// Every rule that differs between printings asks the edition; the zero
// value is the latest, so a file without a "rules" field plays the rules
// of record. docs/rules.md lists each difference with its test.
type Edition string

const (
	Edition0906 Edition = "2020-09-06"
	Edition0907 Edition = "2020-09-07"
	Edition0912 Edition = "2020-09-12"
	// Latest is the rules of record, and what new maps play.
	Latest = Edition0912
)

// Editions lists the known editions, oldest first.
func Editions() []Edition { return []Edition{Edition0906, Edition0907, Edition0912} }

// ParseEdition reads a "rules" value: empty is the latest; an unknown one
// is refused with the list of known ones, and one whose differences the
// engine does not all play yet is refused naming what is missing, so an
// edition is never half played.
func ParseEdition(s string) (Edition, error) {
	if s == "" {
		return Latest, nil
	}
	for _, e := range Editions() {
		if string(e) == s {
			return e, e.Playable()
		}
	}
	known := make([]string, len(Editions()))
	for i, e := range Editions() {
		known[i] = string(e)
	}
	return "", fmt.Errorf("unknown rules edition %s (known: %s)", quote.Q(s), strings.Join(known, ", "))
}

// Playable refuses an edition that has rule differences the engine does not
// implement yet.
func (e Edition) Playable() error {
	if miss := e.Or().unimplemented(); len(miss) > 0 {
		return fmt.Errorf("the %s rules are not fully implemented yet (missing: %s); play them with another edition", e.Or(), strings.Join(miss, "; "))
	}
	return nil
}

// unimplemented names the differences of an edition not played yet: none
// now, every printing is played in full. A new printing's differences are
// listed here until each lands, so it is never half played.
func (e Edition) unimplemented() []string {
	return nil
}

// Or resolves the zero value to the latest edition.
func (e Edition) Or() Edition {
	if e == "" {
		return Latest
	}
	return e
}

// Label names the edition for people: "Unhex 2020-09-12 (latest)".
func (e Edition) Label() string {
	e = e.Or()
	if e == Latest {
		return "Unhex " + string(e) + " (latest)"
	}
	return "Unhex " + string(e)
}

// before reports whether e is an earlier printing than o.
func (e Edition) before(o Edition) bool { return string(e.Or()) < string(o) }

// HundredRolls: the early printings read tens 0 and ones 0 as one hundred
// (values 1-100, a roll of 100 a critical failure); the latest reads it as
// zero (values 0-99).
func (e Edition) HundredRolls() bool { return e.before(Edition0912) }

// MaxLevel is the highest a max level may rise: 99 early, 95 in the latest.
func (e Edition) MaxLevel() int {
	if e.before(Edition0912) {
		return 99
	}
	return 95
}

// HighestMaxLevel is the highest max level any edition allows, for layouts
// that must fit every sheet.
const HighestMaxLevel = 99

// LowestValue is the lowest value the dice read (see HundredRolls).
func (e Edition) LowestValue() int {
	if e.HundredRolls() {
		return 1
	}
	return 0
}

// ReadDice reads a roll as one number.
func (e Edition) ReadDice(r Roll) int {
	v := 10*r.Tens + r.Ones
	if v == 0 && e.HundredRolls() {
		return 100
	}
	return v
}

// DiceShowing is the roll that reads v (an adjusted critical success).
func (e Edition) DiceShowing(v int) Roll {
	if v == 100 {
		return Roll{}
	}
	return Roll{Tens: v / 10, Ones: v % 10}
}

// DieNumber is "the number shown on one die" of a double or of 100, which
// the early printings count as 10 when the roll reads one hundred.
func (e Edition) DieNumber(r Roll) int {
	if e.ReadDice(r) == 100 {
		return 10
	}
	return r.Tens
}

// DiceSum is the sum of both dice, 20 for a roll that reads one hundred.
func (e Edition) DiceSum(r Roll) int {
	if e.ReadDice(r) == 100 {
		return 20
	}
	return r.Tens + r.Ones
}

// Evaluate reads a roll against a level: at or under is a success, a
// double or the exact level is a critical success, a failing double is a
// critical failure, and so is one hundred where it is read.
func (e Edition) Evaluate(r Roll, level int) Outcome {
	v := e.ReadDice(r)
	o := Outcome{Value: v, Success: v <= level, Exact: v == level}
	o.CriticalSuccess = o.Success && (r.Double() || o.Exact)
	o.CriticalFailure = !o.Success && (r.Double() || v == 100)
	return o
}

// LocationForDie maps the hit location die to a location. Every edition
// has 9 head, 8 right arm, 7 left arm, 4-6 torso; the legs are 2-3 right
// and 0-1 left early, 1 or 3 right and 0 or 2 left in the latest.
func (e Edition) LocationForDie(d int) Location {
	switch d {
	case 9:
		return Head
	case 8:
		return RightArm
	case 7:
		return LeftArm
	case 4, 5, 6:
		return Torso
	}
	if e.before(Edition0912) {
		if d >= 2 {
			return RightLeg
		}
		return LeftLeg
	}
	if d == 1 || d == 3 {
		return RightLeg
	}
	return LeftLeg
}

// DiceFor lists the faces of the location die that select l, lowest
// first: the inverse of LocationForDie, so the table lives in one place.
func (e Edition) DiceFor(l Location) []int {
	var faces []int
	for d := 0; d <= 9; d++ {
		if e.LocationForDie(d) == l {
			faces = append(faces, d)
		}
	}
	return faces
}
