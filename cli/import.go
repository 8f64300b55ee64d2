package cli

import (
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/interop/excalidraw"
)

// importDrawing reads an excalidraw drawing as a map, writes it as a .unhex
// file (atomically) and prints the import report.
func importDrawing(args []string, stdout io.Writer, _ About) error {
	fs := flag.NewFlagSet("import", flag.ContinueOnError)
	out := fs.String("o", "", "the .unhex file to write")
	force := fs.Bool("force", false, "overwrite OUT.unhex if it exists")
	path, err := parseOneMap(fs, args)
	if err != nil {
		return err
	}
	if *out == "" {
		return usageError{"import needs -o MAP.unhex"}
	}
	if err := checkOutput(*out, ".unhex", *force); err != nil {
		return err
	}
	doc, rep, err := excalidraw.ImportFile(path)
	if err != nil {
		if len(rep.Used)+len(rep.Ignored) > 0 {
			fmt.Fprint(stdout, rep.String())
		}
		return err
	}
	if doc.Map.Title == "" {
		doc.Map.Title = strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	}
	if err := engine.SaveFile(*out, doc); err != nil {
		return err
	}
	fmt.Fprint(stdout, rep.String())
	_, err = fmt.Fprintf(stdout, "\nwrote %s\n", *out)
	return err
}
