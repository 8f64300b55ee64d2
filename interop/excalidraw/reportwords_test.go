package excalidraw

import (
	"strings"
	"testing"
)

// The report reads as written English: "an ellipse", not "a ellipse", and
// a name written on two lines is quoted as the one-line name the area
// gets, never with a raw "\n".
func TestImport_TheReportSaysAnEllipseAndNamesWithoutRawLineBreaks(t *testing.T) {
	s := &sketch{}
	s.els = append(s.els,
		map[string]any{"id": "blank", "type": "ellipse", "x": -400, "y": -300, "width": 120, "height": 60},
		map[string]any{"id": "booth", "type": "ellipse", "x": -60, "y": -30, "width": 120, "height": 60})
	s.text("booth-name", "DJ\nBooth", 0, -55, "") // floating above its ellipse
	s.text("floor", "Dance\nFloor", 300, 0, "")   // a bare name on two lines
	s.line("link", "line", pt{X: 64, Y: 0}, pt{X: 270, Y: 0})
	s.text("cap", "long\nway", 160, 0, "link")
	_, rep := s.read(t)
	rep.mustSay(t, "blank", false, "an ellipse with no name")
	rep.mustSay(t, "booth-name", true, `"DJ Booth"`)
	rep.mustSay(t, "link", true, `"DJ Booth" – "Dance Floor"`)
	rep.mustSay(t, "cap", false, `"long way"`)
	if out := rep.String(); strings.Contains(out, `\n`) || strings.Contains(out, "a ellipse") {
		t.Errorf("the report:\n%s", out)
	}
}
