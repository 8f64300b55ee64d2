package battlemap

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	_ "image/jpeg" // the background may be a JPEG photo
	_ "image/png"  // or a PNG plan
	"math"

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
// is decoded: its size in bytes, its kind, and its width and height (read
// from its header alone, so a small file that would unpack to gigabytes
// is refused without unpacking it). It returns the kind ("png" or
// "jpeg") and the size in pixels.
func CheckBackgroundImage(data []byte) (kind string, w, h int, err error) {
	if len(data) > MaxBackgroundBytes {
		return "", 0, 0, fmt.Errorf("the background image is %s: save it smaller (as a JPEG, or at a lower resolution)",
			words.OverLimit(int64(len(data)), MaxBackgroundBytes))
	}
	cfg, kind, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || (kind != "png" && kind != "jpeg") {
		return "", 0, 0, ErrBackgroundFormat
	}
	if cfg.Width > MaxBackgroundSide || cfg.Height > MaxBackgroundSide {
		return "", 0, 0, fmt.Errorf("the background image is %d × %d pixels, over the limit of %d pixels on a side: scale it down first",
			cfg.Width, cfg.Height, MaxBackgroundSide)
	}
	if cfg.Width < 1 || cfg.Height < 1 {
		return "", 0, 0, fmt.Errorf("the background image is %d × %d pixels: it has nothing to show", cfg.Width, cfg.Height)
	}
	return kind, cfg.Width, cfg.Height, nil
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
