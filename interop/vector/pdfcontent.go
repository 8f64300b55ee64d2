package vector

import (
	"bytes"
	"compress/zlib"
	"math"
	"strconv"
	"strings"
)

// pdfContent writes a page's content stream: the drawing operators, each
// formatted exactly as the go-pdf/fpdf library formats it (the app's PDFs
// were made by that library, and stay byte for byte what they were), and
// compressed as they come, so a page of a million lines never lies whole
// in memory uncompressed. It keeps the graphics state the library keeps
// from page to page (line width, dash, font, colours), since a new page
// starts by restating it. Units are points, y grows down the page, as in
// the library with its unit set to points.
type pdfContent struct {
	buf   []byte       // operators not yet compressed
	z     *zlib.Writer // compresses into zbuf
	zbuf  bytes.Buffer // the page's compressed content
	num   []byte       // scratch for numbers
	h     float64      // the page's height
	clips int          // clips and transforms open

	lineWidth             float64
	dash                  []float64
	dashPhase             float64
	draw, fill, textOp    string // the colour operators in force
	colorFlag             bool   // the text colour differs from the fill's
	fillRGB, drawRGB      [3]uint8
	fontFamily, fontStyle string
	fontSize              float64
	fontID                string
	blends                map[string]int    // alpha key to its /GS number
	colors                map[uint32]string // colour operators made
}

// contentFlushAt is how much content gathers before it is compressed.
const contentFlushAt = 64 << 10

func newPDFContent() *pdfContent {
	z, _ := zlib.NewWriterLevel(nil, zlib.BestSpeed) // a valid level: no error
	return &pdfContent{
		z:         z,
		lineWidth: 0.567,     // the library's default, 0.2 mm
		draw:      "0.000 G", // what fpdf sets black to
		fill:      "0.000 g",
		textOp:    "0.000 g",
		blends:    map[string]int{},
		colors:    map[uint32]string{},
	}
}

// beginPage starts a page h points tall, restating the state in force as
// the library's AddPageFormat does (with round caps and joins, as the
// writer sets them).
func (c *pdfContent) beginPage(h float64, fontID func(style string) string) {
	c.buf = c.buf[:0]
	if c.zbuf.Cap() > 4<<20 {
		c.zbuf = bytes.Buffer{} // a large page's memory is not kept for the next
	}
	c.zbuf.Reset()
	c.z.Reset(&c.zbuf)
	c.h = h
	family, style, size := c.fontFamily, c.fontStyle, c.fontSize
	c.fontFamily = ""
	c.out("1 J")
	c.out("1 j")
	c.out(c.f64(c.lineWidth, 2) + " w")
	if len(c.dash) > 0 {
		c.outputDash()
	}
	if family != "" {
		c.setFont(family, style, size, fontID(style))
	}
	if c.draw != "0 G" {
		c.out(c.draw)
	}
	if c.fill != "0 g" {
		c.out(c.fill)
	}
	if family != "" {
		c.setFont(family, style, size, fontID(style))
	}
}

// endPage compresses what is left and returns the page's compressed
// content, valid until the next page begins.
func (c *pdfContent) endPage() ([]byte, error) {
	if _, err := c.z.Write(c.buf); err != nil {
		return nil, err
	}
	c.buf = c.buf[:0]
	if err := c.z.Close(); err != nil {
		return nil, err
	}
	return c.zbuf.Bytes(), nil
}

func (c *pdfContent) put(s string) { c.buf = append(c.buf, s...) }

func (c *pdfContent) out(s string) {
	c.buf = append(c.buf, s...)
	c.buf = append(c.buf, '\n')
	c.flushSome()
}

// flushSome hands gathered content to the compressor. Deflate cuts its
// blocks by the bytes it has taken, not by how they were handed to it, so
// the stream is the one the library makes compressing the page at once.
func (c *pdfContent) flushSome() {
	if len(c.buf) >= contentFlushAt {
		_, _ = c.z.Write(c.buf) // into memory: it cannot fail
		c.buf = c.buf[:0]
	}
}

// putF writes v with prec decimals, as strconv formats it.
func (c *pdfContent) putF(v float64, prec int) { c.buf = appendFixed(c.buf, v, prec) }

func (c *pdfContent) f64(v float64, prec int) string {
	c.num = appendFixed(c.num[:0], v, prec)
	return string(c.num)
}

var pow10 = [...]float64{1, 10, 100, 1e3, 1e4, 1e5}

