package cli

import (
	"flag"
	"fmt"
	"io"
	"os"
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
	if !strings.EqualFold(filepath.Ext(*out), ".unhex") {
		return usageError{fmt.Sprintf("import writes a .unhex map, not %q", filepath.Ext(*out))}
	}
	if _, err := os.Stat(*out); err == nil && !*force {
		return fmt.Errorf("%s already exists: choose another name, or add --force to overwrite it", *out)
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
