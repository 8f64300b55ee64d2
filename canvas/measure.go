package canvas

import (
	"fyne.io/fyne/v2"
)

// textMeasurer measures labels for the layout. Shaping a string costs
// about 100 µs, so a map of 50,000 distinct names took seconds to open.
// Plain ASCII text is measured as the sum of its characters' advances
// plus the kerning of each pair of neighbours, each shaped once per size
// and style. Any other text is shaped whole, and remembered.
type textMeasurer struct {
	fonts map[fontKey]*asciiWidths
	whole map[measureKey][2]float64
}

type fontKey struct {
	size float64
	bold bool
}

type measureKey struct {
	text string
	font fontKey
}

// asciiWidths holds the advance of each printable ASCII character, the
// kerning of each pair, and the height of a line, for one font.
type asciiWidths struct {
	adv       [128]float64
	known     [128]bool
	kern      [128 * 128]float32
	kernKnown [128 * 128]bool
	height    float64
}

// maxWholeCache bounds the cache of shaped strings.
const maxWholeCache = 20_000

func (m *textMeasurer) measure(text string, size float64, bold bool) (float64, float64) {
	f := fontKey{size, bold}
	style := fyne.TextStyle{Bold: bold}
	if isPrintableASCII(text) {
		a := m.fonts[f]
		if a == nil {
			if m.fonts == nil {
				m.fonts = map[fontKey]*asciiWidths{}
			}
			a = &asciiWidths{height: float64(fyne.MeasureText("Mg", float32(size), style).Height)}
			m.fonts[f] = a
		}
		w := 0.0
		for i := 0; i < len(text); i++ {
			w += a.advance(text[i], size, style)
			if i > 0 {
				w += a.kerning(text[i-1], text[i], size, style)
			}
		}
		return w, a.height
	}
	key := measureKey{text, f}
	if s, ok := m.whole[key]; ok {
		return s[0], s[1]
	}
	s := fyne.MeasureText(text, float32(size), style)
	if m.whole == nil || len(m.whole) >= maxWholeCache {
		m.whole = map[measureKey][2]float64{}
	}
	m.whole[key] = [2]float64{float64(s.Width), float64(s.Height)}
	return float64(s.Width), float64(s.Height)
}

func isPrintableASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] > 0x7e {
			return false
		}
	}
	return true
}

func (a *asciiWidths) advance(c byte, size float64, style fyne.TextStyle) float64 {
	if !a.known[c] {
		a.adv[c] = float64(fyne.MeasureText(string(rune(c)), float32(size), style).Width)
		a.known[c] = true
	}
	return a.adv[c]
}

func (a *asciiWidths) kerning(c, d byte, size float64, style fyne.TextStyle) float64 {
	i := int(c)<<7 | int(d)
	if !a.kernKnown[i] {
		pair := float64(fyne.MeasureText(string([]byte{c, d}), float32(size), style).Width)
		a.kern[i] = float32(pair - a.advance(c, size, style) - a.advance(d, size, style))
		a.kernKnown[i] = true
	}
	return float64(a.kern[i])
}
