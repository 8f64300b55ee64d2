//go:build unix

// Package process answers how much memory this process may take, and
// runs a watched child under such a limit whose end it tells in words
// (watch.go): for the command line and the window's export.
package process

import (
	"runtime/debug"
	"syscall"
)

// LimitMemory bounds this process's memory to about mb megabytes: the
// Go heap is asked to stay under it, and the address space is capped at
// mb plus addressSlackMB, so an allocation past that fails and the
// process stops with "out of memory" instead of taking the machine's
// memory. The slack is address space the graphics libraries, thread
// stacks and the runtime reserve without using: an export of the largest
// map reserves about 2.5 GB while using under 0.5 GB.
func LimitMemory(mb int) error {
	debug.SetMemoryLimit(int64(mb) << 20)
	bytes := uint64(mb+addressSlackMB) << 20
	return syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: bytes, Max: bytes})
}

const addressSlackMB = 2048
