package canvas

import (
	"math"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Zoom limits: from a whole 10k-area map to a close look at one tick.
const (
	MinZoom = 0.02
	MaxZoom = 8.0
)

// tinyZoom keeps a degenerate fit from dividing by zero: 2e7 map units
// (the whole coordinate range) still span 0.2 pixels.
const tinyZoom = 1e-8

// Viewport maps map units to screen pixels: screen = (model - Origin) * Zoom.
type Viewport struct {
	Zoom   float64
	Origin battlemap.Point // the map point at the top-left corner of the board
}

// ToScreen converts a map point to board pixels.
func (v Viewport) ToScreen(p battlemap.Point) (float32, float32) {
	return float32((p.X - v.Origin.X) * v.Zoom), float32((p.Y - v.Origin.Y) * v.Zoom)
}

// ToScreen64 is ToScreen without rounding to float32, for clipping.
func (v Viewport) ToScreen64(p battlemap.Point) (float64, float64) {
	return (p.X - v.Origin.X) * v.Zoom, (p.Y - v.Origin.Y) * v.Zoom
}

// ToModel converts board pixels to a map point.
func (v Viewport) ToModel(x, y float32) battlemap.Point {
	return battlemap.Point{X: float64(x)/v.Zoom + v.Origin.X, Y: float64(y)/v.Zoom + v.Origin.Y}
}

// ZoomAt scales by factor keeping the map point under (x, y) still.
func (v Viewport) ZoomAt(x, y float32, factor float64) Viewport {
	anchor := v.ToModel(x, y)
	z := math.Max(MinZoom, math.Min(MaxZoom, v.Zoom*factor))
	return Viewport{Zoom: z, Origin: battlemap.Point{X: anchor.X - float64(x)/z, Y: anchor.Y - float64(y)/z}}
}

// PanBy moves the view by a screen delta (dragging the map along).
func (v Viewport) PanBy(dx, dy float32) Viewport {
	v.Origin.X -= float64(dx) / v.Zoom
	v.Origin.Y -= float64(dy) / v.Zoom
	return v
}

// FitWithin returns the viewport that shows bounds centred in a w x h
// board with a margin in pixels, zoomed out no further than minZoom. An
// empty map is shown at zoom 1. The printed page passes 0: a page must
// show the whole map however far it spreads, where the screen may stop
// zooming out and let the user pan.
func FitWithin(bounds battlemap.Rect, w, h, margin float32, minZoom float64) Viewport {
	bw, bh := bounds.Width(), bounds.Height()
	availW, availH := float64(w-2*margin), float64(h-2*margin)
	z := 1.0
	if bw > 0 || bh > 0 {
		z = math.Inf(1)
		if bw > 0 {
			z = availW / bw
		}
		if bh > 0 {
			z = math.Min(z, availH/bh)
		}
	}
	if availW <= 0 || availH <= 0 || math.IsInf(z, 0) || math.IsNaN(z) {
		z = 1
	}
	z = math.Max(math.Max(minZoom, tinyZoom), math.Min(MaxZoom, z))
	c := bounds.Center()
	return Viewport{Zoom: z, Origin: battlemap.Point{X: c.X - float64(w)/2/z, Y: c.Y - float64(h)/2/z}}
}

// Visible is the part of the map the board shows.
func (v Viewport) Visible(w, h float32) battlemap.Rect {
	return battlemap.Rect{Min: v.ToModel(0, 0), Max: v.ToModel(w, h)}
}
