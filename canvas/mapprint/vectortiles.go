package mapprint

import (
	"fmt"
	"image/color"
	"math"

	"fyne.io/fyne/v2"

	"github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/internal/words"
	"github.com/unhexboard/unhexboard/interop/vector"
)

// The tiled poster: the map is laid out once at table scale (one board
// the size of the whole poster), walked into shapes on the grid of pages,
// and each page shows its window of them. The overview page comes first:
// the whole map on one page with the grid of pages drawn over it.

var (
	bandFill  = color.NRGBA{R: 0xee, G: 0xee, B: 0xee, A: 0xff} // the overlap
	markInk   = color.NRGBA{R: 0x55, G: 0x55, B: 0x55, A: 0xff} // registration and crop marks
	gridInk   = color.NRGBA{R: 0x40, G: 0x40, B: 0x40, A: 0xff} // the overview's page grid
	cellInk   = color.NRGBA{R: 0x90, G: 0x90, B: 0x90, A: 0xff} // its page names, under the map's
	blankFill = color.NRGBA{R: 0xd8, G: 0xd8, B: 0xd8, A: 0x80} // a page left out
	labelInk  = color.NRGBA{A: 0xff}
	labelSize = 10.0 // points
)

// writeTiles writes the table-scale poster into pw: the overview, then
// one page per tile, row by row. The poster's shapes are walked a row of
// pages at a time, each shape sorted onto the pages it reaches, so only
// that row's shapes lie in memory.
func writeTiles(doc *engine.Document, o ExportOptions, pw vector.PageWriter) (int, []string, error) {
	board := printBoard(doc, o)
	plan, err := PlanTiles(board.Layout(), o) // as PlanDocumentTiles, on the board it lays out
	if err != nil {
		return 0, nil, err
	}
	poster := layoutPrintPage(board, doc, pageLayout{size: plan.posterSize(), scale: 1,
		view: func(fyne.Size) canvas.Viewport { return plan.posterView() }})
	pages := 0
	// The background picture is drawn once, not once a row: it lies
	// under the whole map, on every page.
	picture := posterPicture(&poster, plan)
	pw.Needs(picture...) // the PDF's version is written with its first page
	if plan.Rows*plan.Cols > 1 {
		overview, err := overviewPage(doc, o, plan)
		if err != nil {
			return 0, nil, err
		}
		if err := writePage(pw, overview); err != nil {
			return 0, nil, err
		}
		pages++
	}
	var tiles [][]vector.Shape
	for row := range plan.Rows {
		tiles, err = rowShapes(&poster, plan, row, picture, tiles)
		if err != nil {
			return 0, nil, err
		}
		for col := range plan.Cols {
			if plan.Uses(row, col) {
				if err := writePage(pw, tilePage(doc, o, plan, row, col, pages+1, tiles[col])); err != nil {
					return 0, nil, err
				}
				pages++
			}
		}
	}
	notes := append(poster.notes, fmt.Sprintf("areas print at least %.2f in tall; the map takes %s",
		plan.AreaHeightIn, pagesPhrase(plan)))
	return pages, notes, nil
}

// writePage hands a whole page to pw.
func writePage(pw vector.PageWriter, p vector.Page) error {
	if err := pw.BeginPage(p.W, p.H); err != nil {
		return err
	}
	pw.Draw(p.Shapes...)
	return pw.EndPage()
}

// pagesPhrase says how the poster is cut: "9 pages (3 rows × 3 columns)
// and an overview".
func pagesPhrase(t TilePlan) string {
	if t.Rows*t.Cols == 1 {
		return "one page"
	}
	blank := ""
	if t.LeftOut() > 0 {
		blank = fmt.Sprintf(", less %d left out as blank or shown by a neighbour", t.LeftOut())
	}
	return fmt.Sprintf("%s (%s × %s%s) and an overview", words.Count(t.Pages(), "page"), words.Count(t.Rows, "row"), words.Count(t.Cols, "column"), blank)
}

// tileOrigin is where a page's map window starts on the paper.
func tileOrigin(t TilePlan) (float64, float64) {
	return t.Margin, t.Margin + tileLabelIn*vector.PerInch
}

