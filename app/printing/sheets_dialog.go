package printing

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/words"
	"github.com/unhexboard/unhexboard/interop/vector"
	"github.com/unhexboard/unhexboard/printkit"
)

const prefSheetsPaper = "sheets.paper"

// Sheets asks which character sheets to print (this map's
// characters, the hidden ones for the GM's copy, empty ones to fill in,
// the paper), then where to save the PDF.
func (p *Dialogs) Sheets() {
	w := p.w
	w.CommitTyping()
	chars := w.Characters()
	hidden := len(chars) - len(printkit.PrintedCharacters(chars, false))
	roster := widget.NewCheck(fmt.Sprintf("The %s of this map", words.Count(len(chars), "character")), nil)
	roster.SetChecked(len(chars) > 0)
	gm := widget.NewCheck(fmt.Sprintf("GM copy: include the %d hidden from the players", hidden), nil)
	if hidden == 0 {
		gm.Disable()
	}
	if len(chars) == 0 {
		roster.Disable()
		gm.Disable()
	}
	blank := widget.NewEntry()
	blank.SetText("0")
	if len(chars) == 0 {
		blank.SetText("1")
	}
	paper := widget.NewSelect([]string{"Letter", "A4"}, nil)
	prefs := w.App().Preferences()
	paper.SetSelected(prefs.StringWithFallback(prefSheetsPaper, "Letter"))
	items := []*widget.FormItem{
		widget.NewFormItem("Characters", roster),
		widget.NewFormItem("Hidden", gm),
		widget.NewFormItem("Blank sheets", blank),
		widget.NewFormItem("Paper", paper),
	}
	d := dialog.NewForm("Print character sheets", "Save PDF…", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		o, err := sheetsOptions(roster.Checked, gm.Checked, blank.Text, paper.Selected)
		if err != nil {
			w.ShowError(err)
			return
		}
		prefs.SetString(prefSheetsPaper, paper.Selected)
		w.ChoosePath(true, p.suggestedPDFName(), "PDF documents (*.pdf)", []string{"pdf"}, func(path string) {
			if path != "" {
				p.printSheets(path, o)
			}
		})
	}, w.Window())
	d.Resize(fyne.NewSize(420, 0))
	d.Show()
}

// sheetsOptions reads the dialog's answers; an error names the one that
// is wrong.
func sheetsOptions(roster, gm bool, blank, paper string) (printkit.SheetsOptions, error) {
	o := printkit.SheetsOptions{Roster: roster, GM: gm}
	n, err := strconv.Atoi(strings.TrimSpace(blank))
	if err != nil {
		return o, fmt.Errorf("blank sheets: %q is not a whole number", blank)
	}
	o.Blank = n
	if o.Paper, err = printkit.ParsePaper(paper); err != nil {
		return o, err
	}
	return o, o.Validate()
}

func (p *Dialogs) suggestedPDFName() string {
	base := strings.TrimSuffix(p.w.DocName(), " (example)")
	base = strings.TrimSuffix(base, filepath.Ext(base))
	if base == "Untitled" {
		base = "character"
	}
	return base + "-sheets.pdf"
}

// printSheets writes the sheets of the characters as they stand now
// (during a combat, as the combat has left them) to path.
func (p *Dialogs) printSheets(path string, o printkit.SheetsOptions) {
	w := p.w
	if !strings.HasSuffix(strings.ToLower(path), ".pdf") {
		path += ".pdf"
	}
	chars := (&sheet.Roster{Characters: w.Characters()}).Clone().Characters
	doc := &engine.Document{Map: battlemap.Map{Title: w.Editor().Map().Title}, Characters: chars, Rules: w.Editor().Doc.Rules}
	d, n, err := printkit.Sheets(doc, o)
	if err == nil {
		err = vector.WritePDFFile(path, d)
	}
	if err != nil {
		w.ShowError(fmt.Errorf("could not print the sheets: %w", err))
		return
	}
	msg := fmt.Sprintf("Printed %s to %s", n, path)
	if note := n.HiddenNote(); note != "" {
		msg += " (" + note + ")"
	}
	w.Say(msg, false)
}
