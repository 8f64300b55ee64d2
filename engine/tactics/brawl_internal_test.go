package tactics

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/combat"
)

// brawlStart is the bundled brawl's fight at its start, round 1.
func brawlStart(t testing.TB) *combat.Combat {
	t.Helper()
	return startCombat(t, "../../assets/maps/nightclub-brawl.unhex")
}
