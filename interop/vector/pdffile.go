package vector

import (
	"bytes"
	"fmt"

	"github.com/unhexboard/unhexboard/internal/fileio"
)

// WritePDFFile writes d to path as a PDF, atomically: a failed write
// leaves whatever was at path untouched.
func WritePDFFile(path string, d Document) error {
	var b bytes.Buffer
	if err := WritePDF(&b, d); err != nil {
		return fmt.Errorf("could not make the PDF: %w", err)
	}
	return fileio.WriteFileAtomic(path, b.Bytes()) // its errors name path
}
