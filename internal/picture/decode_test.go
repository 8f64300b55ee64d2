package picture_test

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"image/png"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/enginetest"
	"github.com/unhexboard/unhexboard/internal/picture"
)

// pngKinds are every kind of PNG there is, small, with and without a
// transparent colour, interlaced or not.
func pngKinds() []enginetest.PNGShape {
	var out []enginetest.PNGShape
	palette := func(n int) [][3]byte {
		var p [][3]byte
		for i := range n {
			p = append(p, [3]byte{byte(i * 37), byte(255 - i*11), byte(i * 5)})
		}
		return p
	}
	for _, interlaced := range []bool{false, true} {
		add := func(s enginetest.PNGShape) {
			s.W, s.H, s.Interlaced = 37, 23, interlaced
			out = append(out, s)
		}
		for _, d := range []int{1, 2, 4, 8, 16} {
			add(enginetest.PNGShape{ColourType: 0, Depth: d})
			add(enginetest.PNGShape{ColourType: 0, Depth: d, Transparent: []uint16{1}})
		}
		for _, d := range []int{8, 16} {
			add(enginetest.PNGShape{ColourType: 2, Depth: d})
			add(enginetest.PNGShape{ColourType: 2, Depth: d, Transparent: []uint16{7, 50, 100}})
			add(enginetest.PNGShape{ColourType: 4, Depth: d})
			add(enginetest.PNGShape{ColourType: 6, Depth: d})
		}
		for _, d := range []int{1, 2, 4, 8} {
			n := min(1<<d, 200)
			add(enginetest.PNGShape{ColourType: 3, Depth: d, Palette: palette(n)})
			add(enginetest.PNGShape{ColourType: 3, Depth: d, Palette: palette(n), Transparent: []uint16{0, 128}})
		}
	}
	return out
}

func name(s enginetest.PNGShape) string {
	return fmt.Sprintf("type%d-%dbit-interlaced=%v-trns=%d", s.ColourType, s.Depth, s.Interlaced, len(s.Transparent))
}

// reference is the picture as Go's own decoder reads it, premultiplied,
// 8 bits a channel.
func reference(t *testing.T, data []byte) *image.RGBA {
	t.Helper()
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("the reference decoder: %v", err)
	}
	out := image.NewRGBA(img.Bounds())
	draw.Draw(out, out.Rect, img, img.Bounds().Min, draw.Src)
	return out
}

// sameWithin fails when a channel of got and want differ by more than tol.
func sameWithin(t *testing.T, got image.Image, want *image.RGBA, tol int) {
	t.Helper()
	if got.Bounds() != want.Rect {
		t.Fatalf("bounds %v, want %v", got.Bounds(), want.Rect)
	}
	for y := range want.Rect.Dy() {
		for x := range want.Rect.Dx() {
			g := color.RGBAModel.Convert(got.At(x, y)).(color.RGBA)
			w := want.RGBAAt(x, y)
			for i, pair := range [][2]uint8{{g.R, w.R}, {g.G, w.G}, {g.B, w.B}, {g.A, w.A}} {
				if d := int(pair[0]) - int(pair[1]); d > tol || d < -tol {
					t.Fatalf("pixel (%d, %d) channel %d is %d, want %d (±%d): got %v, want %v", x, y, i, pair[0], pair[1], tol, g, w)
				}
			}
		}
	}
}

// Every kind of PNG reads as Go's own decoder reads it, at 8 bits a
// channel (a 16-bit sample keeps its high byte).
func TestDecode_EveryKindOfPNGReadsAsGosDecoderReadsIt(t *testing.T) {
	for _, s := range pngKinds() {
		t.Run(name(s), func(t *testing.T) {
			data := enginetest.PatternPNG(s)
			p, err := picture.Decode(data, picture.Want{})
			if err != nil {
				t.Fatal(err)
			}
			sameWithin(t, p.Img, reference(t, data), 1)
			if p.Covers != image.Rect(0, 0, s.W, s.H) {
				t.Errorf("covers %v", p.Covers)
			}
		})
	}
}

