//go:build unix

package app

import (
	"runtime/debug"
	"syscall"
)

// processAlive reports whether a process with this id is running.
func processAlive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || err == syscall.EPERM
}

// LimitMemory caps this process's address space at mb megabytes: past
// it, an allocation fails and the process stops with "out of memory"
// instead of taking the machine's memory. The Go heap is asked to stay
// under half of it, leaving room for code, thread stacks and the
// graphics libraries.
func LimitMemory(mb int) error {
	bytes := uint64(mb) << 20
	debug.SetMemoryLimit(int64(bytes / 2))
	return syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: bytes, Max: bytes})
}
