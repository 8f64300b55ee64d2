package canvas

import (
	"image"
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

func loadDoc(t testing.TB, name string) *engine.Document {
	t.Helper()
	doc, err := engine.LoadFile("../assets/maps/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

func showBoard(t *testing.T, doc *engine.Document, w, h float32) (*Board, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	b := NewBoard(doc)
	win := test.NewTempWindow(t, b)
	win.SetPadded(false)
	win.Resize(fyne.NewSize(w, h))
	return b, win
}

// twoAreas is a map of two areas joined by one link, for decoration goldens.
func twoAreas(l battlemap.Link) *engine.Document {
	l.A, l.B = "w", "e"
	return &engine.Document{Map: battlemap.Map{
		Areas: []battlemap.Area{{ID: "w", Name: "West", X: 0, Y: 0}, {ID: "e", Name: "East", X: 260, Y: 0}},
		Links: []battlemap.Link{l},
	}}
}

func TestBoard_RendersTheNightclubMap(t *testing.T) {
	b, win := showBoard(t, loadDoc(t, "nightclub.unhex"), 800, 600)
	_ = b
	test.AssertImageMatches(t, "nightclub.png", win.Canvas().Capture())
}

func TestBoard_RendersEachLinkDecoration(t *testing.T) {
	cases := map[string]battlemap.Link{
		"link_solid.png":       {Kind: battlemap.Solid},
		"link_dashed.png":      {Kind: battlemap.Dashed},
		"link_blocked.png":     {Kind: battlemap.Blocked},
		"link_oneway.png":      {Kind: battlemap.Solid, OneWay: true},
		"link_door_open.png":   {Kind: battlemap.Solid, Door: battlemap.DoorOpen},
		"link_door_closed.png": {Kind: battlemap.Solid, Door: battlemap.DoorClosed},
		"link_tick_a.png":      {Kind: battlemap.Solid, CoverA: true},
		"link_tick_b.png":      {Kind: battlemap.Solid, CoverB: true},
	}
	for name, l := range cases {
		t.Run(name, func(t *testing.T) {
			_, win := showBoard(t, twoAreas(l), 400, 120)
			test.AssertImageMatches(t, name, win.Canvas().Capture())
		})
	}
}

func TestBoard_DecorationsDifferFromAPlainLink(t *testing.T) {
	// Each decoration must actually draw something: compare with solid.
	render := func(l battlemap.Link) image.Image {
		_, win := showBoard(t, twoAreas(l), 400, 120)
		return win.Canvas().Capture()
	}
	plain := render(battlemap.Link{Kind: battlemap.Solid})
	for name, l := range map[string]battlemap.Link{
		"dashed": {Kind: battlemap.Dashed}, "blocked": {Kind: battlemap.Blocked}, "one-way": {Kind: battlemap.Solid, OneWay: true},
		"open door": {Kind: battlemap.Solid, Door: battlemap.DoorOpen}, "closed door": {Kind: battlemap.Solid, Door: battlemap.DoorClosed},
		"tick a": {Kind: battlemap.Solid, CoverA: true}, "tick b": {Kind: battlemap.Solid, CoverB: true},
	} {
		if differingPixels(plain, render(l)) < 20 {
			t.Errorf("%s looks the same as a plain solid link", name)
		}
	}
	if differingPixels(render(battlemap.Link{Kind: battlemap.Solid, Door: battlemap.DoorOpen}), render(battlemap.Link{Kind: battlemap.Solid, Door: battlemap.DoorClosed})) < 20 {
		t.Error("open and closed doors must look different")
	}
}

func differingPixels(a, b image.Image) int {
	n := 0
	r := a.Bounds().Intersect(b.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if color.NRGBAModel.Convert(a.At(x, y)) != color.NRGBAModel.Convert(b.At(x, y)) {
				n++
			}
		}
	}
	return n
}

func TestLayout_LinksStopAtTheAreaOutline(t *testing.T) {
	test.NewTempApp(t)
	b := NewBoard(twoAreas(battlemap.Link{Kind: battlemap.Solid}))
	lay := b.Layout()
	west, _ := lay.Area("w")
	east, _ := lay.Area("e")
	s := lay.Links[0]
	if got, want := s.Start.X, west.Box.Max.X+LinkGap; math.Abs(got-want) > 1e-9 {
		t.Errorf("link starts at x=%v, want just outside West's outline at %v", got, want)
	}
	if got, want := s.End.X, east.Box.Min.X-LinkGap; math.Abs(got-want) > 1e-9 {
		t.Errorf("link ends at x=%v, want just outside East's outline at %v", got, want)
	}
}

func TestLayout_CoverTickIsPerpendicularAndJustOutsideTheCoveredArea(t *testing.T) {
	test.NewTempApp(t)
	b := NewBoard(twoAreas(battlemap.Link{Kind: battlemap.Solid, CoverB: true}))
	lay := b.Layout()
	east, _ := lay.Area("e")
	p, q := lay.Links[0].Tick(false)
	if p.X != q.X {
		t.Errorf("tick %v-%v is not perpendicular to a horizontal link", p, q)
	}
	if d := east.Box.Min.X - p.X; d <= 0 || d > TickOffset+1 {
		t.Errorf("tick sits %v units from East's outline, want just outside (0, %v]", d, TickOffset+1)
	}
	if math.Abs(q.Y-p.Y-TickLen) > 1e-9 {
		t.Errorf("tick length %v, want %v", q.Y-p.Y, TickLen)
	}
}

func TestLayout_HitTestFindsAreasLinksAndTheNearerEnd(t *testing.T) {
	test.NewTempApp(t)
	b := NewBoard(twoAreas(battlemap.Link{Kind: battlemap.Solid}))
	lay := b.Layout()
	if h := lay.HitTest(battlemap.Point{X: 0, Y: 0}, 5); h.Area != "w" {
		t.Errorf("centre of West hit %+v", h)
	}
	s := lay.Links[0]
	nearEast := s.End.Sub(s.Dir.Scale(5))
	if h := lay.HitTest(nearEast.Add(battlemap.Point{Y: 3}), 5); h.Link != 0 || h.End != "e" || !h.NearEnd {
		t.Errorf("near East's end of the link hit %+v, want link 0 at e", h)
	}
	if h := lay.HitTest(s.Mid(), 5); h.Link != 0 || h.NearEnd {
		t.Errorf("middle of the link hit %+v, want the link, not near an end", h)
	}
	if h := lay.HitTest(battlemap.Point{X: 130, Y: 80}, 5); h.Area != "" || h.Link != -1 {
		t.Errorf("empty space hit %+v", h)
	}
}

func TestViewport_ZoomKeepsThePointUnderTheCursorStill(t *testing.T) {
	v := Viewport{Zoom: 1.3, Origin: battlemap.Point{X: -40, Y: 25}}
	before := v.ToModel(310, 220)
	after := v.ZoomAt(310, 220, 1.7).ToModel(310, 220)
	if math.Abs(before.X-after.X) > 1e-9 || math.Abs(before.Y-after.Y) > 1e-9 {
		t.Errorf("zooming moved the map point under the cursor from %v to %v", before, after)
	}
}

func TestViewport_FitShowsTheWholeMap(t *testing.T) {
	bounds := battlemap.Rect{Min: battlemap.Point{X: 100, Y: -50}, Max: battlemap.Point{X: 900, Y: 550}}
	v := Fit(bounds, 600, 400, 20)
	for _, p := range []battlemap.Point{bounds.Min, bounds.Max} {
		x, y := v.ToScreen(p)
		if x < 19.9 || y < 19.9 || x > 580.1 || y > 380.1 {
			t.Errorf("map corner %v lands at (%v, %v), outside the margin", p, x, y)
		}
	}
}

func TestBoard_WheelZoomsAboutTheCursor(t *testing.T) {
	b, _ := showBoard(t, loadDoc(t, "nightclub.unhex"), 800, 600)
	at := fyne.NewPos(200, 150)
	before := b.ToModel(at)
	z := b.View().Zoom
	b.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: at}, Scrolled: fyne.NewDelta(0, 10)})
	if b.View().Zoom <= z {
		t.Fatalf("wheel up did not zoom in: %v -> %v", z, b.View().Zoom)
	}
	after := b.ToModel(at)
	if math.Abs(before.X-after.X) > 1e-6 || math.Abs(before.Y-after.Y) > 1e-6 {
		t.Errorf("zoom moved the point under the cursor: %v -> %v", before, after)
	}
}