// appendFixed is strconv.AppendFloat(b, v, 'f', prec, 64) for prec up to
// 5, five times as fast for the numbers a page is made of. Scaled by
// 10^prec, v lies within 1e-7 of the float64 product: unless that product
// is within 1e-6 of a half, its nearest integer is the exact value's,
// which is what strconv rounds to. Halves, and numbers too large for that
// bound, go to strconv.
func appendFixed(b []byte, v float64, prec int) []byte {
	f := math.Abs(v) * pow10[prec]
	if !(f < 1e9) || math.Abs(f-math.Floor(f)-0.5) < 1e-6 {
		return strconv.AppendFloat(b, v, 'f', prec, 64)
	}
	n := uint64(math.Round(f))
	if math.Signbit(v) {
		b = append(b, '-')
	}
	scale := uint64(pow10[prec])
	b = strconv.AppendUint(b, n/scale, 10)
	if prec == 0 {
		return b
	}
	b = append(b, '.')
	frac := n % scale
	for d := scale / 10; d > 0; d /= 10 {
		b = append(b, byte('0'+frac/d%10))
	}
	return b
}

// rgb is the library's colour operator: grey when the three agree.
func (c *pdfContent) rgb(r, g, b uint8, gray, full string) string {
	fr, fg, fb := float64(r)/255, float64(g)/255, float64(b)/255
	if r == g && fr == fb {
		return c.f64(fr, 3) + " " + gray
	}
	return c.f64(fr, 3) + " " + c.f64(fg, 3) + " " + c.f64(fb, 3) + " " + full
}

// colorOp is rgb, remembered: a page sets the same colour again and again.
func (c *pdfContent) colorOp(r, g, b uint8, stroke bool) string {
	key := uint32(r)<<16 | uint32(g)<<8 | uint32(b)
	if stroke {
		key |= 1 << 24
	}
	if op, ok := c.colors[key]; ok {
		return op
	}
	op := c.rgb(r, g, b, "g", "rg")
	if stroke {
		op = c.rgb(r, g, b, "G", "RG")
	}
	if len(c.colors) < 4096 {
		c.colors[key] = op
	}
	return op
}

func (c *pdfContent) setDrawColor(r, g, b uint8) {
	c.drawRGB = [3]uint8{r, g, b}
	c.draw = c.colorOp(r, g, b, true)
	c.out(c.draw)
}

func (c *pdfContent) setFillColor(r, g, b uint8) {
	c.fillRGB = [3]uint8{r, g, b}
	c.fill = c.colorOp(r, g, b, false)
	c.colorFlag = c.fill != c.textOp
	c.out(c.fill)
}

func (c *pdfContent) setTextColor(r, g, b uint8) {
	c.textOp = c.colorOp(r, g, b, false)
	c.colorFlag = c.fill != c.textOp
}

func (c *pdfContent) setLineWidth(w float64) {
	c.lineWidth = w
	c.putF(w, 2)
	c.put(" w\n")
	c.flushSome()
}

func (c *pdfContent) setDash(dash []float64, phase float64) {
	c.dash = append(c.dash[:0], dash...)
	c.dashPhase = phase
	c.outputDash()
}

func (c *pdfContent) outputDash() {
	c.buf = append(c.buf, '[')
	for i, v := range c.dash {
		if i > 0 {
			c.buf = append(c.buf, ' ')
		}
		c.putF(v, 2)
	}
	c.put("] ")
	c.putF(c.dashPhase, 2)
	c.put(" d\n")
	c.flushSome()
}

// setAlpha selects an alpha state, numbered in the order of first use;
// it reports whether this alpha is new to the document.
func (c *pdfContent) setAlpha(alpha float64) bool {
	key := c.f64(alpha, 3) + " Normal"
	n, ok := c.blends[key]
	if !ok {
		n = len(c.blends) + 1
		c.blends[key] = n
	}
	c.out("/GS" + strconv.Itoa(n) + " gs")
	return !ok
}

// setFont selects the font of resource name /F<id>.
func (c *pdfContent) setFont(family, style string, size float64, id string) {
	c.fontFamily, c.fontStyle, c.fontSize, c.fontID = family, style, size, id
	c.out("BT /F" + id + " " + c.f64(size, 2) + " Tf ET")
}

