package canvas

import (
	"image"
	"image/draw"
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// vault is one area with a hidden objective between two public ones;
// without drops the hidden one.
func vault(withHidden bool) *engine.Document {
	obj := []battlemap.Objective{{Label: "Open the safe"}}
	if withHidden {
		obj = append(obj, battlemap.Objective{Label: "The informant is here", Hidden: true})
	}
	obj = append(obj, battlemap.Objective{Label: "Get out"})
	return &engine.Document{Map: battlemap.Map{
		Areas: []battlemap.Area{{ID: "vault", Name: "Vault", X: 100, Y: 100, Objectives: obj}, {ID: "hall", Name: "Hall", X: 300, Y: 100}},
		Links: []battlemap.Link{{A: "vault", B: "hall", Kind: battlemap.Solid}},
	}}
}

func TestLayout_HiddenObjectivesTakeNoSpaceForPlayers(t *testing.T) {
	test.NewTempApp(t)
	with, without := NewBoard(vault(true)), NewBoard(vault(false))
	with.HideGMContent, without.HideGMContent = true, true
	a, b := with.Layout(), without.Layout()
	if !reflect.DeepEqual(a.Areas, b.Areas) || a.Bounds != b.Bounds || !reflect.DeepEqual(a.Links, b.Links) {
		t.Errorf("players' layout with a hidden objective:\n%+v\ndiffers from the layout without it:\n%+v", a.Areas, b.Areas)
	}
	// The GM still sees it, in its place between the two.
	with.HideGMContent = false
	gm := with.Layout().Areas[0].Objectives
	if len(gm) != 3 || !gm[1].Hidden || gm[2].Marker.Y <= b.Areas[0].Objectives[1].Marker.Y {
		t.Errorf("GM layout objectives %+v, want the hidden one second, pushing the last down", gm)
	}
}

func TestBoard_PlayersViewOfAHiddenObjectiveRendersAsIfItWereAbsent(t *testing.T) {
	test.NewTempApp(t)
	render := func(withHidden bool) []byte {
		b := NewBoard(vault(withHidden))
		b.HideGMContent = true
		w := test.NewTempWindow(t, b)
		w.SetPadded(false)
		w.Resize(fyne.NewSize(500, 300))
		img := image.NewNRGBA(image.Rect(0, 0, 500, 300))
		draw.Draw(img, img.Bounds(), w.Canvas().Capture(), image.Point{}, draw.Src)
		return img.Pix
	}
	if !reflect.DeepEqual(render(true), render(false)) {
		t.Error("the player view with a hidden objective differs from the one without it")
	}
}

// kitchen is one area with an objective, a fire and, when asked, a hidden
// gas leak after it.
func kitchen(withHidden bool) *engine.Document {
	hz := []battlemap.Hazard{{Label: "Fire", Damage: "d10"}}
	if withHidden {
		hz = append(hz, battlemap.Hazard{Label: "Gas leak", Damage: "2", Hidden: true})
	}
	return &engine.Document{Map: battlemap.Map{
		Areas: []battlemap.Area{{ID: "kitchen", Name: "Kitchen", X: 100, Y: 100, Objectives: []battlemap.Objective{{Label: "Find the key"}}, Hazards: hz},
			{ID: "hall", Name: "Hall", X: 300, Y: 100}},
		Links: []battlemap.Link{{A: "kitchen", B: "hall", Kind: battlemap.Solid}},
	}}
}

// A hazard is marked under its area, after the objectives, with its
// damage; the players' board shows the visible ones and, of a hidden one,
// nothing at all.
func TestBoard_HazardsAreMarkedUnderTheirAreaAndHiddenOnesOnlyForTheGM(t *testing.T) {
	test.NewTempApp(t)
	gm := NewBoard(kitchen(true)).Layout().Areas[0].Objectives
	if len(gm) != 3 || gm[0].Hazard || !gm[1].Hazard || gm[1].Label != "Fire (d10)" || !gm[2].Hidden || gm[2].Label != "Gas leak (2, hidden)" ||
		gm[2].Marker.Y <= gm[1].Marker.Y {
		t.Fatalf("the GM's marks %+v, want the objective, then the fire, then the hidden leak below", gm)
	}
	render := func(withHidden bool) []byte {
		b := NewBoard(kitchen(withHidden))
		b.HideGMContent = true
		w := test.NewTempWindow(t, b)
		w.SetPadded(false)
		w.Resize(fyne.NewSize(500, 300))
		img := image.NewNRGBA(image.Rect(0, 0, 500, 300))
		draw.Draw(img, img.Bounds(), w.Canvas().Capture(), image.Point{}, draw.Src)
		return img.Pix
	}
	if !reflect.DeepEqual(render(true), render(false)) {
		t.Error("the player view with a hidden hazard differs from the one without it")
	}
	players := NewBoard(kitchen(true))
	players.HideGMContent = true
	if marks := players.Layout().Areas[0].Objectives; len(marks) != 2 || marks[1].Label != "Fire (d10)" {
		t.Errorf("the players' marks %+v, want the objective and the fire", marks)
	}
}
