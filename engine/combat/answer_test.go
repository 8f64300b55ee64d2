package combat

import (
	"math/rand/v2"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Answer sets a decision's field on a copy directly (sheet.WithField)
// instead of through the command's JSON. In random combats, every
// decision met while trying every candidate command is answered both
// ways, with random legal answers of every kind, and the two commands
// must write the same JSON; the command answered stays as it was.
func TestWithField_GivesWhatTheJSONRoundTripGives(t *testing.T) {
	answers, direct := 0, 0
	for seed := uint64(1); seed <= 12; seed++ {
		s := sessionFor(t, editionForSeed(seed), clubWithDoor(t), standardTeams())
		rng := rand.New(rand.NewPCG(seed, 5))
		randomPlay(t, s, rng, 120, func(s *Session, _ Command) {
			c := s.State()
			for _, cmd := range candidates(c) {
				res, err := Apply(c, cmd)
				for tries := 0; err == nil && res.Decision != nil && tries < 30; tries++ {
					d := res.Decision
					ans := randomAnswer(rng, d)
					before, _ := MarshalCommand(cmd)
					want, err := sheet.SetCommandField(logRules{}, cmd, d.Field, ans)
					if err != nil {
						t.Fatalf("seed %d: the JSON way refuses %s: %v", seed, d.Field, err)
					}
					if _, ok := sheet.WithField(cmd, sheet.SplitField(d.Field), ans); ok {
						direct++
					}
					got, err := Answer(cmd, d, ans)
					if err != nil {
						t.Fatalf("seed %d: %s: %v", seed, d.Field, err)
					}
					wantJS, _ := MarshalCommand(want)
					gotJS, _ := MarshalCommand(got)
					if string(wantJS) != string(gotJS) {
						t.Fatalf("seed %d: answering %s with %v:\n direct %s\n JSON   %s", seed, d.Field, ans, gotJS, wantJS)
					}
					if after, _ := MarshalCommand(cmd); string(after) != string(before) {
						t.Fatalf("seed %d: answering %s changed the command answered:\n%s\n%s", seed, d.Field, before, after)
					}
					answers++
					cmd = got
					res, err = Apply(c, cmd)
				}
			}
		})
	}
	t.Logf("%d answers, %d set directly", answers, direct)
	if direct == 0 || answers == 0 {
		t.Fatal("no answer was set directly: the test proves nothing")
	}
}
