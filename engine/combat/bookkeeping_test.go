package combat

import (
	"math/rand/v2"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// eachTallyMatchesTheMap fails unless eachTally yields every tally of the
// map once, each the map's own (the same pointer) under its own id.
func eachTallyMatchesTheMap(t *testing.T, c *Combat, what string) {
	t.Helper()
	seen := map[sheet.CharacterID]bool{}
	for id, tl := range c.eachTally {
		if seen[id] {
			t.Fatalf("%s: %s yielded twice", what, id)
		}
		seen[id] = true
		if c.Tallies[id] != tl {
			t.Fatalf("%s: %s's tally is not the map's", what, id)
		}
	}
	if len(seen) != len(c.Tallies) {
		t.Fatalf("%s: %d tallies yielded, the map holds %d", what, len(seen), len(c.Tallies))
	}
}

func TestEachTally_EveryTallyOnceFromTheBlockOrTheMap(t *testing.T) {
	s := sessionFor(t, sheet.Latest, clubWithDoor(t), standardTeams())
	randomPlay(t, s, rand.New(rand.NewPCG(7, 99)), 40, nil)
	c := s.State()
	eachTallyMatchesTheMap(t, c, "a session's state")

	var spent Spent
	spent.Give(c.Clone())
	copied := spent.clone(c) // in spent memory: the map points into its block
	if ids := copied.mem.tallyIDs; len(ids) != len(copied.Tallies) || len(ids) == 0 {
		t.Fatalf("the copy in spent memory keeps no tally block (%d ids, %d tallies)", len(ids), len(copied.Tallies))
	}
	eachTallyMatchesTheMap(t, copied, "a copy in spent memory")

	copied.tally("newcomer") // a tally added: the block no longer names them all
	eachTallyMatchesTheMap(t, copied, "a copy with a tally added")

	stop := 0
	for range copied.eachTally {
		stop++
		break
	}
	if stop != 1 {
		t.Fatalf("a loop that breaks went on: %d", stop)
	}
}
