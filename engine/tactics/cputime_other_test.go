//go:build !linux

package tactics_test

// processCPU is 0 here: the benchmarks report the wall time alone.
func processCPU() (user, sys float64) { return 0, 0 }
