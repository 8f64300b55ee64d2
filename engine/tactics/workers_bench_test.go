package tactics_test

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/tactics"
)

// The simulator's scaling over cores: the same 2,000 brawl fights played
// by one worker and by two. ns/op is the wall time of the 2,000; cpu-ms/op
// the processor time of every thread (the fights, the collector, the
// summing), sys-ms/op its share in the kernel (page faults, fresh memory
// zeroed). Two workers on two idle cores should take half the wall time
// of one for about the same CPU; on a busy machine compare the CPU.
func BenchmarkSimulate_NightclubBrawl2000OnOneWorker(b *testing.B) {
	benchmarkWorkers(b, 1)
}

func BenchmarkSimulate_NightclubBrawl2000OnTwoWorkers(b *testing.B) {
	benchmarkWorkers(b, 2)
}

func benchmarkWorkers(b *testing.B, workers int) {
	c, p := startOf(b, "../../assets/maps/nightclub-brawl.unhex")
	const runs = 2_000
	b.ReportAllocs()
	user, sys := processCPU()
	for i := 0; i < b.N; i++ {
		r, err := tactics.Simulate(c, p, tactics.Options{Runs: runs, Seed: 1, Workers: workers})
		if err != nil || r.Runs != runs {
			b.Fatalf("%d fights: %v", r.Runs, err)
		}
	}
	u, s := processCPU()
	b.ReportMetric((u+s-user-sys)*1000/float64(b.N), "cpu-ms/op")
	b.ReportMetric((s-sys)*1000/float64(b.N), "sys-ms/op")
}
