package enginetest

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
)

// Picture returns a w x h PNG for background-image tests: a floor plan
// of sorts, pale with dark walls every 40 pixels.
func Picture(w, h int) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			c := color.NRGBA{R: 0xe8, G: 0xe0, B: 0xc8, A: 0xff}
			if x%40 < 3 || y%40 < 3 {
				c = color.NRGBA{R: 0x30, G: 0x30, B: 0x60, A: 0xff}
			}
			img.SetNRGBA(x, y, c)
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		panic(err)
	}
	return b.Bytes()
}
