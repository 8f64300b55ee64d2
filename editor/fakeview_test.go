package editor_test

import (
	"math"
	"testing"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// The fake board's geometry, in map units: every area is a box this size
// centred on its X, Y, and a link is the segment between the two centres,
// hit within linkTolerance of it.
const (
	areaW, areaH  = 100.0, 40.0
	linkTolerance = 6.0
)

// fakeView is an editor.View over a map, with plain geometry instead of a
// board. It records what the tools show and answers AskName at once from a
// script. It reads the map live, so it always sees the editor's edits.
type fakeView struct {
	t testing.TB
	m *battlemap.Map

	// Grid, when positive, is the snap spacing; zero means no snapping.
	Grid float64

	// names answers AskName in order; an unscripted ask fails the test.
	names []nameAnswer
	// Asked records where AskName was called.
	Asked []battlemap.Point
	// Previews records every Preview call, with the values copied.
	Previews []preview
}

type nameAnswer struct {
	name string
	ok   bool
}

// preview is one Preview call; a nil field is a cleared part.
type preview struct {
	Line    *[2]battlemap.Point
	Box     *battlemap.Rect
	Invalid bool
}

func newFakeView(t testing.TB, m *battlemap.Map) *fakeView {
	return &fakeView{t: t, m: m}
}

// Answer scripts the next AskName to return name, as if typed and
// confirmed with Enter.
func (v *fakeView) Answer(name string) { v.names = append(v.names, nameAnswer{name, true}) }

// CancelNextAsk scripts the next AskName to be cancelled (Escape).
func (v *fakeView) CancelNextAsk() { v.names = append(v.names, nameAnswer{"", false}) }

// box is the area's box on the fake board.
func box(a battlemap.Area) battlemap.Rect {
	return battlemap.Rect{
		Min: battlemap.Point{X: a.X - areaW/2, Y: a.Y - areaH/2},
		Max: battlemap.Point{X: a.X + areaW/2, Y: a.Y + areaH/2},
	}
}

// HitTest: areas win over links, and a later (topmost) area over an
// earlier one; among links the nearest within tolerance wins.
func (v *fakeView) HitTest(p battlemap.Point) editor.Hit {
	for i := len(v.m.Areas) - 1; i >= 0; i-- {
		if box(v.m.Areas[i]).Contains(p) {
			return editor.Hit{Area: v.m.Areas[i].ID, Link: -1}
		}
	}
	best, bestD, bestT := -1, linkTolerance, 0.0
	for i, l := range v.m.Links {
		a, b := v.m.Area(l.A), v.m.Area(l.B)
		if a == nil || b == nil {
			continue
		}
		d, t := distToSegment(p, a.Pos(), b.Pos())
		if d <= bestD {
			best, bestD, bestT = i, d, t
		}
	}
	if best < 0 {
		return editor.Hit{Link: -1}
	}
	l := v.m.Links[best]
	if bestT < 0.5 {
		return editor.Hit{Link: best, End: l.A, NearEnd: bestT < 1.0/3}
	}
	return editor.Hit{Link: best, End: l.B, NearEnd: bestT > 2.0/3}
}

// distToSegment is the distance from p to the segment ab, and how far
// along it (0 at a, 1 at b) the nearest point lies.
func distToSegment(p, a, b battlemap.Point) (d, t float64) {
	ab := b.Sub(a)
	if l2 := ab.X*ab.X + ab.Y*ab.Y; l2 > 0 {
		ap := p.Sub(a)
		t = math.Max(0, math.Min(1, (ap.X*ab.X+ap.Y*ab.Y)/l2))
	}
	return p.Sub(a.Add(ab.Scale(t))).Len(), t
}

// AreasIn lists the areas whose boxes overlap r.
func (v *fakeView) AreasIn(r battlemap.Rect) []battlemap.AreaID {
	var out []battlemap.AreaID
	for _, a := range v.m.Areas {
		if box(a).Overlaps(r) {
			out = append(out, a.ID)
		}
	}
	return out
}

// LinksIn lists the links lying wholly inside r (both centres in it).
func (v *fakeView) LinksIn(r battlemap.Rect) []int {
	var out []int
	for i, l := range v.m.Links {
		a, b := v.m.Area(l.A), v.m.Area(l.B)
		if a != nil && b != nil && r.Contains(a.Pos()) && r.Contains(b.Pos()) {
			out = append(out, i)
		}
	}
	return out
}

// Snap rounds p to the grid, if there is one.
func (v *fakeView) Snap(p battlemap.Point) battlemap.Point {
	if v.Grid <= 0 {
		return p
	}
	return battlemap.Point{X: math.Round(p.X/v.Grid) * v.Grid, Y: math.Round(p.Y/v.Grid) * v.Grid}
}

func (v *fakeView) Preview(line *[2]battlemap.Point, box *battlemap.Rect, invalid bool) {
	var pv preview
	if line != nil {
		l := *line
		pv.Line = &l
	}
	if box != nil {
		b := *box
		pv.Box = &b
	}
	pv.Invalid = invalid
	v.Previews = append(v.Previews, pv)
}

// LastPreview is the most recent Preview call; it fails the test if there
// was none.
func (v *fakeView) LastPreview() preview {
	v.t.Helper()
	if len(v.Previews) == 0 {
		v.t.Fatal("nothing was previewed")
	}
	return v.Previews[len(v.Previews)-1]
}

// Cleared reports whether the latest preview call cleared everything.
func (v *fakeView) Cleared() bool {
	if len(v.Previews) == 0 {
		return true
	}
	p := v.Previews[len(v.Previews)-1]
	return p.Line == nil && p.Box == nil && !p.Invalid
}

func (v *fakeView) AskName(p battlemap.Point, done func(name string, ok bool)) {
	v.t.Helper()
	v.Asked = append(v.Asked, p)
	if len(v.names) == 0 {
		v.t.Fatalf("AskName at %v, but the test scripted no answer", p)
	}
	a := v.names[0]
	v.names = v.names[1:]
	done(a.name, a.ok)
}

var _ editor.View = (*fakeView)(nil)
