package mapprint

import (
	"image"
	"math"
	"strings"

	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/math/f64"

	"github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	imagepic "github.com/unhexboard/unhexboard/internal/picture"
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

// pagePicture is the part of the background a printed board shows,
// decoded in grey at the page's resolution: the picture is cut at the
// board's edge (the map's frame on the page), under neither the title
// nor the legend, in every format.
type pagePicture struct {
	img image.Image // *image.Gray, or *image.RGBA (grey) when it has transparency
	// box is where img lands and clip the board's part of it, in the
	// board's own units (its corner at 0, 0).
	box, clip [4]float64 // x0, y0, x1, y1
	opacity   float64
	photo     bool // it came as a JPEG
}

// printPicture decodes the part of the background board shows, at
// pxPerUnit pixels a board unit (or the picture's own pixels, when it has
// fewer). ok is false when there is nothing to print; err says why a
// picture that should print cannot be read.
func printPicture(b *canvas.Board, pxPerUnit float64) (pp pagePicture, ok bool, err error) {
	covers, ok := b.BackgroundCovers()
	if !ok {
		return pp, false, nil
	}
	bg := b.ShownBackground()
	_, w, h, err := battlemap.CheckBackgroundImage(bg.Image)
	if err != nil {
		return pp, false, err
	}
	view := b.View()
	x0, y0 := view.ToScreen64(covers.Min)
	x1, y1 := view.ToScreen64(covers.Max)
	size := b.Size()
	c := [4]float64{math.Max(x0, 0), math.Max(y0, 0), math.Min(x1, float64(size.Width)), math.Min(y1, float64(size.Height))}
	if c[2]-c[0] <= 0 || c[3]-c[1] <= 0 || x1 <= x0 || y1 <= y0 {
		return pp, false, nil
	}
	// The picture's pixels the board shows, and how many the page has
	// for them.
	sx, sy := float64(w)/(x1-x0), float64(h)/(y1-y0)
	crop := image.Rect(
		max(0, int(math.Floor((c[0]-x0)*sx))), max(0, int(math.Floor((c[1]-y0)*sy))),
		min(w, int(math.Ceil((c[2]-x0)*sx))), min(h, int(math.Ceil((c[3]-y0)*sy))))
	want := imagepic.Want{Crop: crop, Grey: true,
		W: max(1, int(math.Ceil((c[2]-c[0])*pxPerUnit))), H: max(1, int(math.Ceil((c[3]-c[1])*pxPerUnit)))}
	dec, err := battlemap.DecodeBackground(bg.Image, want)
	if err != nil {
		return pp, false, err
	}
	r := dec.Covers
	pp = pagePicture{img: dec.Img, clip: c, opacity: bg.Opacity, photo: dec.Info.Format == "jpeg",
		box: [4]float64{x0 + float64(r.Min.X)/sx, y0 + float64(r.Min.Y)/sy, x0 + float64(r.Max.X)/sx, y0 + float64(r.Max.Y)/sy}}
	return pp, true, nil
}

// pictureNote is the page's note for a picture that cannot be read.
func pictureNote(err error) string {
	msg := err.Error()
	if strings.Contains(msg, " cannot be read: ") {
		return strings.Replace(msg, " cannot be read: ", " cannot be read and is left out: ", 1)
	}
	return "the background image is left out: " + strings.TrimPrefix(msg, "the background image ")
}

// drawPictureUnder composes the printed background beneath the page
// already rendered (an NRGBA image of the printable area, at scale pixels
// per board unit, the board's corner at off), a band of rows at a time.
func drawPictureUnder(page *image.NRGBA, pp pagePicture, scale float32, off [2]float32) {
	s := float64(scale)
	toPage := func(x, y float64) (float64, float64) {
		return (x + float64(off[0])) * s, (y + float64(off[1])) * s
	}
	cx0, cy0 := toPage(pp.clip[0], pp.clip[1])
	cx1, cy1 := toPage(pp.clip[2], pp.clip[3])
	dr := image.Rect(int(math.Round(cx0)), int(math.Round(cy0)), int(math.Round(cx1)), int(math.Round(cy1))).Intersect(page.Bounds())
	if dr.Empty() {
		return
	}
	bx0, by0 := toPage(pp.box[0], pp.box[1])
	bx1, by1 := toPage(pp.box[2], pp.box[3])
	src := pp.img.Bounds()
	ax, ay := (bx1-bx0)/float64(src.Dx()), (by1-by0)/float64(src.Dy())
	toDst := f64.Aff3{ax, 0, bx0, 0, ay, by0}
	alpha := uint32(math.Round(pp.opacity * 255))
	const band = 256
	for top := dr.Min.Y; top < dr.Max.Y; top += band {
		strip := image.NewRGBA(image.Rect(dr.Min.X, top, dr.Max.X, min(top+band, dr.Max.Y)))
		xdraw.ApproxBiLinear.Transform(strip, toDst, pp.img, src, xdraw.Src, nil)
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
