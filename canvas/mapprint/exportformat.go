package mapprint

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/internal/fileio"
	"github.com/unhexboard/unhexboard/interop/vector"
)

// Export formats, chosen by the output file's extension.
const (
	FormatPNG = "png"
	FormatPDF = "pdf"
	FormatSVG = "svg"
)

// FormatOf is the export format a file name asks for.
func FormatOf(path string) (string, error) {
	switch ext := strings.ToLower(filepath.Ext(path)); ext {
	case ".png", ".pdf", ".svg":
		return ext[1:], nil
	case "":
		return "", fmt.Errorf("%q has no extension: end it in .png, .pdf or .svg to choose the format", path)
	default:
		return "", fmt.Errorf("%q: %s is not a format the export writes (use .png, .pdf or .svg)", path, ext)
	}
}

// CheckFormat names what the options ask of a format that it cannot do:
// a tiled table-scale poster is many pages, and only PDF holds pages.
func CheckFormat(o ExportOptions, format string) error {
	if o.AreaHeightIn > 0 && format != FormatPDF {
		return fmt.Errorf("an area height prints the map at table scale across several pages, which only PDF can hold: write a .pdf, not a .%s", format)
	}
	return nil
}

// ExportVectorFile writes the map's page as PDF or SVG, by the file's
// extension, atomically: the shapes stream into the temporary file that
// takes path's place. It returns the number of pages and the notes.
func ExportVectorFile(doc *engine.Document, o ExportOptions, path string) (int, []string, error) {
	format, err := FormatOf(path)
	if err != nil {
		return 0, nil, err
	}
	if err := CheckFormat(o, format); err != nil {
		return 0, nil, err
	}
	var pages int
	var notes []string
	err = fileio.WriteAtomic(path, func(w io.Writer) error {
		var pw vector.PageWriter = vector.NewSVGWriter(w, documentTitle(doc))
		if format == FormatPDF {
			pw = vector.NewPDFWriter(w, documentTitle(doc))
		}
		var err error
		if pages, notes, err = WriteVector(doc, o, pw); err != nil {
			return err
		}
		return pw.Close()
	})
	if err != nil {
		return 0, nil, err
	}
	return pages, notes, nil
}
