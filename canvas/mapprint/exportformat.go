package mapprint

import (
	"bytes"
	"fmt"
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
// extension, atomically. It returns the number of pages and the notes.
func ExportVectorFile(doc *engine.Document, o ExportOptions, path string) (int, []string, error) {
	format, err := FormatOf(path)
	if err != nil {
		return 0, nil, err
	}
	if err := CheckFormat(o, format); err != nil {
		return 0, nil, err
	}
	d, notes, err := VectorDocument(doc, o)
	if err != nil {
		return 0, nil, err
	}
	var buf bytes.Buffer
	switch format {
	case FormatPDF:
		return len(d.Pages), notes, vector.WritePDFFile(path, d)
	case FormatSVG:
		err = vector.WriteSVG(&buf, d.Pages[0], d.Title)
	default:
		return 0, nil, fmt.Errorf("%s is not a vector format", format)
	}
	if err != nil {
		return 0, nil, err
	}
	return len(d.Pages), notes, fileio.WriteFileAtomic(path, buf.Bytes())
}
