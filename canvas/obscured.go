package canvas

import (
	"image/color"
	"math"
)

// The obscured border (a zones map's passage without sight) is a solid
// line, as a passage is, between two rows of dots, the haze that hides
// one side from the other: neither the dashes of a link seen across nor
// the X of a blocked one.
const (
	HazeOffset = 6.0 // from the line to each row of dots
	HazeDot    = 2.5 // a dot's length along the line
	HazeGap    = 5.0 // between two dots
)

// haze draws the two rows of dots either side of an obscured border.
func (p *Pen) haze(s LinkShape, w float32, c color.Color) {
	length := s.Length()
	grow := math.Max(1, minDashPeriodPx/((HazeDot+HazeGap)*p.view.Zoom))
	gap := HazeGap * grow
	step := (HazeDot + HazeGap) * grow
	n := int((length + gap) / step)
	if n < 1 {
		return
	}
	if n > MaxDashes {
		n = MaxDashes
		step = (length + gap) / float64(n)
	}
	dot := step - gap
	lead := (length - (float64(n)*step - gap)) / 2
	dw := max(w, p.px(HazeDot, 1.5))
	for _, side := range [2]float64{-HazeOffset, HazeOffset} {
		off := s.Normal().Scale(side)
		for i := 0; i < n; i++ {
			from := s.Start.Add(off).Add(s.Dir.Scale(lead + float64(i)*step))
			p.seg(depthLinks, from, from.Add(s.Dir.Scale(dot)), dw, c)
		}
	}
}
