package mapprint

import (
	"math"

	"github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// linkRoom is the length, in map units, a link's drawing needs for its
// marks to stay apart, as the board places them: a cover tick just
// outside each area it marks, the one-way arrowhead at its end (a solid
// link's or an obscured border's), the door box, the blocked X, a couple
// of dashes or haze dots in its middle, and a clear
// stretch either side of the middle.
func linkRoom(l battlemap.Link) float64 {
	tick := canvas.TickOffset - canvas.LinkGap + canvas.TickWidth/2
	room := 2 * canvas.DashGap
	if l.CoverA {
		room += tick
	}
	if l.CoverB {
		room += tick
	}
	switch l.Kind {
	case battlemap.Solid:
		if l.OneWay {
			room += canvas.ArrowLen
		}
		if l.Door != battlemap.NoDoor {
			room += canvas.DoorLen
		}
	case battlemap.Dashed:
		room += 2*canvas.DashLen + canvas.DashGap
	case battlemap.Blocked:
		room += canvas.CrossLen/math.Sqrt2 + 2*canvas.DashLen
	case battlemap.Obscured:
		// Its arrowhead, as a solid link's, and a couple of the haze's
		// dots either side of the middle.
		if l.OneWay {
			room += canvas.ArrowLen
		}
		room += 2 * (canvas.HazeDot + canvas.HazeGap)
	}
	return room
}
