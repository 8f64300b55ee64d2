package excalidraw

import (
	"math"
	"sort"
)

// tolerances are the distances behind "near" and "short", in drawing
// units, all proportional to the drawing's scale: the median size
// ((width + height) / 2) of its named shapes (see measure). A map drawn twice as big
// reads the same.
type tolerances struct {
	scale float64
	// near: a line's end, a floating name or an objective belongs to an
	// area at most this far from it.
	near float64
	// markLen: the longest stroke read as a cover tick or half of an X.
	markLen float64
	// markGap: how far a tick or an X may stop short of its link.
	markGap float64
	// doorSize: the largest box read as a door.
	doorSize float64
}

// The fractions of the scale each tolerance is. A name's box in
// excalidraw is about 120 by 60 at the default size, so the scale is
// about 90: a line end counts within 54 units of a box, a tick is at
// most 72 long, may miss its link by 13, and a door is at most 54 wide.
const (
	nearFraction     = 0.6
	markLenFraction  = 0.8
	markGapFraction  = 0.15
	doorSizeFraction = 0.6
	defaultScale     = 90
)

// measure works out the tolerances from the shapes with a name bound
// inside them, or, in a drawing with none, from every shape and free
// text. (Counting doors, objectives and ticks would shrink the scale of a
// map with many of them.)
func (s *scene) measure() {
	var sizes []float64
	for _, sh := range s.shapes {
		if sh.label != nil {
			sizes = append(sizes, sh.o.size())
		}
	}
	if len(sizes) == 0 {
		for _, sh := range s.shapes {
			sizes = append(sizes, sh.o.size())
		}
		for _, t := range s.texts {
			sizes = append(sizes, t.o.size())
		}
	}
	scale := defaultScale * 1.0
	if len(sizes) > 0 {
		sort.Float64s(sizes)
		scale = sizes[len(sizes)/2]
	}
	scale = math.Max(scale, 1)
	s.tol = tolerances{
		scale:    scale,
		near:     nearFraction * scale,
		markLen:  markLenFraction * scale,
		markGap:  markGapFraction * scale,
		doorSize: doorSizeFraction * scale,
	}
}
