package mapprint

import (
	"fmt"
	"math"

	"fyne.io/fyne/v2"

	"github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/interop/vector"
)

// Table scale: the map printed large enough to play on with tokens or
// miniatures, cut into pages that overlap so they can be trimmed or
// lined up and taped together.
const (
	MinAreaHeightIn = 0.25
	MaxAreaHeightIn = 4.0
	// MaxTilePages bounds a poster: a huge map at a large scale must not
	// become a PDF without end.
	MaxTilePages = 500
	// TileOverlapIn is how much each page repeats of its neighbour.
	TileOverlapIn = 0.5
	// tileLabelIn is the strip at the top of each page for its label.
	tileLabelIn = 0.35
	// posterPadIn is the room around the map on the poster, for the
	// ticks and strokes at its edge.
	posterPadIn = 0.25
)

// TilePlan is how a map at table scale is cut into pages. Lengths are in
// points, on the grid of pages: the poster (the whole map) lies centred
// on it at (PosterX, PosterY).
type TilePlan struct {
	Rows, Cols      int
	Zoom            float64 // Fyne units per map unit on the poster
	PosterW         float64 // the poster's size
	PosterH         float64
	PosterX         float64
	PosterY         float64
	TileW, TileH    float64 // the part of a page the map is printed on
	Overlap         float64
	PageW, PageH    float64 // the paper
	Margin          float64
	origin          battlemap.Point // the map point at the poster's corner
	AreaHeightIn    float64
	smallestAreaBox float64 // map units
	// used marks, row by row, the pages printed: those some of the map
	// falls on that no other printed page shows (see markUsed).
	used []bool
}

// Uses says whether page (row, col) has some of the map on it.
func (t TilePlan) Uses(row, col int) bool { return t.used[row*t.Cols+col] }

// Pages is the number of map pages printed (without the overview): the
// grid's pages less those left out (see markUsed).
func (t TilePlan) Pages() int {
	n := 0
	for _, u := range t.used {
		if u {
			n++
		}
	}
	return n
}

// LeftOut is the number of pages of the grid left out: blank, or all
// they would show is on a neighbouring page.
func (t TilePlan) LeftOut() int { return t.Rows*t.Cols - t.Pages() }

// Total is every page of the PDF: the overview comes first when the map
// takes more than one page of the grid.
func (t TilePlan) Total() int {
	if t.Rows*t.Cols > 1 {
		return t.Pages() + 1
	}
	return 1
}

// GridW and GridH are the size the pages cover together.
func (t TilePlan) GridW() float64 { return float64(t.Cols)*t.TileW - float64(t.Cols-1)*t.Overlap }
func (t TilePlan) GridH() float64 { return float64(t.Rows)*t.TileH - float64(t.Rows-1)*t.Overlap }

// Tile is the part of the grid page (row, col) prints, in grid points.
func (t TilePlan) Tile(row, col int) vector.Rect {
	return vector.Rect{X: float64(col) * (t.TileW - t.Overlap), Y: float64(row) * (t.TileH - t.Overlap), W: t.TileW, H: t.TileH}
}

// TileName is a page's label: its row letter and column number, "B2".
func TileName(row, col int) string { return rowLetters(row) + fmt.Sprint(col+1) }

// rowLetters names row 0 "A", 25 "Z", 26 "AA", as spreadsheets do.
func rowLetters(row int) string {
	s := ""
	for row >= 0 {
		s = string(rune('A'+row%26)) + s
		row = row/26 - 1
	}
	return s
}

// posterView is the viewport of the poster's board.
func (t TilePlan) posterView() canvas.Viewport {
	return canvas.Viewport{Zoom: t.Zoom, Origin: t.origin}
}

// posterSize is the poster in Fyne units.
func (t TilePlan) posterSize() fyne.Size {
	return fyne.NewSize(float32(t.PosterW/pointsPerUnit), float32(t.PosterH/pointsPerUnit))
}

// gridToMap is the map point under a point of the grid of pages.
func (t TilePlan) gridToMap(x, y float64) battlemap.Point {
	return battlemap.Point{X: t.origin.X + (x-t.PosterX)/pointsPerUnit/t.Zoom, Y: t.origin.Y + (y-t.PosterY)/pointsPerUnit/t.Zoom}
}

// PlanDocumentTiles is PlanTiles for the map as the export prints it
// (with or without the GM's content, as o says).
func PlanDocumentTiles(doc *engine.Document, o ExportOptions) (TilePlan, error) {
	return PlanTiles(printBoard(doc, o).Layout(), o)
}

