package cli

import (
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/examples"
	"github.com/unhexboard/unhexboard/internal/words"
	"github.com/unhexboard/unhexboard/interop/excalidraw"
)

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

// exportExcalidraw writes a map as an excalidraw drawing.
func exportExcalidraw(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("export", flag.ContinueOnError)
	out := fs.String("o", "", "the .excalidraw file to write")
	gm := fs.Bool("gm", false, "the GM's copy: include hidden areas, links and objectives, and notes")
	tokens := fs.Bool("tokens", false, "draw the characters where they stand, as labelled circles")
	path, err := parseOneMap(fs, args)
	if err != nil {
		return err
	}
	if err := checkOutput(*out, ".excalidraw", true); err != nil {
		return err
	}
	doc, err := examples.LoadMap(path)
	if err != nil {
		return err
	}
	o := excalidraw.Options{GM: *gm}
	if *tokens {
		if o.Tokens, err = playTokens(doc); err != nil {
			return err
		}
	}
	drawn, err := excalidraw.ExportFile(*out, doc, o)
	if err != nil {
		return err
	}
	// What the file holds: the players' copy counts nothing hidden.
	_, err = fmt.Fprintf(stdout, "wrote %s (%s, %s%s)\n", *out, words.Count(drawn.Areas, "area"), words.Count(drawn.Links, "link"), tokenNote(*tokens, drawn.Tokens))
	return err
}

func tokenNote(asked bool, n int) string {
	if !asked {
		return ""
	}
	return ", " + words.Count(n, "token")
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
