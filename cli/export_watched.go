package cli

import (
	"errors"
	"fmt"
	"io"

	"github.com/unhexboard/unhexboard/internal/process"
)

// exportWatched runs an export with --max-memory as a watched child of
// this process (process.RunWatched), which takes the limit: past it, the
// Go runtime stops the child with a goroutine dump and exit 2, and this
// parent says what happened in words and exits 1, as the window does.
func exportWatched(args []string, limitMB int, stdout io.Writer) error {
	err := process.RunWatched(append([]string{"export"}, args...), limitMB, stdout)
	var oom *process.OutOfMemoryError
	var exit *process.ExitError
	switch {
	case errors.As(err, &oom):
		return fmt.Errorf("the export %w; try a lower DPI or a smaller paper", oom)
	case errors.As(err, &exit):
		return childFailed{exit}
	}
	return err
}

// childFailed is a watched child's own failure: what it said on standard
// error is passed on as it was, with its exit code.
type childFailed struct{ *process.ExitError }
