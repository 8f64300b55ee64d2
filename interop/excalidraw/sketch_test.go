package excalidraw

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine"
)

// sketch builds an excalidraw drawing in a test, element by element, as a
// person draws one: boxes with names typed in, lines, arrows and strokes.
// Coordinates are drawing units; boxes are excalidraw's default 120 by 60,
// so the drawing's scale is 90 and the tolerances are the documented ones.
type sketch struct {
	els []map[string]any
}

// box adds a rectangle centred at (x, y) with its name bound inside.
func (s *sketch) box(id, name string, x, y float64) {
	s.els = append(s.els, map[string]any{"id": id, "type": "rectangle", "x": x - 60, "y": y - 30, "width": 120, "height": 60,
		"boundElements": []map[string]any{{"id": id + "-name", "type": "text"}}})
	s.text(id+"-name", name, x, y, id)
}

// text adds a text centred at (x, y), bound to container if not "".
func (s *sketch) text(id, text string, x, y float64, container string) {
	w, h := 10*float64(len(text)), 25.0
	e := map[string]any{"id": id, "type": "text", "x": x - w/2, "y": y - h/2, "width": w, "height": h, "text": text, "originalText": text}
	if container != "" {
		e["containerId"] = container
	}
	s.els = append(s.els, e)
}

// line adds a straight line (or, with kind "arrow", an arrow) from a to b;
// opts set any other field ("strokeStyle": "dashed", "endArrowhead": ...).
func (s *sketch) line(id, kind string, a, b pt, opts ...map[string]any) map[string]any {
	e := map[string]any{"id": id, "type": kind, "x": a.X, "y": a.Y, "width": math.Abs(b.X - a.X), "height": math.Abs(b.Y - a.Y),
		"points": [][2]float64{{0, 0}, {b.X - a.X, b.Y - a.Y}}}
	for _, o := range opts {
		for k, v := range o {
			e[k] = v
		}
	}
	s.els = append(s.els, e)
	return e
}

// stroke adds a short straight line of the given length centred at c, at
// deg degrees on the screen (0 runs right, 90 runs down).
func (s *sketch) stroke(id string, c pt, length, deg float64) {
	d := dirAt(deg).Scale(length / 2)
	s.line(id, "line", c.Sub(d), c.Add(d))
}

// bind binds a line's ends to two elements, as excalidraw does when an
// arrow is snapped to its boxes.
func bind(from, to string) map[string]any {
	return map[string]any{"startBinding": map[string]any{"elementId": from, "focus": 0, "gap": 4},
		"endBinding": map[string]any{"elementId": to, "focus": 0, "gap": 4}}
}

// dirAt is the unit direction at deg degrees on the screen.
func dirAt(deg float64) pt {
	s, c := math.Sincos(deg * math.Pi / 180)
	return pt{X: c, Y: s}
}

func (s *sketch) bytes(t *testing.T) []byte {
	t.Helper()
	data, err := json.Marshal(map[string]any{"type": "excalidraw", "version": 2, "elements": s.els})
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// read imports the sketch and fails the test on an error.
func (s *sketch) read(t *testing.T) (*engine.Document, *Report) {
	t.Helper()
	doc, rep, err := Import(s.bytes(t))
	if err != nil {
		t.Fatalf("%v\n%s", err, rep.String())
	}
	return doc, &rep
}

// what is what the report says of element id, and whether it was used.
func (r *Report) what(id string) (string, bool) {
	for _, e := range r.Used {
		if e.Element == id {
			return e.What, true
		}
	}
	for _, e := range r.Ignored {
		if e.Element == id {
			return e.What, false
		}
	}
	return "", false
}

// mustSay fails unless the report says of element id, used or not as
// wanted, something containing each of words.
func (r *Report) mustSay(t *testing.T, id string, used bool, words ...string) {
	t.Helper()
	what, u := r.what(id)
	if u != used {
		t.Errorf("element %s: used %v, want %v (%q)", id, u, used, what)
	}
	for _, w := range words {
		if !strings.Contains(what, w) {
			t.Errorf("element %s: the report says %q, which lacks %q", id, what, w)
		}
	}
}
