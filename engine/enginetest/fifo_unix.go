//go:build unix

package enginetest

import (
	"path/filepath"
	"syscall"
	"testing"
)

// MakeFIFO makes a named pipe called pipe.unhex in dir, for tests that a
// loader never blocks on one; "" where none can be made.
func MakeFIFO(t testing.TB, dir string) string {
	path := filepath.Join(dir, "pipe.unhex")
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Logf("no FIFO: %v", err)
		return ""
	}
	return path
}
