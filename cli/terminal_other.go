//go:build !linux && !darwin && !freebsd && !netbsd && !openbsd && !dragonfly && !windows

package cli

import "os"

// isTerminal cannot tell here: progress is shown nowhere.
func isTerminal(*os.File) bool { return false }
