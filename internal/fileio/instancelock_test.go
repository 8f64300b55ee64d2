package fileio

import (
	"errors"
	"path/filepath"
	"runtime"
	"testing"
)

func TestHoldLock_OneHolderAtATimeUntilItLetsGo(t *testing.T) {
	if runtime.GOOS != "windows" && runtime.GOOS != "linux" && runtime.GOOS != "darwin" && runtime.GOOS != "freebsd" {
		t.Skip("no file locks on " + runtime.GOOS)
	}
	path := filepath.Join(t.TempDir(), "copy.lock")
	if LockHeld(path) {
		t.Fatal("a lock file that does not exist is held")
	}
	f, err := HoldLock(path)
	if err != nil {
		t.Fatal(err)
	}
	if !LockHeld(path) {
		t.Error("a held lock is not seen as held")
	}
	if _, err := HoldLock(path); !errors.Is(err, ErrHeld) {
		t.Errorf("a second holder got %v, want ErrHeld", err)
	}
	f.Close()
	if LockHeld(path) {
		t.Error("the lock is still held after its holder let go")
	}
}
