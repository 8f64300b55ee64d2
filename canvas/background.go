package canvas

import (
	"bytes"
	"image"
	"image/draw"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

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

// ShownBackground is the background this board draws, or nil: the
// player view shows it only when the GM shares it, and the printed page
// only when the GM asks for it in print.
func (b *Board) ShownBackground() *battlemap.Background {
	if b.doc == nil || b.doc.Map.Background == nil {
		return nil
	}
	bg := b.doc.Map.Background
	switch {
	case b.Printing && !bg.Print:
		return nil
	case !b.Printing && b.HideGMContent && !bg.Players:
		return nil
	case bg.Opacity <= 0:
		return nil
	}
	return bg
}

// backgroundImage places the background on the board. The printed page
// composes it itself, beneath its lines (see BackgroundPicture).
func (p *Pen) backgroundImage(b *Board) {
	bg := b.ShownBackground()
	if bg == nil || b.Printing {
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

// BackgroundPicture is the picture of the background the board shows
// (see ShownBackground), decoded once and kept, at full size, and the
// part of the map it covers; ok is false when there is none to show.
func (b *Board) BackgroundPicture() (img *image.RGBA, covers battlemap.Rect, ok bool) {
	bg := b.ShownBackground()
	if bg == nil {
		return nil, battlemap.Rect{}, false
	}
	pic := decodedPicture(bg.Image)
	if pic == nil {
		return nil, battlemap.Rect{}, false
	}
	return pic.levels[0], pic.covers(bg), true
}

// withPicture widens a fit to the whole background on the GM's board, so
// the plan the areas are drawn over is in view. The player view and the
// page fit the areas alone: the players see the map as large as it goes.
func (b *Board) withPicture(r battlemap.Rect, noAreas bool) battlemap.Rect {
	bg := b.ShownBackground()
	if bg == nil || b.HideGMContent || b.Printing {
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