// Files written by image/png (its own filter choices) read the same.
func TestDecode_PNGsWrittenByGoReadTheSame(t *testing.T) {
	imgs := map[string]image.Image{}
	nrgba := image.NewNRGBA(image.Rect(0, 0, 61, 40))
	rgba64 := image.NewNRGBA64(nrgba.Rect)
	gray := image.NewGray(nrgba.Rect)
	for y := range 40 {
		for x := range 61 {
			c := color.NRGBA{uint8(x * 4), uint8(y * 6), uint8(x * y), uint8(255 - x)}
			nrgba.SetNRGBA(x, y, c)
			rgba64.Set(x, y, c)
			gray.SetGray(x, y, color.Gray{uint8(x*3 + y)})
		}
	}
	imgs["nrgba"], imgs["nrgba64"], imgs["gray"] = nrgba, rgba64, gray
	for n, img := range imgs {
		var b bytes.Buffer
		if err := png.Encode(&b, img); err != nil {
			t.Fatal(err)
		}
		p, err := picture.Decode(b.Bytes(), picture.Want{})
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		sameWithin(t, p.Img, reference(t, b.Bytes()), 1)
	}
}

// A JPEG reads as Go's own decoder reads it.
func TestDecode_JPEGReadsAsGosDecoderReadsIt(t *testing.T) {
	for _, img := range []image.Image{patternRGBA(90, 70), image.NewGray(image.Rect(0, 0, 33, 17))} {
		var b bytes.Buffer
		if err := jpeg.Encode(&b, img, nil); err != nil {
			t.Fatal(err)
		}
		p, err := picture.Decode(b.Bytes(), picture.Want{})
		if err != nil {
			t.Fatal(err)
		}
		sameWithin(t, p.Img, reference(t, b.Bytes()), 1)
	}
}

func patternRGBA(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.SetRGBA(x, y, color.RGBA{uint8(x * 3), uint8(y * 5), uint8((x + y) * 2), 0xff})
		}
	}
	return img
}

// Reduced, each pixel is the mean of its block (alpha-weighted), the
// result is as large as asked or larger, and the crop is honoured.
func TestDecode_ReducedToWhatIsShownEachPixelTheMeanOfItsBlock(t *testing.T) {
	for _, interlaced := range []bool{false, true} {
		s := enginetest.PNGShape{W: 203, H: 150, ColourType: 6, Depth: 16, Interlaced: interlaced}
		data := enginetest.PatternPNG(s)
		ref := reference(t, data)
		crop := image.Rect(10, 7, 190, 149)
		p, err := picture.Decode(data, picture.Want{Crop: crop, W: 40, H: 30})
		if err != nil {
			t.Fatal(err)
		}
		// 180 × 142 shown at 40 × 30: reduced by 4, to 45 × 36.
		if b := p.Img.Bounds(); b.Dx() != 45 || b.Dy() != 36 {
			t.Fatalf("interlaced %v: %v, want 45 × 36", interlaced, b)
		}
		if p.Covers != image.Rect(10, 7, 190, 151) {
			t.Errorf("covers %v", p.Covers)
		}
		want := image.NewRGBA(p.Img.Bounds())
		for oy := range 36 {
			for ox := range 45 {
				var sum [4]int
				n := 0
				for y := 7 + oy*4; y < min(7+oy*4+4, 149); y++ {
					for x := 10 + ox*4; x < 10+ox*4+4; x++ {
						c := ref.RGBAAt(x, y)
						sum[0], sum[1], sum[2], sum[3] = sum[0]+int(c.R), sum[1]+int(c.G), sum[2]+int(c.B), sum[3]+int(c.A)
						n++
					}
				}
				want.SetRGBA(ox, oy, color.RGBA{uint8(sum[0] / n), uint8(sum[1] / n), uint8(sum[2] / n), uint8(sum[3] / n)})
			}
		}
		sameWithin(t, p.Img, want, 2)
	}
}

