package vector

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWritePDFFile_WritesThePDFAndOnFailureKeepsTheOldFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.pdf")
	d := Document{Title: "t", Pages: []Page{samplePage("one")}}
	if err := WritePDFFile(path, d); err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	if err := WritePDF(&want, d); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, want.Bytes()) {
		t.Errorf("the file is not the PDF WritePDF makes (%d bytes, want %d)", len(got), want.Len())
	}

	err := WritePDFFile(path, Document{})
	if err == nil || !strings.HasPrefix(err.Error(), "could not make the PDF: nothing to print") {
		t.Errorf("no pages: %v", err)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, want.Bytes()) {
		t.Error("a PDF that could not be made replaced the old file")
	}

	missing := filepath.Join(dir, "no", "such", "dir.pdf")
	if err := WritePDFFile(missing, d); err == nil || !strings.HasPrefix(err.Error(), "cannot write "+missing+": the folder ") {
		t.Errorf("a missing folder: %v", err)
	}
}
