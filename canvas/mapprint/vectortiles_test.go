package mapprint

import (
	"fmt"
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
	if plan.Blank() == 0 {
		t.Fatal("the warehouse at 1.5 in leaves no page blank: the test needs one")
	}
	overview := texts(flatShapes(d.Pages[0].Shapes))
	n := 1
	for r := range plan.Rows {
		for c := range plan.Cols {
			name := TileName(r, c)
			if !plan.Uses(r, c) {
				if slices.Contains(overview, name) {
					t.Errorf("the overview names page %s, which is blank and not printed", name)
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

// A page is left out only when none of the map reaches it: the plan's
// geometry must agree with the shapes the poster really has.
func TestTilePlan_APageIsLeftOutOnlyWhenNoneOfTheMapReachesIt(t *testing.T) {
	test.NewTempApp(t)
	for _, name := range []string{"warehouse.unhex", "nightclub.unhex"} {
		doc := loadDoc(t, name)
		for _, h := range []float64{1, 1.5, 2.5} {
			o := tableScale(h)
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
			for r := range plan.Rows {
				for c := range plan.Cols {
					w := plan.Tile(r, c)
					on := cullShapes(shapes, w)
					if !plan.Uses(r, c) && len(on) > 0 {
						t.Errorf("%s at %g in: page %s is left out, yet %d shapes of the map fall on it", name, h, TileName(r, c), len(on))
					}
				}
			}
		}
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
