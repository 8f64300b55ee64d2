package mapprint

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/interop/vector"
)

// MaxVectorPageIn bounds a PDF or SVG page on either side: PDF readers
// refuse pages over 200 inches.
const MaxVectorPageIn = 200

// WriteVector draws the printed map into pw, for PDF and SVG: the page
// ExportPage renders, laid out by the same code and drawn as shapes and
// text rather than pixels, each shape handed to pw as it is walked, so
// the page never lies whole in memory. With o.AreaHeightIn set it is a
// table-scale poster tiled across pages (see writeTiles). It returns the
// number of pages and the notes, as ExportPage gives them; pw is left
// open.
func WriteVector(doc *engine.Document, o ExportOptions, pw vector.PageWriter) (int, []string, error) {
	if err := o.Validate(); err != nil {
		return 0, nil, err
	}
	if o.AreaHeightIn > 0 {
		return writeTiles(doc, o, pw)
	}
	board := printBoard(doc, o)
	o, turned, model := chooseOrientation(board.Layout(), doc, o)
	wIn, hIn := PageInches(o, board.Layout().Bounds, KeyRows(doc, o))
	if wIn > MaxVectorPageIn || hIn > MaxVectorPageIn {
		return 0, nil, fmt.Errorf("the page would be %.0f × %.0f inches, over the limit of %d inches on a side: use letter or a4 paper",
			wIn, hIn, MaxVectorPageIn)
	}
	page := vector.Page{W: wIn * vector.PerInch, H: hIn * vector.PerInch}
	addPaper(&page, o)
	inner := fyne.NewSize(float32(max((wIn-2*o.MarginIn)*96, 1)), float32(max((hIn-2*o.MarginIn)*96, 1)))
	laid := layoutPrintPage(board, doc, pageLayout{size: inner, scale: 1, title: true, legend: o.Legend, spread: model})
	m := o.MarginIn * vector.PerInch
	if err := pw.BeginPage(page.W, page.H); err != nil {
		return 0, nil, err
	}
	pw.Draw(page.Shapes...)
	if err := walkPrintPageInto(&laid, m, m, pw.Draw); err != nil {
		return 0, nil, err
	}
	return 1, withNote(turned, laid.notes), pw.EndPage()
}

// documentTitle names the PDF or SVG: the map's title, or a plain name.
func documentTitle(doc *engine.Document) string {
	if doc.Map.Title != "" {
		return doc.Map.Title
	}
	return "Unhex map"
}

// addPaper whitens the page unless it is to stay transparent (PDF paper
// is white anyway; an SVG's is whatever it is shown on).
func addPaper(p *vector.Page, o ExportOptions) {
	if !o.Transparent {
		p.Add(vector.Rect{W: p.W, H: p.H, Fill: color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff}})
	}
}