func TestBoard_DraggingEmptySpacePansWhenNoToolWantsIt(t *testing.T) {
	b, win := showBoard(t, loadDoc(t, "nightclub.unhex"), 800, 600)
	origin := b.View().Origin
	test.Drag(win.Canvas(), fyne.NewPos(400, 580), 30, -20)
	b.DragEnd()
	got := b.View().Origin
	z := b.View().Zoom
	if math.Abs(got.X-(origin.X-30/z)) > 1e-6 || math.Abs(got.Y-(origin.Y+20/z)) > 1e-6 {
		t.Errorf("origin %v after dragging by (30,-20), want %v shifted by the drag", got, origin)
	}
}

func TestBoard_MiddleButtonAlwaysPans(t *testing.T) {
	b, _ := showBoard(t, loadDoc(t, "nightclub.unhex"), 800, 600)
	rec := &recordingInput{wants: true}
	b.Input = rec
	origin := b.View().Origin
	b.MouseDown(&desktop.MouseEvent{Button: desktop.MouseButtonTertiary, PointEvent: fyne.PointEvent{Position: fyne.NewPos(100, 100)}})
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(110, 100)}, Dragged: fyne.NewDelta(10, 0)})
	b.DragEnd()
	if rec.drags != 0 {
		t.Error("a middle-button drag reached the tool")
	}
	if b.View().Origin == origin {
		t.Error("a middle-button drag did not pan")
	}
}