// PlanTiles cuts the map of lay, printed with every area box at least
// o.AreaHeightIn tall, into pages of o's paper. It refuses a plan over
// MaxTilePages, or pages too small to hold a tile and its overlap.
func PlanTiles(lay *canvas.Layout, o ExportOptions) (TilePlan, error) {
	if err := o.Validate(); err != nil {
		return TilePlan{}, err
	}
	if o.AreaHeightIn == 0 {
		return TilePlan{}, fmt.Errorf("no area height is set: a tiled export needs one")
	}
	if len(lay.Areas) == 0 {
		return TilePlan{}, fmt.Errorf("the map has no areas to print at table scale")
	}
	smallest := math.Inf(1)
	for _, a := range lay.Areas {
		smallest = min(smallest, a.Box.Height())
	}
	wIn, hIn := PageInches(o, lay.Bounds, 0) // letter or a4: the legend takes no room from the paper
	t := TilePlan{
		Zoom:            o.AreaHeightIn * 96 / smallest,
		Overlap:         TileOverlapIn * vector.PerInch,
		PageW:           wIn * vector.PerInch,
		PageH:           hIn * vector.PerInch,
		Margin:          o.MarginIn * vector.PerInch,
		AreaHeightIn:    o.AreaHeightIn,
		smallestAreaBox: smallest,
	}
	t.TileW = t.PageW - 2*t.Margin
	t.TileH = t.PageH - 2*t.Margin - tileLabelIn*vector.PerInch
	if t.TileW < 3*t.Overlap || t.TileH < 3*t.Overlap {
		return TilePlan{}, fmt.Errorf("the printable part of the page (%.1f × %.1f in) is too small for tiles that overlap by %.1f in: use smaller margins",
			t.TileW/vector.PerInch, t.TileH/vector.PerInch, TileOverlapIn)
	}
	pad := posterPadIn * 96 // Fyne units
	t.origin = lay.Bounds.Min.Sub(battlemap.Point{X: pad / t.Zoom, Y: pad / t.Zoom})
	t.PosterW = (lay.Bounds.Width()*t.Zoom + 2*pad) * pointsPerUnit
	t.PosterH = (lay.Bounds.Height()*t.Zoom + 2*pad) * pointsPerUnit
	cols := tilesAcross(t.PosterW, t.TileW, t.Overlap)
	rows := tilesAcross(t.PosterH, t.TileH, t.Overlap)
	if cols*rows > MaxTilePages {
		return TilePlan{}, fmt.Errorf("with areas %.2f in tall the map takes %s pages (%s rows × %s columns), over the limit of %d: choose a smaller area height, or landscape or larger paper",
			o.AreaHeightIn, bigCount(cols*rows), bigCount(rows), bigCount(cols), MaxTilePages)
	}
	t.Rows, t.Cols = int(rows), int(cols)
	t.PosterX = (t.GridW() - t.PosterW) / 2
	t.PosterY = (t.GridH() - t.PosterH) / 2
	t.markUsed(lay)
	return t, nil
}

// eachTileIn calls f for each page whose window meets the grid rectangle.
func (t TilePlan) eachTileIn(x1, y1, x2, y2 float64, f func(row, col int)) {
	stepX, stepY := t.TileW-t.Overlap, t.TileH-t.Overlap
	c1, c2 := max(0, int(math.Ceil((x1-t.TileW)/stepX))), min(t.Cols-1, int(math.Floor(x2/stepX)))
	r1, r2 := max(0, int(math.Ceil((y1-t.TileH)/stepY))), min(t.Rows-1, int(math.Floor(y2/stepY)))
	for r := r1; r <= r2; r++ {
		for c := c1; c <= c2; c++ {
			f(r, c)
		}
	}
}

// mapToGrid is where a map point lies on the grid of pages.
func (t TilePlan) mapToGrid(p battlemap.Point) (float64, float64) {
	return t.PosterX + (p.X-t.origin.X)*t.Zoom*pointsPerUnit, t.PosterY + (p.Y-t.origin.Y)*t.Zoom*pointsPerUnit
}

// tilesAcross is how many tiles of a length, each overlapping the next,
// cover a poster's length (as a float, so a vast map cannot overflow).
func tilesAcross(poster, tile, overlap float64) float64 {
	if poster <= tile {
		return 1
	}
	return math.Ceil((poster - overlap) / (tile - overlap))
}

// bigCount writes a count that may be vast.
func bigCount(n float64) string {
	if n < 1e9 {
		return fmt.Sprintf("%.0f", n)
	}
	return fmt.Sprintf("%.1g", n)
}
