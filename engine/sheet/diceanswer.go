package sheet

import "fmt"

// Answer turns thrown dice into the answer the need asks for: a re-roll
// keeps the digit of the die it does not throw.
func (n *DiceNeed) Answer(thrown Roll) Roll {
	if n.Keep == nil {
		return thrown
	}
	return Rerolled(*n.Keep, n.Throw, thrown)
}

// RollMeaning says what a roll means at a level: "34 – success".
func (e Edition) RollMeaning(r Roll, level int) string {
	o := e.Evaluate(r, level)
	switch {
	case o.CriticalSuccess:
		return fmt.Sprintf("%s – critical success", r)
	case o.CriticalFailure:
		return fmt.Sprintf("%s – critical failure", r)
	case o.Success:
		return fmt.Sprintf("%s – success", r)
	}
	return fmt.Sprintf("%s – failure", r)
}
