//go:build unix

package fileio

import (
	"errors"
	"os"
	"syscall"
)

// tryLock takes f's lock without waiting, or fails with ErrHeld.
func tryLock(f *os.File) error {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		switch {
		case err == nil:
			return nil
		case errors.Is(err, syscall.EWOULDBLOCK):
			return ErrHeld
		case !errors.Is(err, syscall.EINTR):
			return err
		}
	}
}
