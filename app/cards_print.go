package app

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/printkit"
)

// showPrintCards asks where to save the deck of action cards, on the
// paper the sheets were last printed on.
func (w *mainWindow) showPrintCards() {
	w.ChoosePath(true, "unhex-action-cards.pdf", "PDF documents (*.pdf)", []string{"pdf"}, func(path string) {
		if path != "" {
			w.printCards(path)
		}
	})
}

// printCards writes the deck, nine cards to a page, to path.
func (w *mainWindow) printCards(path string) {
	if !strings.HasSuffix(strings.ToLower(path), ".pdf") {
		path += ".pdf"
	}
	paper, err := printkit.ParsePaper(w.prefs.StringWithFallback(prefSheetsPaper, "Letter"))
	if err != nil {
		paper = printkit.Letter
	}
	d, err := printkit.ActionCards(w.ed.Doc.Rules, paper.W, paper.H) // the map's edition
	if err == nil {
		err = printkit.SavePDF(path, d)
	}
	if err != nil {
		w.showError(fmt.Errorf("could not print the action cards: %w", err))
		return
	}
	w.status.say(fmt.Sprintf("Printed the action cards (%s) to %s", Count(len(d.Pages), "page"), path), false)
}
