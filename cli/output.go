package cli

import (
	"errors"
	"fmt"
	"io/fs"

	"github.com/unhexboard/unhexboard/internal/fileio"
)

// checkOutput checks a command's -o before any work is done, by the rule
// every output keeps (fileio.CheckOutput): a folder, a device, a pipe or
// a socket, or a folder that does not exist, is refused and named; then
// a name that does not end in ext is a usage error. A file already there
// is replaced when the command derives it from a source (export, sheets,
// cards: replace is true); a source document itself (a map, a party) is
// replaced only with --force, and replace is then the flag.
func checkOutput(path, ext string, replace bool) error {
	err := fileio.CheckOutput(path, ext, replace)
	var wrongExt *fileio.ExtError
	switch {
	case errors.As(err, &wrongExt):
		return usageError{err.Error()}
	case errors.Is(err, fs.ErrExist):
		return fmt.Errorf("%s already exists: choose another name, or add --force to overwrite it", path)
	}
	return err
}
