//go:build !unix

// Package process answers two questions about processes, for the window
// and the command line: is another one still running, and how much
// memory may this one take.
package process

import (
	"os"
	"runtime/debug"
)

// Alive reports whether a process with this id is running.
func Alive(pid int) bool {
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
