package cli

import (
	"flag"
	"fmt"
	"image"
	"io"
	"path/filepath"
	"slices"
	"strings"

	fyneapp "fyne.io/fyne/v2/app"

	"github.com/unhexboard/unhexboard/assets"
	"github.com/unhexboard/unhexboard/canvas/mapprint"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/examples"
	"github.com/unhexboard/unhexboard/internal/process"
	"github.com/unhexboard/unhexboard/internal/words"
)

// export prints a map on a page as PNG, PDF or SVG, or draws it as an
// excalidraw drawing (export_excalidraw.go), as its -o names.
func export(args []string, stdout io.Writer, _ About) error {
	if wantsExcalidraw(args) {
		return exportExcalidraw(args, stdout)
	}
	fs := flag.NewFlagSet("export", flag.ContinueOnError)
	out := fs.String("o", "", "the file to write: .png, .pdf or .svg")
	maxMem := fs.Int("max-memory", 0, "stop with an error past this many megabytes of memory (0: no limit)")
	options := exportFlags(fs)
	path, err := parseOneMap(fs, args)
	if err != nil {
		return err
	}
	if *out == "" {
		return usageError{"export needs -o OUT.png, OUT.pdf or OUT.svg"}
	}
	format, err := mapprint.FormatOf(*out)
	if err != nil {
		// What is there (a folder, say) is named before the extension.
		if err := checkOutput(*out, filepath.Ext(*out), true); err != nil {
			return err
		}
		return usageError{err.Error()}
	}
	o := options()
	o.Paper = strings.ToLower(o.Paper)
	if err := o.Validate(); err != nil {
		return usageError{err.Error()}
	}
	if err := mapprint.CheckFormat(o, format); err != nil {
		return usageError{err.Error()}
	}
	if err := checkOutput(*out, "."+format, true); err != nil {
		return err
	}
	if *maxMem < 0 {
		return usageError{fmt.Sprintf("--max-memory %d is negative", *maxMem)}
	}
	if *maxMem > 0 && !process.Watched() {
		return exportWatched(args, *maxMem, stdout)
	}
	if *maxMem > 0 {
		if err := process.LimitMemory(*maxMem); err != nil {
			return fmt.Errorf("cannot limit memory to %d MB: %w", *maxMem, err)
		}
	}
	doc, err := examples.LoadMap(path)
	if err != nil {
		return err
	}
	if format != mapprint.FormatPNG {
		pages, notes, err := exportVector(doc, o, *out)
		if err != nil {
			return err
		}
		printNotes(stdout, notes)
		// The page was turned where the map fits landscape better.
		o.Landscape = o.Landscape || slices.Contains(notes, mapprint.LandscapeNote)
		_, err = fmt.Fprintf(stdout, "wrote %s (%s, %s)\n", *out, words.Count(pages, "page"), paperName(o))
		return err
	}
	size, notes, err := exportPNG(doc, o, *out)
	if err != nil {
		return err
	}
	printNotes(stdout, notes)
	_, err = fmt.Fprintf(stdout, "wrote %s (%dx%d pixels, %d DPI)\n", *out, size.X, size.Y, o.DPI)
	return err
}

// exportFlags adds the flags of mapprint.ExportOptions to fs, and returns
// the options they read once fs is parsed: the exact inverse of
// ExportOptions.Args, which the window's export child passes.
func exportFlags(fs *flag.FlagSet) func() mapprint.ExportOptions {
	def := mapprint.DefaultExportOptions()
	dpi := fs.Int("dpi", def.DPI, "pixels per inch")
	paper := fs.String("paper", def.Paper, "letter, a4 or fit")
	landscape := fs.Bool("landscape", false, "landscape page")
	portrait := fs.Bool("portrait", false, "portrait page (without either: landscape where the map fits it better)")
	legend := fs.Bool("legend", false, "add the legend of line kinds")
	transparent := fs.Bool("transparent", false, "transparent background")
	margin := fs.Float64("margin", def.MarginIn, "margin in inches")
	gm := fs.Bool("gm", false, mapprint.GMCopyLabel)
	areaHeight := fs.Float64("area-height", 0, "table scale: every area at least this many inches tall, tiled across pages (PDF)")
	return func() mapprint.ExportOptions {
		return mapprint.ExportOptions{Paper: *paper, DPI: *dpi, Landscape: *landscape, Portrait: *portrait, Legend: *legend,
			Transparent: *transparent, MarginIn: *margin, GMCopy: *gm, AreaHeightIn: *areaHeight}
	}
}

// exportPNG renders a map to a PNG file without opening a window. Fyne
// needs an app to measure text; it is created but never run, so no
// display is needed. It returns the page size and the page's notes (see
// mapprint.Page).
func exportPNG(doc *engine.Document, o mapprint.ExportOptions, path string) (image.Point, []string, error) {
	fyneapp.NewWithID(assets.AppID)
	return mapprint.ExportFile(doc, o, path)
}

// exportVector writes a map as PDF or SVG (by path's extension) without
// opening a window, as exportPNG does. It returns the number of pages
// and the notes.
func exportVector(doc *engine.Document, o mapprint.ExportOptions, path string) (int, []string, error) {
	fyneapp.NewWithID(assets.AppID)
	return mapprint.ExportVectorFile(doc, o, path)
}

// printNotes passes the page's notes on, one "note:" line each (the
// window's export reads them back).
func printNotes(stdout io.Writer, notes []string) {
	for _, n := range notes {
		fmt.Fprintf(stdout, "note: %s\n", n)
	}
}

// paperName says what the pages are printed on, for the summary line.
func paperName(o mapprint.ExportOptions) string {
	name := map[string]string{mapprint.PaperLetter: "Letter", mapprint.PaperA4: "A4", mapprint.PaperFit: "fitted to the map"}[o.Paper]
	if o.Landscape && o.Paper != mapprint.PaperFit {
		name += " landscape"
	}
	return name
}
