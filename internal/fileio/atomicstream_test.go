package fileio

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWriteAtomic_StreamsIntoTheTemporaryFileThatTakesThePlaceOfTheOld(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "map.pdf")
	os.WriteFile(path, []byte("old"), 0o640)
	chunk := bytes.Repeat([]byte("x"), 1<<20)
	err := WriteAtomic(path, func(w io.Writer) error {
		for range 4 {
			if _, err := w.Write(chunk); err != nil {
				return err
			}
		}
		// Written so far: in the temporary file, not in memory, and
		// not yet at path.
		temps, _ := filepath.Glob(filepath.Join(dir, ".map.pdf.tmp-*"))
		if len(temps) != 1 {
			t.Fatalf("%d temporary files while writing, want 1", len(temps))
		}
		if info, err := os.Stat(temps[0]); err != nil || info.Size() < 3<<20 {
			t.Errorf("the temporary file holds %v bytes after 4 MB were written: the output is held in memory", info.Size())
		}
		if got, _ := os.ReadFile(path); string(got) != "old" {
			t.Error("the old file was touched before the write ended")
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if info, _ := os.Stat(path); info.Size() != 4<<20 || info.Mode().Perm() != 0o640 {
		t.Errorf("the file is %d bytes, mode %v; want 4 MB and the old file's mode", info.Size(), info.Mode().Perm())
	}
	if temps, _ := filepath.Glob(filepath.Join(dir, ".map.pdf.tmp-*")); len(temps) != 0 {
		t.Errorf("temporary files left: %v", temps)
	}
}

func TestWriteAtomic_AnErrorOfTheWriterLeavesTheOldFileAndNoTemporary(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "map.svg")
	os.WriteFile(path, []byte("old"), 0o644)
	boom := errors.New("the page would be too large")
	err := WriteAtomic(path, func(w io.Writer) error {
		w.Write([]byte(strings.Repeat("half a page ", 100000)))
		return boom
	})
	if err != boom {
		t.Errorf("got %v, want the writer's own error", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "old" {
		t.Errorf("the old file became %d bytes", len(got))
	}
	if temps, _ := filepath.Glob(filepath.Join(dir, ".map.svg.tmp-*")); len(temps) != 0 {
		t.Errorf("temporary files left: %v", temps)
	}
}

func TestWriteAtomic_RefusesAFolderBeforeTheWriterRuns(t *testing.T) {
	dir := t.TempDir()
	ran := false
	err := WriteAtomic(dir, func(io.Writer) error { ran = true; return nil })
	if err == nil || !strings.Contains(err.Error(), "it is a folder") || ran {
		t.Errorf("a folder: %v (the writer ran: %v)", err, ran)
	}
}
