package picture

import (
	"compress/zlib"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
)

// A PNG is read here rather than by image/png, which holds the whole
// picture (8 bytes a pixel for a 16-bit one): the rows come out of the
// compressed stream one at a time, 8 bits a channel, and go straight to
// the caller, so reading costs two rows whatever the picture's size.

var pngSignature = []byte("\x89PNG\r\n\x1a\n")

// pngHeader is what a PNG says of itself before its pixels.
type pngHeader struct {
	w, h       int
	depth      int // bits a sample
	ct         int // colour type: 0 grey, 2 RGB, 3 palette, 4 grey and alpha, 6 RGBA
	interlaced bool
	trns       bool // a tRNS chunk: some colour is transparent
}

// channels is the number of samples a pixel.
func (h pngHeader) channels() int {
	switch h.ct {
	case 2:
		return 3
	case 4:
		return 2
	case 6:
		return 4
	}
	return 1
}

// rowBytes is the size of a row w pixels wide, without its filter byte.
func (h pngHeader) rowBytes(w int) int { return (w*h.channels()*h.depth + 7) / 8 }

// filterStep is how far back the filters look: a pixel's bytes, at
// least one.
func (h pngHeader) filterStep() int { return max(1, h.channels()*h.depth/8) }

// readPNGHeader reads IHDR and looks through the chunks before the
// pixels for a tRNS.
func readPNGHeader(data []byte) (pngHeader, error) {
	var h pngHeader
	c := chunks{data: data, pos: len(pngSignature)}
	typ, body, err := c.next(false)
	if err != nil {
		return h, err
	}
	if typ != "IHDR" || len(body) != 13 {
		return h, errors.New("the PNG does not start with its header (IHDR)")
	}
	w, ht := binary.BigEndian.Uint32(body[0:]), binary.BigEndian.Uint32(body[4:])
	if w == 0 || ht == 0 || w > 1<<30 || ht > 1<<30 {
		return h, fmt.Errorf("the PNG says it is %d × %d pixels", w, ht)
	}
	h.w, h.h = int(w), int(ht)
	h.depth, h.ct = int(body[8]), int(body[9])
	ok := false
	switch h.ct {
	case 0:
		ok = h.depth == 1 || h.depth == 2 || h.depth == 4 || h.depth == 8 || h.depth == 16
	case 3:
		ok = h.depth == 1 || h.depth == 2 || h.depth == 4 || h.depth == 8
	case 2, 4, 6:
		ok = h.depth == 8 || h.depth == 16
	}
	if !ok {
		return h, fmt.Errorf("the PNG has colour type %d at %d bits, which is not a PNG kind", h.ct, h.depth)
	}
	if body[10] != 0 || body[11] != 0 || body[12] > 1 {
		return h, errors.New("the PNG's compression, filter or interlace method is unknown")
	}
	h.interlaced = body[12] == 1
	for {
		typ, _, err := c.next(false)
		if err != nil || typ == "IDAT" || typ == "IEND" {
			return h, nil // the decoder says what is wrong past here
		}
		h.trns = h.trns || typ == "tRNS"
	}
}

func (h pngHeader) info() Info {
	i := Info{Format: "png", W: h.w, H: h.h, Depth: min(h.depth, 8), Progressive: h.interlaced}
	if h.depth == 16 {
		i.Depth = 16
	}
	i.Opaque = (h.ct == 0 || h.ct == 2 || h.ct == 3) && !h.trns
	i.Plain = h.depth <= 8 && !h.interlaced
	// Two rows as stored, a row at 8 bits a channel, and the inflater.
	i.decoderCost = int64(2*(h.rowBytes(h.w)+1)+4*h.w) + 64<<10
	i.perPixel = float64(i.decoderCost) / (float64(h.w) * float64(h.h))
	switch {
	case h.depth == 16:
		i.kind = "a 16-bit PNG"
	case h.interlaced:
		i.kind = "an interlaced PNG"
	default:
		i.kind = "a PNG"
	}
	return i
}

// chunks walks a PNG's chunks.
type chunks struct {
	data []byte
	pos  int
}

// errCut says the file ends inside a chunk, or before its pixels.
var errCut = errors.New("cut short")

