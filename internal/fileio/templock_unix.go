//go:build unix

package fileio

import (
	"errors"
	"os"
	"syscall"
)

// A save keeps its temporary file open, and so locked, until it has been
// renamed into place.
const closeBeforeRename = false

// lockTemp marks a temporary file as in use by a save; the lock goes with
// the process, so a save killed half way leaves its file unlocked.
func lockTemp(f *os.File) error {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
		if !errors.Is(err, syscall.EINTR) {
			return err
		}
	}
}

// tempInUse says whether a save still holds the temporary file. When it
// does not, the file stays locked by the caller until f is closed, so no
// save can take it up meanwhile.
func tempInUse(f *os.File, _ os.FileInfo) bool {
	err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	return err != nil
}

// keepOwner gives a replacement file the owner and group of the file it
// replaces, where this process may (root may; anyone may keep their own).
func keepOwner(f *os.File, old os.FileInfo) {
	st, ok := old.Sys().(*syscall.Stat_t)
	if !ok || (int(st.Uid) == os.Geteuid() && int(st.Gid) == os.Getegid()) {
		return
	}
	_ = f.Chown(int(st.Uid), int(st.Gid))
}
