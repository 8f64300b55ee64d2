package canvas

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// linePainter keeps the lines a walk hands it, each as its two ends.
type linePainter struct{ lines [][4]float32 }

func (p *linePainter) Line(x1, y1, x2, y2, _ float32, _ color.Color) {
	p.lines = append(p.lines, [4]float32{x1, y1, x2, y2})
}
func (p *linePainter) Box(_, _, _, _, _ float32, _, _ color.Color, _ float32) {}
func (p *linePainter) Object(fyne.CanvasObject)                               {}

// dashPainter takes dashed links whole.
type dashPainter struct {
	linePainter
	runs []dashCall
}

type dashCall struct {
	x1, y1, x2, y2 float32
	n              int
	dash, width    float32
}

func (p *dashPainter) Dashes(x1, y1, x2, y2 float32, n int, dash, width float32, _ color.Color) bool {
	p.runs = append(p.runs, dashCall{x1, y1, x2, y2, n, dash, width})
	return true
}

// A printed board hands a painter that can draw a dashed line whole each
// dashed link once, from where its first dash starts to where its last
// ends, with the count and length of the very dashes it hands a painter
// that draws them one by one.
func TestBoardWalk_ADashedLinkIsHandedWholeAsTheDashesItDraws(t *testing.T) {
	for _, kind := range []battlemap.LinkKind{battlemap.Dashed, battlemap.Blocked} {
		b, _ := showBoard(t, twoAreas(battlemap.Link{Kind: kind}), 900, 300)
		b.Printing = true
		b.Refresh()
		var plain linePainter
		b.Walk(&plain)
		var whole dashPainter
		b.Walk(&whole)
		if len(whole.runs) != 1 {
			t.Fatalf("%v: %d dashed runs, want the link's one", kind, len(whole.runs))
		}
		r := whole.runs[0]
		n := len(plain.lines) - len(whole.lines) // the lines the run stands for
		if r.n != n || n < 5 {
			t.Fatalf("%v: the run has %d dashes, the board drew %d", kind, r.n, n)
		}
		first, last := plain.lines[0], plain.lines[n-1]
		if r.x1 != first[0] || r.y1 != first[1] || r.x2 != last[2] || r.y2 != last[3] {
			t.Errorf("%v: the run runs from (%v, %v) to (%v, %v), the dashes from %v to %v", kind, r.x1, r.y1, r.x2, r.y2, first, last)
		}
		if d := float32(math.Hypot(float64(first[2]-first[0]), float64(first[3]-first[1]))); r.dash != d {
			t.Errorf("%v: dashes %v long, the board's %v", kind, r.dash, d)
		}
		for i, l := range plain.lines[n:] {
			if whole.lines[i] != l {
				t.Errorf("%v: line %d after the dashes is %v, one by one %v", kind, i, whole.lines[i], l)
			}
		}
	}
}