// text sets s with its baseline starting at (x, y), in the font selected.
func (c *pdfContent) text(x, y float64, s string) {
	op := "BT " + c.f64(x, 2) + " " + c.f64(c.h-y, 2) + " Td (" + pdfEscape(utf16BE(s)) + ") Tj ET"
	if c.colorFlag {
		op = "q " + c.textOp + " " + op + " Q"
	}
	c.out(op)
}

func (c *pdfContent) line(x1, y1, x2, y2 float64) {
	c.putF(x1, 2)
	c.put(" ")
	c.putF(c.h-y1, 2)
	c.put(" m ")
	c.putF(x2, 2)
	c.put(" ")
	c.putF(c.h-y2, 2)
	c.put(" l S\n")
	c.flushSome()
}

// paintOp is the library's operator for a style of "F", "D" or "FD".
func paintOp(style string) string {
	switch style {
	case "F":
		return "f"
	case "FD":
		return "B"
	}
	return "S"
}

func (c *pdfContent) rect(x, y, w, h float64, style string) {
	c.putF(x, 2)
	c.put(" ")
	c.putF(c.h-y, 2)
	c.put(" ")
	c.putF(w, 2)
	c.put(" ")
	c.putF(-h, 2)
	c.put(" re " + paintOp(style) + "\n")
	c.flushSome()
}

// roundedRect is a rectangle with every corner rounded by r.
func (c *pdfContent) roundedRect(x, y, w, h, r float64, style string) {
	hp := c.h
	myArc := (4.0 / 3.0) * (math.Sqrt2 - 1.0)
	const prec = 5
	c.put("q ")
	c.putF(x+r, prec)
	c.put(" ")
	c.putF(hp-y, prec)
	c.put(" m\n")
	xc, yc := x+w-r, y+r
	c.putF(xc, prec)
	c.put(" ")
	c.putF(hp-y, prec)
	c.put(" l\n")
	if r != 0 {
		c.arcTo(xc+r*myArc, yc-r, xc+r, yc-r*myArc, xc+r, yc)
	}
	xc, yc = x+w-r, y+h-r
	c.putF(x+w, prec)
	c.put(" ")
	c.putF(hp-yc, prec)
	c.put(" l\n")
	if r != 0 {
		c.arcTo(xc+r, yc+r*myArc, xc+r*myArc, yc+r, xc, yc+r)
	}
	xc, yc = x+r, y+h-r
	c.putF(xc, prec)
	c.put(" ")
	c.putF(hp-(y+h), prec)
	c.put(" l\n")
	if r != 0 {
		c.arcTo(xc-r*myArc, yc+r, xc-r, yc+r*myArc, xc-r, yc)
	}
	xc, yc = x+r, y+r
	c.putF(x, prec)
	c.put(" ")
	c.putF(hp-yc, prec)
	c.put(" l\n")
	if r != 0 {
		c.arcTo(xc-r, yc-r*myArc, xc-r*myArc, yc-r, xc, yc-r)
	}
	c.out(paintOp(style))
	c.out("Q")
}

// arcTo is a corner's curve, as the library's clipArc writes it.
func (c *pdfContent) arcTo(x1, y1, x2, y2, x3, y3 float64) {
	const prec = 5
	c.putF(x1, prec)
	c.put(" ")
	c.putF(c.h-y1, prec)
	c.put(" ")
	c.putF(x2, prec)
	c.put(" ")
	c.putF(c.h-y2, prec)
	c.put(" ")
	c.putF(x3, prec)
	c.put(" ")
	c.putF(c.h-y3, prec)
	c.put(" c \n")
}

func (c *pdfContent) point(x, y float64) {
	c.putF(x, 2)
	c.put(" ")
	c.putF(c.h-y, 2)
	c.put(" m\n")
}

func (c *pdfContent) curve(cx0, cy0, cx1, cy1, x, y float64) {
	const prec = 5
	c.putF(cx0, prec)
	c.put(" ")
	c.putF(c.h-cy0, prec)
	c.put(" ")
	c.putF(cx1, prec)
	c.put(" ")
	c.putF(c.h-cy1, prec)
	c.put(" ")
	c.putF(x, prec)
	c.put(" ")
	c.putF(c.h-y, prec)
	c.put(" c\n")
}

