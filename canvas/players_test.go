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
