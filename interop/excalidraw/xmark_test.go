package excalidraw

import (
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// diagonal draws two boxes 320 apart with a dashed line between them at
// deg degrees above the horizontal, and returns where along it a mark at
// fraction f sits, and the line's direction in screen degrees.
func diagonal(s *sketch, deg float64) (at func(f float64) pt, lineDeg float64) {
	d := dirAt(-deg)
	a, b := pt{}, d.Scale(320)
	s.box("a", "Alley", a.X, a.Y)
	s.box("b", "Bar", b.X, b.Y)
	from, to := a.Add(d.Scale(70)), b.Sub(d.Scale(70))
	s.line("link", "line", from, to, map[string]any{"strokeStyle": "dashed"})
	return func(f float64) pt { return from.Add(to.Sub(from).Scale(f)) }, -deg
}

// An X is two short strokes crossing near their middles on a link; drawn
// upright on a diagonal link, one stroke runs almost along the line. It
// still blocks sight there, wherever along the link it sits, and neither
// stroke is read as a cover tick or left over.
func TestImport_AnUprightXOnADiagonalLinkBlocksIt(t *testing.T) {
	for _, deg := range []float64{30, 45, 60} {
		for _, f := range []float64{0.5, 0.3, 0.7} {
			t.Run(fmt.Sprintf("link at %v°, X at %v of its length", deg, f), func(t *testing.T) {
				s := &sketch{}
				at, _ := diagonal(s, deg)
				s.stroke("x-1", at(f), 30, 45)
				s.stroke("x-2", at(f), 30, 135)
				doc, rep := s.read(t)
				want := []battlemap.Link{{A: "alley", B: "bar", Kind: battlemap.Blocked}}
				if !reflect.DeepEqual(doc.Map.Links, want) {
					t.Errorf("links %+v, want %+v\n%s", doc.Map.Links, want, rep.String())
				}
				rep.mustSay(t, "x-1", true, "the X on link")
				rep.mustSay(t, "x-2", true, "the X on link")
			})
		}
	}
}

// A single slanted stroke near one end of the same diagonal links is still
// a cover tick at that end, not half of an X.
func TestImport_ASingleStrokeNearAnEndOfADiagonalLinkIsStillACoverTick(t *testing.T) {
	for _, deg := range []float64{30, 45, 60} {
		t.Run(fmt.Sprintf("link at %v°", deg), func(t *testing.T) {
			s := &sketch{}
			at, lineDeg := diagonal(s, deg)
			s.stroke("tick", at(0.15), 24, lineDeg+70)
			doc, rep := s.read(t)
			want := []battlemap.Link{{A: "alley", B: "bar", Kind: battlemap.Dashed, CoverA: true}}
			if !reflect.DeepEqual(doc.Map.Links, want) {
				t.Errorf("links %+v, want %+v\n%s", doc.Map.Links, want, rep.String())
			}
			rep.mustSay(t, "tick", true, "cover tick at \"Alley\"")
		})
	}
}

// Two strokes that cross far from their middles (a V, a tick touching the
// end of another) are not an X: an X crosses near the middle of both.
func TestImport_TwoStrokesThatCrossNearTheirEndsAreNotAnXAwayFromALink(t *testing.T) {
	s := &sketch{}
	at, lineDeg := diagonal(s, 0)
	s.stroke("tick", at(0.15), 24, lineDeg+90)
	// a stroke off the link whose end just touches the tick's end
	c := at(0.15).Add(dirAt(lineDeg + 90).Scale(12)).Add(dirAt(lineDeg).Scale(10))
	s.stroke("stray", c, 20, lineDeg)
	doc, rep := s.read(t)
	want := []battlemap.Link{{A: "alley", B: "bar", Kind: battlemap.Dashed, CoverA: true}}
	if !reflect.DeepEqual(doc.Map.Links, want) {
		t.Errorf("links %+v, want %+v\n%s", doc.Map.Links, want, rep.String())
	}
}

// A hostile drawing of thousands of short strokes through one point of a
// link, every pair of them crossing at their middles, imports in time
// with no list of every crossing pair.
func TestImport_ThousandsOfStrokesThroughOnePointImportQuickly(t *testing.T) {
	s := &sketch{}
	at, _ := diagonal(s, 0)
	for i := 0; i < MaxElements-10; i++ {
		s.stroke(fmt.Sprintf("s%d", i), at(0.5), 30, float64(i%180)+0.5)
	}
	data := s.bytes(t)
	start := time.Now()
	doc, rep, err := Import(data)
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("took %v", d)
	}
	if len(doc.Map.Links) != 1 || doc.Map.Links[0].Kind != battlemap.Blocked {
		t.Errorf("links %+v\n%s", doc.Map.Links, rep.Summary())
	}
}
