package enginetest

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/png"
)

// Pictures of any size and kind for the tests of the picture budget,
// written here rather than kept as files: an 8192 × 8192 picture of one
// shade compresses to a few hundred kilobytes, and no image tool is
// needed to make one.

// JPEGShape says what kind of JPEG FlatJPEG writes.
type JPEGShape struct {
	W, H        int
	Progressive bool
	// Comps is 1 (grey), 3 (YCbCr) or 4 (CMYK, with an Adobe marker).
	Comps int
	// LumaH and LumaV are the first component's sampling factors (2, 2
	// for 4:2:0; 1, 1 for 4:4:4); the others sample once.
	LumaH, LumaV int
}

// FlatJPEG writes a JPEG of one mid grey, shaped as s says. Every block
// is coded in a bit or two, so the file is about one bit a block: the
// decoder allocates as for any picture of its size and kind.
func FlatJPEG(s JPEGShape) []byte {
	var b bytes.Buffer
	seg := func(marker byte, body ...byte) {
		b.Write([]byte{0xff, marker, byte((len(body) + 2) >> 8), byte(len(body) + 2)})
		b.Write(body)
	}
	b.Write([]byte{0xff, 0xd8})
	if s.Comps == 4 {
		seg(0xee, 'A', 'd', 'o', 'b', 'e', 0, 100, 0, 0, 0, 0, 0) // transform 0: CMYK
	} else {
		seg(0xe0, 'J', 'F', 'I', 'F', 0, 1, 1, 0, 0, 1, 0, 1, 0, 0)
	}
	q := make([]byte, 65) // table 0, all ones
	for i := 1; i < 65; i++ {
		q[i] = 1
	}
	seg(0xdb, q...)
	sof := byte(0xc0)
	if s.Progressive {
		sof = 0xc2
	}
	frame := []byte{8, byte(s.H >> 8), byte(s.H), byte(s.W >> 8), byte(s.W), byte(s.Comps)}
	for c := range s.Comps {
		hv := byte(0x11)
		if c == 0 || (s.Comps == 4 && c == 3) {
			hv = byte(s.LumaH<<4 | s.LumaV)
		}
		frame = append(frame, byte(c+1), hv, 0)
	}
	seg(sof, frame...)
	// One code each, "0": a DC difference of nothing and, in a baseline
	// picture, the end of the block.
	seg(0xc4, append(append([]byte{0x00, 1}, make([]byte, 15)...), 0x00)...)
	seg(0xc4, append(append([]byte{0x10, 1}, make([]byte, 15)...), 0x00)...)
	scan := []byte{byte(s.Comps)}
	for c := range s.Comps {
		scan = append(scan, byte(c+1), 0x00)
	}
	bitsPerBlock := 2
	if s.Progressive {
		scan = append(scan, 0, 0, 0) // the DC coefficients alone
		bitsPerBlock = 1
	} else {
		scan = append(scan, 0, 63, 0)
	}
	seg(0xda, scan...)
	hmax, vmax := s.LumaH, s.LumaV
	if s.Comps == 1 {
		hmax, vmax = 1, 1
	}
	mcus := ((s.W + 8*hmax - 1) / (8 * hmax)) * ((s.H + 8*vmax - 1) / (8 * vmax))
	blocksPerMCU := s.Comps - 1 + hmax*vmax
	if s.Comps == 4 {
		blocksPerMCU = 2 + 2*hmax*vmax
	}
	if s.Comps == 1 {
		blocksPerMCU = 1
	}
	b.Write(make([]byte, (mcus*blocksPerMCU*bitsPerBlock+7)/8))
	b.Write([]byte{0xff, 0xd9})
	return b.Bytes()
}

// PNGShape says what kind of PNG PatternPNG writes.
type PNGShape struct {
	W, H int
	// ColourType and Depth as the PNG names them: 0 grey, 2 RGB, 3
	// palette, 4 grey and alpha, 6 RGBA; 1 to 16 bits a sample.
	ColourType, Depth int
	Interlaced        bool
	// Transparent, for grey and RGB, is the colour a tRNS chunk makes
	// transparent (at the picture's depth); for a palette, it gives the
	// entries alpha.
	Transparent []uint16
	// Palette entries for colour type 3 (RGB), up to 2^Depth.
	Palette [][3]byte
	// Flat makes every pixel one shade: a picture of any size written in
	// a blink, and small (a 16-bit 8192 × 8192 one is under 1 MB).
	Flat bool
}

