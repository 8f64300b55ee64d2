package printkit

import (
	"image/color"
	"strings"

	"github.com/unhexboard/unhexboard/interop/vector"
)

// The sheet prints in black and greys only, so a black-and-white printer
// or a photocopy loses nothing.
var (
	ink   = color.NRGBA{A: 255}
	grey  = color.NRGBA{R: 85, G: 85, B: 85, A: 255}    // labels
	faint = color.NRGBA{R: 165, G: 165, B: 165, A: 255} // write-on lines, slots not yet earned
	white = color.NRGBA{R: 255, G: 255, B: 255, A: 255}
)

func pen(width float64, c color.NRGBA) vector.Stroke { return vector.Stroke{Width: width, Color: c} }

func label(x, y float64, s string, size float64, bold bool, c color.NRGBA, a vector.Anchor) vector.Text {
	return vector.Text{X: x, Y: y, Text: s, Size: size, Bold: bold, Color: c, Anchor: a}
}

// textBox is a rectangle text must stay inside: it is set at the largest
// size from Max down to Min at which its wrapped lines fit, and at Min the
// lines that fit end with an ellipsis. Long names shrink, then wrap, and
// never run over their neighbours.
type textBox struct {
	X, Y, W, H float64
	Max, Min   float64
	Bold       bool
	Color      color.NRGBA
	Anchor     vector.Anchor
	Middle     bool // centre the lines vertically instead of setting them at the top
	OneLine    bool // shrink only, never wrap (a number, a name in a narrow row)
}

const lineGap = 1.18 // line height as a multiple of the font size

func (b textBox) set(s string) []vector.Shape {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil
	}
	size := b.Max
	var lines []string
	for {
		lines = b.lines(s, size)
		if b.fits(lines, size) || size <= b.Min {
			break
		}
		size = max(b.Min, size-0.5)
	}
	if !b.fits(lines, size) {
		lines = b.cut(lines, size)
	}
	block := ascent(size) + descent(size) + float64(len(lines)-1)*size*lineGap
	y := b.Y + ascent(size)
	if b.Middle {
		y += (b.H - block) / 2
	}
	x := b.X
	switch b.Anchor {
	case vector.AnchorMiddle:
		x += b.W / 2
	case vector.AnchorEnd:
		x += b.W
	}
	var out []vector.Shape
	for i, l := range lines {
		out = append(out, label(x, y+float64(i)*size*lineGap, l, size, b.Bold, b.Color, b.Anchor))
	}
	return out
}

// whole reports whether s fits at Min or larger without being cut.
func (b textBox) whole(s string) bool {
	return b.fits(b.lines(strings.TrimSpace(s), b.Min), b.Min)
}

func (b textBox) lines(s string, size float64) []string {
	if b.OneLine {
		return []string{strings.Join(splitWords(s), " ")}
	}
	return wrap(s, size, b.Bold, b.W)
}

func (b textBox) fits(lines []string, size float64) bool {
	h := ascent(size) + descent(size) + float64(len(lines)-1)*size*lineGap
	if h > b.H+0.01 {
		return false
	}
	for _, l := range lines {
		if textWidth(l, size, b.Bold) > b.W+0.01 {
			return false
		}
	}
	return true
}

// cut keeps the lines that fit at size and ends the last with an ellipsis.
func (b textBox) cut(lines []string, size float64) []string {
	n := 1
	for n < len(lines) && b.fits(lines[:n+1], size) {
		n++
	}
	keep := append([]string(nil), lines[:n]...)
	last := []rune(keep[n-1])
	for len(last) > 0 && textWidth(string(last)+"…", size, b.Bold) > b.W {
		last = last[:len(last)-1]
	}
	keep[n-1] = strings.TrimRight(string(last), " ") + "…"
	return keep
}

// valueBox is where a field's value goes: below its label, large and
// bold, centred for numbers.
func valueBox(x, y, w, h, valueMax float64, centre bool) textBox {
	a := vector.AnchorStart
	if centre {
		a = vector.AnchorMiddle
	}
	return textBox{X: x + 6, Y: y + 12, W: w - 12, H: h - 15, Max: valueMax, Min: 6.5, Bold: true, Color: ink, Anchor: a, Middle: true}
}

// heading is a section title in capitals over a rule, with an optional
// note at the right end (how many slots, how many picks). It returns the
// shapes and where the section's body starts.
func heading(x, y, w float64, title, note string) ([]vector.Shape, float64) {
	out := []vector.Shape{
		label(x, y+10, strings.ToUpper(title), 10.5, true, ink, vector.AnchorStart),
		vector.Line{X1: x, Y1: y + 14, X2: x + w, Y2: y + 14, Stroke: pen(1.4, ink)},
	}
	if note != "" {
		titleW := textWidth(strings.ToUpper(title), 10.5, true) + 10
		out = append(out, textBox{X: x + titleW, Y: y + 2, W: w - titleW, H: 10, Max: 7.5, Min: 6, Color: grey,
			Anchor: vector.AnchorEnd, OneLine: true}.set(note)...)
	}
	return out, y + 20
}

// field is a labelled box to write in: the label small at its top left,
// the value (if any) large and bold below it.
func field(x, y, w, h float64, name, value string, valueMax float64, centre bool) []vector.Shape {
	out := []vector.Shape{
		vector.Rect{X: x, Y: y, W: w, H: h, Radius: 3, Stroke: pen(0.9, ink)},
		label(x+6, y+9, strings.ToUpper(name), 6.5, true, grey, vector.AnchorStart),
	}
	return append(out, valueBox(x, y, w, h, valueMax, centre).set(value)...)
}
