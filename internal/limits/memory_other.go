//go:build !unix

package limits

import "runtime/debug"

// Memory asks the Go heap to stay under mb megabytes. There is no
// hard cap here: this system has no setrlimit, and the window's time
// limit still stops a runaway export.
func Memory(mb int) error {
	debug.SetMemoryLimit(int64(mb) << 20)
	return nil
}
