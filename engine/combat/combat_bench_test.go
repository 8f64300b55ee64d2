package combat

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkReplay1000 replays a 1,000-entry combat on the nightclub map
// (random legal play: moves, intercepts, attacks, reactions, rounds).
// The target is under 10 ms per replay.
func BenchmarkReplay1000(b *testing.B) {
	m := clubWithDoor(b)
	var s *Session
	for seed := uint64(1); ; seed++ {
		s = newSession(b, m, standardTeams()...)
		randomPlay(b, s, rand.New(rand.NewPCG(seed, 99)), 1000, nil)
		if len(s.Log()) == 1000 {
			break
		}
	}
	log := s.Log()
	b.ResetTimer()
	for b.Loop() {
		if _, _, err := Replay(m, s.start, nil, log); err != nil {
			b.Fatal(err)
		}
	}
}
