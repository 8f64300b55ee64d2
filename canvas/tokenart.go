package canvas

import (
	"image"
	"image/draw"
	"math"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	imagepic "github.com/unhexboard/unhexboard/internal/picture"
)

// A token's picture (its character's token art) is decoded once, within
// the picture budget, cropped to the square at its centre, cut to a disc
// and kept with halved copies, so a redraw only places one canvas.Image.
// A picture the GM adds is at most artSide pixels on a side and is
// decoded at once; a larger one (written into the file by hand) is
// decoded away from the UI thread, the plain disc standing in until the
// boards waiting on it are redrawn.

// artSide is the largest the board keeps a token's picture: a token is
// never drawn larger on a screen.
const artSide = 256

// maxArts bounds the pictures kept: past it, the cache starts again.
const maxArts = 256

// arts are the token pictures decoded, by the bytes they came from.
var arts struct {
	sync.Mutex
	byData map[*byte]*tokenArt
}

// tokenArt is a token's picture cut to a disc, in colour and in grey (for
// a character down or out), or why it cannot be shown.
type tokenArt struct {
	src     []byte
	colour  []*image.RGBA // levels: as decoded, each next half the size
	grey    []*image.RGBA
	err     error
	awaited // set ready once decoded, at once or away from the UI thread
}

// artFor returns the token art of data, starting its decode the first
// time; nil while it is not ready (or cannot be shown), after which b
// (when not nil) is redrawn.
func artFor(b *Board, data []byte) *tokenArt {
	if len(data) == 0 {
		return nil
	}
	arts.Lock()
	a := arts.byData[&data[0]]
	if a != nil && len(a.src) == len(data) {
		defer arts.Unlock()
		if !a.ready {
			a.wait(b)
			return nil
		}
		if a.err != nil {
			return nil
		}
		return a
	}
	if arts.byData == nil || len(arts.byData) >= maxArts {
		arts.byData = map[*byte]*tokenArt{}
	}
	a = &tokenArt{src: data}
	arts.byData[&data[0]] = a
	info, err := imagepic.Inspect(data)
	if err == nil && (info.W > artSide || info.H > artSide) {
		a.wait(b)
		arts.Unlock()
		decodeAway(&arts, &a.awaited, a.decode)
		return nil
	}
	arts.Unlock()
	a.decode()
	arts.Lock()
	a.ready = true
	arts.Unlock()
	if a.err != nil {
		return nil
	}
	return a
}

// decode reads the picture's square at its centre, at most artSide
// pixels on a side, and cuts it to a disc. The sheet checked the picture
// against its limits; the budget is checked again here.
func (a *tokenArt) decode() {
	info, err := imagepic.Inspect(a.src)
	if err != nil {
		a.err = err
		return
	}
	side := min(info.W, info.H)
	crop := image.Rect((info.W-side)/2, (info.H-side)/2, (info.W-side)/2+side, (info.H-side)/2+side)
	p, err := imagepic.Decode(a.src, imagepic.Want{Crop: crop, W: artSide, H: artSide, MaxSide: artSide})
	if err != nil {
		a.err = err
		return
	}
	disc := cutDisc(p.Img)
	a.colour = []*image.RGBA{disc}
	a.grey = []*image.RGBA{greyed(disc)}
}

// level returns the smallest copy of the art at least w pixels wide,
// making the halved copies it needs.
func (a *tokenArt) level(w float64, grey bool) *image.RGBA {
	arts.Lock()
	defer arts.Unlock()
	levels := &a.colour
	if grey {
		levels = &a.grey
	}
	for i := 0; ; i++ {
		cur := (*levels)[i]
		if float64(cur.Rect.Dx())/2 < w || cur.Rect.Dx() < 16 {
			return cur
		}
		if i+1 == len(*levels) {
			*levels = append(*levels, halve(cur))
		}
	}
}

// cutDisc copies img into a square picture, clear outside the disc that
// fills it, its edge smoothed over a pixel.
func cutDisc(img image.Image) *image.RGBA {
	bounds := img.Bounds()
	side := min(bounds.Dx(), bounds.Dy())
	src, ok := img.(*image.RGBA)
	if !ok {
		src = image.NewRGBA(image.Rect(0, 0, side, side))
		draw.Draw(src, src.Rect, img, bounds.Min, draw.Src)
		bounds = src.Rect
	}
	out := image.NewRGBA(image.Rect(0, 0, side, side))
	rad := float64(side) / 2
	for y := range side {
		row := src.Pix[src.PixOffset(bounds.Min.X, bounds.Min.Y+y):]
		dst := out.Pix[y*out.Stride:]
		for x := range side {
			d := math.Hypot(float64(x)+0.5-rad, float64(y)+0.5-rad)
			cover := math.Min(1, math.Max(0, rad-d))
			if cover == 0 {
				continue
			}
			// Premultiplied: every channel scales with the cover.
			k := uint32(cover * 256)
			for c := range 4 {
				dst[4*x+c] = uint8(uint32(row[4*x+c]) * k >> 8)
			}
		}
	}
	return out
}

// greyed is the art in shades of grey, paled: a character down or out.
func greyed(src *image.RGBA) *image.RGBA {
	out := image.NewRGBA(src.Rect)
	for i := 0; i+3 < len(src.Pix); i += 4 {
		r, g, b, al := uint32(src.Pix[i]), uint32(src.Pix[i+1]), uint32(src.Pix[i+2]), uint32(src.Pix[i+3])
		y := (299*r + 587*g + 114*b) / 1000
		// Halfway to a mid grey, in premultiplied terms.
		v := uint8((y + 0x80*al/0xff) / 2)
		out.Pix[i], out.Pix[i+1], out.Pix[i+2], out.Pix[i+3] = v, v, v, uint8(al)
	}
	return out
}

// art draws the token's picture inside its ring, on the layer above the
// discs (whose pictures come before its lines, so a dead token's cross
// stays on top); false when it has none ready to draw.
func (p *Pen) art(b *Board, t Token, x, y, rad, ring float32) bool {
	a := artFor(b, t.Picture)
	if a == nil {
		return false
	}
	inner := rad - ring
	if inner < 2 {
		return false
	}
	scale := float32(1)
	if app := fyne.CurrentApp(); app != nil {
		if c := app.Driver().CanvasForObject(b); c != nil {
			scale = c.Scale()
		}
	}
	opacity := 1.0
	if t.Hidden {
		opacity = 0.45
	}
	img := a.level(float64(2*inner*scale), t.State != TokenFine)
	o := p.r.layers[depthTop].image(img, x-inner, y-inner, 2*inner, 2*inner, opacity)
	if o.ScaleMode != canvas.ImageScaleSmooth {
		o.ScaleMode = canvas.ImageScaleSmooth
		o.Refresh()
	}
	return true
}
