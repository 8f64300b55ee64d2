package canvas

import (
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

func TestMeasure_ASCIILabelsMatchShapedWidthWithinAUnit(t *testing.T) {
	test.NewTempApp(t)
	m := &textMeasurer{}
	for _, s := range []string{"Area 12345", "AVAVA Tower", "Dance Floor", "Wally's office", "DJ Booth", "The informant is here (hidden)", "x"} {
		for _, bold := range []bool{false, true} {
			for _, size := range []float64{NoteSize, LabelSize, LabelSize * 1.4} {
				want := fyne.MeasureText(s, float32(size), fyne.TextStyle{Bold: bold})
				w, h := m.measure(s, size, bold)
				if math.Abs(w-float64(want.Width)) > 1 || math.Abs(h-float64(want.Height)) > 0.01 {
					t.Errorf("%q at %v bold=%v: %.2fx%.2f, shaped %.2fx%.2f", s, size, bold, w, h, want.Width, want.Height)
				}
			}
		}
	}
}

func TestMeasure_OtherTextIsShapedWhole(t *testing.T) {
	test.NewTempApp(t)
	m := &textMeasurer{}
	s := "Café Ünter"
	want := fyne.MeasureText(s, LabelSize, fyne.TextStyle{Bold: true})
	if w, h := m.measure(s, LabelSize, true); w != float64(want.Width) || h != float64(want.Height) {
		t.Errorf("%q: %vx%v, want %vx%v", s, w, h, want.Width, want.Height)
	}
}
