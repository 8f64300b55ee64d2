//go:build !unix

// Package process answers how much memory this process may take, and
// runs a watched child under such a limit whose end it tells in words
// (watch.go): for the command line and the window's export.
package process

import (
	"runtime/debug"
)

// LimitMemory asks the Go heap to stay under mb megabytes. There is no
// hard cap here: this system has no setrlimit, and the window's time
// limit still stops a runaway export.
func LimitMemory(mb int) error {
	debug.SetMemoryLimit(int64(mb) << 20)
	return nil
}
