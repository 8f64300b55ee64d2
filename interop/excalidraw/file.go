package excalidraw

import (
	"fmt"
	"io"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/internal/fileio"
)

// ImportFile reads a drawing from a regular file of at most MaxFileBytes
// and imports it; errors name the file.
func ImportFile(path string) (*engine.Document, Report, error) {
	f, err := fileio.OpenRegular(path, engine.MapFile)
	if err != nil {
		return nil, Report{}, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileBytes+1))
	if err != nil {
		return nil, Report{}, fmt.Errorf("%s: %w", path, err)
	}
	doc, rep, err := Import(data)
	if err != nil {
		return nil, rep, fmt.Errorf("%s: %w", path, err)
	}
	return doc, rep, nil
}

// ExportFile draws the document's map as an excalidraw drawing at path,
// streamed into the temporary file that takes path's place. It says how
// much it drew.
func ExportFile(path string, doc *engine.Document, o Options) (Drawn, error) {
	var drawn Drawn
	err := fileio.WriteAtomic(path, func(w io.Writer) (err error) {
		drawn, err = Write(w, doc, o)
		return err
	})
	if err != nil {
		return Drawn{}, err
	}
	return drawn, nil
}
