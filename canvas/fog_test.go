package canvas

import (
	"image"
	"reflect"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// fogged returns the nightclub with its right-most area hidden (so hiding
// it would shrink the bounds) and one link between two shown areas hidden,
// and the same map with those simply removed: what the players must get.
func fogged(t testing.TB) (hidden, without *engine.Document) {
	t.Helper()
	hidden = loadDoc(t, "nightclub.unhex")
	return hidden, &engine.Document{Map: enginetest.Fog(t, &hidden.Map)}
}

func playersBoard(t *testing.T, doc *engine.Document) (*Board, fyne.Window) {
	t.Helper()
	b, win := showBoard(t, doc, 800, 600)
	b.HideGMContent = true
	b.LabelScale = 1.4
	b.FitToWindow()
	return b, win
}

func TestPlayerView_HiddenAreasAndTheirLinksTakeNoSpace(t *testing.T) {
	hidden, without := fogged(t)
	got := NewPlayersLayout(&hidden.Map, testMeasure, 1.4)
	want := NewPlayersLayout(&without.Map, testMeasure, 1.4)
	if got.Bounds != want.Bounds {
		t.Errorf("players' bounds %v, want %v as if the hidden area were not there", got.Bounds, want.Bounds)
	}
	if !reflect.DeepEqual(got.Areas, want.Areas) {
		t.Errorf("players' areas differ from the map without the hidden area")
	}
	if len(got.Links) != len(want.Links) {
		t.Fatalf("players see %d links, want %d", len(got.Links), len(want.Links))
	}
	for i := range got.Links {
		g, w := got.Links[i], want.Links[i]
		if g.Start != w.Start || g.End != w.End || g.Hidden {
			t.Errorf("link %d drawn %v-%v, want %v-%v", i, g.Start, g.End, w.Start, w.End)
		}
	}
	// And on screen: the fitted player view is pixel for pixel the map
	// without the hidden area.
	_, winH := playersBoard(t, hidden)
	_, winW := playersBoard(t, without)
	if !sameImage(winH.Canvas().Capture(), winW.Canvas().Capture()) {
		t.Error("the player view of the map with a hidden area differs from the map without it")
	}
}

func TestBoard_GMSeesHiddenAreasDimmedAndHatched(t *testing.T) {
	hidden, _ := fogged(t)
	lay := NewLayout(&hidden.Map, testMeasure)
	if len(lay.Areas) != len(hidden.Map.Areas) || len(lay.Links) != len(hidden.Map.Links) {
		t.Fatalf("the GM's layout has %d areas and %d links, want all %d and %d", len(lay.Areas), len(lay.Links), len(hidden.Map.Areas), len(hidden.Map.Links))
	}
	hiddenAreas, hiddenLinks := 0, 0
	for _, a := range lay.Areas {
		if a.Hidden {
			hiddenAreas++
		}
	}
	for _, l := range lay.Links {
		if l.Hidden {
			hiddenLinks++
		}
	}
	if hiddenAreas != 1 || hiddenLinks < 2 {
		t.Errorf("the GM's layout marks %d areas and %d links hidden", hiddenAreas, hiddenLinks)
	}
	_, gm := showBoard(t, hidden, 800, 600)
	_, plain := showBoard(t, loadDoc(t, "nightclub.unhex"), 800, 600)
	if sameImage(gm.Canvas().Capture(), plain.Canvas().Capture()) {
		t.Error("the GM's board draws hidden areas exactly like shown ones")
	}
}

func TestHighlights_PlayerViewNeverPointsIntoHiddenAreas(t *testing.T) {
	hidden, without := fogged(t)
	var gone battlemap.AreaID
	for _, a := range hidden.Map.Areas {
		if a.Hidden {
			gone = a.ID
		}
	}
	shown := without.Map.Areas[0].ID
	// Everything an overlay can point with, aimed at the hidden area too.
	overlay := func(ids ...battlemap.AreaID) Overlay {
		return func(p *Pen) {
			for _, id := range ids {
				p.AreaHalo(id, ColorSight, 12)
				p.AreaOutline(id, ColorReach, 3)
			}
			p.Path(ids, ColorDanger, 6)
		}
	}
	tokens := []Token{{ID: "a", Area: shown, Label: "A"}, {ID: "b", Area: gone, Label: "B"}}
	bh, winH := playersBoard(t, hidden)
	bh.Overlays = []Overlay{overlay(shown, gone)}
	bh.Tokens = tokens
	bh.Refresh()
	bw, winW := playersBoard(t, without)
	bw.Overlays = []Overlay{overlay(shown)}
	bw.Tokens = tokens[:1]
	bw.Refresh()
	if !sameImage(winH.Canvas().Capture(), winW.Canvas().Capture()) {
		t.Error("highlights or a token pointed into the hidden area on the player view")
	}
	if _, ok := bh.Layout().TokenPositions(tokens, 1)["b"]; ok {
		t.Error("a token in a hidden area has a place on the player view")
	}
	// The GM's board still shows them.
	gm := NewLayout(&hidden.Map, testMeasure)
	if _, ok := gm.TokenPositions(tokens, 1)["b"]; !ok {
		t.Error("the GM's board lost the token in the hidden area")
	}
}

func sameImage(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				return false
			}
		}
	}
	return true
}

// testMeasure is a fixed-width text measure, so layouts compare without a
// font.
func testMeasure(text string, size float64, bold bool) (float64, float64) {
	return 0.6 * size * float64(len([]rune(text))), size * 1.2
}
