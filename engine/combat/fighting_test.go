package combat

import (
	"math/rand/v2"
	"testing"
)

// The count after every command is Fighting's, up to two, with its team
// when one is left: in every state of random combats, and with teams
// knocked out, taken off the map or moved to a team not in the fight.
func TestFightingUpToTwo_IsWhatFightingSays(t *testing.T) {
	check := func(c *Combat, where string) {
		t.Helper()
		f := c.Fighting()
		n, sole := c.fightingUpToTwo()
		if n != min(len(f), 2) || (n == 1 && sole != f[0]) {
			t.Fatalf("%s: fighting %v, counted %d (%q)", where, f, n, sole)
		}
	}
	for seed := uint64(1); seed <= 10; seed++ {
		s := sessionFor(t, editionForSeed(seed), clubWithDoor(t), standardTeams())
		randomPlay(t, s, rand.New(rand.NewPCG(seed, 7)), 200, func(s *Session, _ Command) { check(s.State(), "random play") })
		c := s.State().Clone()
		for i := range c.Roster.Characters {
			ch := &c.Roster.Characters[i]
			switch i % 3 {
			case 0:
				ch.Level = 0
			case 1:
				ch.Area = ""
			case 2:
				ch.Team = "strangers"
			}
			check(c, "after changing "+string(ch.ID))
		}
	}
}