// PatternPNG writes a PNG of a pattern that changes from pixel to pixel
// and row to row (so every filter and pass matters), row by row, without
// holding the picture: an 8192 × 8192 16-bit one costs a few rows.
func PatternPNG(s PNGShape) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(typ string, body []byte) {
		var n [4]byte
		binary.BigEndian.PutUint32(n[:], uint32(len(body)))
		b.Write(n[:])
		b.WriteString(typ)
		b.Write(body)
		crc := crc32.Update(crc32.ChecksumIEEE([]byte(typ)), crc32.IEEETable, body)
		binary.BigEndian.PutUint32(n[:], crc)
		b.Write(n[:])
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(s.W))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(s.H))
	ihdr[8], ihdr[9] = byte(s.Depth), byte(s.ColourType)
	if s.Interlaced {
		ihdr[12] = 1
	}
	chunk("IHDR", ihdr)
	if s.ColourType == 3 {
		var p []byte
		for _, c := range s.Palette {
			p = append(p, c[0], c[1], c[2])
		}
		chunk("PLTE", p)
	}
	if len(s.Transparent) > 0 {
		var t []byte
		for _, v := range s.Transparent {
			if s.ColourType == 3 {
				t = append(t, byte(v))
			} else {
				t = append(t, byte(v>>8), byte(v))
			}
		}
		chunk("tRNS", t)
	}
	channels := map[int]int{0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[s.ColourType]
	maxV := 1<<s.Depth - 1
	if s.ColourType == 3 {
		maxV = len(s.Palette) - 1
	}
	var z bytes.Buffer
	zw, _ := zlib.NewWriterLevel(&z, zlib.BestSpeed)
	passes := [][4]int{{0, 0, 1, 1}}
	if s.Interlaced {
		passes = [][4]int{{0, 0, 8, 8}, {4, 0, 8, 8}, {0, 4, 4, 8}, {2, 0, 4, 4}, {0, 2, 2, 4}, {1, 0, 2, 2}, {0, 1, 1, 2}}
	}
	step := max(1, channels*s.Depth/8)
	for _, p := range passes {
		pw, ph := (s.W-p[0]+p[2]-1)/p[2], (s.H-p[1]+p[3]-1)/p[3]
		if pw <= 0 || ph <= 0 {
			continue
		}
		n := (pw*channels*s.Depth + 7) / 8
		raw, prev, out := make([]byte, n), make([]byte, n), make([]byte, 1+n)
		for py := range ph {
			y := p[1] + py*p[3]
			if s.Flat {
				clear(out)
				zw.Write(out) // filter 0, samples 0
				continue
			}
			clear(raw)
			bit := 0
			for px := range pw {
				x := p[0] + px*p[2]
				for c := range channels {
					v := (x*7 + y*13 + c*50 + x*y/16) % (maxV + 1)
					if s.ColourType == 3 {
						v = (x/3 + y/2) % (maxV + 1)
					}
					if s.Depth >= 8 {
						for i := s.Depth/8 - 1; i >= 0; i-- {
							raw[bit/8] = byte(v >> (8 * i))
							bit += 8
						}
					} else {
						raw[bit/8] |= byte(v << (8 - s.Depth - bit%8))
						bit += s.Depth
					}
				}
			}
			out[0] = byte(y % 5) // every filter in turn
			filterRow(out, raw, prev, step)
			zw.Write(out)
			raw, prev = prev, raw
		}
	}
	zw.Close()
	chunk("IDAT", z.Bytes())
	chunk("IEND", nil)
	return b.Bytes()
}

// filterRow writes raw into out[1:] filtered as out[0] says, against the
// row above, prev (both unfiltered).
func filterRow(out, raw, prev []byte, step int) {
	for i := range raw {
		var a, b, c int
		b = int(prev[i])
		if i >= step {
			a, c = int(raw[i-step]), int(prev[i-step])
		}
		var pred int
		switch out[0] {
		case 1:
			pred = a
		case 2:
			pred = b
		case 3:
			pred = (a + b) / 2
		case 4:
			pa, pb, pc := abs(b-c), abs(a-c), abs(a+b-2*c)
			switch {
			case pa <= pb && pa <= pc:
				pred = a
			case pb <= pc:
				pred = b
			default:
				pred = c
			}
		}
		out[1+i] = raw[i] - byte(pred)
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// FlatPNG is a w × h PNG of one colour, a token's picture whose colour
// a test can look for on the board.
func FlatPNG(w, h int, c color.NRGBA) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < len(img.Pix); i += 4 {
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = c.R, c.G, c.B, c.A
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		panic(err) // a picture in memory always encodes
	}
	return b.Bytes()
}