// tilePage is page number n: the tile at (row, col) of the grid, with
// the overlap bands under the map, registration targets over it, crop
// marks at its corners and its label above.
func tilePage(doc *engine.Document, o ExportOptions, t TilePlan, row, col, n int, mapShapes []vector.Shape) vector.Page {
	page := vector.Page{W: t.PageW, H: t.PageH}
	addPaper(&page, o)
	win := t.Tile(row, col)
	ox, oy := tileOrigin(t)
	// The window with room for strokes crossing its edge.
	reach := vector.Rect{X: win.X - 20, Y: win.Y - 20, W: win.W + 40, H: win.H + 40}
	// Only what reaches the page: a grid of hundreds of pages has
	// hundreds of bands and targets, each on one page or two.
	var shapes []vector.Shape
	shapes = append(shapes, cullShapes(t.bands(), reach)...)
	shapes = append(shapes, cullShapes(mapShapes, reach)...)
	shapes = append(shapes, cullShapes(t.targets(), reach)...)
	page.Add(vector.Group{DX: ox - win.X, DY: oy - win.Y, Clip: &vector.Rect{X: ox, Y: oy, W: win.W, H: win.H}, Shapes: shapes})
	page.Add(cropMarks(ox, oy, win.W, win.H)...)
	page.Add(pageLabel(t, TileName(row, col), n, doc)...)
	return page
}

// pageLabel writes the page's name at the top left and the map's title
// and page number at the top right.
func pageLabel(t TilePlan, name string, n int, doc *engine.Document) []vector.Shape {
	y := t.Margin + 12 // clear of the crop marks below
	right := fmt.Sprintf("page %d of %d", n, t.Total())
	if doc.Map.Title != "" {
		right = doc.Map.Title + " · " + right
	}
	return []vector.Shape{
		vector.Text{X: t.Margin, Y: y, Text: name, Size: labelSize * 1.3, Bold: true, Color: labelInk},
		vector.Text{X: t.PageW - t.Margin, Y: y, Text: right, Size: labelSize, Color: labelInk, Anchor: vector.AnchorEnd},
	}
}

// bands shade the overlap between neighbouring pages, on the grid.
func (t TilePlan) bands() []vector.Shape {
	var out []vector.Shape
	for c := 1; c < t.Cols; c++ {
		out = append(out, vector.Rect{X: t.Tile(0, c).X, W: t.Overlap, H: t.GridH(), Fill: bandFill})
	}
	for r := 1; r < t.Rows; r++ {
		out = append(out, vector.Rect{Y: t.Tile(r, 0).Y, W: t.GridW(), H: t.Overlap, Fill: bandFill})
	}
	return out
}

// targets are registration marks in the middle of each overlap between
// two pages: both pages print the same mark at the same place on the
// map, so laying one over the other lines them up.
func (t TilePlan) targets() []vector.Shape {
	var out []vector.Shape
	for r := range t.Rows {
		for c := range t.Cols {
			tile := t.Tile(r, c)
			if c > 0 {
				out = append(out, target(tile.X+t.Overlap/2, tile.Y+tile.H/2)...)
			}
			if r > 0 {
				out = append(out, target(tile.X+tile.W/2, tile.Y+t.Overlap/2)...)
			}
		}
	}
	return out
}

// target is a circle with a cross through it, centred on (x, y).
func target(x, y float64) []vector.Shape {
	const r, arm = 7.0, 12.0
	s := vector.Stroke{Width: 0.6, Color: markInk}
	return []vector.Shape{
		vector.Circle{CX: x, CY: y, R: r, Stroke: s},
		vector.Line{X1: x - arm, Y1: y, X2: x + arm, Y2: y, Stroke: s},
		vector.Line{X1: x, Y1: y - arm, X2: x, Y2: y + arm, Stroke: s},
	}
}

