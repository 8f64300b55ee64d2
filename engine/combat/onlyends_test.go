package combat

import (
	"math/rand/v2"
	"testing"
)

// OffersOnlyEnds may let a player pass over a character without listing
// them: in random combats, for every character it says so of (out of the
// fight, out of actions, off their turn), the full listing, which checks
// every option, holds no legal act but the surrender and the end of the
// turn (item changes aside when they are left out). Both answers must be
// met, and "only the ends" for fighters too, not only for the fallen.
func TestOffersOnlyEnds_NoOtherActIsLegalForThoseItPassesOver(t *testing.T) {
	seen := map[string]int{}
	for seed := uint64(1); seed <= 30; seed++ {
		s := sessionWithRules(t, editionForSeed(seed), callsForSeed(seed), houseForSeed(seed), clubWithDoor(t), append(standardTeams(), blaster()))
		randomPlay(t, s, rand.New(rand.NewPCG(seed, 11)), 120, func(s *Session, _ Command) {
			c := s.State()
			for i := range c.Roster.Characters {
				ch := &c.Roster.Characters[i]
				listed := c.LegalActions(ch.ID)
				for _, but := range []ActKind{"", ActManageItems} {
					if !c.OffersOnlyEnds(ch, but) {
						seen["more"]++
						continue
					}
					if fights(ch) {
						seen["only the ends, a fighter"]++
					} else {
						seen["only the ends, out of the fight"]++
					}
					for _, o := range listed {
						if o.Legal && o.Kind != ActSurrender && o.Kind != ActEndTurn && o.Kind != but {
							t.Fatalf("seed %d, after %d entries: %s is passed over (but %q), yet %q is legal",
								seed, len(s.Log()), ch.ID, but, o.Label)
						}
					}
				}
			}
		})
	}
	for _, k := range []string{"more", "only the ends, a fighter", "only the ends, out of the fight"} {
		if seen[k] == 0 {
			t.Errorf("never met %q: %v", k, seen)
		}
	}
	t.Logf("%v", seen)
}
