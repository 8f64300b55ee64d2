package picture

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
)

// MaxInputSide bounds a picture a GM adds, on either side: one larger is
// refused rather than reduced (reading it would take too long).
const MaxInputSide = 16384

// Normalised is a picture as a map keeps it.
type Normalised struct {
	Data []byte
	Info Info // of Data
	// Changed says Data is not the file as given: it was reduced, or
	// written again as a plain 8-bit PNG or baseline JPEG.
	Changed bool
}

// Normalise returns a picture a map can keep: the file itself when it is
// plain (see Info.Plain), at most maxBytes long and maxSide pixels on a
// side; otherwise the picture decoded within the budget and written again
// plain, a PNG as a PNG (or as a JPEG when it is opaque and a PNG would
// be over maxBytes), a JPEG as a baseline JPEG, reduced until it is
// within both limits.
//
// An error other than ErrFormat reads after "the picture ": "is a
// progressive JPEG of …, over the limit …", "cannot be read: …".
func Normalise(data []byte, maxBytes, maxSide int) (Normalised, error) {
	info, err := Inspect(data)
	if err == ErrFormat {
		return Normalised{}, err
	}
	if err != nil {
		return Normalised{}, fmt.Errorf("cannot be read: %w", err)
	}
	if info.W > MaxInputSide || info.H > MaxInputSide {
		return Normalised{}, fmt.Errorf("is %s of %d × %d pixels, over the limit of %d pixels on a side: scale it down first",
			info.kind, info.W, info.H, MaxInputSide)
	}
	if err := info.CheckCost(); err != nil {
		return Normalised{}, fmt.Errorf("is %w", err)
	}
	if info.KeptAsIs(len(data), maxBytes, maxSide) {
		return Normalised{Data: data, Info: info}, nil
	}
	if info.Format == "jpeg" && info.W <= maxSide && info.H <= maxSide {
		// A JPEG at its own size is written again from what the decoder
		// gives, with no copy of it: the decoder's memory is the peak.
		img, err := jpeg.Decode(bytes.NewReader(data))
		if err != nil {
			return Normalised{}, fmt.Errorf("(%s of %d × %d pixels) cannot be read: %w", info.kind, info.W, info.H, jpegFault(err))
		}
		if m, ok := img.(*image.CMYK); ok {
			img = cmykToRGBA(m)
		}
		for _, q := range []int{90, 75} {
			var b bytes.Buffer
			if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: q}); err != nil {
				return Normalised{}, fmt.Errorf("cannot be written again: %w", err)
			}
			if b.Len() <= maxBytes {
				return written(b.Bytes())
			}
		}
	}
	for side := maxSide; side >= 16; side /= 2 {
		p, err := Decode(data, Want{MaxSide: side})
		if err != nil {
			return Normalised{}, fmt.Errorf("(%s of %d × %d pixels) cannot be read: %w", info.kind, info.W, info.H, err)
		}
		for _, enc := range encodings(info) {
			out, err := enc(p.Img)
			if err != nil {
				return Normalised{}, fmt.Errorf("cannot be written again: %w", err)
			}
			if len(out) <= maxBytes {
				return written(out)
			}
		}
	}
	return Normalised{}, fmt.Errorf("is %s that stays over %d MB however small it is written", info.kind, maxBytes>>20)
}

// cmykToRGBA turns a CMYK picture into RGB in its own pixels (both are
// 4 bytes a pixel): the encoder reads an RGBA picture without boxing
// every pixel, and no second copy is made.
func cmykToRGBA(m *image.CMYK) *image.RGBA {
	for i := 0; i+3 < len(m.Pix); i += 4 {
		p := m.Pix[i : i+4 : i+4]
		p[0], p[1], p[2] = color.CMYKToRGB(p[0], p[1], p[2], p[3])
		p[3] = 0xff
	}
	return &image.RGBA{Pix: m.Pix, Stride: m.Stride, Rect: m.Rect}
}

// written is a picture written again.
func written(data []byte) (Normalised, error) {
	info, err := Inspect(data)
	if err != nil {
		return Normalised{}, fmt.Errorf("cannot be written again: %w", err)
	}
	return Normalised{Data: data, Info: info, Changed: true}, nil
}

// KeptAsIs says whether Normalise keeps a picture of size bytes as it
// is: it is plain and within the limits.
func (i Info) KeptAsIs(size, maxBytes, maxSide int) bool {
	return i.Plain && size <= maxBytes && i.W <= maxSide && i.H <= maxSide && i.decoderCost <= MaxDecoderBytes
}

// encodings are the ways to write a picture again, best first.
func encodings(info Info) []func(image.Image) ([]byte, error) {
	var out []func(image.Image) ([]byte, error)
	if info.Format == "png" {
		out = append(out, func(img image.Image) ([]byte, error) {
			var b bytes.Buffer
			err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&b, img)
			return b.Bytes(), err
		})
	}
	if info.Opaque {
		for _, q := range []int{90, 75} {
			out = append(out, func(img image.Image) ([]byte, error) {
				var b bytes.Buffer
				err := jpeg.Encode(&b, img, &jpeg.Options{Quality: q})
				return b.Bytes(), err
			})
		}
	}
	return out
}
