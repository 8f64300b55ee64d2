package tactics

import (
	"math"
	"os"
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

// collectorHeadroom is how far the memory in use may grow, while fights
// are simulated, before the garbage collector runs. A fight allocates
// about 50 KB, so it runs about every thousand fights; a smaller heap
// than the 256 MiB it once was is faster too (the memory stays in the
// cache and the kernel maps fewer new pages).
const collectorHeadroom = 48 << 20

// collector is the one hold on the garbage collector's pace that every
// simulation running shares.
var collector struct {
	sync.Mutex
	holders int
	restore func()
}

// holdCollector paces the garbage collector for a simulation, and returns
// what puts it back as it was once the last simulation running ends. The
// fights allocate fast and keep little alive (each fight is summed as it
// ends): collecting by the usual ratio of a heap that small cost a third
// of the CPU with every core playing. So while fights are simulated the
// collector runs only when the memory in use has grown by
// collectorHeadroom, about every thousand fights, and each time finds
// little to mark. The command line and the window's Encounter odds both
// simulate through here, so both play at the same pace. A GOGC or
// GOMEMLIMIT in the environment, or a memory limit already set, is left
// as it is.
func holdCollector() (release func()) {
	collector.Lock()
	defer collector.Unlock()
	collector.holders++
	if collector.holders == 1 {
		collector.restore = paceCollector()
	}
	return func() {
		collector.Lock()
		defer collector.Unlock()
		collector.holders--
		if collector.holders == 0 {
			collector.restore()
		}
	}
}

func paceCollector() (restore func()) {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" || debug.SetMemoryLimit(-1) != math.MaxInt64 {
		return func() {}
	}
	limit := debug.SetMemoryLimit(memoryInUse() + collectorHeadroom)
	percent := debug.SetGCPercent(-1)
	return func() {
		debug.SetGCPercent(percent)
		debug.SetMemoryLimit(limit)
	}
}

// memoryInUse is the memory the runtime counts against its limit: all it
// has mapped, less what it has given back to the system.
func memoryInUse() int64 {
	s := []metrics.Sample{{Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 || s[1].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(s[0].Value.Uint64() - s[1].Value.Uint64())
}
