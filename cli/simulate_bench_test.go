package cli

import (
	"io"
	"testing"
)

// BenchmarkSimulate_AThousandBrawls is `unhexboard simulate` on the
// bundled brawl, a thousand fights (its default): the Encounter odds
// window's BenchmarkOddsWindow_AThousandBrawls plays the same fights.
func BenchmarkSimulate_AThousandBrawls(b *testing.B) {
	cpu := cpuSeconds()
	for range b.N {
		if code := run([]string{"simulate", "../assets/maps/nightclub-brawl.unhex"}, io.Discard, io.Discard); code != exitOK {
			b.Fatalf("exit %d", code)
		}
	}
	b.ReportMetric((cpuSeconds()-cpu)*1000/float64(b.N), "cpu-ms/op")
}