// Grey is the luminance, and an opaque picture comes as one byte a pixel.
func TestDecode_GreyIsTheLuminanceOneByteAPixel(t *testing.T) {
	data := enginetest.PatternPNG(enginetest.PNGShape{W: 50, H: 30, ColourType: 2, Depth: 8})
	p, err := picture.Decode(data, picture.Want{Grey: true})
	if err != nil {
		t.Fatal(err)
	}
	g, ok := p.Img.(*image.Gray)
	if !ok {
		t.Fatalf("an opaque picture in grey is a %T", p.Img)
	}
	ref := reference(t, data)
	for y := range 30 {
		for x := range 50 {
			c := ref.RGBAAt(x, y)
			want := (299*int(c.R) + 587*int(c.G) + 114*int(c.B) + 500) / 1000
			if got := int(g.GrayAt(x, y).Y); got != want {
				t.Fatalf("(%d, %d): %d, want %d", x, y, got, want)
			}
		}
	}
	// With transparency, grey keeps its alpha.
	data = enginetest.PatternPNG(enginetest.PNGShape{W: 50, H: 30, ColourType: 6, Depth: 8})
	p, err = picture.Decode(data, picture.Want{Grey: true})
	if err != nil {
		t.Fatal(err)
	}
	rgba, ok := p.Img.(*image.RGBA)
	if !ok {
		t.Fatalf("a transparent picture in grey is a %T", p.Img)
	}
	c := rgba.RGBAAt(10, 10)
	if c.R != c.G || c.G != c.B || c.A != reference(t, data).RGBAAt(10, 10).A {
		t.Errorf("grey with alpha: %v", c)
	}
}

// A picture cut short, or whose data is damaged, is refused with what is
// wrong, never read as far as it goes.
func TestDecode_APictureCutShortSaysSo(t *testing.T) {
	good := enginetest.PatternPNG(enginetest.PNGShape{W: 300, H: 200, ColourType: 2, Depth: 8})
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"png cut in its pixels", good[:len(good)/2], "it is cut short, only "},
		{"png cut after its header", good[:60], "cut short"},
		{"interlaced png cut", func() []byte {
			d := enginetest.PatternPNG(enginetest.PNGShape{W: 300, H: 200, ColourType: 2, Depth: 8, Interlaced: true})
			return d[:len(d)*2/3]
		}(), "pass"},
		{"png with a damaged chunk", func() []byte {
			d := bytes.Clone(good)
			d[len(d)/2] ^= 0x55
			return d
		}(), "checksum"},
		{"jpeg cut short", func() []byte {
			var b bytes.Buffer
			jpeg.Encode(&b, patternRGBA(300, 200), nil)
			return b.Bytes()[:b.Len()/2]
		}(), "it is cut short"},
	} {
		_, err := picture.Decode(c.data, picture.Want{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error with %q", c.name, err, c.want)
		}
	}
	// It names how many of its rows are there.
	_, err := picture.Decode(good[:len(good)/2], picture.Want{})
	if err == nil || !strings.Contains(err.Error(), "of its 200 rows are there") {
		t.Errorf("%v", err)
	}
}

// A JPEG in grey is its luminance, as a PNG's grey is.
func TestDecode_AJPEGInGreyIsItsLuminance(t *testing.T) {
	smooth := image.NewRGBA(image.Rect(0, 0, 90, 70))
	for y := range 70 {
		for x := range 90 {
			smooth.SetRGBA(x, y, color.RGBA{uint8(2 * x), uint8(3 * y), 100, 0xff})
		}
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, smooth, &jpeg.Options{Quality: 100}); err != nil {
		t.Fatal(err)
	}
	p, err := picture.Decode(b.Bytes(), picture.Want{Grey: true})
	if err != nil {
		t.Fatal(err)
	}
	ref := reference(t, b.Bytes())
	g := p.Img.(*image.Gray)
	for y := range 70 {
		for x := range 90 {
			c := ref.RGBAAt(x, y)
			want := (299*int(c.R) + 587*int(c.G) + 114*int(c.B) + 500) / 1000
			if d := int(g.GrayAt(x, y).Y) - want; d > 2 || d < -2 {
				t.Fatalf("(%d, %d): %d, want %d", x, y, g.GrayAt(x, y).Y, want)
			}
		}
	}
}
