package excalidraw

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// A text bound to an arrow (a caption such as "GET") is the link's label,
// never an area nor an objective. A map's links have no notes
// (docs/format.md), so the report lists it as not used, naming it and its
// link. Excalidraw binds a caption both ways (the text names the arrow as
// its container, the arrow lists the text); a drawing that says it only
// one way is read the same.
func TestImport_ACaptionOnAnArrowIsNotAnAreaAndTheReportNamesIt(t *testing.T) {
	for _, how := range []string{"both ways", "by the text only", "by the arrow only"} {
		for _, bare := range []bool{false, true} {
			t.Run(fmt.Sprintf("bound %s, bare names %v", how, bare), func(t *testing.T) {
				s := &sketch{}
				var from, to pt
				if bare {
					// The rulebook's style: bare names, a line between.
					s.text("a", "Alley", 0, 0, "")
					s.text("b", "Bar", 150, 0, "")
					from, to = pt{X: 35, Y: 0}, pt{X: 125, Y: 0}
				} else {
					s.box("a", "Alley", 0, 0)
					s.box("b", "Bar", 300, 0)
					from, to = pt{X: 64, Y: 0}, pt{X: 236, Y: 0}
				}
				arrow := s.line("arrow", "arrow", from, to, map[string]any{"endArrowhead": "arrow"})
				if !bare {
					for k, v := range bind("a", "b") {
						arrow[k] = v
					}
				}
				if how != "by the text only" {
					arrow["boundElements"] = []map[string]any{{"id": "cap", "type": "text"}}
				}
				container := "arrow"
				if how == "by the arrow only" {
					container = ""
				}
				mid := from.Add(to).Scale(0.5)
				s.text("cap", "GET", mid.X, mid.Y, container)
				doc, rep := s.read(t)
				if len(doc.Map.Areas) != 2 {
					t.Errorf("areas %+v\n%s", doc.Map.Areas, rep.String())
				}
				want := []battlemap.Link{{A: "alley", B: "bar", Kind: battlemap.Solid, OneWay: true}}
				if !reflect.DeepEqual(doc.Map.Links, want) {
					t.Errorf("links %+v\n%s", doc.Map.Links, rep.String())
				}
				rep.mustSay(t, "cap", false, `"GET"`, `link "Alley" – "Bar"`, "no notes")
			})
		}
	}
}
