package printkit

import (
	"image/color"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/interop/vector"
)

// actGroupPattern fills a band with the group's own texture over its
// colour, so a black-and-white copy still tells the groups apart: move
// has rising stripes, attack a cross-hatch, reaction dots, support
// level stripes, leader upright stripes and a house rule a zigzag.
func actGroupPattern(g combat.ActGroup, x, y, w, h float64) vector.Shape {
	ink := color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0x5a}
	st := vector.Stroke{Width: 1.6, Color: ink}
	const step = 7.0
	var s []vector.Shape
	s = append(s, vector.Rect{X: x, Y: y, W: w, H: h, Fill: ActGroupColor(g)})
	rising := func() {
		for d := -h; d < w; d += step {
			s = append(s, vector.Line{X1: x + d, Y1: y + h, X2: x + d + h, Y2: y, Stroke: st})
		}
	}
	switch g {
	case combat.GroupMove:
		rising()
	case combat.GroupAttack:
		rising()
		for d := -h; d < w; d += step {
			s = append(s, vector.Line{X1: x + d, Y1: y, X2: x + d + h, Y2: y + h, Stroke: st})
		}
	case combat.GroupReaction:
		for yy := y + step/2; yy < y+h; yy += step {
			for xx := x + step/2; xx < x+w; xx += step {
				s = append(s, vector.Circle{CX: xx, CY: yy, R: 1.5, Fill: ink})
			}
		}
	case combat.GroupSupport:
		for yy := y + step/2; yy < y+h; yy += step {
			s = append(s, vector.Line{X1: x, Y1: yy, X2: x + w, Y2: yy, Stroke: st})
		}
	case combat.GroupLeader:
		for xx := x + step/2; xx < x+w; xx += step {
			s = append(s, vector.Line{X1: xx, Y1: y, X2: xx, Y2: y + h, Stroke: st})
		}
	case GroupHouseRule: // a zigzag in rows
		for yy := y + step/2; yy < y+h; yy += step {
			for xx := x; xx < x+w; xx += step {
				s = append(s, vector.Line{X1: xx, Y1: yy + step/4, X2: xx + step/2, Y2: yy - step/4, Stroke: st},
					vector.Line{X1: xx + step/2, Y1: yy - step/4, X2: xx + step, Y2: yy + step/4, Stroke: st})
			}
		}
	}
	clip := vector.Rect{X: x, Y: y, W: w, H: h}
	return vector.Group{Clip: &clip, Shapes: s}
}
