// Package picture reads a map's background picture (a PNG or a JPEG)
// within a memory budget: its header says what decoding it costs before
// anything is decoded, a decode gives 8 bits a channel at the size the
// caller can show (averaged down as the rows come in), and a picture a
// GM adds is re-encoded when it is costly to read.
//
// What decoding costs, measured (see cost_test.go and the benchmarks):
//
//   - A PNG is read row by row here, so its cost is two rows and what
//     the caller keeps: an 8192 × 8192 16-bit PNG costs under 1 MB before
//     its result. An interlaced PNG reduced on the way keeps sums for
//     every pixel of the result as well (16 bytes each).
//   - A JPEG is read by Go's decoder, which holds the whole picture: one
//     byte a sample (an 8192 × 8192 4:4:4 JPEG is 192 MiB, 4:2:0 is 96
//     MiB), and 4 bytes a sample more for a progressive one, whose
//     coefficients it keeps until the last scan (4:4:4: 960 MiB in all).
//     A CMYK or RGB-coded JPEG adds a 4-byte-a-pixel copy.
//
// MaxDecoderBytes bounds that cost, so a picture whose decoder would take
// more is refused with its size and the limit for its kind.
package picture

import (
	"bytes"
	"errors"
	"fmt"
	"math"
)

// MaxDecoderBytes is the most memory the decoder of one picture may hold
// before the result: with the result (at most 64 MiB on the board), a
// picture stays well inside the 1 GB any input may cost.
const MaxDecoderBytes = 512 << 20

// ErrFormat says the data is neither a PNG nor a JPEG this package reads.
var ErrFormat = errors.New("not a PNG or JPEG file")

// Info is what a picture's header says, before anything is decoded.
type Info struct {
	Format string // "png" or "jpeg"
	W, H   int    // pixels
	// Depth is bits a channel (16 for a 16-bit PNG); Progressive is a
	// progressive JPEG or an interlaced PNG; Opaque says every pixel
	// covers what is under it.
	Depth       int
	Progressive bool
	Opaque      bool
	// Plain is a picture cheap to read: an 8-bit PNG read in one pass,
	// or a baseline JPEG in YCbCr or grey.
	Plain bool

	kind        string  // "a progressive JPEG", for messages
	detail      string  // what else makes it costly: " with full colour detail"
	perPixel    float64 // bytes the decoder holds a pixel
	decoderCost int64   // bytes the decoder holds before the result
}

// Inspect reads a picture's header.
func Inspect(data []byte) (Info, error) {
	switch {
	case bytes.HasPrefix(data, pngSignature):
		h, err := readPNGHeader(data)
		if err != nil {
			return Info{}, err
		}
		return h.info(), nil
	case bytes.HasPrefix(data, []byte{0xff, 0xd8}):
		h, err := readJPEGHeader(data)
		if err != nil {
			return Info{}, err
		}
		return h.info(), nil
	}
	return Info{}, ErrFormat
}

// CheckCost refuses a picture whose decoder would hold more than
// MaxDecoderBytes, naming its kind, its size and the largest picture of
// that kind allowed.
func (i Info) CheckCost() error {
	if i.decoderCost <= MaxDecoderBytes {
		return nil
	}
	most := int64(MaxDecoderBytes / i.perPixel)
	side := int(math.Sqrt(float64(most)))
	return fmt.Errorf("%s%s of %d × %d pixels, over the limit of %s (about %d × %d) for its kind: save it as a %s, or smaller",
		i.kind, i.detail, i.W, i.H, megapixels(most), side, side, cheaper(i))
}

// Kind names the picture's kind as a message does: "a PNG", "a 16-bit
// PNG", "a progressive JPEG".
func (i Info) Kind() string { return i.kind }

// megapixels writes a count of pixels in millions: "67.1 million pixels".
func megapixels(n int64) string {
	return fmt.Sprintf("%.1f million pixels", float64(n)/1e6)
}

// cheaper is the kind of file the picture would better be saved as.
func cheaper(i Info) string {
	if i.Format == "jpeg" {
		return "baseline (not progressive) JPEG"
	}
	return "8-bit PNG"
}
