package mapprint

import "syscall"

// cpuSeconds is the processor time this process has used, all threads, in
// user and system mode: a benchmark reports it beside the wall time, which
// a busy machine stretches.
func cpuSeconds() float64 {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0
	}
	return float64(u.Utime.Nano()+u.Stime.Nano()) / 1e9
}
