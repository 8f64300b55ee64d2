package campaign

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/unhexboard/unhexboard/internal/quote"
)

// A campaign's maps stay inside its folder tree: a map path that climbs
// out is refused by CheckMapPath, and one that leads out through a
// symbolic link (a folder or a map file that is a link to elsewhere) is
// refused here, where the disk can be asked. Otherwise opening a
// campaign someone sent would open, and a plain save would rewrite, a
// file of theirs anywhere on the disk.

// CheckMapsInside says which of the campaign's maps, if any, leads out of
// the folder of the campaign file once symbolic links are followed.
func CheckMapsInside(campaignPath string, c *Campaign) error {
	for i, m := range c.Maps {
		if err := checkInside(campaignPath, m.Path); err != nil {
			return fmt.Errorf("maps[%d]: path: %w", i, err)
		}
	}
	return nil
}

// checkInside says whether the map path leads, links followed, to a file
// inside the campaign's folder tree.
func checkInside(campaignPath, mapPath string) error {
	root, err1 := realPath(filepath.Dir(campaignPath))
	file, err2 := realPath(Resolve(campaignPath, mapPath))
	if err1 != nil || err2 != nil {
		return nil // a path the disk cannot follow cannot be opened or written either: loading the map says why
	}
	if rel, err := filepath.Rel(root, file); err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) || filepath.IsAbs(rel) {
		return fmt.Errorf("%s leads out of the campaign's folder through a symbolic link (to %s): keep the maps in the campaign's folder or in folders below it", quote.Q(mapPath), file)
	}
	return nil
}

// realPath is p with every symbolic link on it followed, as far as the
// disk goes: a part of it that does not exist yet is kept as written, and
// a link to nothing yet leads to what it names.
func realPath(p string) (string, error) {
	p, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	for range 40 { // as many links as Linux follows
		real, err := filepath.EvalSymlinks(p)
		if err == nil {
			return real, nil
		}
		if !errors.Is(err, fs.ErrNotExist) {
			return "", err
		}
		info, lerr := os.Lstat(p)
		if lerr != nil || info.Mode()&os.ModeSymlink == 0 {
			// p does not exist: follow the links of its folder.
			dir := filepath.Dir(p)
			if dir == p {
				return p, nil
			}
			realDir, err := realPath(dir)
			if err != nil {
				return "", err
			}
			return filepath.Join(realDir, filepath.Base(p)), nil
		}
		to, err := os.Readlink(p) // a link to nothing yet
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(to) {
			to = filepath.Join(filepath.Dir(p), to)
		}
		p = to
	}
	return "", errors.New("its symbolic links lead round in a loop")
}
