package canvas

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// linkInk draws one horizontal link of a kind on a zones map and returns
// the share of pixel columns, away from the link's middle and ends, with
// ink on the line itself and with ink beside it where the haze goes.
func linkInk(t *testing.T, kind battlemap.LinkKind) (onLine, beside float64) {
	t.Helper()
	doc := &engine.Document{Map: battlemap.Map{Profile: battlemap.ProfileForbiddenLands,
		Areas: []battlemap.Area{{ID: "a", Name: "A", X: 0, Y: 0}, {ID: "b", Name: "B", X: 500, Y: 0}},
		Links: []battlemap.Link{{A: "a", B: "b", Kind: kind}}}}
	b := NewBoard(doc)
	win := test.NewTempWindow(t, b)
	win.SetPadded(false)
	win.Resize(fyne.NewSize(600, 200))
	b.SetView(Viewport{Zoom: 1, Origin: battlemap.Point{X: -50, Y: -100}})
	img := win.Canvas().Capture()
	scale := float64(img.Bounds().Dx()) / float64(win.Canvas().Size().Width)
	ground := color.NRGBAModel.Convert(img.At(2, 2)).(color.NRGBA)
	inked := func(x, y float64) bool {
		for dy := -1; dy <= 1; dy++ {
			c := color.NRGBAModel.Convert(img.At(int(x*scale), int(y*scale)+dy)).(color.NRGBA)
			if diff(c, ground) > 120 {
				return true
			}
		}
		return false
	}
	s := b.Layout().Links[0]
	var cols, on, off int
	for _, span := range [][2]float64{{0.2, 0.4}, {0.6, 0.8}} {
		from := s.Start.X + span[0]*s.Length()
		to := s.Start.X + span[1]*s.Length()
		for mx := from; mx < to; mx++ {
			x, y := b.View().ToScreen(battlemap.Point{X: mx, Y: 0})
			_, above := b.View().ToScreen(battlemap.Point{X: mx, Y: -HazeOffset})
			_, below := b.View().ToScreen(battlemap.Point{X: mx, Y: HazeOffset})
			cols++
			if inked(float64(x), float64(y)) {
				on++
			}
			if inked(float64(x), float64(above)) || inked(float64(x), float64(below)) {
				off++
			}
		}
	}
	return float64(on) / float64(cols), float64(off) / float64(cols)
}

func diff(a, b color.NRGBA) int {
	d := func(x, y uint8) int {
		if x > y {
			return int(x - y)
		}
		return int(y - x)
	}
	return d(a.R, b.R) + d(a.G, b.G) + d(a.B, b.B)
}

func TestObscuredBorder_IsDrawnUnlikeSolidDashedAndBlocked(t *testing.T) {
	test.NewTempApp(t)
	on, beside := map[battlemap.LinkKind]float64{}, map[battlemap.LinkKind]float64{}
	for _, k := range []battlemap.LinkKind{battlemap.Solid, battlemap.Dashed, battlemap.Blocked, battlemap.Obscured} {
		on[k], beside[k] = linkInk(t, k)
	}
	// A passage: an unbroken line, as solid, where dashed and blocked
	// links break.
	if on[battlemap.Obscured] < 0.95 || on[battlemap.Solid] < 0.95 {
		t.Errorf("the line is inked in %.2f (obscured) and %.2f (solid) of its columns, want both unbroken", on[battlemap.Obscured], on[battlemap.Solid])
	}
	for _, k := range []battlemap.LinkKind{battlemap.Dashed, battlemap.Blocked} {
		if on[k] > 0.8 {
			t.Errorf("a %s link is inked in %.2f of its columns, want it broken into dashes", k, on[k])
		}
	}
	// The haze beside it, all along, which no other kind has there.
	if beside[battlemap.Obscured] < 0.2 {
		t.Errorf("the obscured border has ink beside it in %.2f of its columns, want its haze of dots", beside[battlemap.Obscured])
	}
	for _, k := range []battlemap.LinkKind{battlemap.Solid, battlemap.Dashed, battlemap.Blocked} {
		if beside[k] > 0.02 {
			t.Errorf("a %s link has ink beside it in %.2f of its columns, where only the obscured border's haze should be", k, beside[k])
		}
	}
}

func TestLegend_AZonesMapsKeyHasTheObscuredBorder(t *testing.T) {
	test.NewTempApp(t)
	unhex, zones := NewLegend(ScreenPalette(), 1), NewLegend(ScreenPalette(), 1)
	zones.Zones = true
	if got := len(zones.rows()) - len(unhex.rows()); got != 1 {
		t.Fatalf("the zones key has %d more rows, want the obscured border's", got)
	}
	for _, r := range unhex.rows() {
		if r.link.Kind == battlemap.Obscured {
			t.Error("an Unhex map's key shows the obscured border, which it cannot have")
		}
	}
	if zones.rows()[3].link.Kind != battlemap.Obscured {
		t.Error("the obscured border is not after the blocked link in the zones key")
	}
}

func TestTraitTags_SitUnderTheNameInsideTheAreasBox(t *testing.T) {
	test.NewTempApp(t)
	doc := &engine.Document{Map: battlemap.Map{Profile: battlemap.Profile2d20,
		Areas: []battlemap.Area{{ID: "v", Name: "Vault", Traits: []string{"difficult-terrain", "hazard", "cover"}}, {ID: "w", Name: "Vault"}}}}
	b := NewBoard(doc)
	a, _ := b.Layout().Area("v")
	plain, _ := b.Layout().Area("w")
	if len(a.Tags) != 3 || a.Tags[0].Text != "difficult terrain" {
		t.Fatalf("tags %+v, want the profile's three labels", a.Tags)
	}
	for _, tag := range a.Tags {
		if tag.Box.Min.Y <= a.NameAt.Y || !a.Box.Contains(tag.Box.Min) || !a.Box.Contains(tag.Box.Max) {
			t.Errorf("tag %q at %v is not under the name (%v) inside the box %v", tag.Text, tag.Box, a.NameAt, a.Box)
		}
	}
	if a.Box.Height() <= plain.Box.Height() {
		t.Error("the box did not grow to hold its tags")
	}
	if len(plain.Tags) != 0 {
		t.Error("an area without traits has tags")
	}
}
