package mapprint

import (
	"image"
	"image/color"
	"testing"

	"github.com/unhexboard/unhexboard/engine"
)

func loadDoc(t testing.TB, name string) *engine.Document {
	t.Helper()
	doc, err := engine.LoadFile("../../assets/maps/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

func differingPixels(a, b image.Image) int {
	n := 0
	r := a.Bounds().Intersect(b.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if color.NRGBAModel.Convert(a.At(x, y)) != color.NRGBAModel.Convert(b.At(x, y)) {
				n++
			}
		}
	}
	return n
}
