package tactics_test

import (
	"runtime/debug"
	"testing"

	"github.com/unhexboard/unhexboard/engine/tactics"
)

// Simulate paces the collector itself while its fights are played, so the
// command line and the window's Encounter odds, which both call it, play
// at the same pace; it puts the collector back when it ends.
func TestSimulate_PacesTheCollectorWhileItPlays(t *testing.T) {
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	percent := debug.SetGCPercent(100)
	debug.SetGCPercent(percent)
	c, p := startOf(t, "../../assets/maps/nightclub-brawl.unhex")
	during := 0
	_, err := tactics.Simulate(c, p, tactics.Options{Runs: 4, Seed: 1, Progress: func(int, int) {
		during = debug.SetGCPercent(-1) // read while the fights play
	}})
	if err != nil {
		t.Fatal(err)
	}
	after := debug.SetGCPercent(percent)
	if during != -1 || after != percent {
		t.Errorf("GC percent %d while the fights played and %d after, want -1 and %d", during, after, percent)
	}
}