// cropMarks are short lines in the margin continuing the edges of the
// map window, for trimming.
func cropMarks(x, y, w, h float64) []vector.Shape {
	const gap, l = 2.0, 8.0
	s := vector.Stroke{Width: 0.5, Color: markInk}
	var out []vector.Shape
	for _, cx := range []float64{x, x + w} {
		for _, cy := range []float64{y, y + h} {
			dx, dy := math.Copysign(1, cx-(x+w/2)), math.Copysign(1, cy-(y+h/2))
			out = append(out,
				vector.Line{X1: cx + dx*gap, Y1: cy, X2: cx + dx*(gap+l), Y2: cy, Stroke: s},
				vector.Line{X1: cx, Y1: cy + dy*gap, X2: cx, Y2: cy + dy*(gap+l), Stroke: s})
		}
	}
	return out
}

// overviewPage is the whole map on one page, laid out as a single-page
// export is (title, map, legend), with the grid of pages drawn over it
// and each page's name in its cell.
func overviewPage(doc *engine.Document, o ExportOptions, t TilePlan) (vector.Page, error) {
	page := vector.Page{W: t.PageW, H: t.PageH}
	addPaper(&page, o)
	ox, oy := tileOrigin(t)
	grid := battlemap.Rect{Min: t.gridToMap(0, 0), Max: t.gridToMap(t.GridW(), t.GridH())}
	board := printBoard(doc, o)
	size := fyne.NewSize(float32(t.TileW/pointsPerUnit), float32(t.TileH/pointsPerUnit))
	laid := layoutPrintPage(board, doc, pageLayout{size: size, scale: 1, title: true, legend: o.Legend,
		view: func(s fyne.Size) canvas.Viewport { return canvas.FitWithin(grid, s.Width, s.Height, 0, 0) }})
	shapes, err := walkPrintPage(&laid, ox, oy)
	if err != nil {
		return vector.Page{}, err
	}
	page.Add(shapes...)
	at := board.Position()
	view := board.View()
	toPage := func(x, y float64) (float64, float64) {
		sx, sy := view.ToScreen64(t.gridToMap(x, y))
		return ox + (sx+float64(at.X))*pointsPerUnit, oy + (sy+float64(at.Y))*pointsPerUnit
	}
	s := vector.Stroke{Width: 0.8, Color: gridInk}
	for r := range t.Rows {
		for c := range t.Cols {
			// Each page's own cell: its window less half of each overlap.
			cell := t.Tile(r, c)
			x1, y1, x2, y2 := cell.X, cell.Y, cell.X+cell.W, cell.Y+cell.H
			if c > 0 {
				x1 += t.Overlap / 2
			}
			if r > 0 {
				y1 += t.Overlap / 2
			}
			if c < t.Cols-1 {
				x2 -= t.Overlap / 2
			}
			if r < t.Rows-1 {
				y2 -= t.Overlap / 2
			}
			px1, py1 := toPage(x1, y1)
			px2, py2 := toPage(x2, y2)
			cellBox := vector.Rect{X: px1, Y: py1, W: px2 - px1, H: py2 - py1, Stroke: s}
			name := TileName(r, c)
			if !t.Uses(r, c) {
				cellBox.Fill, name = blankFill, "" // shaded, and no page of that name
			}
			page.Add(cellBox)
			// The name in the cell's corner, small and grey, so the map's
			// own names stay readable under the grid.
			size := math.Min(11, math.Min(px2-px1, py2-py1)*0.25)
			page.Add(vector.Text{X: px1 + size*0.3, Y: py1 + size*1.1, Text: name, Size: size, Bold: true, Color: cellInk})
		}
	}
	page.Add(pageLabel(t, fmt.Sprintf("Overview: %s × %s, areas %.2g in tall", words.Count(t.Rows, "row"), words.Count(t.Cols, "column"), t.AreaHeightIn), 1, doc)...)
	if t.LeftOut() > 0 {
		page.Add(vector.Text{X: t.Margin, Y: t.Margin + 24, Size: labelSize * 0.8, Color: cellInk,
			Text: fmt.Sprintf("Shaded pages are left out (%d): blank, or all they would show is on a neighbouring page.", t.LeftOut())})
	}
	return page, nil
}
