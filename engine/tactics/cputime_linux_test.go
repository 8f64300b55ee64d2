package tactics_test

import "syscall"

// processCPU is the processor time this process has used, all threads, in
// user and in system mode, in seconds: a benchmark reports it beside the
// wall time, which a busy machine stretches.
func processCPU() (user, sys float64) {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0, 0
	}
	return float64(u.Utime.Nano()) / 1e9, float64(u.Stime.Nano()) / 1e9
}
