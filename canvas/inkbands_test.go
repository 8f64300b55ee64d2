package canvas

import (
	"image"
	"image/color"
	"math/rand/v2"
	"testing"
)

// randomInk is short lines in two colours, and boxes, across a page of w
// by h board units, many across the seams of bands.
func randomInk(w, h float32) *ink {
	rng := rand.New(rand.NewPCG(7, 28))
	k := &ink{}
	black, grey := color.NRGBA{A: 0xff}, color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0xff}
	for i := range 30000 {
		c := color.Color(black)
		if i%5 == 0 {
			c = grey
		}
		// Short: the rasteriser's own error grows along a line, and a
		// line thousands of pixels long drawn whole gathers more of it
		// than its parts in bands do.
		x1, y1 := rng.Float32()*w, rng.Float32()*h
		x2, y2 := x1+rng.Float32()*50-25, y1+rng.Float32()*50-25
		k.lines = append(k.lines, inkLine{x1, y1, x2, y2, 0.5 + rng.Float32()*2, k.colorIndex(c)})
	}
	for range 300 {
		k.boxes = append(k.boxes, inkBox{x: rng.Float32() * w, y: rng.Float32() * h, w: 20, h: 8, stroke: 1, radius: 2,
			fill: color.White, ink: black})
	}
	return k
}

// A large page's ink is drawn in tiles, a band of rows of them at once:
// the page must look as it does drawn whole, with no seam where tiles
// meet. The tiles' rasteriser works in fixed point, the whole page's in
// floating point: an edge pixel may differ by a little ink, no more.
func TestDrawInkUnder_ALargePageDrawnInTilesIsThePageDrawnWhole(t *testing.T) {
	const w, h, scale = 1200, 2000, 2.5
	k := randomInk(w/scale, h/scale)
	draw := func(from int) *image.NRGBA {
		defer func(was int) { bandsFrom = was }(bandsFrom)
		bandsFrom = from
		page := image.NewNRGBA(image.Rect(0, 0, w, h))
		drawInkUnder(page, k, scale, [2]float32{})
		return page
	}
	whole, tiled := draw(w*h+1), draw(1)
	far, sum := 0, 0
	for i := 0; i < len(whole.Pix); i += 4 {
		// As it prints, on white paper.
		d := 0
		for c := range 3 {
			a, b := onPaper(whole.Pix[i+c], whole.Pix[i+3]), onPaper(tiled.Pix[i+c], tiled.Pix[i+3])
			d = max(d, a-b, b-a)
		}
		sum += d
		if d > 64 {
			if far++; far < 5 {
				t.Errorf("pixel (%d, %d): %v drawn whole, %v in tiles", i/4%w, i/4/w, whole.Pix[i:i+4], tiled.Pix[i:i+4])
			}
		}
	}
	if far > 0 {
		t.Errorf("%d pixels differ by more than a quarter of full ink", far)
	}
	if mean := float64(sum) / float64(w*h); mean > 0.5 {
		t.Errorf("pixels differ by %.2f levels on average, want under half a level", mean)
	}
	if inked := countInked(whole); inked < w*h/10 {
		t.Fatalf("only %d pixels inked: the test draws too little", inked)
	}
}

func onPaper(c, a uint8) int { return (int(c)*int(a) + 255*(255-int(a))) / 255 }

func countInked(p *image.NRGBA) int {
	n := 0
	for i := 3; i < len(p.Pix); i += 4 {
		if p.Pix[i] > 0 {
			n++
		}
	}
	return n
}
