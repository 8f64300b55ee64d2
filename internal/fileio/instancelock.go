package fileio

import (
	"errors"
	"os"
)

// ErrHeld says another running program holds an instance lock.
var ErrHeld = errors.New("the lock is held by another running copy")

// HoldLock takes the lock on path (created if missing) for as long as the
// returned file stays open, and fails with ErrHeld at once if another
// holder has it. The system lets go of the lock when the holder exits,
// however it exits: a copy of the app killed with kill -9 frees it at the
// moment it dies, before anyone reaps it and whatever its id becomes.
func HoldLock(path string) (*os.File, error) {
	for {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
		if err != nil {
			return nil, err
		}
		if err := tryLock(f); err != nil {
			f.Close()
			return nil, err
		}
		// Someone clearing away a lock nobody held may have removed the
		// file between its opening and its locking: lock the one at path.
		held, err1 := f.Stat()
		now, err2 := os.Stat(path)
		if err1 == nil && err2 == nil && os.SameFile(held, now) {
			return f, nil
		}
		f.Close()
		if err1 != nil {
			return nil, err1
		}
	}
}

// LockHeld reports whether a running program holds the lock on path. A
// missing lock file is not held.
func LockHeld(path string) bool {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return false
	}
	defer f.Close() // closing lets go of the lock tried here
	return errors.Is(tryLock(f), ErrHeld)
}
