package fileio

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// The one rule for every file the app writes, checked before any work is
// done (CheckOutput) and again by the write itself (WriteFileAtomic):
//   - a regular file is replaced atomically, keeping its mode;
//   - a symbolic link is followed, as editors do, and the file it points
//     to is replaced atomically, keeping its mode; the link stays a link;
//   - a new file gets the usual mode (what the umask leaves of rw-rw-rw-);
//   - anything else (a folder, a device, a named pipe, a socket) is
//     refused, named, and left alone;
//   - the folder must exist.
// CheckOutput adds what a command's output asks: the name ends in the
// extension of what is written, and a file already there is replaced
// only when the caller says so.

// CheckOutput says whether a file of the kind ext names (".pdf") may be
// written at path, before any work is done: the folder must exist, what
// is there (once links are followed) must be a regular file or nothing
// yet, and the name must end in ext (an *ExtError otherwise). A file
// already there is an error wrapping fs.ErrExist unless replace is set:
// a command that writes a source document (a map, a party) replaces one
// only when told.
func CheckOutput(path, ext string, replace bool) error {
	_, old, err := outputTarget(path)
	if err != nil {
		return err
	}
	if !strings.EqualFold(filepath.Ext(path), ext) {
		return &ExtError{Path: path, Ext: ext}
	}
	if old != nil && !replace {
		return fmt.Errorf("%s %w", path, fs.ErrExist)
	}
	return nil
}

// ExtError is an output whose name does not end in the extension of
// what is written there.
type ExtError struct{ Path, Ext string }

func (e *ExtError) Error() string {
	return fmt.Sprintf("%s: what is written is a %s file, so the name must end in %s", e.Path, e.Ext, e.Ext)
}

// outputTarget follows path's symbolic links to the file a write would
// replace, and checks it against the rule: a regular file, or nothing yet
// in a folder that exists. It returns that file's path, and what is there
// (nil when nothing is yet).
func outputTarget(path string) (string, os.FileInfo, error) {
	target, err := followLinks(path)
	if err != nil {
		return "", nil, err
	}
	info, err := os.Lstat(target)
	if err == nil {
		if !info.Mode().IsRegular() {
			return "", nil, notWritable(path, target, info)
		}
		return target, info, nil
	}
	dir := filepath.Dir(target)
	d, dirErr := os.Stat(dir)
	switch {
	case errors.Is(dirErr, fs.ErrNotExist):
		return "", nil, fmt.Errorf("cannot write %s: the folder %s does not exist", path, dir)
	case dirErr != nil:
		return "", nil, fmt.Errorf("cannot write %s: %w", path, unwrapPath(dirErr))
	case !d.IsDir():
		return "", nil, fmt.Errorf("cannot write %s: %s is not a folder", path, dir)
	case !errors.Is(err, fs.ErrNotExist):
		return "", nil, fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
	}
	return target, nil, nil
}

// followLinks is the file path names once every symbolic link on it is
// followed; a link to nothing yet leads to the file it would name.
func followLinks(path string) (string, error) {
	p := path
	for range 40 { // as many links as Linux follows
		info, err := os.Lstat(p)
		if err != nil || info.Mode()&os.ModeSymlink == 0 {
			return p, nil // what is there (or why nothing is) is checked next
		}
		to, err := os.Readlink(p)
		if err != nil {
			return "", fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
		}
		if !filepath.IsAbs(to) {
			to = filepath.Join(filepath.Dir(p), to)
		}
		p = to
	}
	return "", fmt.Errorf("cannot write %s: its symbolic links lead round in a loop", path)
}

// notWritable names what is at a path the app will not replace.
func notWritable(path, target string, info os.FileInfo) error {
	name := path
	if target != path {
		name = fmt.Sprintf("%s (a link to %s)", path, target)
	}
	if info.IsDir() {
		return fmt.Errorf("cannot write %s: it is a folder; give the name of a file", name)
	}
	return fmt.Errorf("cannot write %s: it is %s, not a regular file, and is left alone", name, what(info))
}

// unwrapPath drops the operation and path the os package puts before an
// error, where the message names the path itself.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
