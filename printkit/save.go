package printkit

import (
	"bytes"
	"fmt"

	"github.com/unhexboard/unhexboard/internal/fileio"
	"github.com/unhexboard/unhexboard/interop/vector"
)

// SavePDF writes d to path as a PDF, atomically: a failed write leaves
// whatever was at path untouched.
func SavePDF(path string, d vector.Document) error {
	var b bytes.Buffer
	if err := vector.WritePDF(&b, d); err != nil {
		return fmt.Errorf("could not make the PDF: %w", err)
	}
	if err := fileio.WriteFileAtomic(path, b.Bytes()); err != nil {
		return fmt.Errorf("could not write %s: %w", path, err)
	}
	return nil
}
