package combat

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// checkAct tells the acts apart by type before it asks whether a command
// is an act: every command, of every type, gets the verdict of its own
// check, or none when it has no check, in states all through random
// fights.
func TestCheckAct_RunsEveryActsOwnCheck(t *testing.T) {
	verdict := func(err error) string { return fmt.Sprint(err) }
	asked := 0
	for seed := uint64(1); seed <= 3; seed++ {
		s := newSession(t, clubWithDoor(t), standardTeams()...)
		randomPlay(t, s, rand.New(rand.NewPCG(seed, 5)), 60, func(s *Session, _ Command) {
			c := s.State()
			cmds := candidates(c)
			for _, mk := range commandTypes {
				cmds = append(cmds, mk())
			}
			for _, cmd := range cmds {
				want := "<nil>"
				if a, ok := cmd.(act); ok {
					want = verdict(a.check(c))
				}
				if got := verdict(checkAct(c, cmd)); got != want {
					t.Fatalf("seed %d: a %s's check says %q, checkAct %q", seed, cmd.Type(), want, got)
				}
				asked++
			}
		})
	}
	if asked == 0 {
		t.Fatal("no command was checked")
	}
}
