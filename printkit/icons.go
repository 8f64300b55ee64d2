package printkit

import (
	"image/color"
	"math"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/interop/vector"
)

// actGroupIcon draws the group's mark, centred on (cx, cy) and about size
// points across, in ink: an arrow for moving, a crosshair for attacking,
// a shield for reacting, a cross for support, a star for the leader and a
// warning triangle for a house rule.
// Shapes, not a font's glyphs, so it prints the same everywhere.
func actGroupIcon(g combat.ActGroup, cx, cy, size float64, ink color.NRGBA) []vector.Shape {
	r := size / 2
	at := func(pts ...float64) []vector.Point {
		out := make([]vector.Point, 0, len(pts)/2)
		for i := 0; i+1 < len(pts); i += 2 {
			out = append(out, vector.Point{X: cx + pts[i]*r, Y: cy + pts[i+1]*r})
		}
		return out
	}
	switch g {
	case combat.GroupMove:
		return []vector.Shape{vector.Polygon{Fill: ink, Points: at(
			-0.9, -0.3, 0.1, -0.3, 0.1, -0.8, 0.95, 0, 0.1, 0.8, 0.1, 0.3, -0.9, 0.3)}}
	case combat.GroupAttack:
		st := vector.Stroke{Width: size * 0.11, Color: ink}
		return []vector.Shape{
			vector.Circle{CX: cx, CY: cy, R: r * 0.62, Stroke: st},
			vector.Line{X1: cx - r, Y1: cy, X2: cx - r*0.3, Y2: cy, Stroke: st},
			vector.Line{X1: cx + r*0.3, Y1: cy, X2: cx + r, Y2: cy, Stroke: st},
			vector.Line{X1: cx, Y1: cy - r, X2: cx, Y2: cy - r*0.3, Stroke: st},
			vector.Line{X1: cx, Y1: cy + r*0.3, X2: cx, Y2: cy + r, Stroke: st},
			vector.Circle{CX: cx, CY: cy, R: r * 0.12, Fill: ink},
		}
	case combat.GroupReaction:
		return []vector.Shape{vector.Polygon{Fill: ink, Points: at(
			-0.8, -0.75, 0, -0.95, 0.8, -0.75, 0.75, 0.1, 0.45, 0.6, 0, 0.95, -0.45, 0.6, -0.75, 0.1)}}
	case combat.GroupSupport:
		return []vector.Shape{vector.Polygon{Fill: ink, Points: at(
			-0.3, -0.9, 0.3, -0.9, 0.3, -0.3, 0.9, -0.3, 0.9, 0.3, 0.3, 0.3,
			0.3, 0.9, -0.3, 0.9, -0.3, 0.3, -0.9, 0.3, -0.9, -0.3, -0.3, -0.3)}}
	case combat.GroupLeader:
		var pts []vector.Point
		for i := range 10 {
			rr := r * 0.95
			if i%2 == 1 {
				rr = r * 0.4
			}
			a := -math.Pi/2 + float64(i)*math.Pi/5
			pts = append(pts, vector.Point{X: cx + rr*math.Cos(a), Y: cy + rr*math.Sin(a) + r*0.08})
		}
		return []vector.Shape{vector.Polygon{Fill: ink, Points: pts}}
	case GroupHouseRule: // a warning triangle, its mark cut out
		return []vector.Shape{
			vector.Polygon{Fill: ink, Points: at(0, -0.95, 0.95, 0.8, -0.95, 0.8)},
			vector.Polygon{Fill: cardWhite, Points: at(-0.09, -0.35, 0.09, -0.35, 0.06, 0.25, -0.06, 0.25)},
			vector.Circle{CX: cx, CY: cy + 0.52*r, R: 0.1 * r, Fill: cardWhite},
		}
	}
	return []vector.Shape{vector.Circle{CX: cx, CY: cy, R: r * 0.5, Fill: ink}}
}
