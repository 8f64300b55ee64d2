package battlemap

import (
	"bytes"
	"errors"
	"fmt"
	"math"

	"github.com/unhexboard/unhexboard/internal/picture"
	"github.com/unhexboard/unhexboard/internal/words"
)

// Limits of a background image. A map stays one file that GMs pass
// around, so the picture is kept inside it; these bounds keep a file at
// the limit loadable: 8 MB of image is about 10.7 MB of base64, a third
// of MaxFileBytes, leaving the rest for the map, roster and combat.
const (
	MaxBackgroundBytes = 8 << 20 // the image file itself, before base64
	MaxBackgroundSide  = 8192    // pixels, on either side
	MinBackgroundScale = 0.01    // map units per image pixel
	MaxBackgroundScale = 100.0
)

// Background is a picture drawn under the map (a floor plan, a photo of
// the place) to draw the areas over. It changes nothing in the rules.
type Background struct {
	// Image is the PNG or JPEG file, as read from disk. It is never
	// changed in place: an edit replaces the whole Background, so copies
	// of a map may share the bytes.
	Image []byte
	// X and Y place the image's top-left corner on the map, in map units.
	X, Y float64
	// Scale is map units per image pixel (1: one pixel is one unit).
	Scale float64
	// Opacity runs from 0 (invisible) to 1 (opaque).
	Opacity float64
	// Players shows the image on the player view; Print puts it on the
	// exported page. Both are off unless the GM turns them on.
	Players, Print bool
}

// Same reports whether two backgrounds are the same picture, placed and
// shown the same way.
func (b *Background) Same(o *Background) bool {
	if b == nil || o == nil {
		return b == o
	}
	return b.X == o.X && b.Y == o.Y && b.Scale == o.Scale && b.Opacity == o.Opacity &&
		b.Players == o.Players && b.Print == o.Print && sameBytes(b.Image, o.Image)
}

func sameBytes(a, b []byte) bool {
	if len(a) != len(b) {
		return false
	}
	return len(a) == 0 || &a[0] == &b[0] || bytes.Equal(a, b)
}

// ErrBackgroundFormat says an image is neither PNG nor JPEG.
var ErrBackgroundFormat = errors.New("the background image is not a PNG or JPEG file")

// CheckBackgroundImage checks an image file against the limits before it
// is decoded: its size in bytes, its kind, its width and height, and the
// memory its decoder would hold (all read from its header alone, so a
// small file that would unpack to gigabytes is refused without unpacking
// it). It returns the kind ("png" or "jpeg") and the size in pixels.
func CheckBackgroundImage(data []byte) (kind string, w, h int, err error) {
	info, err := inspectBackground(data)
	if err != nil {
		return "", 0, 0, err
	}
	return info.Format, info.W, info.H, nil
}

// inspectBackground reads the image's header and checks it against the
// limits.
func inspectBackground(data []byte) (picture.Info, error) {
	if len(data) > MaxBackgroundBytes {
		return picture.Info{}, fmt.Errorf("the background image is %s: save it smaller (as a JPEG, or at a lower resolution)",
			words.OverLimit(int64(len(data)), MaxBackgroundBytes))
	}
	info, err := picture.Inspect(data)
	if errors.Is(err, picture.ErrFormat) {
		return info, ErrBackgroundFormat
	}
	if err != nil {
		return info, fmt.Errorf("the background image cannot be read: %w", err)
	}
	if info.W < 1 || info.H < 1 {
		return info, fmt.Errorf("the background image is %d × %d pixels: it has nothing to show", info.W, info.H)
	}
	if info.W > MaxBackgroundSide || info.H > MaxBackgroundSide {
		return info, fmt.Errorf("the background image is %d × %d pixels, over the limit of %d pixels on a side: scale it down first",
			info.W, info.H, MaxBackgroundSide)
	}
	if err := info.CheckCost(); err != nil {
		return info, fmt.Errorf("the background image is %w", err)
	}
	return info, nil
}

// DecodeBackground decodes the background image within the memory budget
// (see package picture), reduced as want says: the one way the board,
// the printed page and check read the picture. The error names the
// picture and what is wrong with it.
func DecodeBackground(data []byte, want picture.Want) (*picture.Picture, error) {
	info, err := inspectBackground(data)
	if err != nil {
		return nil, err
	}
	p, err := picture.Decode(data, want)
	if err != nil {
		return nil, fmt.Errorf("the background image (%s of %d × %d pixels) cannot be read: %w", info.Kind(), info.W, info.H, err)
	}
	return p, nil
}

// NormaliseBackground makes a picture a GM adds one the map can keep
// (see picture.Normalise): within MaxBackgroundBytes and
// MaxBackgroundSide, and cheap to read; the error names what is wrong
// with it.
func NormaliseBackground(data []byte) (picture.Normalised, error) {
	n, err := picture.Normalise(data, MaxBackgroundBytes, MaxBackgroundSide)
	switch {
	case errors.Is(err, picture.ErrFormat):
		return n, ErrBackgroundFormat
	case err != nil:
		return n, fmt.Errorf("the background image %w", err)
	}
	return n, nil
}

// BackgroundKeptAsIs says whether NormaliseBackground keeps data as it
// is, at once.
func BackgroundKeptAsIs(data []byte) bool {
	info, err := picture.Inspect(data)
	return err == nil && info.KeptAsIs(len(data), MaxBackgroundBytes, MaxBackgroundSide)
}

// ReadBackground decodes the whole background image, to say whether it
// can be drawn: what check does beyond the header.
func ReadBackground(b *Background) error {
	if b == nil {
		return nil
	}
	_, err := DecodeBackground(b.Image, picture.Want{MaxPixels: 1})
	return err
}

// CheckBackground checks a whole background: the image and the numbers
// that place it.
func CheckBackground(b *Background) error {
	if b == nil {
		return nil
	}
	if _, _, _, err := CheckBackgroundImage(b.Image); err != nil {
		return err
	}
	for _, v := range []struct {
		name string
		x    float64
	}{{"x", b.X}, {"y", b.Y}} {
		if math.IsNaN(v.x) || math.Abs(v.x) > MaxCoordinate {
			return fmt.Errorf("the background's %s %v is out of range (at most %g either way)", v.name, v.x, MaxCoordinate)
		}
	}
	if !(b.Scale >= MinBackgroundScale && b.Scale <= MaxBackgroundScale) {
		return fmt.Errorf("the background's scale %v is out of range (%g to %g map units per pixel)", b.Scale, MinBackgroundScale, MaxBackgroundScale)
	}
	if !(b.Opacity >= 0 && b.Opacity <= 1) {
		return fmt.Errorf("the background's opacity %v is out of range (0 to 1)", b.Opacity)
	}
	return nil
}
