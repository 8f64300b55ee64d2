package tactics

import (
	"math/rand/v2"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// The weighing sums the marks in one pass; it must count what Body.Count
// counts, kind by kind, on any body.
func TestMarksOf_CountsWhatBodyCountCounts(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 200; i++ {
		var b sheet.Body
		for _, l := range sheet.Locations {
			*b.At(l) = sheet.Marks{Slash: rng.IntN(4), X: rng.IntN(4), Filled: rng.IntN(4)}
		}
		all := marksOf(&b)
		if all.Slash != b.Count(sheet.Slash) || all.X != b.Count(sheet.XMark) || all.Filled != b.Count(sheet.Filled) {
			t.Fatalf("%+v: %+v, want slash %d, x %d, filled %d", b, all, b.Count(sheet.Slash), b.Count(sheet.XMark), b.Count(sheet.Filled))
		}
	}
}
