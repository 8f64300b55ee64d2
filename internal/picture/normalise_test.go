package picture_test

import (
	"bytes"
	"image"
	"image/draw"
	"image/jpeg"
	"testing"

	"github.com/unhexboard/unhexboard/engine/enginetest"
	"github.com/unhexboard/unhexboard/internal/picture"
)

// A plain picture within the limits is kept byte for byte.
func TestNormalise_APlainPictureIsKeptAsItIs(t *testing.T) {
	data := enginetest.Picture(300, 200)
	n, err := picture.Normalise(data, 8<<20, 8192)
	if err != nil || n.Changed || !bytes.Equal(n.Data, data) {
		t.Errorf("changed %v, err %v", n.Changed, err)
	}
}

// A picture costly to read is written again plain, at its size, looking
// as it did.
func TestNormalise_CostlyPicturesAreWrittenAgainPlainLookingTheSame(t *testing.T) {
	for name, c := range map[string]struct {
		data []byte
		tol  int
	}{
		"16-bit PNG":       {enginetest.PatternPNG(enginetest.PNGShape{W: 120, H: 90, ColourType: 6, Depth: 16}), 1},
		"interlaced PNG":   {enginetest.PatternPNG(enginetest.PNGShape{W: 120, H: 90, ColourType: 3, Depth: 4, Interlaced: true, Palette: [][3]byte{{1, 2, 3}, {200, 100, 0}, {0, 90, 250}}}), 1},
		"progressive JPEG": {enginetest.FlatJPEG(enginetest.JPEGShape{W: 120, H: 90, Comps: 3, LumaH: 2, LumaV: 2, Progressive: true}), 3},
		"CMYK JPEG":        {enginetest.FlatJPEG(enginetest.JPEGShape{W: 120, H: 90, Comps: 4, LumaH: 1, LumaV: 1}), 3},
	} {
		n, err := picture.Normalise(c.data, 8<<20, 8192)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !n.Changed || !n.Info.Plain || n.Info.W != 120 || n.Info.H != 90 {
			t.Errorf("%s: %+v", name, n.Info)
			continue
		}
		img, _, err := image.Decode(bytes.NewReader(n.Data))
		if err != nil {
			t.Fatal(err)
		}
		got := image.NewRGBA(img.Bounds())
		draw.Draw(got, got.Rect, img, img.Bounds().Min, draw.Src)
		sameWithin(t, got, reference(t, c.data), c.tol)
	}
}

// A picture over the side limit is reduced by a whole factor; one whose
// PNG would be over the byte limit goes as a JPEG when it is opaque.
func TestNormalise_OverTheLimitsReducedUntilItFits(t *testing.T) {
	wide := enginetest.PatternPNG(enginetest.PNGShape{W: 1000, H: 60, ColourType: 2, Depth: 8})
	n, err := picture.Normalise(wide, 8<<20, 800)
	if err != nil || n.Info.W != 500 || n.Info.H != 30 || n.Info.Format != "png" {
		t.Errorf("a picture 1000 wide, 800 allowed: %+v, %v", n.Info, err)
	}
	noisy := enginetest.PatternPNG(enginetest.PNGShape{W: 400, H: 400, ColourType: 2, Depth: 8})
	n, err = picture.Normalise(noisy, len(noisy)/4, 8192)
	if err != nil || n.Info.Format != "jpeg" || len(n.Data) > len(noisy)/4 {
		t.Errorf("a PNG over the byte limit: %+v, %d bytes, %v", n.Info, len(n.Data), err)
	}
	var b bytes.Buffer
	jpeg.Encode(&b, image.NewGray(image.Rect(0, 0, 20000, 10)), nil)
	if _, err := picture.Normalise(b.Bytes(), 8<<20, 8192); err == nil {
		t.Error("a picture 20000 pixels wide was taken")
	}
}
