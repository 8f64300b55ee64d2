package mapprint

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/interop/vector"
)

// The GM copy option is named for all it adds to the page: each kind of
// thing the GM can hide (an area, a link, an objective, a hazard) is
// printed on the GM's copy only, and the option's label names each.
func TestGMCopy_ItsLabelNamesEveryKindOfHiddenThingItPrints(t *testing.T) {
	test.NewTempApp(t)
	doc := &engine.Document{Map: battlemap.Map{
		Areas: []battlemap.Area{
			{ID: "a", Name: "Hall", Objectives: []battlemap.Objective{{Label: "Secret safe", Hidden: true}},
				Hazards: []battlemap.Hazard{{Label: "Gas trap", Damage: "3", Hidden: true}}},
			{ID: "b", Name: "Yard", X: 300},
			{ID: "c", Name: "Cellar", X: 150, Y: 200, Hidden: true},
			{ID: "d", Name: "Roof", X: 150, Y: -200},
		},
		Links: []battlemap.Link{
			{A: "a", B: "b", Kind: battlemap.Solid},
			{A: "a", B: "c", Kind: battlemap.Solid},
			{A: "b", B: "d", Kind: battlemap.Solid, Hidden: true},
		},
	}}
	o := DefaultExportOptions()
	o.Legend = false
	players := onePage(t, doc, o)
	o.GMCopy = true
	gm := onePage(t, doc, o)
	printed := func(shapes []vector.Shape) string { return strings.Join(texts(shapes), "\n") }
	for _, hidden := range []string{"Cellar", "Secret safe", "Gas trap"} {
		if strings.Contains(printed(players), hidden) || !strings.Contains(printed(gm), hidden) {
			t.Errorf("%q is not printed on the GM's copy only", hidden)
		}
	}
	lines := func(shapes []vector.Shape) (n int) {
		for _, s := range shapes {
			if _, ok := s.(vector.Line); ok {
				n++
			}
		}
		return n
	}
	// The hidden link to the roof, and the one to the hidden cellar.
	if lines(gm) < lines(players)+2 {
		t.Errorf("the GM's copy has %d lines, the players' %d: the hidden links are not on it", lines(gm), lines(players))
	}
	for _, kind := range []string{"areas", "links", "objectives", "hazards"} {
		if !strings.Contains(GMCopyLabel, kind) {
			t.Errorf("the GM copy option says %q, which does not name the hidden %s it prints", GMCopyLabel, kind)
		}
	}
}
