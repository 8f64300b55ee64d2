package canvas

import (
	"testing"

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

// With no link in the way, objectives keep their place under the box.
func TestObjectives_StayUnderTheBoxWhenNothingCrossesThem(t *testing.T) {
	test.NewTempApp(t)
	lay := NewBoard(withObjectiveAbove(false)).Layout()
	v, _ := lay.Area("vault")
	if v.ObjectivesBox.Center().Y < v.Box.Max.Y {
		t.Errorf("objectives at %v, want under the box %v", v.ObjectivesBox, v.Box)
	}
}
