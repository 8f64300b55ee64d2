//go:build !unix

package fileio

import (
	"os"
	"time"
)

// Windows will not rename or remove a file that is still open, so a save
// closes its temporary file first (there is no lock to keep here anyway).
const closeBeforeRename = true

func lockTemp(*os.File) error { return nil }

// tempInUse cannot ask for a lock here: a temporary file touched in the
// last minute may belong to a save still running.
func tempInUse(_ *os.File, info os.FileInfo) bool {
	return time.Since(info.ModTime()) < time.Minute
}

// keepOwner has nothing to keep here: the file's folder decides who owns it.
func keepOwner(*os.File, os.FileInfo) {}
