package odds

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

// BenchmarkOddsWindow_AThousandBrawls is the window's Simulate on the
// bundled brawl, a thousand fights as the window's default asks, from
// the press to the pictures: the command line's
// BenchmarkSimulate_AThousandBrawls plays the same fights.
func BenchmarkOddsWindow_AThousandBrawls(b *testing.B) {
	w := newPlayWindow(b)
	w.odds.Show()
	o := w.odds.open
	q := o.uiQueue()
	b.Cleanup(o.win.Close)
	o.runs.SetText("1000")
	b.ResetTimer()
	cpu := cpuSeconds()
	for range b.N {
		test.Tap(o.run)
		o.wait(b, q)
	}
	b.ReportMetric((cpuSeconds()-cpu)*1000/float64(b.N), "cpu-ms/op")
}
