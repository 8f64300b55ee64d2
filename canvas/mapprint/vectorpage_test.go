package mapprint

import (
	"math"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/interop/vector"
)

// flatShapes lists a document's shapes with groups opened.
func flatShapes(shapes []vector.Shape) []vector.Shape {
	var out []vector.Shape
	for _, s := range shapes {
		if g, ok := s.(vector.Group); ok {
			out = append(out, flatShapes(g.Shapes)...)
			continue
		}
		out = append(out, s)
	}
	return out
}

func onePage(t *testing.T, doc *engine.Document, o ExportOptions) []vector.Shape {
	t.Helper()
	d, _, err := VectorDocument(doc, o)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Pages) != 1 {
		t.Fatalf("%d pages, want 1", len(d.Pages))
	}
	return flatShapes(d.Pages[0].Shapes)
}

func texts(shapes []vector.Shape) []string {
	var out []string
	for _, s := range shapes {
		if x, ok := s.(vector.Text); ok {
			out = append(out, x.Text)
		}
	}
	return out
}

func TestVectorDocument_EveryAreaNameTitleAndLegendRowIsText(t *testing.T) {
	test.NewTempApp(t)
	doc := loadDoc(t, "warehouse.unhex")
	o := DefaultExportOptions()
	got := strings.Join(texts(onePage(t, doc, o)), "\n")
	for _, a := range doc.Map.Areas {
		if !a.Hidden && !strings.Contains(got, a.Name) {
			t.Errorf("area name %q is not on the page as text", a.Name)
		}
	}
	for _, want := range []string{doc.Map.Title, "Sight only, no move", "Door, closed"} {
		if !strings.Contains(got, want) {
			t.Errorf("%q is not on the page as text", want)
		}
	}
}

func TestVectorDocument_HasNoImageWithoutABackground(t *testing.T) {
	test.NewTempApp(t)
	for _, name := range []string{"warehouse.unhex", "nightclub.unhex"} {
		for _, s := range onePage(t, loadDoc(t, name), DefaultExportOptions()) {
			if _, ok := s.(vector.Image); ok {
				t.Errorf("%s: the page holds an image; the map must be shapes", name)
			}
		}
	}
}

// joinedPair is a map of two areas side by side joined by one link.
func joinedPair(l battlemap.Link) *engine.Document {
	l.A, l.B = "a", "b"
	return &engine.Document{Map: battlemap.Map{
		Areas: []battlemap.Area{{ID: "a", Name: "West", X: 0, Y: 0}, {ID: "b", Name: "East", X: 600, Y: 0}},
		Links: []battlemap.Link{l},
	}}
}

// linkMarks are the lines and polygons of a page without a legend: the
// link's drawing (area boxes are rectangles, names text).
func linkMarks(t *testing.T, l battlemap.Link) ([]vector.Line, []vector.Polygon) {
	t.Helper()
	o := DefaultExportOptions()
	o.Legend = false
	var lines []vector.Line
	var polys []vector.Polygon
	for _, s := range onePage(t, joinedPair(l), o) {
		switch s := s.(type) {
		case vector.Line:
			lines = append(lines, s)
		case vector.Polygon:
			polys = append(polys, s)
		}
	}
	return lines, polys
}

func TestVectorDocument_SolidLinkIsOneLine(t *testing.T) {
	test.NewTempApp(t)
	lines, polys := linkMarks(t, battlemap.Link{Kind: battlemap.Solid})
	if len(lines) != 1 || len(polys) != 0 {
		t.Fatalf("%d lines and %d polygons, want one line", len(lines), len(polys))
	}
}

// A dashed link is one line with a dash pattern (a poster of the largest
// map drew millions of dashes one by one): along the link, whole dashes
// at both ends, evenly spaced with clear gaps between them.
func TestVectorDocument_DashedLinkIsOneLineOfEvenDashes(t *testing.T) {
	test.NewTempApp(t)
	lines, polys := linkMarks(t, battlemap.Link{Kind: battlemap.Dashed})
	if len(lines) != 1 || len(polys) != 0 {
		t.Fatalf("%d lines and %d polygons, want one dashed line", len(lines), len(polys))
	}
	l := lines[0]
	if math.Abs(l.Y2-l.Y1) > 0.01 || l.X2-l.X1 < 100 {
		t.Fatalf("the line %+v does not run along the link", l)
	}
	if len(l.Stroke.Dash) != 2 || l.Stroke.DashOffset != 0 {
		t.Fatalf("dash pattern %v from %v, want one dash and one gap from the start", l.Stroke.Dash, l.Stroke.DashOffset)
	}
	// Round caps add half the width at each end of a dash.
	on, off, w := l.Stroke.Dash[0], l.Stroke.Dash[1], l.Stroke.Width
	if on <= 0 || off-w <= 0.5 {
		t.Fatalf("dashes %.2f pt and gaps %.2f pt with caps of %.2f: no clear gap", on, off, w)
	}
	n := (l.X2 - l.X1 + off) / (on + off)
	if math.Abs(n-math.Round(n)) > 0.01 || n < 10 {
		t.Errorf("the line holds %.3f dashes, want a whole number, and many", n)
	}
}

