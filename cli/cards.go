package cli

import (
	"flag"
	"fmt"
	"io"

	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/interop/vector"
	"github.com/unhexboard/unhexboard/printkit"
)

// cards prints the deck of action cards, one per act and reaction, to
// a PDF: nine to a Letter or A4 page, with cut marks.
func cards(args []string, stdout io.Writer, _ About) error {
	fs := flag.NewFlagSet("cards", flag.ContinueOnError)
	out := fs.String("o", "", "the PDF file to write")
	paper := fs.String("paper", "letter", "letter or a4")
	rules := fs.String("rules", "", "the rules edition whose cards to print (default: the latest)")
	paths, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(paths) > 0 {
		return usageError{fmt.Sprintf("cards takes no file, only -o OUT.pdf (got %q)", paths[0])}
	}
	if *out == "" {
		return usageError{"cards needs -o OUT.pdf"}
	}
	p, err := printkit.ParsePaper(*paper)
	if err != nil {
		return usageError{"--paper: " + err.Error()}
	}
	e, err := sheet.ParseEdition(*rules)
	if err != nil {
		return usageError{"--rules: " + err.Error()}
	}
	doc, err := printkit.ActionCards(e, p.W, p.H)
	if err != nil {
		return err
	}
	if err := vector.WritePDFFile(*out, doc); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s: %d pages of action cards\n", *out, len(doc.Pages))
	return nil
}
