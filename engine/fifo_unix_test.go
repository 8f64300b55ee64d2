//go:build unix

package engine

import (
	"path/filepath"
	"syscall"
	"testing"
)

func makeFIFO(t *testing.T, dir string) string {
	path := filepath.Join(dir, "pipe.unhex")
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Logf("no FIFO: %v", err)
		return ""
	}
	return path
}