// next returns the next chunk, its checksum verified when check is set.
// A chunk cut short by the end of the file is returned as far as it
// goes, with errCut.
func (c *chunks) next(check bool) (string, []byte, error) {
	if c.pos+8 > len(c.data) {
		return "", nil, errCut
	}
	n := int64(binary.BigEndian.Uint32(c.data[c.pos:]))
	typ := string(c.data[c.pos+4 : c.pos+8])
	start := c.pos + 8
	end := int64(start) + n
	if end+4 > int64(len(c.data)) {
		c.pos = len(c.data)
		return typ, c.data[min(start, len(c.data)):min(int(min(end, int64(len(c.data)))), len(c.data))], errCut
	}
	body := c.data[start:end]
	c.pos = int(end) + 4
	if check && crc32.Update(crc32.ChecksumIEEE(c.data[start-4:start]), crc32.IEEETable, body) != binary.BigEndian.Uint32(c.data[end:]) {
		return typ, body, fmt.Errorf("its %s chunk is damaged (the checksum does not match)", typ)
	}
	return typ, body, nil
}

// idat reads the pixel data across consecutive IDAT chunks.
type idat struct {
	c   *chunks
	cur []byte
	err error // what ends the data: io.EOF, errCut, or a damaged chunk
}

func (r *idat) Read(p []byte) (int, error) {
	for len(r.cur) == 0 {
		if r.err != nil {
			if r.err == errCut {
				return 0, io.ErrUnexpectedEOF
			}
			return 0, r.err
		}
		typ, body, err := r.c.next(true)
		switch {
		case err == errCut:
			r.err = errCut
			if typ == "IDAT" {
				r.cur = body // what there is of it
			}
		case err != nil:
			r.err = err
		case typ != "IDAT":
			r.err = io.EOF
		default:
			r.cur = body
		}
	}
	n := copy(p, r.cur)
	r.cur = r.cur[n:]
	return n, nil
}

// adam7 are the passes of an interlaced PNG: where each starts and how
// far apart its pixels lie.
var adam7 = [7]struct{ x, y, dx, dy int }{
	{0, 0, 8, 8}, {4, 0, 8, 8}, {0, 4, 4, 8}, {2, 0, 4, 4}, {0, 2, 2, 4}, {1, 0, 2, 2}, {0, 1, 1, 2},
}

// decodePNG reads the picture's rows, each as 8-bit NRGBA pixels at x0,
// x0+step, ... of row y (an interlaced picture comes in seven passes of
// partial rows).
func decodePNG(data []byte, row func(y, x0, step int, pix []byte)) error {
	h, err := readPNGHeader(data)
	if err != nil {
		return err
	}
	var palette [256][4]byte
	for i := range palette {
		palette[i] = [4]byte{0, 0, 0, 0xff} // out of range: opaque black, as libpng reads it
	}
	var trns []byte
	seenPalette := false
	c := chunks{data: data, pos: len(pngSignature)}
	var first []byte
	for first == nil {
		typ, body, err := c.next(true)
		switch {
		case err == errCut && typ == "IDAT":
			first = body // the idat reader meets the end next
			continue
		case err == errCut:
			return errors.New("it is cut short before its pixels")
		case err != nil:
			return err
		}
		switch typ {
		case "PLTE":
			if len(body)%3 != 0 || len(body) == 0 || len(body) > 3*256 {
				return errors.New("its palette is damaged")
			}
			for i := 0; i < len(body)/3; i++ {
				palette[i] = [4]byte{body[3*i], body[3*i+1], body[3*i+2], 0xff}
			}
			seenPalette = true
		case "tRNS":
			trns = body
			if h.ct == 3 {
				for i := 0; i < min(len(body), 256); i++ {
					palette[i][3] = body[i]
				}
			}
		case "IDAT":
			first = body
		case "IEND":
			return errors.New("it has no pixels")
		}
	}
	if h.ct == 3 && !seenPalette {
		return errors.New("it has no palette")
	}
	conv := converter{h: h, palette: &palette}
	if h.ct != 3 && len(trns) >= 2*h.channels() && h.ct != 4 && h.ct != 6 {
		conv.trns = true
		for i := range h.channels() {
			conv.key[i] = binary.BigEndian.Uint16(trns[2*i:])
		}
	}
	zr, err := zlib.NewReader(&idat{c: &c, cur: first})
	if err != nil {
		if err == io.ErrUnexpectedEOF || err == io.EOF {
			return cutShort(0, h.h)
		}
		return fmt.Errorf("its pixel data is damaged (%v)", err)
	}
	passes := adam7[:]
	if !h.interlaced {
		passes = []struct{ x, y, dx, dy int }{{0, 0, 1, 1}}
	}
	n := h.rowBytes(h.w) + 1
	cur, prev := make([]byte, n), make([]byte, n)
	out := make([]byte, 4*h.w)
	step := h.filterStep()
	for p, pass := range passes {
		pw := (h.w - pass.x + pass.dx - 1) / pass.dx
		ph := (h.h - pass.y + pass.dy - 1) / pass.dy
		if pw <= 0 || ph <= 0 {
			continue
		}
		rb := h.rowBytes(pw) + 1
		clear(prev[:rb])
		for y := range ph {
			if _, err := io.ReadFull(zr, cur[:rb]); err != nil {
				if err == io.EOF || err == io.ErrUnexpectedEOF {
					if h.interlaced {
						return fmt.Errorf("it is cut short, its pixels stop in pass %d of 7 of its interlacing", p+1)
					}
					return cutShort(y, h.h)
				}
				return fmt.Errorf("its pixel data is damaged (%v)", err)
			}
			if err := unfilter(cur[:rb], prev[:rb], step); err != nil {
				return fmt.Errorf("%v at row %d", err, pass.y+y*pass.dy+1)
			}
			conv.row(out[:4*pw], cur[1:rb], pw)
			row(pass.y+y*pass.dy, pass.x, pass.dx, out[:4*pw])
			cur, prev = prev, cur
		}
	}
	return nil
}

