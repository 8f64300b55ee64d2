package tactics

import (
	"math"
	"runtime/debug"
	"testing"
)

func gcPercent() int {
	p := debug.SetGCPercent(100)
	debug.SetGCPercent(p)
	return p
}

// Every simulation, the command line's and the window's, paces the
// collector through one hold: the first takes it, the last puts the
// collector back as it was.
func TestHoldCollector_TheFirstSimulationPacesTheCollectorAndTheLastPutsItBack(t *testing.T) {
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	percent, limit := gcPercent(), debug.SetMemoryLimit(-1)
	if limit != math.MaxInt64 {
		t.Fatalf("setup: a memory limit of %d is set", limit)
	}
	first := holdCollector()
	if gcPercent() != -1 || debug.SetMemoryLimit(-1) == math.MaxInt64 {
		t.Fatalf("held: GC percent %d, memory limit %d", gcPercent(), debug.SetMemoryLimit(-1))
	}
	held := debug.SetMemoryLimit(-1)
	if held < collectorHeadroom {
		t.Errorf("the limit %d leaves less than the headroom", held)
	}
	second := holdCollector()
	second()
	if gcPercent() != -1 || debug.SetMemoryLimit(-1) != held {
		t.Error("the second simulation's end let go of the first's hold")
	}
	first()
	if gcPercent() != percent || debug.SetMemoryLimit(-1) != limit {
		t.Errorf("after the last: GC percent %d, memory limit %d, want %d and %d", gcPercent(), debug.SetMemoryLimit(-1), percent, limit)
	}
}

func TestHoldCollector_LeavesAMemoryLimitAlreadySetAlone(t *testing.T) {
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(1 << 40))
	percent := gcPercent()
	release := holdCollector()
	if gcPercent() != percent || debug.SetMemoryLimit(-1) != 1<<40 {
		t.Errorf("with a limit set: GC percent %d, memory limit %d", gcPercent(), debug.SetMemoryLimit(-1))
	}
	release()
}
