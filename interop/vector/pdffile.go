package vector

import (
	"fmt"
	"io"

	"github.com/unhexboard/unhexboard/internal/fileio"
)

// WritePDFFile writes d to path as a PDF, atomically: a failed write
// leaves whatever was at path untouched. The PDF streams into the
// temporary file that takes path's place.
func WritePDFFile(path string, d Document) error {
	if len(d.Pages) == 0 {
		return fmt.Errorf("could not make the PDF: nothing to print: the document has no pages")
	}
	var made error
	err := fileio.WriteAtomic(path, func(w io.Writer) error {
		made = WritePDF(w, d)
		return made
	})
	if err != nil && err == made {
		return fmt.Errorf("could not make the PDF: %w", err)
	}
	return err // the disk's errors name path
}