func TestVectorDocument_BlockedLinkCarriesAnXAtItsMiddle(t *testing.T) {
	test.NewTempApp(t)
	lines, _ := linkMarks(t, battlemap.Link{Kind: battlemap.Blocked})
	var diagonals []vector.Line
	minX, maxX := math.Inf(1), math.Inf(-1)
	for _, l := range lines {
		minX, maxX = math.Min(minX, math.Min(l.X1, l.X2)), math.Max(maxX, math.Max(l.X1, l.X2))
		if math.Abs(l.Y2-l.Y1) > 1 {
			diagonals = append(diagonals, l)
		}
	}
	if len(diagonals) != 2 {
		t.Fatalf("%d diagonal strokes, want the two of an X", len(diagonals))
	}
	mid := (minX + maxX) / 2
	for _, d := range diagonals {
		if c := (d.X1 + d.X2) / 2; math.Abs(c-mid) > 1 {
			t.Errorf("a stroke of the X is centred at x=%.1f, the link's middle at %.1f", c, mid)
		}
	}
}

func TestVectorDocument_OneWayArrowheadTipsAtTheFarEnd(t *testing.T) {
	test.NewTempApp(t)
	lines, polys := linkMarks(t, battlemap.Link{Kind: battlemap.Solid, OneWay: true})
	if len(polys) != 1 || len(polys[0].Points) != 3 {
		t.Fatalf("polygons %+v, want one triangle", polys)
	}
	tip := polys[0].Points[0]
	for _, p := range polys[0].Points[1:] {
		if p.X > tip.X {
			tip = p
		}
	}
	end := math.Max(lines[0].X1, lines[0].X2) + lines[0].Stroke.Width/2 // the round cap's reach
	if math.Abs(tip.X-end) > 0.5 || math.Abs(tip.Y-lines[0].Y1) > 0.5 {
		t.Errorf("arrow tip at (%.1f, %.1f), the link ends at (%.1f, %.1f)", tip.X, tip.Y, end, lines[0].Y1)
	}
}

func TestVectorDocument_ClosedDoorIsABoxAroundASquareBlock(t *testing.T) {
	test.NewTempApp(t)
	lines, polys := linkMarks(t, battlemap.Link{Kind: battlemap.Solid, Door: battlemap.DoorClosed})
	// Two halves of the link either side of the door, its four sides.
	if len(lines) != 6 {
		t.Errorf("%d strokes, want the link's two halves and the door's four sides", len(lines))
	}
	// The block filling the door is square-ended, as Fyne paints it, not
	// a round-capped stroke bulging out of the box.
	if len(polys) != 1 || len(polys[0].Points) != 4 {
		t.Fatalf("polygons %+v, want the door's block as one rectangle", polys)
	}
	var minX, maxX float64 = math.Inf(1), math.Inf(-1)
	for _, l := range lines {
		if math.Abs(l.X1-l.X2) < 0.01 { // the door's sides across the link
			minX, maxX = math.Min(minX, l.X1), math.Max(maxX, l.X1)
		}
	}
	for _, p := range polys[0].Points {
		if p.X < minX-0.01 || p.X > maxX+0.01 {
			t.Errorf("the block reaches x=%.2f, outside the door's sides at %.2f and %.2f", p.X, minX, maxX)
		}
	}
}

func TestVectorDocument_CoverTicksCrossTheLink(t *testing.T) {
	test.NewTempApp(t)
	lines, _ := linkMarks(t, battlemap.Link{Kind: battlemap.Solid, CoverA: true, CoverB: true})
	ticks := 0
	for _, l := range lines {
		if math.Abs(l.X1-l.X2) < 0.01 && math.Abs(l.Y1-l.Y2) > 5 {
			ticks++
		}
	}
	if ticks != 2 {
		t.Errorf("%d strokes across the link, want a tick at each end", ticks)
	}
}

func TestVectorDocument_PageIsThePaperInPoints(t *testing.T) {
	test.NewTempApp(t)
	o := DefaultExportOptions()
	o.Paper, o.Landscape = PaperA4, true
	d, _, err := VectorDocument(loadDoc(t, "nightclub.unhex"), o)
	if err != nil {
		t.Fatal(err)
	}
	if p := d.Pages[0]; math.Abs(p.W-vector.A4H) > 0.01 || math.Abs(p.H-vector.A4W) > 0.01 {
		t.Errorf("page %.1f × %.1f pt, want A4 landscape %.1f × %.1f", p.W, p.H, vector.A4H, vector.A4W)
	}
}
