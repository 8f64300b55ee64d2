package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/unhexboard/unhexboard/app"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/internal/fileio"
	"github.com/unhexboard/unhexboard/interop/excalidraw"
)

// cmdImport reads an excalidraw drawing as a map, writes it as a .unhex
// file (atomically) and prints the import report.
func cmdImport(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("import", flag.ContinueOnError)
	out := fs.String("o", "", "the .unhex file to write")
	force := fs.Bool("force", false, "overwrite OUT.unhex if it exists")
	path, err := parseArgs(fs, args)
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

// wantsExcalidraw reports whether an export command's -o names a
// .excalidraw file.
func wantsExcalidraw(args []string) bool {
	for i, a := range args {
		a = strings.TrimLeft(a, "-")
		if v, ok := strings.CutPrefix(a, "o="); ok {
			return isExcalidraw(v)
		}
		if a == "o" && i+1 < len(args) && strings.HasPrefix(args[i], "-") {
			return isExcalidraw(args[i+1])
		}
	}
	return false
}

func isExcalidraw(path string) bool { return strings.EqualFold(filepath.Ext(path), ".excalidraw") }

// cmdExportExcalidraw writes a map as an excalidraw drawing.
func cmdExportExcalidraw(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("export", flag.ContinueOnError)
	out := fs.String("o", "", "the .excalidraw file to write")
	gm := fs.Bool("gm", false, "the GM's copy: include hidden areas, links and objectives, and notes")
	tokens := fs.Bool("tokens", false, "draw the characters where they stand, as labelled circles")
	path, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	doc, err := app.LoadMap(path)
	if err != nil {
		return err
	}
	o := excalidraw.Options{GM: *gm}
	if *tokens {
		if o.Tokens, err = playTokens(doc); err != nil {
			return err
		}
	}
	data, err := excalidraw.Export(doc, o)
	if err != nil {
		return err
	}
	if err := fileio.WriteFileAtomic(*out, data); err != nil {
		return err
	}
	_, err = fmt.Fprintf(stdout, "wrote %s (%s, %s%s)\n", *out, app.Count(len(doc.Map.Areas), "area"), app.Count(len(doc.Map.Links), "link"), tokenNote(*tokens, len(o.Tokens)))
	return err
}

func tokenNote(asked bool, n int) string {
	if !asked {
		return ""
	}
	return ", " + app.Count(n, "token")
}

// playTokens is where the characters stand now: after the saved combat's
// log when there is one, else as the roster places them.
func playTokens(doc *engine.Document) ([]excalidraw.Token, error) {
	chars := doc.Characters
	if doc.Combat != nil {
		c, _, err := engine.ReplayDocument(doc)
		if err != nil {
			return nil, fmt.Errorf("the saved combat does not replay, so where the characters stand is unknown: %w", err)
		}
		chars = c.Roster.Characters
	}
	return excalidraw.TokensOf(chars), nil
}
