package fileio

import (
	"os"
	"path/filepath"
	"testing"
)

var notes = Kind{Ext: ".notes", Noun: "a notes file", File: "a notes file"}

func TestReadLimited_ReadsUpToTheLimitAndRefusesMoreNamingFileAndLimit(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.notes")
	os.WriteFile(path, make([]byte, 2<<20+1), 0o644)
	if data, err := ReadLimited(path, 2<<20+1, notes); err != nil || len(data) != 2<<20+1 {
		t.Fatalf("a file at the limit: %d bytes, %v", len(data), err)
	}
	_, err := ReadLimited(path, 2<<20, notes)
	if want := path + ": the file is 2 MB and 1 byte, over the limit of 2 MB"; err == nil || err.Error() != want {
		t.Errorf("a byte over the limit: %v, want %q", err, want)
	}
}

func TestOpenRegular_RefusesAFolderNamingTheKind(t *testing.T) {
	dir := t.TempDir()
	_, err := ReadLimited(dir, 1<<20, notes)
	if want := dir + " is a folder, not a notes file: only regular files are opened"; err == nil || err.Error() != want {
		t.Errorf("err = %v, want %q", err, want)
	}
	if _, err := OpenRegular(filepath.Join(dir, "missing"), notes); !os.IsNotExist(err) {
		t.Errorf("a missing file: %v", err)
	}
}
