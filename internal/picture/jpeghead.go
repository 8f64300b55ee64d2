package picture

import (
	"errors"
	"fmt"
)

// jpegHeader is what a JPEG says of itself before its first scan: what
// Go's decoder will allocate follows from it.
type jpegHeader struct {
	w, h        int
	progressive bool
	comps       []jpegComp
	jfif        bool // an APP0 JFIF marker: YCbCr
	adobe       int  // the APP14 Adobe transform, or -1
}

type jpegComp struct {
	id   byte
	h, v int // sampling factors
}

// readJPEGHeader walks the markers up to the first scan.
func readJPEGHeader(data []byte) (jpegHeader, error) {
	h := jpegHeader{adobe: -1}
	short := errors.New("the JPEG ends before its first scan")
	i := 2 // after SOI
	for {
		// A marker: 0xff, any fill bytes, its code.
		if i >= len(data) {
			return h, short
		}
		if data[i] != 0xff {
			return h, fmt.Errorf("the JPEG's marker at byte %d is damaged", i)
		}
		for i < len(data) && data[i] == 0xff {
			i++
		}
		if i >= len(data) {
			return h, short
		}
		code := data[i]
		i++
		if code == 0xd8 || code == 0x01 || (code >= 0xd0 && code <= 0xd7) {
			continue // no length
		}
		if code == 0xd9 {
			return h, short
		}
		if i+2 > len(data) {
			return h, short
		}
		n := int(data[i])<<8 | int(data[i+1])
		if n < 2 || i+n > len(data) {
			return h, short
		}
		seg := data[i+2 : i+n]
		i += n
		switch code {
		case 0xc0, 0xc1, 0xc2: // baseline, extended, progressive
			if h.comps != nil {
				return h, errors.New("the JPEG has two frame headers")
			}
			if err := h.frame(seg, code == 0xc2); err != nil {
				return h, err
			}
		case 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf:
			return h, errors.New("the JPEG is lossless or arithmetic-coded, which cannot be read: save it as an ordinary JPEG")
		case 0xe0:
			h.jfif = h.jfif || (len(seg) >= 5 && string(seg[:5]) == "JFIF\x00")
		case 0xee:
			if len(seg) >= 12 && string(seg[:5]) == "Adobe" {
				h.adobe = int(seg[11])
			}
		case 0xda: // the first scan
			if h.comps == nil {
				return h, errors.New("the JPEG has no frame header")
			}
			return h, nil
		}
	}
}

// frame reads a start-of-frame segment.
func (h *jpegHeader) frame(seg []byte, progressive bool) error {
	if len(seg) < 6 {
		return errors.New("the JPEG's frame header is cut short")
	}
	if seg[0] != 8 {
		return fmt.Errorf("the JPEG has %d bits a sample; only 8 can be read", seg[0])
	}
	h.h = int(seg[1])<<8 | int(seg[2])
	h.w = int(seg[3])<<8 | int(seg[4])
	n := int(seg[5])
	if (n != 1 && n != 3 && n != 4) || len(seg) < 6+3*n {
		return fmt.Errorf("the JPEG has %d colour components; it can have 1, 3 or 4", n)
	}
	h.progressive = progressive
	for c := range n {
		hv := seg[7+3*c]
		sh, sv := int(hv>>4), int(hv&0x0f)
		if sh < 1 || sh > 4 || sv < 1 || sv > 4 {
			return errors.New("the JPEG's sampling factors are out of range")
		}
		if n == 1 {
			sh, sv = 1, 1 // one component: one block an MCU, whatever it says
		}
		h.comps = append(h.comps, jpegComp{id: seg[6+3*c], h: sh, v: sv})
	}
	return nil
}

// rgbCoded is a 3-component JPEG Go's decoder converts to RGBA.
func (h jpegHeader) rgbCoded() bool {
	if len(h.comps) != 3 || h.jfif {
		return false
	}
	return h.adobe == 0 || (h.comps[0].id == 'R' && h.comps[1].id == 'G' && h.comps[2].id == 'B')
}

// decoderBytes is what Go's decoder allocates: a plane a component, the
// MCUs rounded up (one byte a sample), 256 bytes a block for the
// coefficients of a progressive picture, and a 4-byte-a-pixel copy for a
// CMYK or RGB-coded one.
func (h jpegHeader) decoderBytes() int64 {
	hmax, vmax := 1, 1
	for _, c := range h.comps {
		hmax, vmax = max(hmax, c.h), max(vmax, c.v)
	}
	mxx := int64((h.w + 8*hmax - 1) / (8 * hmax))
	myy := int64((h.h + 8*vmax - 1) / (8 * vmax))
	var blocks int64
	for _, c := range h.comps {
		blocks += mxx * int64(c.h) * myy * int64(c.v)
	}
	cost := 64 * blocks
	if h.progressive {
		cost += 256 * blocks
	}
	if len(h.comps) == 4 || h.rgbCoded() {
		cost += 4 * int64(h.w) * int64(h.h)
	}
	return cost
}

func (h jpegHeader) info() Info {
	i := Info{Format: "jpeg", W: h.w, H: h.h, Depth: 8, Progressive: h.progressive, Opaque: true}
	i.Plain = !h.progressive && len(h.comps) != 4 && !h.rgbCoded()
	i.decoderCost = h.decoderBytes()
	if px := int64(h.w) * int64(h.h); px > 0 {
		i.perPixel = float64(i.decoderCost) / float64(px)
	} else {
		i.perPixel = 1
	}
	switch {
	case h.progressive:
		i.kind = "a progressive JPEG"
	case len(h.comps) == 4:
		i.kind = "a CMYK JPEG"
	default:
		i.kind = "a JPEG"
	}
	if len(h.comps) == 3 && h.comps[0].h == h.comps[1].h && h.comps[0].v == h.comps[1].v {
		i.detail = " with full colour detail"
	}
	return i
}
