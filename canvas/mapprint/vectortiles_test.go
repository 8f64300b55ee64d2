package mapprint

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/interop/vector"
)

func tableScale(h float64) ExportOptions {
	o := DefaultExportOptions()
	o.AreaHeightIn = h
	return o
}

func TestPlanTiles_EveryAreaBoxPrintsAtLeastTheAreaHeight(t *testing.T) {
	test.NewTempApp(t)
	lay := printBoard(loadDoc(t, "warehouse.unhex"), DefaultExportOptions()).Layout()
	plan, err := PlanTiles(lay, tableScale(1.5))
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range lay.Areas {
		if in := a.Box.Height() * plan.Zoom / 96; in < 1.5-1e-9 {
			t.Errorf("%s prints %.2f in tall, want at least 1.5", a.ID, in)
		}
	}
	if plan.Pages() < 2 {
		t.Fatalf("%d × %d pages: the warehouse at 1.5 in areas must not fit one Letter page", plan.Rows, plan.Cols)
	}
	if plan.GridW() < plan.PosterW || plan.GridH() < plan.PosterH {
		t.Errorf("the pages cover %.0f × %.0f pt, the poster is %.0f × %.0f", plan.GridW(), plan.GridH(), plan.PosterW, plan.PosterH)
	}
	// One column fewer would not cover the poster: no page is wasted.
	if fewer := float64(plan.Cols-1)*(plan.TileW-plan.Overlap) + plan.Overlap; plan.Cols > 1 && fewer >= plan.PosterW {
		t.Errorf("%d columns where %d would do", plan.Cols, plan.Cols-1)
	}
}

func TestPlanTiles_RefusesAPosterOverThePageLimit(t *testing.T) {
	test.NewTempApp(t)
	var areas []battlemap.Area
	for i := range 40 {
		areas = append(areas, battlemap.Area{ID: battlemap.AreaID(fmt.Sprint("a", i)), Name: "Room", X: float64(i%8) * 3000, Y: float64(i/8) * 3000})
	}
	doc := &engine.Document{Map: battlemap.Map{Areas: areas}}
	_, err := PlanTiles(printBoard(doc, DefaultExportOptions()).Layout(), tableScale(4))
	if err == nil || !strings.Contains(err.Error(), "over the limit of 500") {
		t.Fatalf("err %v, want the page limit named", err)
	}
}

func TestExportOptions_AreaHeightOutOfRangeOrOnFitPaperIsRefused(t *testing.T) {
	for _, c := range []struct {
		o    ExportOptions
		want string
	}{
		{tableScale(0.1), "area height 0.10 in is out of range (0.25 to 4 inches)"},
		{tableScale(9), "area height 9.00 in is out of range"},
		{ExportOptions{Paper: PaperFit, DPI: 300, AreaHeightIn: 1}, `paper "fit" has no page size to tile`},
	} {
		if err := c.o.Validate(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: err %v, want it to say %q", c.o, err, c.want)
		}
	}
}

func TestTileName_RowsAreLettersLikeASpreadsheet(t *testing.T) {
	for _, c := range []struct {
		row, col int
		want     string
	}{{0, 0, "A1"}, {1, 1, "B2"}, {25, 2, "Z3"}, {26, 0, "AA1"}, {27, 9, "AB10"}} {
		if got := TileName(c.row, c.col); got != c.want {
			t.Errorf("TileName(%d, %d) = %q, want %q", c.row, c.col, got, c.want)
		}
	}
}

