// Package fileio is how the app's files meet the disk: atomic writes
// with their temporary-file locks and the cleanup of what an interrupted
// write left, reads of a regular file up to a limit, and the checks every
// JSON file of the app goes through before it is decoded. It knows no
// file format; the loaders of maps and campaigns build on it.
package fileio

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// WriteFileAtomic writes data to path through a synced temporary file and a
// rename in the same folder, so a crash leaves either the old file or the
// new one, never a torn one. It keeps the rule of every output (see
// CheckOutput): a symbolic link is followed and the file it points to is
// replaced; a file replaced keeps its mode (and, where the system has
// them, its owner); a new file gets the usual mode; a folder, a device, a
// named pipe or a socket is refused and left alone. The temporary file,
// named ".NAME.tmp-*", is locked while it is written; temporary files
// that interrupted saves of the same file left behind are removed first.
func WriteFileAtomic(path string, data []byte) (err error) {
	target, old, err := outputTarget(path)
	if err != nil {
		return err
	}
	dir := filepath.Dir(target)
	_, _ = RemoveStaleTemps(dir, filepath.Base(target))
	perm := os.FileMode(0o666) // the umask takes its share, as for any new file
	if old != nil {
		perm = old.Mode().Perm()
	}
	tmp, err := createLockedTemp(dir, tempPrefix(target), perm)
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
	}
	if err = tmp.Sync(); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
	}
	if old != nil {
		// The umask may have taken bits the old file had.
		_ = tmp.Chmod(perm)
		keepOwner(tmp, old)
	}
	if closeBeforeRename {
		if err = tmp.Close(); err != nil {
			return fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
		}
	}
	if err = os.Rename(tmp.Name(), target); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
	}
	if !closeBeforeRename {
		tmp.Close() // the lock is held until the file has its name
	}
	// Sync the folder so the rename itself survives a crash.
	if d, dirErr := os.Open(dir); dirErr == nil {
		_ = d.Sync()
		d.Close()
	}
	return nil
}

func tempPrefix(path string) string { return "." + filepath.Base(path) + ".tmp-" }

// createLockedTemp creates and locks a temporary file with mode perm (less
// the umask). Should a cleaner have removed it between the two (it was
// not locked yet), it tries again.
func createLockedTemp(dir, prefix string, perm os.FileMode) (*os.File, error) {
	for range 10 {
		tmp, err := createTemp(dir, prefix, perm)
		if err != nil {
			return nil, err
		}
		if err := lockTemp(tmp); err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
			return nil, err
		}
		mine, err1 := tmp.Stat()
		named, err2 := os.Stat(tmp.Name())
		if err1 == nil && err2 == nil && os.SameFile(mine, named) {
			return tmp, nil
		}
		tmp.Close()
	}
	return nil, fmt.Errorf("could not create a temporary file in %s", dir)
}

// createTemp creates a new file named prefix and a random number in dir,
// as os.CreateTemp does, but with mode perm rather than rw-------.
func createTemp(dir, prefix string, perm os.FileMode) (*os.File, error) {
	for range 100 {
		name := filepath.Join(dir, prefix+strconv.FormatUint(uint64(rand.Uint32()), 10))
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, perm)
		if !errors.Is(err, fs.ErrExist) {
			return f, err
		}
	}
	return nil, fmt.Errorf("could not find a free temporary name in %s", dir)
}

// RemoveStaleTemps removes the temporary files that interrupted saves of
// dir/base left behind (".BASE.tmp-*"), and says how many it removed. A
// temporary file a running save still holds is left alone. The app calls
// it for the folders of its recent files when it starts; every save calls
// it for the file it saved.
func RemoveStaleTemps(dir, base string) (int, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0, err
	}
	prefix := "." + base + ".tmp-"
	removed := 0
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), prefix) || !e.Type().IsRegular() {
			continue
		}
		name := filepath.Join(dir, e.Name())
		f, err := os.Open(name)
		if err != nil {
			continue
		}
		info, err := f.Stat()
		stale := err == nil && info.Mode().IsRegular() && !tempInUse(f, info)
		if closeBeforeRename {
			f.Close()
		}
		if stale && os.Remove(name) == nil {
			removed++
		}
		if !closeBeforeRename {
			f.Close()
		}
	}
	return removed, nil
}
