package mapprint

import (
	"testing"

	"fyne.io/fyne/v2"
	fcanvas "fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// The vector page places each text by its line's height and baseline,
// asked once per font and size: they must be what Fyne measures for the
// text itself, or the PDF and SVG would move.
func TestLineMetrics_AreWhatFyneMeasuresForEachText(t *testing.T) {
	test.NewTempApp(t)
	d := fyne.CurrentApp().Driver()
	for _, text := range []string{"Area 12", "Bar", "gjpqy ÅÉ ★", "Warehouse · page 3 of 12", "x\ty"} {
		for _, size := range []float32{6, 10.5, 16, 22} {
			for _, style := range []fyne.TextStyle{{}, {Bold: true}} {
				tx := fcanvas.NewText(text, nil)
				tx.TextSize, tx.TextStyle = size, style
				line, base := lineMetrics(tx)
				want, wantBase := d.RenderedTextSize(text, size, style, nil)
				if line.Height != want.Height || base != wantBase {
					t.Errorf("%q at %g (%+v): height %g baseline %g, Fyne says %g and %g", text, size, style, line.Height, base, want.Height, wantBase)
				}
			}
		}
	}
}
