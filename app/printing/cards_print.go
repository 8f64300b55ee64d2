package printing

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/internal/words"
	"github.com/unhexboard/unhexboard/interop/vector"
	"github.com/unhexboard/unhexboard/printkit"
)

// Cards asks where to save the deck of action cards, on the paper the
// sheets were last printed on.
func (p *Dialogs) Cards() {
	p.w.ChoosePath(true, "unhex-action-cards.pdf", "PDF documents (*.pdf)", []string{"pdf"}, func(path string) {
		if path != "" {
			p.printCards(path)
		}
	})
}

// printCards writes the deck, nine cards to a page, to path.
func (p *Dialogs) printCards(path string) {
	w := p.w
	if !strings.HasSuffix(strings.ToLower(path), ".pdf") {
		path += ".pdf"
	}
	paper, err := printkit.ParsePaper(w.App().Preferences().StringWithFallback(prefSheetsPaper, "Letter"))
	if err != nil {
		paper = printkit.Letter
	}
	d, err := printkit.ActionCardsWith(w.Editor().Doc.Rules, w.Editor().Doc.HouseRules, paper.W, paper.H) // the map's edition and house rules
	if err == nil {
		err = vector.WritePDFFile(path, d)
	}
	if err != nil {
		w.ShowError(fmt.Errorf("could not print the action cards: %w", err))
		return
	}
	w.Say(fmt.Sprintf("Printed the action cards (%s) to %s", words.Count(len(d.Pages), "page"), path), false)
}