func TestBoard_ClicksReachTheInputInMapUnits(t *testing.T) {
	b, win := showBoard(t, loadDoc(t, "nightclub.unhex"), 800, 600)
	rec := &recordingInput{}
	b.Input = rec
	bar, _ := b.Layout().Area("bar")
	at := b.ToScreen(bar.Box.Center())
	test.TapCanvas(win.Canvas(), at)
	if len(rec.clicks) != 1 || b.HitTest(rec.clicks[0]).Area != "bar" {
		t.Errorf("clicking the Bar reached the input as %v", rec.clicks)
	}
}

type recordingInput struct {
	wants  bool
	clicks []battlemap.Point
	drags  int
}

func (r *recordingInput) Click(p battlemap.Point, _ Mods)               { r.clicks = append(r.clicks, p) }
func (r *recordingInput) SecondaryClick(battlemap.Point, fyne.Position) {}
func (r *recordingInput) DragStart(battlemap.Point, Mods) bool          { return r.wants }
func (r *recordingInput) DragMove(battlemap.Point)                      { r.drags++ }
func (r *recordingInput) DragEnd(battlemap.Point)                       {}
func (r *recordingInput) Hover(battlemap.Point)                         {}

func TestBoard_FollowsTheLightAndDarkThemes(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(theme.LightTheme())
	light := ScreenPalette()
	a.Settings().SetTheme(theme.DarkTheme())
	dark := ScreenPalette()
	if light.Background == dark.Background || light.Ink == dark.Ink {
		t.Errorf("light %v/%v and dark %v/%v palettes should differ", light.Background, light.Ink, dark.Background, dark.Ink)
	}
	b := NewBoard(twoAreas(battlemap.Link{Kind: battlemap.Solid}))
	win := test.NewTempWindow(t, b)
	win.Resize(fyne.NewSize(300, 100))
	r, g, bl, _ := win.Canvas().Capture().At(2, 2).RGBA()
	if (r+g+bl)/3 > 0x8000 {
		t.Error("under the dark theme the board background should be dark")
	}
}
