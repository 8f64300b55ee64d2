package tactics

import (
	"sync"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// The damage die is one of two ten-sided dice. Whoever chooses which die is
// damage takes the higher (the attacker) or the lower (a target with cover
// or a shield): on average 6.15 or 2.85 points.
const (
	meanHigherDie = 6.15
	meanLowerDie  = 2.85
	meanOneDie    = 4.5
)

// chanceAtLeast is the chance that the chosen damage die shows at least k:
// the higher of two dice when attackerChooses, else the lower.
func chanceAtLeast(k int, attackerChooses bool) float64 {
	switch {
	case k <= 0:
		return 1
	case k > 9:
		return 0
	case attackerChooses:
		return 1 - float64(k*k)/100
	}
	return float64((10-k)*(10-k)) / 100
}

// hitChance is the engine's chance that a roll at level succeeds.
func hitChance(e sheet.Edition, level int, good bool) float64 {
	return e.HitChance(level, good).Float()
}

// defendChance estimates the chance that a Defend at defLevel beats an
// attack at attLevel: the defender must succeed and either the attacker
// fails or the defender's value is higher. Both rolls are read as 0-99
// without re-rolls; ties and criticals are left out.
func defendChance(defLevel, attLevel int) float64 {
	return defendChances()[clampLevel(attLevel)+1][clampLevel(defLevel)+1]
}

// defendChances are defendChance by attacker's and defender's level (each
// -1 to 99, so plus one): the sum over the defender's values 0 to their
// level, each row summed once in that order, so the same floats as summed
// at each ask (which a listing did a few hundred times a fight, up to a
// hundred terms each).
var defendChances = sync.OnceValue(func() *[101][101]float64 {
	var t [101][101]float64
	for att := -1; att <= 99; att++ {
		attFails := float64(99-att) / 100
		var p float64 // at defender's level -1: no value succeeds
		for d := 0; d <= 99; d++ {
			below := float64(min(d, att+1)) / 100 // attacker succeeds lower
			p += (attFails + below) / 100
			t[att+1][d+1] = p
		}
	}
	return &t
})

func clampLevel(l int) int { return max(-1, min(l, 99)) }
