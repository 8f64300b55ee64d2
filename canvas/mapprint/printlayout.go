package mapprint

import (
	"fyne.io/fyne/v2"
	fcanvas "fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/software"

	"github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine"
)

// The printed page is laid out once, here, and drawn by either back end:
// the PNG export captures it with Fyne's software painter, the PDF and
// SVG export walk its objects into vector shapes (see vectorwalk.go).

// printBoard is a board set up for print: the print palette, GM content
// shown or not, no margin, and fitted however small the map must go.
func printBoard(doc *engine.Document, o ExportOptions) *canvas.Board {
	pal := canvas.PrintPalette(true) // the paper is added by the back end
	board := canvas.NewBoard(doc)
	board.Palette = &pal
	board.HideGMContent = !o.GMCopy
	board.Margin = 0
	board.Printing = true
	return board
}

// pageLayout says how the printable area of a page is laid out.
type pageLayout struct {
	size   fyne.Size // the printable area, in Fyne units (1/96 inch)
	scale  float32   // pixels per Fyne unit; 1 when nothing is captured
	title  bool      // the map's title above the board, when it has one
	legend bool      // the key to the line kinds below it
	// view, when set, places the map on the board, given the board's
	// size: a table-scale poster or the overview of its pages. Unset,
	// the map is fitted to the board (see fitForPrint).
	view func(board fyne.Size) canvas.Viewport
	// spread is the model of the board's layout, when the choice of the
	// page's orientation made one already.
	spread *spreadModel
}

// printPage is a laid-out page: its software canvas holds the objects.
type printPage struct {
	canvas  fyne.Canvas
	root    fyne.CanvasObject // at the corner of the printable area
	board   *canvas.Board
	notes   []string
	picture bool // the map's background picture is printed under the map
}

// layoutPrintPage lays the board out with the title and legend on an
// off-screen software canvas, and fits the map (or places it as lay.view
// says). Nothing is rendered.
func layoutPrintPage(board *canvas.Board, doc *engine.Document, lay pageLayout) printPage {
	pal := *board.Palette
	var page fyne.CanvasObject = board
	title := lay.title && doc.Map.Title != ""
	if lay.legend || title {
		var top, bottom fyne.CanvasObject
		if title {
			t := fcanvas.NewText(doc.Map.Title, pal.Text)
			t.TextSize = 22
			t.TextStyle = fyne.TextStyle{Bold: true}
			t.Alignment = fyne.TextAlignCenter
			top = t
		}
		if lay.legend {
			legend := canvas.NewLegend(pal, 1)
			legend.Cols = max(1, int(lay.size.Width/canvas.LegendColumnWidth))
			if doc.Map.Zones() != nil {
				legend.Zones, legend.Map, legend.GMCopy = true, &doc.Map, !board.HideGMContent
			}
			bottom = container.NewCenter(legend)
		}
		page = container.NewBorder(top, bottom, nil, nil, board)
	}
	// Rendered transparent: a page-sized white rectangle costs the
	// software painter more than all the map's lines together.
	c := software.NewTransparentCanvas()
	c.SetPadded(false)
	c.SetScale(lay.scale)
	c.Resize(lay.size) // before the content, so the map is drawn once, at its size
	if lay.view != nil && page == fyne.CanvasObject(board) {
		// The board is the page: placed before it is drawn, it is drawn
		// once (a poster of the largest map is millions of strokes).
		board.SetView(lay.view(lay.size))
	}
	c.SetContent(page)
	out := printPage{canvas: c, root: page, board: board}
	if lay.view != nil {
		board.SetView(lay.view(board.Size()))
	} else {
		out.notes = fitForPrint(board, doc, lay.spread)
	}
	out.picture, out.notes = printedPicture(board, doc, out.notes)
	return out
}
