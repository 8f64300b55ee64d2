package sheet

import (
	"bytes"
	"fmt"
	"testing"
)

// The options of which die is the damage name, for every pair of digits
// and under every edition, the damage and the location each die would
// give, as fmt writes them; the shared list has no room to grow into.
func TestDamageOptions_NameEachDiesDamageAndLocation(t *testing.T) {
	for _, e := range []Edition{"", Edition0906, Edition0907, Edition0912} {
		for tens := 0; tens <= 9; tens++ {
			for ones := 0; ones <= 9; ones++ {
				opts := damageOptions(e, tens, ones)
				if len(opts) != 2 || cap(opts) != 2 {
					t.Fatalf("%s %d%d: %d options (room for %d), want 2", e, tens, ones, len(opts), cap(opts))
				}
				want := [2]Option{
					{Value: tensValue, Label: fmt.Sprintf("%d damage to location %d (%s)", tens, ones, e.LocationForDie(ones).Name())},
					{Value: onesValue, Label: fmt.Sprintf("%d damage to location %d (%s)", ones, tens, e.LocationForDie(tens).Name())},
				}
				for i := range want {
					if opts[i].Label != want[i].Label || !bytes.Equal(opts[i].Value, want[i].Value) {
						t.Errorf("%s %d%d option %d: %q %s, want %q %s", e, tens, ones, i, opts[i].Label, opts[i].Value, want[i].Label, want[i].Value)
					}
				}
			}
		}
	}
}
