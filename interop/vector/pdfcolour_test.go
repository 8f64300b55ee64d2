package vector

import (
	"bytes"
	"image/color"
	"testing"

	"github.com/unhexboard/unhexboard/interop/vector/pdftest"
)

// A group ends by restoring the graphics state it started in, fill colour
// included; the text after it must still be painted in its own colour,
// not in whatever fill the page had before the group (white paper, say).
func TestWritePDF_TextAfterAGroupKeepsItsOwnColour(t *testing.T) {
	white := color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff}
	grey := color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0xff}
	p := Page{W: LetterW, H: LetterH}
	p.Add(
		Rect{W: LetterW, H: LetterH, Fill: white}, // the paper
		Group{DX: 5, Clip: &Rect{W: 300, H: 300}, Shapes: []Shape{
			Rect{X: 10, Y: 10, W: 50, H: 50, Fill: black},
			Text{X: 20, Y: 100, Text: "inside", Size: 10, Color: black},
		}},
		Text{X: 72, Y: 400, Text: "B2", Size: 13, Bold: true, Color: black},
		Group{Shapes: []Shape{Rect{X: 10, Y: 10, W: 50, H: 50, Fill: grey}}},
		Text{X: 72, Y: 500, Text: "page 2 of 8", Size: 10, Color: grey},
	)
	var buf bytes.Buffer
	if err := WritePDF(&buf, Document{Pages: []Page{p}}); err != nil {
		t.Fatal(err)
	}
	want := map[string][3]float64{"inside": {0, 0, 0}, "B2": {0, 0, 0}, "page 2 of 8": {0.502, 0.502, 0.502}}
	texts := pdftest.PageTexts(t, buf.Bytes())[0]
	if len(texts) != len(want) {
		t.Fatalf("the page shows %d texts, want %d: %+v", len(texts), len(want), texts)
	}
	for _, tx := range texts {
		w, ok := want[tx.Text]
		if !ok {
			t.Errorf("unexpected text %q", tx.Text)
			continue
		}
		for i := range w {
			if d := tx.Fill[i] - w[i]; d > 0.01 || d < -0.01 {
				t.Errorf("%q is painted in %v, want %v", tx.Text, tx.Fill, w)
				break
			}
		}
	}
}
