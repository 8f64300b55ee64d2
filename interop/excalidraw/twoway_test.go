package excalidraw

import (
	"reflect"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Two arrows in opposite directions between the same two areas are one
// two-way link, however the arrows are drawn: snapped to the boxes or
// not, an arrowhead at either end. The report says the second arrow made
// the link two-way; nothing is left over.
func TestImport_TwoArrowsInOppositeDirectionsAreOneTwoWayLink(t *testing.T) {
	head := map[string]any{"endArrowhead": "arrow"}
	tail := map[string]any{"startArrowhead": "arrow"}
	for name, draw := range map[string]func(s *sketch){
		"snapped": func(s *sketch) {
			s.line("there", "arrow", pt{X: 64, Y: -8}, pt{X: 236, Y: -8}, head, bind("a", "b"))
			s.line("back", "arrow", pt{X: 236, Y: 8}, pt{X: 64, Y: 8}, head, bind("b", "a"))
		},
		"loose": func(s *sketch) {
			s.line("there", "arrow", pt{X: 75, Y: -8}, pt{X: 225, Y: -8}, head)
			s.line("back", "arrow", pt{X: 225, Y: 8}, pt{X: 75, Y: 8}, head)
		},
		"both drawn left to right": func(s *sketch) {
			s.line("there", "arrow", pt{X: 75, Y: -8}, pt{X: 225, Y: -8}, head)
			s.line("back", "arrow", pt{X: 75, Y: 8}, pt{X: 225, Y: 8}, tail)
		},
	} {
		t.Run(name, func(t *testing.T) {
			s := &sketch{}
			s.box("a", "Alley", 0, 0)
			s.box("b", "Bar", 300, 0)
			draw(s)
			doc, rep := s.read(t)
			want := []battlemap.Link{{A: "alley", B: "bar", Kind: battlemap.Solid}}
			if !reflect.DeepEqual(doc.Map.Links, want) {
				t.Errorf("links %+v, want %+v\n%s", doc.Map.Links, want, rep.String())
			}
			rep.mustSay(t, "there", true, "two-way")
			rep.mustSay(t, "back", true, "two-way")
			if len(rep.Ignored) > 0 || rep.OneWay != 0 || strings.Contains(rep.Summary(), "one-way") {
				t.Errorf("the report:\n%s", rep.String())
			}
		})
	}
}

// Two arrows the same way between two areas are still one one-way link
// and a second line, which the report names.
func TestImport_TwoArrowsTheSameWayAreOneOneWayLinkAndASecondLine(t *testing.T) {
	head := map[string]any{"endArrowhead": "arrow"}
	s := &sketch{}
	s.box("a", "Alley", 0, 0)
	s.box("b", "Bar", 300, 0)
	s.line("there", "arrow", pt{X: 75, Y: -8}, pt{X: 225, Y: -8}, head)
	s.line("again", "arrow", pt{X: 75, Y: 8}, pt{X: 225, Y: 8}, head)
	doc, rep := s.read(t)
	want := []battlemap.Link{{A: "alley", B: "bar", Kind: battlemap.Solid, OneWay: true}}
	if !reflect.DeepEqual(doc.Map.Links, want) {
		t.Errorf("links %+v, want %+v\n%s", doc.Map.Links, want, rep.String())
	}
	rep.mustSay(t, "again", false, "a second line")
}

// Marks on the arrow back count for the link: a door box on it is the
// link's door.
func TestImport_ADoorOnTheArrowBackIsTheTwoWayLinksDoor(t *testing.T) {
	head := map[string]any{"endArrowhead": "arrow"}
	s := &sketch{}
	s.box("a", "Alley", 0, 0)
	s.box("b", "Bar", 300, 0)
	s.line("there", "arrow", pt{X: 75, Y: -12}, pt{X: 225, Y: -12}, head)
	s.line("back", "arrow", pt{X: 225, Y: 12}, pt{X: 75, Y: 12}, head)
	s.els = append(s.els, map[string]any{"id": "door", "type": "rectangle", "x": 138, "y": 6, "width": 24, "height": 12, "backgroundColor": "#1e1e1e"})
	doc, rep := s.read(t)
	want := []battlemap.Link{{A: "alley", B: "bar", Kind: battlemap.Solid, Door: battlemap.DoorClosed}}
	if !reflect.DeepEqual(doc.Map.Links, want) {
		t.Errorf("links %+v, want %+v\n%s", doc.Map.Links, want, rep.String())
	}
	rep.mustSay(t, "door", true, "closed door")
}
