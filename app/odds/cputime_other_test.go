//go:build !linux

package odds

// cpuSeconds is 0 here: the benchmarks report the wall time alone.
func cpuSeconds() float64 { return 0 }