// circle is the library's ellipse of six Bézier curves.
func (c *pdfContent) circle(x, y, r float64, style string) {
	y = c.h - y
	// As the library computes them, at run time: a constant expression
	// would round differently.
	degStart, degEnd := 0.0, 360.0
	segments := int(degEnd-degStart) / 60
	angleStart := degStart * math.Pi / 180
	angleEnd := degEnd * math.Pi / 180
	dt := (angleEnd - angleStart) / float64(segments)
	dtm := dt / 3
	t := angleStart
	a0 := x + r*math.Cos(t)
	b0 := y + r*math.Sin(t)
	c0 := -r * math.Sin(t)
	d0 := r * math.Cos(t)
	c.point(a0, c.h-b0)
	for j := 1; j <= segments; j++ {
		t = (float64(j) * dt) + angleStart
		a1 := x + r*math.Cos(t)
		b1 := y + r*math.Sin(t)
		c1 := -r * math.Sin(t)
		d1 := r * math.Cos(t)
		c.curve(a0+(c0*dtm), c.h-(b0+(d0*dtm)), a1-(c1*dtm), c.h-(b1-(d1*dtm)), a1, c.h-b1)
		a0, b0, c0, d0 = a1, b1, c1, d1
	}
	c.out(paintOp(style))
}

func (c *pdfContent) polygon(pts []Point, style string) {
	const prec = 5
	for j, p := range pts {
		if j == 0 {
			c.point(p.X, p.Y)
			continue
		}
		c.putF(p.X, prec)
		c.put(" ")
		c.putF(c.h-p.Y, prec)
		c.put(" l \n")
	}
	c.putF(pts[0].X, prec)
	c.put(" ")
	c.putF(c.h-pts[0].Y, prec)
	c.put(" l \n")
	c.out(paintOp(style))
}

func (c *pdfContent) clipRect(x, y, w, h float64) {
	c.clips++
	c.put("q ")
	c.putF(x, 2)
	c.put(" ")
	c.putF(c.h-y, 2)
	c.put(" ")
	c.putF(w, 2)
	c.put(" ")
	c.putF(-h, 2)
	c.put(" re W n\n")
}

// restore ends a clip or a transform.
func (c *pdfContent) restore() {
	c.clips--
	c.out("Q")
}

func (c *pdfContent) transformBegin() {
	c.clips++
	c.out("q")
}

func (c *pdfContent) transform(a, b, cc, d, e, f float64) {
	c.out(c.f64(a, 5) + " " + c.f64(b, 5) + " " + c.f64(cc, 5) + " " + c.f64(d, 5) + " " + c.f64(e, 5) + " " + c.f64(f, 5) + " cm")
}

func (c *pdfContent) translate(tx, ty float64) { c.transform(1, 0, 0, 1, tx, -ty) }

// scale scales by pct percent about the page's top-left corner.
func (c *pdfContent) scale(pct float64) {
	x, y := 0.0, c.h
	s := pct / 100
	c.transform(s, 0, 0, s, x*(1-s), y*(1-s))
}

// image draws the picture of resource name /I<id> over the rectangle; as
// in the library, a picture left of the page is moved to its edge.
func (c *pdfContent) image(id string, x, y, w, h float64) {
	if x < 0 {
		x = 0
	}
	const prec = 5
	c.put("q ")
	c.putF(w, prec)
	c.put(" 0 0 ")
	c.putF(h, prec)
	c.put(" ")
	c.putF(x, prec)
	c.put(" ")
	c.putF(c.h-(y+h), prec)
	c.put(" cm /I" + id + " Do Q\n")
}

// utf16BE is s as the library encodes text for its Unicode fonts: two
// bytes a letter (letters past the first plane come out as it writes
// them too).
func utf16BE(s string) string {
	res := make([]byte, 0, 2*len(s))
	for i := 0; i < len(s); {
		c1 := s[i]
		i++
		switch {
		case c1 >= 224 && i+1 < len(s):
			c2, c3 := s[i], s[i+1]
			i += 2
			res = append(res, ((c1&0x0F)<<4)+((c2&0x3C)>>2), ((c2&0x03)<<6)+(c3&0x3F))
		case c1 >= 192 && c1 < 224 && i < len(s):
			c2 := s[i]
			i++
			res = append(res, (c1&0x1C)>>2, ((c1&0x03)<<6)+(c2&0x3F))
		default:
			res = append(res, 0, c1)
		}
	}
	return string(res)
}

var pdfEscaper = strings.NewReplacer(`\`, `\\`, "(", `\(`, ")", `\)`, "\r", `\r`)

func pdfEscape(s string) string { return pdfEscaper.Replace(s) }
