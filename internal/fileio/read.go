package fileio

import (
	"fmt"
	"io"
	"os"

	"github.com/unhexboard/unhexboard/internal/words"
)

// Kind names a kind of the app's files in messages about a path or bytes
// that cannot be one: its extension, what it is, and what the file is
// called.
type Kind struct{ Ext, Noun, File string }

// ReadLimited reads a whole regular file of at most limit bytes; a bigger
// file is refused with a message naming the file and the limit, without
// being read past it.
func ReadLimited(path string, limit int64, kind Kind) ([]byte, error) {
	f, err := OpenRegular(path, kind)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if info, err := f.Stat(); err == nil && info.Size() > limit {
		return nil, fmt.Errorf("%s: %w", path, TooBig(info.Size(), limit))
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("%s: %w", path, TooBig(int64(len(data)), limit))
	}
	return data, nil
}

// TooBig says a file of size bytes is over a load limit of limit bytes.
func TooBig(size, limit int64) error {
	return fmt.Errorf("the file is %s", words.OverLimit(size, limit))
}

// OpenRegular opens path for reading if it is a regular file, and says
// what it is otherwise, naming kind. The type is checked before opening
// (opening a named pipe would wait for a writer) and again on the open
// file, in case the path changed in between.
func OpenRegular(path string, kind Kind) (*os.File, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if err := regular(path, info, kind); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	if info, err = f.Stat(); err == nil {
		err = regular(path, info, kind)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// regular says what a path is when it is not a regular file.
func regular(path string, info os.FileInfo, kind Kind) error {
	if info.Mode().IsRegular() {
		return nil
	}
	return fmt.Errorf("%s is %s, not %s: only regular files are opened", path, what(info), kind.File)
}

// what names the kind of file info describes, for a message.
func what(info os.FileInfo) string {
	m := info.Mode()
	switch {
	case m.IsRegular():
		return "a regular file"
	case m.IsDir():
		return "a folder"
	case m&os.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case m&os.ModeSocket != 0:
		return "a socket"
	case m&os.ModeDevice != 0:
		return "a device"
	default:
		return "a special file"
	}
}
