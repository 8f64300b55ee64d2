package picture

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"io"
)

// MaxResultBytes bounds what a decode returns (and the sums it keeps
// while it reduces the picture).
const MaxResultBytes = 256 << 20

// Want is what a caller asks of a picture.
type Want struct {
	// Crop is the part wanted, in the picture's pixels; empty: all.
	Crop image.Rectangle
	// W and H are the size the part is shown at, in pixels: the result
	// is reduced by the largest whole factor that keeps it at least this
	// large (or keeps every pixel of the part). Zero: no reduction asked.
	W, H int
	// MaxPixels and MaxSide bound the result (zero: no bound but
	// MaxResultBytes); it is reduced further to fit them.
	MaxPixels, MaxSide int
	// Grey asks for shades of grey (luminance).
	Grey bool
}

// Picture is a decoded picture, 8 bits a channel.
type Picture struct {
	// Img is an *image.RGBA (premultiplied), or an *image.Gray when
	// grey was asked for and the picture is opaque. Its corner is (0, 0).
	Img image.Image
	// Covers is the part of the picture Img stands for, in the
	// picture's pixels: the crop, its far edges rounded up to the
	// reduction's blocks (so it may reach a little past the picture).
	Covers image.Rectangle
	Info   Info
}

// Decode reads a picture within the budget: a picture whose decoder would
// hold more than MaxDecoderBytes is refused before it is read, and the
// result is reduced as want says. An error says what is wrong with the
// data in words that follow "the picture cannot be read: ".
func Decode(data []byte, want Want) (*Picture, error) {
	info, err := Inspect(data)
	if err != nil {
		return nil, err
	}
	if err := info.CheckCost(); err != nil {
		return nil, err
	}
	full := image.Rect(0, 0, info.W, info.H)
	crop := full
	if !want.Crop.Empty() {
		crop = want.Crop.Intersect(full)
		if crop.Empty() {
			return nil, errors.New("the part asked for lies outside the picture")
		}
	}
	interlaced := info.Format == "png" && info.Progressive
	k := reduction(crop, want, info.Opaque, interlaced)
	s := newShrinker(crop, k, want.Grey, info.Opaque, interlaced)
	switch info.Format {
	case "png":
		err = decodePNG(data, s.row)
	default:
		err = decodeJPEG(data, crop, want.Grey, s.row)
	}
	if err != nil {
		return nil, err
	}
	covers := image.Rectangle{Min: crop.Min, Max: crop.Min.Add(image.Pt(s.ow*k, s.oh*k))}
	return &Picture{Img: s.result(), Covers: covers, Info: info}, nil
}

// reduction is the whole factor the crop is reduced by.
func reduction(crop image.Rectangle, want Want, opaque, interlaced bool) int {
	cw, ch := crop.Dx(), crop.Dy()
	k := 1
	if want.W > 0 && want.H > 0 {
		k = max(1, min(cw/want.W, ch/want.H))
	}
	fits := func(k int) bool {
		ow, oh := ceilDiv(cw, k), ceilDiv(ch, k)
		return (want.MaxPixels <= 0 || int64(ow)*int64(oh) <= int64(want.MaxPixels)) &&
			(want.MaxSide <= 0 || max(ow, oh) <= want.MaxSide) &&
			resultBytes(crop, k, want.Grey, opaque, interlaced && k > 1) <= MaxResultBytes
	}
	// The sums hold up to k² × 255 in 32 bits: k stays under 4096, which
	// reduces the largest picture read to a few pixels.
	for k < 4096 && !fits(k) {
		k++
	}
	return k
}

// decodeJPEG decodes with Go's decoder (its cost checked beforehand) and
// hands the crop's rows on as 8-bit NRGBA.
func decodeJPEG(data []byte, crop image.Rectangle, grey bool, row func(y, x0, step int, pix []byte)) error {
	img, err := jpeg.Decode(bytes.NewReader(data))
	if err != nil {
		return jpegFault(err)
	}
	b := img.Bounds()
	out := make([]byte, 4*crop.Dx())
	for y := crop.Min.Y; y < crop.Max.Y; y++ {
		jpegRow(out, img, b.Min.X+crop.Min.X, b.Min.Y+y, crop.Dx(), grey)
		row(y, crop.Min.X, 1, out)
	}
	return nil
}

// jpegFault says in words what Go's JPEG decoder found wrong.
func jpegFault(err error) error {
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) || err == jpeg.FormatError("short Huffman data") {
		return errors.New("it is cut short, its data ends before its last row")
	}
	var unsupported jpeg.UnsupportedError
	if errors.As(err, &unsupported) {
		return fmt.Errorf("it uses a JPEG feature that cannot be read (%v)", err)
	}
	return fmt.Errorf("its data is damaged (%v)", err)
}

// chromaStep is how many pixels share a chroma sample, across and down.
func chromaStep(r image.YCbCrSubsampleRatio) (int, int) {
	switch r {
	case image.YCbCrSubsampleRatio422:
		return 2, 1
	case image.YCbCrSubsampleRatio420:
		return 2, 2
	case image.YCbCrSubsampleRatio440:
		return 1, 2
	case image.YCbCrSubsampleRatio411:
		return 4, 1
	case image.YCbCrSubsampleRatio410:
		return 4, 2
	}
	return 1, 1
}

// jpegRow converts w pixels of a decoded JPEG from (x, y) to NRGBA (or,
// for grey, to its luminance in every channel).
func jpegRow(out []byte, img image.Image, x, y, w int, grey bool) {
	switch m := img.(type) {
	case *image.YCbCr:
		yrow := m.Y[m.YOffset(x, y):]
		if grey {
			// Y is the luminance the grey is made of.
			for i := range w {
				out[4*i], out[4*i+1], out[4*i+2], out[4*i+3] = yrow[i], yrow[i], yrow[i], 0xff
			}
			return
		}
		hd, vd := chromaStep(m.SubsampleRatio)
		base := (y/vd - m.Rect.Min.Y/vd) * m.CStride
		for i := range w {
			ci := base + (x+i)/hd - m.Rect.Min.X/hd
			r, g, b := color.YCbCrToRGB(yrow[i], m.Cb[ci], m.Cr[ci])
			out[4*i], out[4*i+1], out[4*i+2], out[4*i+3] = r, g, b, 0xff
		}
	case *image.Gray:
		p := m.Pix[m.PixOffset(x, y):]
		for i := range w {
			out[4*i], out[4*i+1], out[4*i+2], out[4*i+3] = p[i], p[i], p[i], 0xff
		}
	case *image.RGBA:
		copy(out, m.Pix[m.PixOffset(x, y):m.PixOffset(x, y)+4*w])
	case *image.CMYK:
		p := m.Pix[m.PixOffset(x, y):]
		for i := range w {
			r, g, b := color.CMYKToRGB(p[4*i], p[4*i+1], p[4*i+2], p[4*i+3])
			out[4*i], out[4*i+1], out[4*i+2], out[4*i+3] = r, g, b, 0xff
		}
	default:
		for i := range w {
			c := color.NRGBAModel.Convert(img.At(x+i, y)).(color.NRGBA)
			out[4*i], out[4*i+1], out[4*i+2], out[4*i+3] = c.R, c.G, c.B, c.A
		}
	}
}
