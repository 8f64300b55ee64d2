package play

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// suggestBadge is a numbered badge of Suggest as the GM's board shows it:
// its disc's square in pixels and the number written on it ("" when none
// is readable there).
type suggestBadge struct {
	rect  battlemap.Rect
	label string
}

func (w *testWindow) suggestBadges() []suggestBadge {
	objs := test.WidgetRenderer(w.board).Objects()
	var out []suggestBadge
	for _, o := range objs {
		c, ok := o.(*canvas.Circle)
		if !ok || !c.Visible() || c.FillColor != colorSuggest {
			continue
		}
		b := suggestBadge{rect: battlemap.Rect{Min: battlemap.Point{X: float64(c.Position1.X), Y: float64(c.Position1.Y)},
			Max: battlemap.Point{X: float64(c.Position2.X), Y: float64(c.Position2.Y)}}}
		centre := b.rect.Center()
		for _, o := range objs {
			if t, ok := o.(*canvas.Text); ok && t.Visible() && t.Text != "" {
				mid := battlemap.Point{X: float64(t.Position().X + t.Size().Width/2), Y: float64(t.Position().Y + t.Size().Height/2)}
				if mid.Sub(centre).Len() < 1 {
					b.label += t.Text
				}
			}
		}
		out = append(out, b)
	}
	return out
}

// tokenRects are the tokens' discs on the GM's board, in pixels.
func (w *testWindow) tokenRects() map[string]battlemap.Rect {
	out := map[string]battlemap.Rect{}
	r := float64(w.board.View().Zoom) * 14 * w.board.TokenScale
	for id, at := range w.board.Layout().TokenPositions(w.board.Tokens, w.board.TokenScale) {
		p := w.board.ToScreen(at)
		out[id] = discRect(battlemap.Point{X: float64(p.X), Y: float64(p.Y)}, r)
	}
	return out
}

// Suggest's numbered badges stand where they cover no area's name, no
// token, no range tag and no other badge, each with its number readable
// on it: on the brawl as it starts, and with Rook beside the Bouncer on
// the Dance Floor, where the best act is an attack on someone in the same
// area and its arrow loops from one token to the other.
func TestSuggest_BadgesCoverNoNameTokenOrRangeTag(t *testing.T) {
	for _, c := range []struct {
		name     string
		who      sheet.CharacterID
		sameArea bool
		size     fyne.Size
	}{
		{"Rook at the Entrance", "rook", false, fyne.NewSize(1280, 720)},
		{"Vex in the Alley", "vex", false, fyne.NewSize(1280, 720)},
		{"Rook beside the Bouncer", "rook", true, fyne.NewSize(1280, 720)},
		{"Rook beside the Bouncer, large", "rook", true, fyne.NewSize(1920, 1080)},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newPlayWindowAt(t, test.NewTempApp(t), c.size.Width, c.size.Height)
			if c.sameArea {
				w.drag(w.tokenAt("rook"), w.at("dance-floor"))
			}
			w.startWithPCsFirst(t)
			w.tap(w.tokenAt(c.who))
			cs := w.play.tracker.suggested
			if len(cs) == 0 {
				t.Fatal("setup: nothing suggested")
			}
			if c.sameArea && (cs[0].Target != "bouncer" || w.play.find("rook").Area != w.play.find("bouncer").Area) {
				t.Fatalf("setup: the best act is %q, not an attack on the Bouncer in Rook's area", cs[0].Reason)
			}
			badges := w.suggestBadges()
			if len(badges) != len(cs) {
				t.Fatalf("%d badges for %d suggestions", len(badges), len(cs))
			}
			feet := w.footprintsOnScreen()
			tokens := w.tokenRects()
			for i, b := range badges {
				if b.label == "" {
					t.Errorf("badge at %v has no readable number", b.rect)
				}
				for id, r := range feet {
					if overlapArea(b.rect, r) > 0 {
						t.Errorf("badge %s at %v covers the area %s, its tokens or its range tag %v", b.label, b.rect, id, r)
					}
				}
				for id, r := range tokens {
					if overlapArea(b.rect, r) > 0 {
						t.Errorf("badge %s at %v covers %s's token", b.label, b.rect, id)
					}
				}
				for _, o := range badges[i+1:] {
					if overlapArea(b.rect, o.rect) > 0 {
						t.Errorf("badges %s and %s overlap", b.label, o.label)
					}
				}
			}
			if under, over := w.arrowsUnderNames(); under == 0 || over > 0 {
				t.Errorf("%d arrow parts lie under the areas' names and %d over them", under, over)
			}
			labels := map[string]int{}
			for _, b := range badges {
				labels[b.label]++
			}
			for n := 1; n <= len(cs); n++ {
				if labels[fmt.Sprint(n)] != 1 {
					t.Errorf("badge %d shows %d times: %v", n, labels[fmt.Sprint(n)], labels)
				}
			}
		})
	}
}

// arrowsUnderNames counts the arrows' shafts and heads the board draws
// before (under) every area's name, and those it draws after one.
func (w *testWindow) arrowsUnderNames() (under, over int) {
	names := map[string]bool{}
	for _, a := range w.ed.Map().Areas {
		names[a.Name] = true
	}
	firstName := -1
	objs := test.WidgetRenderer(w.board).Objects()
	for i, o := range objs {
		if t, ok := o.(*canvas.Text); ok && t.Visible() && names[t.Text] && firstName < 0 {
			firstName = i
		}
	}
	for i, o := range objs {
		arrow := false
		switch x := o.(type) {
		case *canvas.Line:
			arrow = x.Visible() && x.StrokeColor == colorSuggest
		case *canvas.Polygon:
			arrow = x.Visible() && x.FillColor == colorSuggest
		}
		switch {
		case arrow && i < firstName:
			under++
		case arrow:
			over++
		}
	}
	return under, over
}
