package mapprint

import (
	"image"
	"math"

	xdraw "golang.org/x/image/draw"

	"github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// The map's background picture on a printed page: the board shows it
// only when the GM asks for it in print (see canvas.Board.Printing), and
// the page composes it itself, beneath its lines.

// printedPicture says whether the background goes on a printed page
// (the GM asked for it in print), adding a note to notes when it is
// left out: a page whose areas were drawn closer together than on the
// map (see fitForPrint) would no longer lay them over the places they
// were drawn on.
func printedPicture(b *canvas.Board, doc *engine.Document, notes []string) (bool, []string) {
	if b.ShownBackground() == nil {
		return false, notes
	}
	if b.Document() != doc {
		return false, append(notes, "the background image is left out: the areas had to be drawn closer together than on the map, so they would not lie over the picture")
	}
	return true, notes
}

// drawPictureUnder composes the printed background beneath the page
// already rendered (an NRGBA image of the printable area, at scale pixels
// per board unit, the board's corner at off). Only the part of the image
// on the page is scaled, a band of rows at a time, so a picture shown
// large costs no more memory than the page.
func drawPictureUnder(page *image.NRGBA, b *canvas.Board, scale float32, off [2]float32) {
	src, r, ok := b.BackgroundPicture()
	if !ok {
		return
	}
	pw, ph := src.Rect.Dx(), src.Rect.Dy()
	view := b.View()
	toPage := func(pt battlemap.Point) (float64, float64) {
		x, y := view.ToScreen64(pt)
		return (x + float64(off[0])) * float64(scale), (y + float64(off[1])) * float64(scale)
	}
	x0, y0 := toPage(r.Min)
	x1, y1 := toPage(r.Max)
	// The destination box, clipped to the page, and the part of the
	// image that lands in it.
	bounds := page.Bounds()
	cx0, cy0 := math.Max(x0, float64(bounds.Min.X)), math.Max(y0, float64(bounds.Min.Y))
	cx1, cy1 := math.Min(x1, float64(bounds.Max.X)), math.Min(y1, float64(bounds.Max.Y))
	if cx1-cx0 < 1 || cy1-cy0 < 1 {
		return
	}
	dr := image.Rect(int(math.Floor(cx0)), int(math.Floor(cy0)), int(math.Ceil(cx1)), int(math.Ceil(cy1))).Intersect(bounds)
	sx := float64(pw) / (x1 - x0)
	sy := float64(ph) / (y1 - y0)
	sr := image.Rect(
		max(0, int(math.Floor((float64(dr.Min.X)-x0)*sx))), max(0, int(math.Floor((float64(dr.Min.Y)-y0)*sy))),
		min(pw, int(math.Ceil((float64(dr.Max.X)-x0)*sx))), min(ph, int(math.Ceil((float64(dr.Max.Y)-y0)*sy))))
	if sr.Empty() {
		return
	}
	alpha := uint32(math.Round(b.ShownBackground().Opacity * 255))
	const band = 256
	for top := dr.Min.Y; top < dr.Max.Y; top += band {
		strip := image.NewRGBA(image.Rect(dr.Min.X, top, dr.Max.X, min(top+band, dr.Max.Y)))
		xdraw.ApproxBiLinear.Scale(strip, dr, src, sr, xdraw.Src, nil)
		pictureUnder(page, strip, alpha)
	}
}

// pictureUnder composes strip (premultiplied) at opacity alpha/255
// beneath the same pixels of page, in place.
func pictureUnder(page *image.NRGBA, strip *image.RGBA, alpha uint32) {
	r := strip.Rect
	for y := r.Min.Y; y < r.Max.Y; y++ {
		s := strip.Pix[(y-r.Min.Y)*strip.Stride:]
		d := page.Pix[page.PixOffset(r.Min.X, y):]
		for x := 0; x < r.Dx(); x++ {
			sp := s[4*x : 4*x+4 : 4*x+4]
			da := uint32(sp[3]) * alpha / 255 // the picture below
			if da == 0 {
				continue
			}
			p := d[4*x : 4*x+4 : 4*x+4]
			pa := uint32(p[3]) // the page above
			oa := pa*255 + da*(255-pa)
			for k := range 3 {
				// the picture's colour, un-premultiplied
				c := uint32(sp[k]) * 255 / uint32(sp[3])
				p[k] = uint8((uint32(p[k])*pa*255 + c*da*(255-pa)) / oa)
			}
			p[3] = uint8(oa / 255)
		}
	}
}
