//go:build !unix

package app

import (
	"os"
	"runtime/debug"
)

// processAlive reports whether a process with this id is running.
func processAlive(pid int) bool {
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	defer p.Release()
	return true
}

// LimitMemory asks the Go heap to stay under mb megabytes. There is no
// hard cap here: this system has no setrlimit, and the window's time
// limit still stops a runaway export.
func LimitMemory(mb int) error {
	debug.SetMemoryLimit(int64(mb) << 20)
	return nil
}
