package tactics

import (
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// What the tests call that the program reaches another way.

// Fight is one fight in new memory.
func Fight(c *combat.Combat, pending *combat.Pending, src *sheet.DiceSource, roundCap int) (Outcome, error) {
	return new(Fighter).Fight(c, pending, src, roundCap)
}

// Next is NextAmong for every side.
func Next(c *combat.Combat) (Choice, error) { return NextAmong(c, nil) }