// cutShort says how many of a picture's h rows are there.
func cutShort(y, h int) error {
	return fmt.Errorf("it is cut short, only %d of its %d rows are there", y, h)
}

// unfilter undoes a row's filter in place; cur and prev start with the
// filter byte.
func unfilter(cur, prev []byte, step int) error {
	c, p := cur[1:], prev[1:]
	switch cur[0] {
	case 0:
	case 1: // sub
		for i := step; i < len(c); i++ {
			c[i] += c[i-step]
		}
	case 2: // up
		for i := range c {
			c[i] += p[i]
		}
	case 3: // average
		for i := range step {
			c[i] += p[i] / 2
		}
		for i := step; i < len(c); i++ {
			c[i] += uint8((int(c[i-step]) + int(p[i])) / 2)
		}
	case 4: // Paeth
		for i := range c {
			var a, b, d int
			b = int(p[i])
			if i >= step {
				a, d = int(c[i-step]), int(p[i-step])
			}
			pa, pb, pc := abs(b-d), abs(a-d), abs(a+b-2*d)
			switch {
			case pa <= pb && pa <= pc:
				c[i] += uint8(a)
			case pb <= pc:
				c[i] += uint8(b)
			default:
				c[i] += uint8(d)
			}
		}
	default:
		return fmt.Errorf("its pixel data is damaged (an unknown row filter %d)", cur[0])
	}
	return nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// converter turns a row as stored into 8-bit NRGBA.
type converter struct {
	h       pngHeader
	palette *[256][4]byte
	trns    bool      // key is a colour drawn transparent
	key     [3]uint16 // at the picture's own depth
}

func (cv *converter) row(out, in []byte, w int) {
	h := cv.h
	switch {
	case h.depth < 8: // grey or palette, several pixels a byte
		bits := uint(h.depth)
		mask := byte(1<<bits - 1)
		scale := 255 / mask
		for x := range w {
			shift := 8 - bits - uint(x%(8/h.depth))*bits
			v := in[x*h.depth/8] >> shift & mask
			o := out[4*x : 4*x+4 : 4*x+4]
			if h.ct == 3 {
				copy(o, cv.palette[v][:])
				continue
			}
			g := v * scale
			o[0], o[1], o[2], o[3] = g, g, g, 0xff
			if cv.trns && uint16(v) == cv.key[0] {
				o[3] = 0
			}
		}
	case h.ct == 3:
		for x := range w {
			copy(out[4*x:4*x+4], cv.palette[in[x]][:])
		}
	default:
		n := h.channels()
		size := h.depth / 8 // bytes a sample; a 16-bit one keeps its high byte
		px := n * size
		for x := range w {
			s := in[x*px : (x+1)*px : (x+1)*px]
			o := out[4*x : 4*x+4 : 4*x+4]
			switch h.ct {
			case 0:
				o[0], o[1], o[2], o[3] = s[0], s[0], s[0], 0xff
			case 2:
				o[0], o[1], o[2], o[3] = s[0], s[size], s[2*size], 0xff
			case 4:
				o[0], o[1], o[2], o[3] = s[0], s[0], s[0], s[size]
			case 6:
				o[0], o[1], o[2], o[3] = s[0], s[size], s[2*size], s[3*size]
			}
			if cv.trns && cv.keyed(s, n, size) {
				o[3] = 0
			}
		}
	}
}

// keyed says whether a grey or RGB pixel is the transparent colour.
func (cv *converter) keyed(s []byte, n, size int) bool {
	for i := range n {
		v := uint16(s[i*size])
		if size == 2 {
			v = v<<8 | uint16(s[i*size+1])
		}
		if v != cv.key[i] {
			return false
		}
	}
	return true
}
