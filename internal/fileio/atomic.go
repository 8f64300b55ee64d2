// Package fileio is how the app's files meet the disk: atomic writes
// with their temporary-file locks and the cleanup of what an interrupted
// write left, reads of a regular file up to a limit, and the checks every
// JSON file of the app goes through before it is decoded. It knows no
// file format; the loaders of maps and campaigns build on it.
package fileio

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// WriteFileAtomic writes data to path through a synced temporary file and a
// rename in the same folder, so a crash leaves either the old file or the
// new one, never a torn one. The temporary file, named ".NAME.tmp-*", is
// locked while it is written; temporary files that interrupted saves of
// the same file left behind are removed first.
func WriteFileAtomic(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	_, _ = RemoveStaleTemps(dir, filepath.Base(path))
	tmp, err := createLockedTemp(dir, tempPrefix(path))
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if info, statErr := os.Stat(path); statErr == nil {
		_ = tmp.Chmod(info.Mode().Perm())
	} else {
		_ = tmp.Chmod(0o644)
	}
	if closeBeforeRename {
		if err = tmp.Close(); err != nil {
			return err
		}
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return err
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

// createLockedTemp creates and locks a temporary file. Should a cleaner
// have removed it between the two (it was not locked yet), it tries again.
func createLockedTemp(dir, prefix string) (*os.File, error) {
	for range 10 {
		tmp, err := os.CreateTemp(dir, prefix+"*")
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
