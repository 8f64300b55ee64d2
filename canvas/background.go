package canvas

import (
	"bytes"
	"image"
	"image/draw"
	"math"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	xdraw "golang.org/x/image/draw"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// The background image (a floor plan or a photo) lies under the map, in
// map units: it pans and zooms with the map. Its file is decoded once and
// kept, with halved copies for when it is shown small, so panning only
// moves one canvas.Image and zooming hands the GPU a picture no larger
// than it shows.

// pictures are the images decoded lately, by the bytes they came from:
// the GM's board and the player view share them.
var pictures struct {
	sync.Mutex
	recent [2]*picture
}

// picture is a decoded background image and its halved copies.
type picture struct {
	src    []byte
	levels []*image.RGBA // levels[0] is the image itself, each next half the size
}

// decodedPicture returns the decoded image of data, decoding it only the
// first time; nil when it cannot be read.
func decodedPicture(data []byte) *picture {
	if len(data) == 0 {
		return nil
	}
	pictures.Lock()
	defer pictures.Unlock()
	for _, p := range pictures.recent {
		if p != nil && len(p.src) == len(data) && &p.src[0] == &data[0] {
			return p
		}
	}
	if _, _, _, err := battlemap.CheckBackgroundImage(data); err != nil {
		return nil
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil
	}
	rgba, ok := img.(*image.RGBA)
	if !ok || rgba.Rect.Min != (image.Point{}) {
		rgba = image.NewRGBA(image.Rect(0, 0, img.Bounds().Dx(), img.Bounds().Dy()))
		draw.Draw(rgba, rgba.Rect, img, img.Bounds().Min, draw.Src)
	}
	p := &picture{src: data, levels: []*image.RGBA{rgba}}
	pictures.recent[1], pictures.recent[0] = pictures.recent[0], p
	return p
}

// size is the image's size in pixels.
func (p *picture) size() (int, int) { return p.levels[0].Rect.Dx(), p.levels[0].Rect.Dy() }

// covers is the part of the map the picture covers, placed as bg says.
func (p *picture) covers(bg *battlemap.Background) battlemap.Rect {
	w, h := p.size()
	return battlemap.Rect{Min: battlemap.Point{X: bg.X, Y: bg.Y},
		Max: battlemap.Point{X: bg.X + float64(w)*bg.Scale, Y: bg.Y + float64(h)*bg.Scale}}
}

// level returns the smallest copy at least w pixels wide (or the image
// itself), making the halved copies it needs.
func (p *picture) level(w float64) *image.RGBA {
	pictures.Lock()
	defer pictures.Unlock()
	for i := 0; ; i++ {
		cur := p.levels[i]
		if float64(cur.Rect.Dx())/2 < w || cur.Rect.Dx() < 128 || cur.Rect.Dy() < 128 {
			return cur
		}
		if i+1 == len(p.levels) {
			p.levels = append(p.levels, halve(cur))
		}
	}
}

// halve averages each 2 x 2 block of pixels into one.
func halve(src *image.RGBA) *image.RGBA {
	w, h := src.Rect.Dx()/2, src.Rect.Dy()/2
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		r0 := src.Pix[2*y*src.Stride:]
		r1 := src.Pix[(2*y+1)*src.Stride:]
		o := out.Pix[y*out.Stride:]
		for x := range w {
			for k := range 4 {
				i := 8*x + k
				o[4*x+k] = uint8((uint32(r0[i]) + uint32(r0[i+4]) + uint32(r1[i]) + uint32(r1[i+4]) + 2) / 4)
			}
		}
	}
	return out
}

// shownBackground is the background this board draws, or nil: the
// player view shows it only when the GM shares it, and the printed page
// only when the GM asks for it in print.
func (b *Board) shownBackground() *battlemap.Background {
	if b.doc == nil || b.doc.Map.Background == nil {
		return nil
	}
	bg := b.doc.Map.Background
	switch {
	case b.printing && !bg.Print:
		return nil
	case !b.printing && b.HideGMContent && !bg.Players:
		return nil
	case bg.Opacity <= 0:
		return nil
	}
	return bg
}

// backgroundImage places the background on the board. The printed page
// composes it itself, beneath its lines (see drawPictureUnder).
func (p *Pen) backgroundImage(b *Board) {
	bg := b.shownBackground()
	if bg == nil || b.printing {
		return
	}
	pic := decodedPicture(bg.Image)
	if pic == nil {
		return
	}
	r := pic.covers(bg)
	if !r.Overlaps(p.visible) {
		return
	}
	x, y := p.xy(r.Min)
	w, h := float32(r.Width()*p.view.Zoom), float32(r.Height()*p.view.Zoom)
	scale := float32(1)
	if app := fyne.CurrentApp(); app != nil {
		if c := app.Driver().CanvasForObject(b); c != nil {
			scale = c.Scale()
		}
	}
	p.r.layers[depthPicture].image(pic.level(float64(w*scale)), x, y, w, h, bg.Opacity)
}

// image draws img stretched over the box at (x, y), w x h pixels.
func (l *layer) image(img image.Image, x, y, w, h float32, opacity float64) {
	if l.nImages == len(l.images) {
		l.images = append(l.images, &canvas.Image{FillMode: canvas.ImageFillStretch, ScaleMode: canvas.ImageScaleFastest})
		l.grew = true
	}
	o := l.images[l.nImages]
	l.nImages++
	o.Translucency = 1 - opacity
	o.Move(fyne.Position{X: x, Y: y})
	if o.Image != img {
		o.Image = img
		o.Resize(fyne.Size{Width: w, Height: h})
		o.Refresh() // a new picture: its texture must be made again
	} else {
		o.Resize(fyne.Size{Width: w, Height: h})
	}
	o.Hidden = false
}

// printedPicture says whether the background goes on a printed page
// (the GM asked for it in print), adding a note to notes when it is
// left out: a page whose areas were drawn closer together than on the
// map (see fitForPrint) would no longer lay them over the places they
// were drawn on.
func printedPicture(b *Board, doc *engine.Document, notes []string) (bool, []string) {
	if b.shownBackground() == nil {
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
func drawPictureUnder(page *image.NRGBA, b *Board, scale float32, off [2]float32) {
	bg := b.shownBackground()
	if bg == nil {
		return
	}
	pic := decodedPicture(bg.Image)
	if pic == nil {
		return
	}
	src := pic.levels[0]
	pw, ph := pic.size()
	toPage := func(pt battlemap.Point) (float64, float64) {
		x, y := b.view.ToScreen64(pt)
		return (x + float64(off[0])) * float64(scale), (y + float64(off[1])) * float64(scale)
	}
	r := pic.covers(bg)
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
	alpha := uint32(math.Round(bg.Opacity * 255))
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

// withPicture widens a fit to the whole background on the GM's board, so
// the plan the areas are drawn over is in view. The player view and the
// page fit the areas alone: the players see the map as large as it goes.
func (b *Board) withPicture(r battlemap.Rect, noAreas bool) battlemap.Rect {
	bg := b.shownBackground()
	if bg == nil || b.HideGMContent || b.printing {
		return r
	}
	pic := decodedPicture(bg.Image)
	if pic == nil {
		return r
	}
	pr := pic.covers(bg)
	if noAreas {
		return pr
	}
	return r.Union(pr)
}
