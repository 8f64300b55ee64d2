package vector

import (
	"bytes"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"reflect"
)

// photoQuality is the JPEG quality a photograph is held at: a printed
// page shows no difference from the original.
const photoQuality = 85

// encodeImage compresses a picture for a page: as a JPEG (jpg true) when
// it is a photo with no transparency, otherwise as a PNG.
func encodeImage(im Image) (data []byte, jpg bool, err error) {
	var b bytes.Buffer
	if im.Photo && opaque(im.Img) {
		err = jpeg.Encode(&b, im.Img, &jpeg.Options{Quality: photoQuality})
		jpg = true
	} else {
		err = (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&b, im.Img)
	}
	if err != nil {
		return nil, false, fmt.Errorf("encoding a picture: %w", err)
	}
	return b.Bytes(), jpg, nil
}

// opaque says whether a picture has no transparency to keep.
func opaque(img image.Image) bool {
	switch m := img.(type) {
	case *image.Gray, *image.YCbCr:
		return true
	case interface{ Opaque() bool }:
		return m.Opaque()
	}
	return false
}

// imageKey is what a picture is known by among those already held: the
// pointer it is (reuse false when it is no pointer, so cannot be told
// from another).
func imageKey(img image.Image) (any, bool) {
	if reflect.ValueOf(img).Kind() != reflect.Pointer {
		return nil, false
	}
	return img, true
}