func TestVectorDocument_AreaHeightTilesThePosterAfterAnOverview(t *testing.T) {
	test.NewTempApp(t)
	doc := loadDoc(t, "warehouse.unhex")
	o := tableScale(1.5)
	plan, err := PlanTiles(printBoard(doc, o).Layout(), o)
	if err != nil {
		t.Fatal(err)
	}
	d, _, err := VectorDocument(doc, o)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Pages) != plan.Pages()+1 {
		t.Fatalf("%d pages, want %d tiles and the overview", len(d.Pages), plan.Pages())
	}
	if plan.LeftOut() == 0 {
		t.Fatal("the warehouse at 1.5 in leaves no page out: the test needs one")
	}
	overview := texts(flatShapes(d.Pages[0].Shapes))
	n := 1
	for r := range plan.Rows {
		for c := range plan.Cols {
			name := TileName(r, c)
			if !plan.Uses(r, c) {
				if slices.Contains(overview, name) {
					t.Errorf("the overview names page %s, which is left out", name)
				}
				continue
			}
			if !slices.Contains(overview, name) {
				t.Errorf("the overview does not name page %s", name)
			}
			n++
			page := texts(flatShapes(d.Pages[n-1].Shapes))
			want := fmt.Sprintf("%s · page %d of %d", doc.Map.Title, n, len(d.Pages))
			if page[len(page)-2] != name || page[len(page)-1] != want {
				t.Errorf("page %d is labelled %q, want %q and %q", n, page[len(page)-2:], name, want)
			}
		}
	}
	// Every area's name is on some tile.
	var all []string
	for _, p := range d.Pages[1:] {
		all = append(all, texts(flatShapes(p.Shapes))...)
	}
	joined := strings.Join(all, "\n")
	for _, a := range doc.Map.Areas {
		if !a.Hidden && !strings.Contains(joined, a.Name) {
			t.Errorf("%q is on no tile", a.Name)
		}
	}
}

// posterShapes is the poster of doc at o walked into shapes on the grid
// of pages, as tiledDocument cuts its pages from.
func posterShapes(t *testing.T, doc *engine.Document, o ExportOptions) (TilePlan, []vector.Shape) {
	t.Helper()
	board := printBoard(doc, o)
	plan, err := PlanTiles(board.Layout(), o)
	if err != nil {
		t.Fatal(err)
	}
	poster := layoutPrintPage(board, doc, pageLayout{size: plan.posterSize(), scale: 1,
		view: func(fyne.Size) canvas.Viewport { return plan.posterView() }})
	shapes, err := walkPrintPage(&poster, plan.PosterX, plan.PosterY)
	if err != nil {
		t.Fatal(err)
	}
	return plan, shapes
}

// inkPoints samples the points a shape inks inside window w: along a
// line, over the box of anything else, every point or so.
func inkPoints(s vector.Shape, w vector.Rect) []vector.Point {
	var out []vector.Point
	in := func(x, y float64) bool { return x >= w.X && x <= w.X+w.W && y >= w.Y && y <= w.Y+w.H }
	if l, ok := s.(vector.Line); ok {
		n := int(math.Hypot(l.X2-l.X1, l.Y2-l.Y1)) + 1
		for i := 0; i <= n; i++ {
			x, y := l.X1+(l.X2-l.X1)*float64(i)/float64(n), l.Y1+(l.Y2-l.Y1)*float64(i)/float64(n)
			if in(x, y) {
				out = append(out, vector.Point{X: x, Y: y})
			}
		}
		return out
	}
	x1, y1, x2, y2 := shapeBounds(s)
	x1, y1, x2, y2 = max(x1, w.X), max(y1, w.Y), min(x2, w.X+w.W), min(y2, w.Y+w.H)
	for x := x1; x <= x2; x++ {
		for y := y1; y <= y2; y++ {
			out = append(out, vector.Point{X: x, Y: y})
		}
	}
	return out
}

// printedElsewhere says whether a printed page other than (row, col)
// holds the point.
func printedElsewhere(plan TilePlan, row, col int, p vector.Point) bool {
	for r := range plan.Rows {
		for c := range plan.Cols {
			w := plan.Tile(r, c)
			if (r != row || c != col) && plan.Uses(r, c) && p.X >= w.X && p.X <= w.X+w.W && p.Y >= w.Y && p.Y <= w.Y+w.H {
				return true
			}
		}
	}
	return false
}

