package canvas

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Sample is a board drawn small and still, for a key to the board's marks:
// a sample map, its tokens and overlays, drawn by the board's own code at
// zoom 1, so the key shows a mark exactly as the board draws it. It takes
// no input: the wheel over it scrolls whatever holds it.
type Sample struct {
	widget.BaseWidget
	board *Board
	// Top and Bottom are room in pixels kept above and below the map,
	// for what an overlay draws in screen space (the player view's
	// banner across the top, a callout beside an area).
	Top, Bottom float32
	// MinWidth widens a sample whose map is narrower than what is drawn
	// beside it.
	MinWidth float32
}

// NewSample draws b (its document, tokens, overlays, palette, hover) as a
// sample. b itself is never shown.
func NewSample(b *Board) *Sample {
	s := &Sample{board: b}
	s.ExtendBaseWidget(s)
	return s
}

// sampleMargin is the room around a sample's drawing, in pixels.
const sampleMargin = 6

// MinSize fits the sample's map and tokens at zoom 1.
func (s *Sample) MinSize() fyne.Size {
	r := s.board.fitBounds()
	return fyne.NewSize(max(float32(r.Width())+2*sampleMargin, s.MinWidth), float32(r.Height())+2*sampleMargin+s.Top+s.Bottom)
}

// CreateRenderer is part of fyne.Widget.
func (s *Sample) CreateRenderer() fyne.WidgetRenderer {
	return &sampleRenderer{sample: s, r: &renderer{board: s.board}}
}

type sampleRenderer struct {
	sample *Sample
	r      *renderer
}

func (r *sampleRenderer) Destroy()                     {}
func (r *sampleRenderer) MinSize() fyne.Size           { return r.sample.MinSize() }
func (r *sampleRenderer) Objects() []fyne.CanvasObject { return r.r.objects }

func (r *sampleRenderer) Refresh() {
	r.Layout(r.sample.Size())
	canvas.Refresh(r.sample)
}

// Layout draws the sample at zoom 1, centred between the room at the top
// and at the bottom.
func (r *sampleRenderer) Layout(size fyne.Size) {
	b := r.sample.board
	c := b.fitBounds().Center()
	top, bottom := float64(r.sample.Top), float64(r.sample.Bottom)
	b.view = Viewport{Zoom: 1, Origin: battlemap.Point{X: c.X - float64(size.Width)/2, Y: c.Y - (float64(size.Height)-top-bottom)/2 - top}}
	r.r.redraw(size)
}
