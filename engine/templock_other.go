//go:build !unix

package engine

import (
	"os"
	"time"
)

func lockTemp(*os.File) error { return nil }

// tempInUse cannot ask for a lock here: a temporary file touched in the
// last minute may belong to a save still running.
func tempInUse(_ *os.File, info os.FileInfo) bool {
	return time.Since(info.ModTime()) < time.Minute
}