// A page is left out only when all the map draws on it is on printed
// pages too (the plan's geometry must agree with the shapes the poster
// really has), and a page is printed only when it shows some of the map
// no other printed page does: a sliver inside the band a page shares with
// a neighbour is not worth a sheet of paper.
func TestTilePlan_APageIsPrintedOnlyForMapNoOtherPageShows(t *testing.T) {
	test.NewTempApp(t)
	slivers := 0
	for _, name := range []string{"warehouse.unhex", "nightclub.unhex"} {
		doc := loadDoc(t, name)
		for _, h := range []float64{1, 1.5, 2.5} {
			plan, shapes := posterShapes(t, doc, tableScale(h))
			for r := range plan.Rows {
				for c := range plan.Cols {
					w := plan.Tile(r, c)
					on := cullShapes(shapes, w)
					own := 0 // points of ink only this page would print
					for _, s := range on {
						for _, p := range inkPoints(s, w) {
							if !printedElsewhere(plan, r, c, p) {
								own++
								if !plan.Uses(r, c) {
									t.Errorf("%s at %g in: page %s is left out, yet it alone would print (%.0f, %.0f) of %T", name, h, TileName(r, c), p.X, p.Y, s)
								}
								break
							}
						}
					}
					switch {
					case plan.Uses(r, c) && own == 0:
						t.Errorf("%s at %g in: page %s is printed, yet its neighbours print all %d shapes on it", name, h, TileName(r, c), len(on))
					case !plan.Uses(r, c) && len(on) > 0:
						slivers++
					}
				}
			}
		}
	}
	if slivers == 0 {
		t.Error("no page with a sliver of the map was left out: the test needs one")
	}
}

func TestCullShapes_KeepsOnlyWhatReachesTheWindow(t *testing.T) {
	in := []vector.Shape{
		vector.Line{X1: 0, Y1: 0, X2: 10, Y2: 0},
		vector.Line{X1: 500, Y1: 500, X2: 510, Y2: 500},
		vector.Circle{CX: 95, CY: 50, R: 10},
	}
	got := cullShapes(in, vector.Rect{X: 100, Y: 0, W: 100, H: 100})
	if len(got) != 1 {
		t.Fatalf("kept %d shapes, want only the circle reaching into the window", len(got))
	}
	if c, ok := got[0].(vector.Circle); !ok || c.CX != 95 {
		t.Errorf("kept %+v, want only the circle reaching into the window", got)
	}
}

// A page carries only its part of a long line, and a dashed line's
// dashes stay where the whole line has them.
func TestCullShapes_CutsALineToTheWindowItsDashesInPlace(t *testing.T) {
	whole := vector.Line{X1: 0, Y1: 50, X2: 1000, Y2: 50, Stroke: vector.Stroke{Width: 1, Dash: []float64{3, 7}}}
	window := vector.Rect{X: 404, Y: 0, W: 100, H: 100}
	got := cullShapes([]vector.Shape{whole}, window)
	if len(got) != 1 {
		t.Fatalf("%d shapes, want the line", len(got))
	}
	cut := got[0].(vector.Line)
	if cut.X1 > window.X || cut.X2 < window.X+window.W || cut.X1 < window.X-1 || cut.X2 > window.X+window.W+1 {
		t.Fatalf("the line runs from %.1f to %.1f, want the window's %.0f to %.0f and its caps", cut.X1, cut.X2, window.X, window.X+window.W)
	}
	on := func(l vector.Line, x float64) bool {
		return math.Mod(x-l.X1+l.Stroke.DashOffset, 10) < 3
	}
	for x := window.X; x <= window.X+window.W; x += 0.25 {
		if on(cut, x) != on(whole, x) {
			t.Fatalf("at %.2f the cut line is inked %v, the whole %v", x, on(cut, x), on(whole, x))
		}
	}
}
