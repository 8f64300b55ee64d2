package mapprint

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine"
)

// LandscapeNote is the note of a page ChooseOrientation turned.
const LandscapeNote = "the page is landscape, where the map fits better (ask for portrait to keep it upright)"

// ChooseOrientation settles the orientation of a one-page print the GM
// left open: portrait, unless the map does not fit it legibly and to
// scale and fits landscape better (legible, then less drawn together,
// then larger). It returns the options with Portrait or Landscape set,
// and LandscapeNote when it turned the page. A chosen orientation, a
// page fitted to the map and a table-scale poster are left as they are.
func ChooseOrientation(doc *engine.Document, o ExportOptions) (ExportOptions, string) {
	if settled(o) {
		return o, ""
	}
	o, note, _ := chooseOrientation(printBoard(doc, o).Layout(), doc, o)
	return o, note
}

// settled says whether the options leave no orientation to choose.
func settled(o ExportOptions) bool {
	return o.Landscape || o.Portrait || o.Paper == PaperFit || o.AreaHeightIn > 0 || o.Validate() != nil
}

// chooseOrientation is ChooseOrientation for the map laid out as lay. It
// returns too the spread model it made, for the page's fit to reuse.
func chooseOrientation(lay *canvas.Layout, doc *engine.Document, o ExportOptions) (ExportOptions, string, *spreadModel) {
	if settled(o) {
		return o, "", nil
	}
	m := newSpreadModel(lay)
	fit := func(landscape bool) pageFit {
		p := o
		p.Landscape = landscape
		w, h := boardRoom(p, lay, doc)
		return measureFit(m, w, h)
	}
	portrait := fit(false)
	if portrait.legible() && portrait.k >= 1 || !fit(true).betterThan(portrait) {
		o.Portrait = true
		return o, "", m
	}
	o.Landscape = true
	return o, LandscapeNote, m
}

// boardRoom is about the room the map's board gets on the page, in Fyne
// units: the printable area less the title and the legend.
func boardRoom(o ExportOptions, lay *canvas.Layout, doc *engine.Document) (float64, float64) {
	wIn, hIn := PageInches(o, lay.Bounds, KeyRows(doc, o))
	w, h := (wIn-2*o.MarginIn)*96, (hIn-2*o.MarginIn)*96
	if doc.Map.Title != "" {
		h -= float64(fyne.MeasureText(doc.Map.Title, 22, fyne.TextStyle{Bold: true}).Height + theme.Padding())
	}
	if o.Legend {
		h -= canvas.LegendHeightRows(w, KeyRows(doc, o)) + float64(theme.Padding())
	}
	return max(w, 1), max(h, 1)
}

// withNote puts a note (if any) before the page's others.
func withNote(note string, notes []string) []string {
	if note == "" {
		return notes
	}
	return append([]string{note}, notes...)
}
