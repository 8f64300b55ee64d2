package canvas

import (
	"image"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// Level of detail. A map of 50,000 areas and 200,000 links, zoomed out to
// fit a window or a page, would be millions of canvas objects if every
// tick, door box and dash were drawn: Fyne's painters take seconds to
// minutes over them, and nobody could see them.
const (
	// minDecorPx: a cover tick, door box, blocked cross or arrowhead
	// smaller than this on the board (pixels, or page units) is left out.
	minDecorPx = 2
	// overviewShapes: when more areas and links than this lie in view,
	// the screen draws their lines and boxes as one image (the overview)
	// rather than as canvas objects; names are still drawn over it.
	overviewShapes = 3000
)

// tiny reports whether a length in map units is under minDecorPx on the board.
func (p *Pen) tiny(units float64) bool { return units*p.view.Zoom < minDecorPx }

// labelsLegible reports whether area names are large enough to draw.
func (p *Pen) labelsLegible() bool {
	return LabelSize*p.lay.TextScale*p.view.Zoom >= MinTextPx
}

// overview reports whether the screen shows the map as an overview image:
// when more areas and links lie in view than canvas objects could show
// quickly (each link may be dozens of dashes and ticks).
func (p *Pen) overview() bool {
	if p.pal.Print || len(p.lay.Areas)+len(p.lay.Links) <= overviewShapes {
		return false
	}
	n := 0
	for _, a := range p.lay.Areas {
		if p.onScreen(a.Box.Min, a.Box.Max, 0) {
			n++
		}
	}
	for _, s := range p.lay.Links {
		if p.onScreen(s.Start, s.End, 0) {
			if n++; n > overviewShapes {
				return true
			}
		}
	}
	return n > overviewShapes
}

// inkTarget is where the pen's own raster pass collects shapes: the
// page's ink when printing, the overview image's on a crowded screen,
// else nil (shapes become canvas objects).
func (p *Pen) inkTarget() *ink {
	if b := p.r.board; b != nil && b.Printing {
		return &b.ink
	}
	if p.over {
		return &p.r.ink
	}
	return nil
}

// overviewImage shows the renderer's ink as one raster the size of the
// board, drawn at the screen's pixel density.
func (r *renderer) overviewImage(size fyne.Size) *canvas.Raster {
	if r.raster == nil {
		r.raster = canvas.NewRaster(func(w, h int) image.Image {
			img := image.NewNRGBA(image.Rect(0, 0, w, h))
			if r.drawnSize.Width > 0 {
				drawInkUnder(img, &r.drawn, float32(w)/r.drawnSize.Width, [2]float32{})
			}
			return img
		})
		r.rasterNew = true
	}
	r.rasterSize = size
	r.raster.Move(fyne.Position{})
	r.raster.Resize(size)
	return r.raster
}

// refreshOverview has the overview image redrawn from the renderer's ink,
// unless it already shows this ink at this size: each image costs a
// pass over every line, and a board is refreshed more often than its
// map or view change (hover, selection, the window's own layout).
func (r *renderer) refreshOverview(size fyne.Size) {
	if size == r.drawnSize && sameInk(&r.ink, &r.drawn) {
		return
	}
	r.drawnSize = size
	r.ink, r.drawn = r.drawn, r.ink // the next redraw fills the old buffers
	r.raster.Refresh()
}

func sameInk(a, b *ink) bool {
	return slices.Equal(a.colors, b.colors) && slices.Equal(a.lines, b.lines) && slices.Equal(a.boxes, b.boxes) && slices.Equal(a.dashRuns, b.dashRuns)
}
