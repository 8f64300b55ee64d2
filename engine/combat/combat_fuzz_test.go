package combat

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// FuzzCombatCommands feeds random command streams, legal and not, to a
// combat: nothing panics, a refused command leaves the state as it was,
// and in the states reached the listed acts and reactions meet the
// verdicts the list gives them.
func FuzzCombatCommands(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3, 4, 5, 6, 7})
	f.Add(uint64(42), []byte("a longer stream of choices for the fuzzer"))
	m := clubWithDoor(f)
	f.Fuzz(func(t *testing.T, seed uint64, choices []byte) {
		// A combat of a few hundred entries reaches every state a longer
		// one does; longer inputs only slow the fuzzer down.
		if len(choices) > 300 {
			choices = choices[:300]
		}
		s := newSession(t, m, standardTeams()...)
		rng := rand.New(rand.NewPCG(seed, 3))
		ids := []sheet.CharacterID{"ava", "bo", "cy", "vex", "rat", "dj", "nobody"}
		areas := []battlemap.AreaID{"bar", "kitchen", "alley", "entrance", "dance-floor", "catwalk", "nowhere"}
		for _, b := range choices {
			var pick Command
			if b%3 == 0 {
				// An arbitrary command, most likely illegal.
				id, other, area := ids[rng.IntN(len(ids))], ids[rng.IntN(len(ids))], areas[rng.IntN(len(areas))]
				switch b % 13 {
				case 7:
					pick = &SheetEntry{Command: &sheet.Override{Character: id, Level: ptr(int(b) - 100)}}
				case 8:
					pick = &SetActions{Character: id, Actions: int(b % 4), LoseNext: int(b % 3)}
				case 9:
					pick = &SurrenderNow{Character: id}
				case 10:
					pick = &AllOutDefend{Character: id}
				case 11:
					pick = &React{Character: id, Kind: ReactIntercept, Weapon: "pistol"}
				case 12:
					pick = &Rally{Leader: id}
				case 0:
					pick = &Move{Character: id, To: area, Speed: b%2 == 0}
				case 1:
					pick = &Attack{Attacker: id, Target: other, Weapon: "knife"}
				case 2:
					pick = &React{Character: id, Kind: ReactDefend}
				case 3:
					pick = &Resolve{StopAt: area}
				case 4:
					pick = &EndTurn{Team: "thugs"}
				case 5:
					pick = &Direct{Leader: id, Character: other}
				default:
					pick = &Attack{Attacker: id, Area: area, Weapon: "rifle"}
				}
			} else {
				cands := candidates(s.State())
				if len(cands) == 0 {
					return
				}
				pick = cands[int(b)%len(cands)]
			}
			if b%5 == 1 {
				// The read model agrees with the engine in this state.
				if _, err := listingDisagrees(s.State()); err != nil {
					t.Fatalf("after %d entries: %v", len(s.Log()), err)
				}
			}
			before, logLen := viewJSON(t, s.State()), len(s.Log())
			res, err := s.Submit(pick)
			for tries := 0; err == nil && res.Decision != nil && tries < 50; tries++ {
				res, err = s.Answer(randomAnswer(rng, res.Decision))
			}
			if err != nil {
				var refused *sheet.RefusedError
				if !errors.As(err, &refused) {
					t.Fatalf("%s: an error that is not a refusal: %v", pick.Type(), err)
				}
				if viewJSON(t, s.State()) != before || len(s.Log()) != logLen {
					t.Fatalf("%s was refused (%v) but the state changed", pick.Type(), err)
				}
			}
			if s.Pending() != nil && s.Cancel() != nil {
				return // dice are rolled and no legal answer was found: stop here
			}
		}
	})
}

func ptr[T any](v T) *T { return &v }
