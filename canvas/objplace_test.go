package canvas

import (
	"testing"

	fcanvas "fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

func withObjectiveAbove(linkFromBelow bool) *engine.Document {
	doc := &engine.Document{Map: battlemap.Map{Areas: []battlemap.Area{
		{ID: "vault", Name: "Vault", X: 0, Y: 0, Objectives: []battlemap.Objective{{Label: "Crack the safe"}}},
		{ID: "hall", Name: "Hall", X: 0, Y: 160},
		{ID: "roof", Name: "Roof", X: 0, Y: -160},
	}}}
	to := battlemap.AreaID("roof")
	if linkFromBelow {
		to = "hall"
	}
	doc.Map.Links = []battlemap.Link{{A: "vault", B: to, Kind: battlemap.Solid, OneWay: true}}
	return doc
}

// An objective's label is never crossed by a link: when a one-way arrow
// leaves the area downwards, the objectives move to a free side.
func TestObjectives_MoveOffALinkThatWouldCrossTheirLabel(t *testing.T) {
	test.NewTempApp(t)
	lay := NewBoard(withObjectiveAbove(true)).Layout()
	v, _ := lay.Area("vault")
	if rectCrossed(v.ObjectivesBox, lay.Links) {
		t.Fatalf("the link to the Hall crosses the objective at %v", v.ObjectivesBox)
	}
	if v.ObjectivesBox.Center().Y > v.Box.Max.Y {
		t.Errorf("the objectives stayed under the box, where the arrow leaves")
	}
	if !lay.Bounds.Contains(v.ObjectivesBox.Min) || !lay.Bounds.Contains(v.ObjectivesBox.Max) {
		t.Errorf("the bounds %v do not hold the moved objectives %v", lay.Bounds, v.ObjectivesBox)
	}
}

// A side taken by another area's box is not free: with a link leaving
// downwards and upwards, and an area close on the right (as the Vault
// beside the Kitchen), the objectives go left, off the neighbour's name.
func TestObjectives_NeverCoverAnotherAreasBox(t *testing.T) {
	test.NewTempApp(t)
	doc := withObjectiveAbove(true)
	doc.Map.Links = append(doc.Map.Links, battlemap.Link{A: "roof", B: "vault", Kind: battlemap.Solid})
	doc.Map.Areas = append(doc.Map.Areas, battlemap.Area{ID: "safe", Name: "Safe Room", X: 150, Y: 0})
	lay := NewBoard(doc).Layout()
	v, _ := lay.Area("vault")
	for _, a := range lay.Areas {
		if a.ID != "vault" && a.Box.Overlaps(v.ObjectivesBox) {
			t.Errorf("the objectives at %v cover %s at %v", v.ObjectivesBox, a.ID, a.Box)
		}
	}
	if rectCrossed(v.ObjectivesBox, lay.Links) {
		t.Errorf("a link crosses the objectives at %v", v.ObjectivesBox)
	}
}

// With no link in the way, objectives keep their place under the box.
func TestObjectives_StayUnderTheBoxWhenNothingCrossesThem(t *testing.T) {
	test.NewTempApp(t)
	lay := NewBoard(withObjectiveAbove(false)).Layout()
	v, _ := lay.Area("vault")
	if v.ObjectivesBox.Center().Y < v.Box.Max.Y {
		t.Errorf("objectives at %v, want under the box %v", v.ObjectivesBox, v.Box)
	}
}

// The key draws a sample of every line kind beside its label: a pen with
// no size once clipped every sample away.
func TestLegend_DrawsASampleLineForEveryKind(t *testing.T) {
	test.NewTempApp(t)
	pal := PrintPalette(true)
	l := NewLegend(pal, 1)
	w := test.NewTempWindow(t, l)
	w.Resize(l.MinSize().AddWidthHeight(20, 20))
	lines := 0
	for _, o := range test.WidgetRenderer(l).Objects() {
		if ln, ok := o.(*fcanvas.Line); ok && ln.Visible() && ln.StrokeWidth > 0 {
			lines++
		}
	}
	if lines < len(legendRows) {
		t.Errorf("the key draws %d sample lines for %d kinds", lines, len(legendRows))
	}
}
