package tactics

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// A re-roll of both dice is counted once per edition and level; read
// again, from any first dice, it must be the count the throws give.
func TestRerollWins_OfBothDiceReadAgainIsTheCount(t *testing.T) {
	for round := 0; round < 2; round++ {
		for _, e := range sheet.Editions() {
			for level := -1; level <= 101; level++ {
				want := 0
				for v := 0; v < 100; v++ {
					if e.Evaluate(sheet.Roll{Tens: v / 10, Ones: v % 10}, level).Success {
						want++
					}
				}
				first := sheet.Roll{Tens: level % 10, Ones: (level + round) % 10}
				if got := rerollWins(e, first, sheet.RerollBoth, level); got != want {
					t.Fatalf("%s, level %d, first %s: %d wins, want %d", e, level, first, got, want)
				}
			}
		}
	}
}
