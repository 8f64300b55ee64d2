//go:build unix

package fileio

import (
	"os"
	"path/filepath"
	"testing"
)

func TestRemoveStaleTemps_LeavesATempARunningSaveHolds(t *testing.T) {
	dir := t.TempDir()
	tmp, err := createLockedTemp(dir, ".map.unhex.tmp-", 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer tmp.Close()
	if n, _ := RemoveStaleTemps(dir, "map.unhex"); n != 0 {
		t.Fatalf("removed %d temporary files a save still holds", n)
	}
	if _, err := os.Stat(tmp.Name()); err != nil {
		t.Fatal(err)
	}
	tmp.Close()
	if n, _ := RemoveStaleTemps(dir, "map.unhex"); n != 1 {
		t.Errorf("removed %d once the save let go, want 1", n)
	}
	if m, _ := filepath.Glob(filepath.Join(dir, ".map*")); len(m) != 0 {
		t.Errorf("left %v", m)
	}
}
