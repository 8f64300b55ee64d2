package canvas

import (
	"image"
	"image/color"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	imagepic "github.com/unhexboard/unhexboard/internal/picture"
)

// The background image (a floor plan or a photo) lies under the map, in
// map units: it pans and zooms with the map. Its file is decoded once,
// within the picture budget, reduced to what a screen can show (at most
// boardPixels), and kept with halved copies for when it is shown small,
// so panning only moves one canvas.Image and zooming hands the GPU a
// picture no larger than it shows.

// boardPixels is the most pixels the board keeps of a picture: 4096 ×
// 4096, 64 MiB, a 4K screen's width on either side. A larger picture is
// reduced by a whole factor (an 8192 × 8192 one to 4096 × 4096).
const boardPixels = 4096 * 4096

// pictures are the images decoded lately, by the bytes they came from:
// the GM's board and the player view share them.
var pictures struct {
	sync.Mutex
	recent [2]*picture
}

// syncPixels is the largest picture decoded on the UI thread as the board
// is drawn (a 1920 × 1080 photo takes a few tens of milliseconds); a
// larger one is decoded away from it, the board drawn without it until
// it is ready, so opening a map with a large plan never freezes the
// window.
const syncPixels = 1920 * 1080

// picture is a decoded background image and its halved copies, or why it
// cannot be shown.
type picture struct {
	src     []byte
	w, h    int             // the picture's own size, in its pixels (from its header)
	part    image.Rectangle // the picture's pixels levels[0] stands for
	levels  []*image.RGBA   // levels[0] as decoded, each next half the size
	err     error           // set when it cannot be shown; levels is empty
	awaited                 // a large picture: decoded away from the UI thread
}

// decodedPicture returns the decoded image of data, decoding it only the
// first time; nil when there is no data, and nil while a large picture
// is decoded away from the UI thread, after which b (when not nil) is
// redrawn.
func decodedPicture(b *Board, data []byte) *picture {
	if len(data) == 0 {
		return nil
	}
	pictures.Lock()
	for _, p := range pictures.recent {
		if p != nil && len(p.src) == len(data) && &p.src[0] == &data[0] {
			defer pictures.Unlock()
			if !p.ready {
				p.wait(b)
				return nil
			}
			return p
		}
	}
	p := &picture{src: data}
	if _, w, h, err := battlemap.CheckBackgroundImage(data); err == nil {
		p.w, p.h = w, h
	}
	pictures.recent[1], pictures.recent[0] = pictures.recent[0], p
	if p.w*p.h <= syncPixels {
		defer pictures.Unlock()
		p.decode()
		p.ready = true
		return p
	}
	p.wait(b)
	pictures.Unlock()
	decodeAway(&pictures, &p.awaited, p.decode)
	return nil
}

// decode decodes the picture within the budget, reduced to boardPixels.
func (p *picture) decode() {
	dec, err := battlemap.DecodeBackground(p.src, imagepic.Want{MaxPixels: boardPixels})
	if err != nil {
		p.err = err
		return
	}
	p.part = dec.Covers
	p.levels = []*image.RGBA{dec.Img.(*image.RGBA)}
}

// mapRect is the part of the map a part of the picture (in its pixels)
// covers, placed as bg says.
func mapRect(bg *battlemap.Background, r image.Rectangle) battlemap.Rect {
	return battlemap.Rect{
		Min: battlemap.Point{X: bg.X + float64(r.Min.X)*bg.Scale, Y: bg.Y + float64(r.Min.Y)*bg.Scale},
		Max: battlemap.Point{X: bg.X + float64(r.Max.X)*bg.Scale, Y: bg.Y + float64(r.Max.Y)*bg.Scale}}
}

// covers is the part of the map the picture covers, placed as bg says.
func (p *picture) covers(bg *battlemap.Background) battlemap.Rect {
	return mapRect(bg, image.Rect(0, 0, p.w, p.h))
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

// backgroundImage places the background on the board, or says on the
// GM's board why it cannot. The printed page composes it itself, beneath
// its lines (see BackgroundCovers).
func (p *Pen) backgroundImage(b *Board) {
	bg := b.ShownBackground()
	if bg == nil || b.Printing {
		return
	}
	pic := decodedPicture(b, bg.Image)
	if pic == nil {
		return
	}
	if pic.err != nil {
		if !b.HideGMContent {
			p.pictureFault(pic, bg)
		}
		return
	}
	r := mapRect(bg, pic.part)
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

// pictureFault outlines where the picture would lie and says, along the
// board's foot, why it is not shown.
func (p *Pen) pictureFault(pic *picture, bg *battlemap.Background) {
	if pic.w > 0 {
		r := pic.covers(bg)
		x, y := p.xy(r.Min)
		p.r.layers[depthPicture].rect(x, y, float32(r.Width()*p.view.Zoom), float32(r.Height()*p.view.Zoom), nil, p.pal.Hidden, 1, 0)
	}
	const size, pad = 12, 6
	msg := pic.err.Error()
	msg = strings.ToUpper(msg[:1]) + msg[1:]
	tw, _ := p.r.board.measure(msg, size, false)
	w, h := float32(tw)+2*pad, float32(2*size)
	plate := p.pal.Background
	if plate == nil {
		plate = color.White
	}
	l := &p.r.layers[depthTop]
	y := p.size.Height - h
	l.rect(0, y, w, h, WithAlpha(plate, 0xe0), nil, 0, 0)
	l.text(msg, pad, y+h/2, w, h, size, p.pal.Text, false, true)
}

// image draws img stretched over the box at (x, y), w x h pixels.
func (l *layer) image(img image.Image, x, y, w, h float32, opacity float64) *canvas.Image {
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
	return o
}

// BackgroundCovers is the part of the map the background the board
// shows covers (see ShownBackground), read from the picture's header;
// ok is false when there is none to show. The printed page decodes the
// part it shows at its own resolution (see battlemap.DecodeBackground).
func (b *Board) BackgroundCovers() (covers battlemap.Rect, ok bool) {
	bg := b.ShownBackground()
	if bg == nil {
		return battlemap.Rect{}, false
	}
	_, w, h, err := battlemap.CheckBackgroundImage(bg.Image)
	if err != nil {
		return battlemap.Rect{}, false
	}
	return mapRect(bg, image.Rect(0, 0, w, h)), true
}

// withPicture widens a fit to the whole background on the GM's board, so
// the plan the areas are drawn over is in view. The player view and the
// page fit the areas alone: the players see the map as large as it goes.
func (b *Board) withPicture(r battlemap.Rect, noAreas bool) battlemap.Rect {
	bg := b.ShownBackground()
	if bg == nil || b.HideGMContent || b.Printing {
		return r
	}
	pr, ok := b.BackgroundCovers()
	if !ok {
		return r
	}
	if noAreas {
		return pr
	}
	return r.Union(pr)
}
