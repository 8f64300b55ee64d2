package vector

import (
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"github.com/unhexboard/unhexboard/assets"
)

// The app's own font (the Noto Sans Fyne draws the screen in), embedded
// in assets/, so print matches the screen and every machine prints
// alike, whatever fonts it has installed.
var (
	regularTTF = assets.FontRegular
	boldTTF    = assets.FontBold
)

// FontFamily is the name the font goes by in PDF and SVG.
const FontFamily = "Noto Sans"

// face answers width questions for one weight, in font units, remembering
// each rune's advance (a sheet or a deck asks for the same letters often).
type face struct {
	once     sync.Once
	ttf      []byte
	font     *sfnt.Font
	upem     float64
	ascent   float64
	descent  float64
	mu       sync.Mutex
	advances map[rune]float64
	buf      sfnt.Buffer
}

var regular, bold = &face{ttf: regularTTF}, &face{ttf: boldTTF}

func faceFor(isBold bool) *face {
	f := regular
	if isBold {
		f = bold
	}
	f.once.Do(f.load)
	return f
}

func (f *face) load() {
	fnt, err := sfnt.Parse(f.ttf)
	if err != nil {
		panic("vector: the bundled font does not parse: " + err.Error()) // a broken build, not bad input
	}
	f.font = fnt
	f.upem = float64(fnt.UnitsPerEm())
	m, err := fnt.Metrics(&f.buf, fixed.I(int(fnt.UnitsPerEm())), font.HintingNone)
	if err != nil {
		panic("vector: the bundled font has no metrics: " + err.Error())
	}
	f.ascent, f.descent = float64(m.Ascent)/64, float64(m.Descent)/64
	f.advances = map[rune]float64{}
}

// advance is the rune's advance width in font units; a rune the font
// lacks counts as the font's missing-glyph box.
func (f *face) advance(r rune) float64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	if a, ok := f.advances[r]; ok {
		return a
	}
	ppem := fixed.I(int(f.upem))
	i, err := f.font.GlyphIndex(&f.buf, r)
	var a float64
	if err == nil {
		if adv, err := f.font.GlyphAdvance(&f.buf, i, ppem, font.HintingNone); err == nil {
			a = float64(adv) / 64
		}
	}
	f.advances[r] = a
	return a
}

// TextWidth is how wide s is set at size points.
func TextWidth(s string, size float64, isBold bool) float64 {
	f := faceFor(isBold)
	w := 0.0
	for _, r := range s {
		w += f.advance(r)
	}
	return w * size / f.upem
}

// Ascent is how far the tallest letters reach above the baseline at size.
func Ascent(size float64) float64 {
	f := faceFor(false)
	return f.ascent * size / f.upem
}

// Descent is how far letters reach below the baseline at size (positive).
func Descent(size float64) float64 {
	f := faceFor(false)
	return f.descent * size / f.upem
}
