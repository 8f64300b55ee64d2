package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/examples"
	"github.com/unhexboard/unhexboard/interop/vector"
	"github.com/unhexboard/unhexboard/printkit"
)

// sheets prints character sheets to a PDF: one page per character of
// MAP's roster (the hidden ones only with --gm), then --blank N empty
// sheets. MAP may be left out when only blank sheets are wanted.
func sheets(args []string, stdout io.Writer, _ About) error {
	fs := flag.NewFlagSet("sheets", flag.ContinueOnError)
	out := fs.String("o", "", "the PDF file to write")
	paper := fs.String("paper", "letter", "letter or a4")
	blank := fs.Int("blank", 0, "add this many empty sheets (at most 200)")
	gm := fs.Bool("gm", false, "the GM's copy: include the characters hidden from the players")
	paths, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	o := printkit.SheetsOptions{Blank: *blank, GM: *gm, Roster: len(paths) == 1}
	switch {
	case *out == "":
		return usageError{"sheets needs -o OUT.pdf"}
	case len(paths) > 1:
		return usageError{fmt.Sprintf("sheets takes at most one MAP.unhex file, got %d", len(paths))}
	case len(paths) == 0 && *blank == 0:
		return usageError{"sheets needs a MAP.unhex to print its characters, or --blank N for empty sheets"}
	}
	if o.Paper, err = printkit.ParsePaper(*paper); err != nil {
		return usageError{err.Error()}
	}
	if err := o.Validate(); err != nil {
		return usageError{"--blank: " + err.Error()}
	}
	if err := checkOutput(*out, ".pdf", true); err != nil {
		return err
	}
	var doc *engine.Document
	if o.Roster {
		if doc, err = examples.LoadMap(paths[0]); err != nil {
			return err
		}
	}
	d, n, err := printkit.Sheets(doc, o)
	if err != nil {
		return fmt.Errorf("%s: %w", paths[0], err)
	}
	if err := vector.WritePDFFile(*out, d); err != nil {
		return err
	}
	if note := n.HiddenNote(); note != "" {
		fmt.Fprintf(stdout, "note: %s (--gm prints them)\n", note)
	}
	_, err = fmt.Fprintf(stdout, "wrote %s (%s, %s paper)\n", *out, n, strings.ToUpper(o.Paper.Name[:1])+o.Paper.Name[1:])
	return err
}
