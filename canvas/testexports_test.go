package canvas

import "github.com/unhexboard/unhexboard/engine/battlemap"

// What the tests call that the program reaches another way.

// NewLayout computes where everything of m is drawn, as the GM's board
// does at label scale 1.
func NewLayout(m *battlemap.Map, measure Measure) *Layout { return newLayout(m, measure, 1, false) }

// NewPlayersLayout is the layout of the players' board (HideGMContent).
func NewPlayersLayout(m *battlemap.Map, measure Measure, scale float64) *Layout {
	return newLayout(m, measure, scale, true)
}

// Fit is the screen's fit: the viewport that shows bounds centred in a
// w x h board with a margin, zoomed out no further than MinZoom.
func Fit(bounds battlemap.Rect, w, h, margin float32) Viewport {
	return FitWithin(bounds, w, h, margin, MinZoom)
}
