package picture

import (
	"image"
)

// shrinker averages the part of a picture a caller wants down by a whole
// factor as its rows come in: each pixel of the result is the mean of a
// k × k block (smaller at the part's far edges), weighted by alpha. Rows
// that come in order need sums for one row of the result; an interlaced
// PNG's passes need them for all of it.
type shrinker struct {
	crop   image.Rectangle
	k      int
	grey   bool
	ow, oh int
	rgba   *image.RGBA // the result, premultiplied
	gray   *image.Gray // or, grey and opaque
	sums   []uint32    // premultiplied red, green, blue, alpha a pixel of the result
	all    bool        // sums cover the whole result, not one row of it
	band   int         // the result's row the sums hold when !all; -1 for none
}

// newShrinker makes the result for crop reduced by k.
func newShrinker(crop image.Rectangle, k int, grey, opaque, interlaced bool) *shrinker {
	s := &shrinker{crop: crop, k: k, grey: grey, band: -1}
	s.ow, s.oh = ceilDiv(crop.Dx(), k), ceilDiv(crop.Dy(), k)
	r := image.Rect(0, 0, s.ow, s.oh)
	if grey && opaque {
		s.gray = image.NewGray(r)
	} else {
		s.rgba = image.NewRGBA(r)
	}
	if k > 1 {
		s.all = interlaced
		n := s.ow
		if s.all {
			n *= s.oh
		}
		s.sums = make([]uint32, 4*n)
	}
	return s
}

func ceilDiv(a, b int) int { return (a + b - 1) / b }

// resultBytes is what newShrinker allocates.
func resultBytes(crop image.Rectangle, k int, grey, opaque, interlaced bool) int64 {
	ow, oh := int64(ceilDiv(crop.Dx(), k)), int64(ceilDiv(crop.Dy(), k))
	per := int64(4)
	if grey && opaque {
		per = 1
	}
	sums := int64(0)
	if k > 1 {
		sums = 16 * ow
		if interlaced {
			sums *= oh
		}
	}
	return ow*oh*per + sums
}

// row takes 8-bit NRGBA pixels at x0, x0+step, ... of row y.
func (s *shrinker) row(y, x0, step int, pix []byte) {
	if y < s.crop.Min.Y || y >= s.crop.Max.Y {
		return
	}
	// The first pixel in the crop and the one past the last.
	i0 := 0
	if x0 < s.crop.Min.X {
		i0 = ceilDiv(s.crop.Min.X-x0, step)
	}
	i1 := min(len(pix)/4, ceilDiv(s.crop.Max.X-x0, step))
	oy := (y - s.crop.Min.Y) / s.k
	if s.k == 1 {
		s.direct(oy, x0, step, pix, i0, i1)
		return
	}
	if !s.all && oy != s.band {
		s.flush()
		s.band = oy
	}
	base := 0
	if s.all {
		base = oy * s.ow
	}
	if step == 1 {
		s.addRun(base, x0, pix, i0, i1)
		return
	}
	for i := i0; i < i1; i++ {
		p := pix[4*i : 4*i+4 : 4*i+4]
		ox := (x0 + i*step - s.crop.Min.X) / s.k
		sum := s.sums[4*(base+ox) : 4*(base+ox)+4 : 4*(base+ox)+4]
		r, g, b, a := premultiply(p)
		sum[0] += r
		sum[1] += g
		sum[2] += b
		sum[3] += a
	}
}

// addRun adds a run of whole pixels, block by block.
func (s *shrinker) addRun(base, x0 int, pix []byte, i0, i1 int) {
	for i := i0; i < i1; {
		ox := (x0 + i - s.crop.Min.X) / s.k
		end := min(i1, s.crop.Min.X+(ox+1)*s.k-x0) // the block's end
		var r, g, b, a uint32
		for ; i < end; i++ {
			pr, pg, pb, pa := premultiply(pix[4*i : 4*i+4 : 4*i+4])
			r, g, b, a = r+pr, g+pg, b+pb, a+pa
		}
		sum := s.sums[4*(base+ox) : 4*(base+ox)+4 : 4*(base+ox)+4]
		sum[0] += r
		sum[1] += g
		sum[2] += b
		sum[3] += a
	}
}

// premultiply is an NRGBA pixel's colour weighted by its alpha.
func premultiply(p []byte) (r, g, b, a uint32) {
	r, g, b, a = uint32(p[0]), uint32(p[1]), uint32(p[2]), uint32(p[3])
	if a != 0xff {
		r, g, b = (r*a+127)/255, (g*a+127)/255, (b*a+127)/255
	}
	return r, g, b, a
}

// direct writes a row of an unreduced result.
func (s *shrinker) direct(oy, x0, step int, pix []byte, i0, i1 int) {
	for i := i0; i < i1; i++ {
		r, g, b, a := premultiply(pix[4*i : 4*i+4 : 4*i+4])
		s.put(x0+i*step-s.crop.Min.X, oy, r, g, b, a)
	}
}

// put sets a pixel of the result from premultiplied values.
func (s *shrinker) put(ox, oy int, r, g, b, a uint32) {
	if s.grey {
		r = (299*r + 587*g + 114*b + 500) / 1000
		g, b = r, r
	}
	if s.gray != nil {
		s.gray.Pix[oy*s.gray.Stride+ox] = uint8(r)
		return
	}
	o := s.rgba.Pix[oy*s.rgba.Stride+4*ox : oy*s.rgba.Stride+4*ox+4 : oy*s.rgba.Stride+4*ox+4]
	o[0], o[1], o[2], o[3] = uint8(r), uint8(g), uint8(b), uint8(a)
}

// flush writes the result's rows the sums hold and clears them.
func (s *shrinker) flush() {
	if s.k == 1 {
		return
	}
	rows := []int{s.band}
	if s.all {
		rows = rows[:0]
		for oy := range s.oh {
			rows = append(rows, oy)
		}
	}
	for _, oy := range rows {
		if oy < 0 {
			continue
		}
		bh := uint32(min(s.k, s.crop.Dy()-oy*s.k))
		base := 0
		if s.all {
			base = oy * s.ow
		}
		for ox := range s.ow {
			n := bh * uint32(min(s.k, s.crop.Dx()-ox*s.k))
			sum := s.sums[4*(base+ox) : 4*(base+ox)+4 : 4*(base+ox)+4]
			half := n / 2
			s.put(ox, oy, (sum[0]+half)/n, (sum[1]+half)/n, (sum[2]+half)/n, (sum[3]+half)/n)
			clear(sum)
		}
	}
}

// result finishes the last rows and returns the picture.
func (s *shrinker) result() image.Image {
	s.flush()
	s.band = -1
	if s.gray != nil {
		return s.gray
	}
	return s.rgba
}
