package app

import (
	"image"

	fyneapp "fyne.io/fyne/v2/app"

	"github.com/unhexboard/unhexboard/canvas/mapprint"
	"github.com/unhexboard/unhexboard/engine"
)

// ExportPNG renders a map to a PNG file without opening a window: the
// command line's `export`. Fyne needs an app to measure text; it is
// created but never run, so no display is needed.
// It returns the page size and the page's notes (see mapprint.Page).
func ExportPNG(doc *engine.Document, o mapprint.ExportOptions, path string) (image.Point, []string, error) {
	fyneapp.NewWithID(ID)
	return mapprint.ExportFile(doc, o, path)
}

// ExportVector writes a map as PDF or SVG (by path's extension) without
// opening a window, as ExportPNG does. It returns the number of pages
// and the notes.
func ExportVector(doc *engine.Document, o mapprint.ExportOptions, path string) (int, []string, error) {
	fyneapp.NewWithID(ID)
	return mapprint.ExportVectorFile(doc, o, path)
}
