package tactics

import "github.com/unhexboard/unhexboard/engine/combat"

// What the tests call that the program reaches another way.

// Next is NextAmong for every side.
func Next(c *combat.Combat) (Choice, error) { return NextAmong(c, nil) }
