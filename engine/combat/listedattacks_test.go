package combat

import (
	"math/rand/v2"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"

	json "github.com/goccy/go-json"
)

// A fight lists the same attacks in state after state: a listing without
// words in a state copied into spent memory offers again the attack it
// listed last at the same attacker, target and weapon while the command,
// the map's verdict and the chance to hit are all the same. Every such
// listing is the one a fresh copy of the state gives, and no option
// listed changes, however many listings follow.
func TestAllowedActs_AnUnchangedAttackIsOfferedAgainAndNeverRewritten(t *testing.T) {
	again := 0
	for seed := uint64(1); seed <= 4; seed++ {
		s := sessionFor(t, editionForSeed(seed), clubWithDoor(t), standardTeams())
		randomPlay(t, s, rand.New(rand.NewPCG(seed, 41)), 150, nil)
		c, err := New(s.m, s.start, nil)
		if err != nil {
			t.Fatal(err)
		}
		var spent Spent
		type shown struct {
			opts []ActOption
			json string
		}
		var earlier []shown
		seen := map[*Attack]bool{} // every attack listed so far
		for i, e := range s.Log() {
			r, err := applyRolling(c, e.Command, sheet.NewDiceSource(0), &spent)
			if err != nil || r.State == nil {
				t.Fatalf("seed %d entry %d: the log does not replay: %v", seed, i, err)
			}
			if i > 0 {
				spent.Give(c)
			}
			c = r.State
			fresh := c.Clone() // no listed commands of its own
			for j := range c.Roster.Characters {
				id := c.Roster.Characters[j].ID
				got := c.AllowedActs(id)
				g, _ := json.Marshal(got)
				w, _ := json.Marshal(fresh.AllowedActs(id))
				if string(g) != string(w) {
					t.Fatalf("seed %d entry %d, %s: listed %s, a fresh copy lists %s", seed, i, id, g, w)
				}
				for _, o := range got {
					if a, ok := o.Command.(*Attack); ok {
						if seen[a] {
							again++
						}
						seen[a] = true
					}
				}
				earlier = append(earlier, shown{got, string(g)})
			}
		}
		for k, sh := range earlier {
			if js, _ := json.Marshal(sh.opts); string(js) != sh.json {
				t.Fatalf("seed %d: listing %d changed after it was made:\n was %s\n now %s", seed, k, sh.json, js)
			}
		}
	}
	if again == 0 {
		t.Fatal("no attack was offered again from one state to the next")
	}
	t.Logf("%d attacks offered again", again)
}
