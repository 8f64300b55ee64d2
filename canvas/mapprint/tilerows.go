package mapprint

import (
	"fmt"
	"math"

	"fyne.io/fyne/v2"

	"github.com/unhexboard/unhexboard/canvas"

	"github.com/unhexboard/unhexboard/interop/vector"
)

// A poster of the largest map at table scale is millions of shapes (every
// dash of every long dashed link): held whole, and culled again for each
// of hundreds of pages, they took gigabytes and minutes. The poster is
// walked once for each row of pages instead, each shape sorted as it
// comes onto the pages of the row it reaches; only that row's shapes are
// kept, and each page looks only at its own.

// rowReach is how far beyond a page's window a shape is sorted onto the
// page: at least the reach tilePage culls with, which makes the final cut.
const rowReach = 40.0

// rowShapes walks the poster for row of the plan and returns, for each
// column, the shapes that may reach that page, in the order they are
// drawn: first the poster's picture (see posterPicture), on every page.
// It reuses out, the last row's lists, when given.
func rowShapes(poster *printPage, plan TilePlan, row int, picture []vector.Shape, out [][]vector.Shape) ([][]vector.Shape, error) {
	if len(out) != plan.Cols {
		out = make([][]vector.Shape, plan.Cols)
	}
	for col := range out {
		clear(out[col]) // let the last row's shapes go
		out[col] = append(out[col][:0], picture...)
	}
	band := plan.Tile(row, 0)
	top, bottom := band.Y-rowReach, band.Y+band.H+rowReach
	step := plan.TileW - plan.Overlap
	w := &vectorWalk{ox: plan.PosterX, oy: plan.PosterY, noPicture: true}
	w.keepY = func(y1, y2 float64) bool { return y2 >= top && y1 <= bottom }
	w.sink = func(shapes ...vector.Shape) {
		for _, s := range shapes {
			x1, x2, ok := spanInBand(s, top, bottom)
			if !ok {
				continue
			}
			// Every page of the row the shape may reach: tilePage cuts
			// its page's share exactly.
			c1, c2 := 0, plan.Cols-1
			if !math.IsInf(x1, 0) && !math.IsInf(x2, 0) {
				c1 = max(c1, int(math.Floor((x1-rowReach-plan.TileW)/step)))
				c2 = min(c2, int(math.Floor((x2+rowReach)/step)))
			}
			for col := c1; col <= c2; col++ {
				out[col] = append(out[col], s)
			}
		}
	}
	w.object(poster.root, fyne.Position{}, *poster)
	if len(w.unknown) > 0 {
		return nil, fmt.Errorf("the vector export cannot draw %v", w.unknown)
	}
	return out, nil
}

// posterPicture is the poster's background picture, cut to the map, as
// the walk of the poster draws it first; a picture that cannot be read
// adds its note to the poster's.
func posterPicture(poster *printPage, plan TilePlan) []vector.Shape {
	if !poster.picture {
		return nil
	}
	w := &vectorWalk{ox: plan.PosterX, oy: plan.PosterY}
	w.picture(poster.board, poster.board.Position())
	poster.notes = append(poster.notes, w.notes...)
	return w.shapes
}

// spanInBand is how far across the poster a shape reaches within the band
// of rows from top to bottom; false when it does not reach the band.
func spanInBand(s vector.Shape, top, bottom float64) (float64, float64, bool) {
	if line, ok := s.(vector.Line); ok {
		// Only the part of a long line inside the band counts.
		h := line.Stroke.Width / 2
		x1, _, x2, _, in := canvas.ClipSegment(line.X1, line.Y1, line.X2, line.Y2, math.Inf(-1), top-h, math.Inf(1), bottom+h)
		return min(x1, x2) - h, max(x1, x2) + h, in
	}
	x1, y1, x2, y2 := shapeBounds(s)
	return x1, x2, y2 >= top && y1 <= bottom
}
