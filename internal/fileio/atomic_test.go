package fileio

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func TestWriteFileAtomic_FailureToWriteLeavesTheOldFile(t *testing.T) {
	if os.Getuid() == 0 {
		// Root ignores folder permissions; write into a missing folder instead.
		err := WriteFileAtomic(filepath.Join(t.TempDir(), "missing", "m.unhex"), []byte("x"))
		if err == nil {
			t.Fatal("wrote into a folder that does not exist")
		}
		return
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "m.unhex")
	os.WriteFile(path, []byte("old"), 0o644)
	os.Chmod(dir, 0o500)
	defer os.Chmod(dir, 0o700)
	if err := WriteFileAtomic(path, []byte("new")); err == nil {
		t.Fatal("write into a read-only folder succeeded")
	}
	if got, _ := os.ReadFile(path); string(got) != "old" {
		t.Errorf("the old file was changed to %q", got)
	}
}

func TestRemoveStaleTemps_RemovesOnlyThatFilesUnlockedTemps(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{".map.unhex.tmp-123", ".map.unhex.tmp-456", ".other.unhex.tmp-1", "map.unhex"} {
		os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o644)
	}
	os.Mkdir(filepath.Join(dir, ".map.unhex.tmp-dir"), 0o755)
	n, err := RemoveStaleTemps(dir, "map.unhex")
	if err != nil || n != 2 {
		t.Fatalf("removed %d (err %v), want 2", n, err)
	}
	left, _ := os.ReadDir(dir)
	var names []string
	for _, e := range left {
		names = append(names, e.Name())
	}
	if !reflect.DeepEqual(names, []string{".map.unhex.tmp-dir", ".other.unhex.tmp-1", "map.unhex"}) {
		t.Errorf("left %v", names)
	}
}
