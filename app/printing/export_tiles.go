package printing

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/canvas/mapprint"
	"github.com/unhexboard/unhexboard/internal/words"
)

// tileGrid is the export dialog's sketch of a table-scale poster: the
// pages as a grid of cells, the map as a shaded box over them, drawn to
// scale in a small fixed box.
type tileGrid struct {
	box  *fyne.Container // the cells, placed by hand
	view fyne.CanvasObject
}

const tileGridW, tileGridH = 150, 110

func newTileGrid() *tileGrid {
	g := &tileGrid{box: container.NewWithoutLayout()}
	g.view = container.NewGridWrap(fyne.NewSize(tileGridW, tileGridH), g.box)
	return g
}

// show draws the plan, or clears the sketch when plan is nil.
func (g *tileGrid) show(plan *mapprint.TilePlan) {
	g.box.Objects = nil
	if plan == nil {
		g.view.Hide() // the page summary takes the room
		return
	}
	g.draw(*plan)
	g.view.Show()
	g.box.Refresh()
}

func (g *tileGrid) draw(t mapprint.TilePlan) {
	k := min(tileGridW/t.GridW(), tileGridH/t.GridH())
	ink := theme.Color(theme.ColorNameForeground)
	faint := ucanvas.WithAlpha(ink, 0x40)
	printed := ucanvas.WithAlpha(theme.Color(theme.ColorNamePrimary), 0x90)
	if t.Rows*t.Cols <= 400 { // more cells than that cannot be told apart here
		for r := range t.Rows {
			for c := range t.Cols {
				cell := t.Tile(r, c)
				// A printed page is filled; a blank one, left out, is only outlined.
				box := canvas.NewRectangle(color.Transparent)
				box.StrokeColor, box.StrokeWidth = faint, 1
				if t.Uses(r, c) {
					box.FillColor, box.StrokeColor = printed, ink
				}
				box.Move(fyne.NewPos(float32(cell.X*k), float32(cell.Y*k)))
				box.Resize(fyne.NewSize(float32(cell.W*k), float32(cell.H*k)))
				g.box.Add(box)
			}
		}
	}
	poster := canvas.NewRectangle(color.Transparent)
	poster.StrokeColor, poster.StrokeWidth = ink, 2
	poster.Move(fyne.NewPos(float32(t.PosterX*k), float32(t.PosterY*k)))
	poster.Resize(fyne.NewSize(float32(t.PosterW*k), float32(t.PosterH*k)))
	g.box.Add(poster)
}

// tilesSummary says how the poster is cut, for the dialog.
func tilesSummary(t mapprint.TilePlan) string {
	if t.Rows*t.Cols == 1 {
		return fmt.Sprintf("The map fits one page with areas %g in tall.", t.AreaHeightIn)
	}
	blank := ""
	if t.LeftOut() > 0 {
		blank = fmt.Sprintf(", less %d left out as blank or shown by a neighbour", t.LeftOut())
	}
	return fmt.Sprintf("%s (%s × %s%s) and an overview page, %d in all; pages overlap by %g in.",
		words.Count(t.Pages(), "page"), words.Count(t.Rows, "row"), words.Count(t.Cols, "column"), blank, t.Total(), mapprint.TileOverlapIn)
}
