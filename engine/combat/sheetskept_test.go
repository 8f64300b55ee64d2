package combat

import (
	"math/rand/v2"
	"testing"
)

// The marks a state keeps of the sheets the command that made it left
// alone are exactly those of its roster that are the same bytes as in the
// state it was made of: in random combats, for every candidate command
// and every answer to its decisions. A copy, or a state asked about
// another, knows none.
func TestSheetsKept_MarksExactlyTheSheetsACommandLeftTheSameBytes(t *testing.T) {
	states, kept, changed := 0, 0, 0
	for seed := uint64(1); seed <= propertySeeds/4+1; seed++ {
		teams := standardTeams()
		if seed%2 == 0 {
			teams = itemWritingTeams()
		}
		s := sessionFor(t, editionForSeed(seed), clubWithDoor(t), teams)
		rng := rand.New(rand.NewPCG(seed, 13))
		randomPlay(t, s, rng, 150, func(s *Session, _ Command) {
			c := s.State()
			if _, ok := c.Clone().SheetsKept(c); ok {
				t.Fatalf("seed %d: a copy knows what a command kept", seed)
			}
			for _, cmd := range candidates(c) {
				res, err := ApplySilently(c, cmd)
				for tries := 0; err == nil && res.Decision != nil && tries < 30; tries++ {
					if cmd, err = Answer(cmd, res.Decision, randomAnswer(rng, res.Decision)); err != nil {
						t.Fatalf("seed %d: answering %s: %v", seed, res.Decision.Field, err)
					}
					res, err = ApplySilently(c, cmd)
				}
				if err != nil || res.State == nil {
					continue
				}
				marks, ok := res.State.SheetsKept(c)
				if !ok {
					t.Fatalf("seed %d: %s: the state made knows nothing of what it kept", seed, cmd.Type())
				}
				if _, ok := res.State.SheetsKept(res.State); ok {
					t.Fatalf("seed %d: %s: a state knows what a command kept of itself", seed, cmd.Type())
				}
				states++
				for i := range res.State.Roster.Characters {
					same := sameBytes(&c.Roster.Characters[i], &res.State.Roster.Characters[i])
					if marked := marks&(1<<i) != 0; marked != same {
						t.Fatalf("seed %d: %s: %s marked kept %v, the same bytes %v", seed, cmd.Type(), c.Roster.Characters[i].ID, marked, same)
					}
					if same {
						kept++
					} else {
						changed++
					}
				}
			}
		})
	}
	t.Logf("%d states made, %d sheets kept, %d changed", states, kept, changed)
	if changed == 0 || kept == 0 {
		t.Fatal("no sheet changed, or none kept: the test proves nothing")
	}
}
