package printkit

import (
	"fmt"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/interop/vector"
)

// MaxBlank bounds the blank sheets one print asks for: a table's worth
// many times over, and a PDF that stays small.
const MaxBlank = 200

// SheetsOptions says which sheets to print.
type SheetsOptions struct {
	Paper Paper
	// Roster prints a sheet for each character of the document.
	Roster bool
	// Blank adds that many empty sheets after the roster's.
	Blank int
	// GM prints the characters hidden from the players too.
	GM bool
}

// Validate names what is wrong with the options.
func (o SheetsOptions) Validate() error {
	switch {
	case o.Blank < 0:
		return fmt.Errorf("the number of blank sheets is %d: it cannot be negative", o.Blank)
	case o.Blank > MaxBlank:
		return fmt.Errorf("%d blank sheets is too many: at most %d", o.Blank, MaxBlank)
	case !o.Roster && o.Blank == 0:
		return fmt.Errorf("nothing to print: no roster and no blank sheets")
	case o.Paper.W <= 0 || o.Paper.H <= 0:
		return fmt.Errorf("no paper size")
	}
	return nil
}

// Sheets builds the sheets as one document: the roster's characters in
// file order (the hidden ones only for the GM), then the blank sheets.
// doc may be nil when only blank sheets are asked for. The characters are
// shown as they stand now, after any saved combat.
func Sheets(doc *engine.Document, o SheetsOptions) (vector.Document, Printed, error) {
	var n Printed
	if err := o.Validate(); err != nil {
		return vector.Document{}, n, err
	}
	out := vector.Document{Title: "Unhex character sheets"}
	title, rules := "", sheet.Latest
	if doc != nil {
		if err := doc.Map.UnhexCombat(); err != nil {
			return out, n, err
		}
		rules = doc.Rules
	}
	if o.Roster {
		if doc == nil {
			return out, n, fmt.Errorf("no map to print the roster of")
		}
		title = doc.Map.Title
		if title != "" {
			out.Title = title + ": character sheets"
		}
		chars, err := RosterNow(doc)
		if err != nil {
			return out, n, err
		}
		printed := PrintedCharacters(chars, o.GM)
		if len(printed) == 0 && o.Blank == 0 {
			return out, n, rosterEmpty(chars)
		}
		n.Characters, n.HiddenLeftOut = len(printed), len(chars)-len(printed)
		for _, c := range printed {
			out.Pages = append(out.Pages, SheetPage(c, rules, o.Paper, footer(title, rules)))
		}
	}
	for i := 0; i < o.Blank; i++ {
		out.Pages = append(out.Pages, SheetPage(nil, rules, o.Paper, footer(title, rules)))
	}
	n.Blank = o.Blank
	return out, n, nil
}

func rosterEmpty(chars []sheet.Character) error {
	if len(chars) == 0 {
		return fmt.Errorf("the map has no characters to print (ask for blank sheets instead)")
	}
	return fmt.Errorf("every character of the map is hidden from the players (print the GM's copy, or blank sheets)")
}

// PrintedCharacters is the roster a print shows: everyone for the GM, the
// characters not hidden from the players otherwise.
func PrintedCharacters(chars []sheet.Character, gm bool) []*sheet.Character {
	var out []*sheet.Character
	for i := range chars {
		if gm || !chars[i].HiddenFromPlayers {
			out = append(out, &chars[i])
		}
	}
	return out
}

// RosterNow is the document's characters as they stand: after the saved
// combat's log when there is one, else the file's roster.
func RosterNow(doc *engine.Document) ([]sheet.Character, error) {
	if doc.Combat == nil {
		return doc.Characters, nil
	}
	c, _, err := engine.ReplayDocument(doc)
	if err != nil {
		return nil, fmt.Errorf("the saved combat does not replay: %w", err)
	}
	return c.Roster.Characters, nil
}

// footer names the map and the rules edition the sheet was filled under,
// as the die faces and the max level on it depend on the edition.
func footer(title string, rules sheet.Edition) string {
	s := "Unhex Board"
	if title != "" {
		s += "  ·  " + title
	}
	return s + "  ·  rules: " + rules.Or().Label()
}
