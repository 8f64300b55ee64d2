package cli

import (
	"flag"
	"fmt"
	"io"

	"github.com/unhexboard/unhexboard/engine/examples"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/words"
	"github.com/unhexboard/unhexboard/interop/vector"
	"github.com/unhexboard/unhexboard/printkit"
)

// cards prints the deck of action cards, one per act and reaction, to
// a PDF: nine to a Letter or A4 page, with cut marks. Given a map, the
// deck is that map's: its edition, and the cards of its house rules.
func cards(args []string, stdout io.Writer, _ About) error {
	fs := flag.NewFlagSet("cards", flag.ContinueOnError)
	out := fs.String("o", "", "the PDF file to write")
	paper := fs.String("paper", "letter", "letter or a4")
	rules := fs.String("rules", "", "the rules edition whose cards to print (default: the latest, or MAP's)")
	paths, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	switch {
	case len(paths) > 1:
		return usageError{fmt.Sprintf("cards takes at most one MAP.unhex file, got %d", len(paths))}
	case *out == "":
		return usageError{"cards needs -o OUT.pdf"}
	case len(paths) == 1 && *rules != "":
		return usageError{"cards takes MAP's own edition: give MAP.unhex or --rules, not both"}
	}
	p, err := printkit.ParsePaper(*paper)
	if err != nil {
		return usageError{"--paper: " + err.Error()}
	}
	e, err := sheet.ParseEdition(*rules)
	if err != nil {
		return usageError{"--rules: " + err.Error()}
	}
	if err := checkOutput(*out, ".pdf", true); err != nil {
		return err
	}
	var house sheet.HouseRules
	of := ""
	if len(paths) == 1 {
		doc, err := examples.LoadMap(paths[0])
		if err != nil {
			return err
		}
		if err := doc.Map.UnhexCombat(); err != nil {
			return fmt.Errorf("%s: %w", paths[0], err)
		}
		e, house = doc.Rules.Or(), doc.HouseRules
		of = fmt.Sprintf(" for %s (%s, house rules: %s)", paths[0], e.Label(), house.Label())
	}
	doc, err := printkit.ActionCardsWith(e, house, p.W, p.H)
	if err != nil {
		return err
	}
	if err := vector.WritePDFFile(*out, doc); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s: %s of action cards%s\n", *out, words.Count(len(doc.Pages), "page"), of)
	return nil
}
