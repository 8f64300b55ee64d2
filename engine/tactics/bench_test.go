package tactics_test

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/engine/tactics"
)

// The per-fight cost of the simulator on the bundled brawl: one whole
// fight with the tactics on both sides, the dice seeded per fight.
func BenchmarkFight_NightclubBrawl(b *testing.B) {
	c, p := startOf(b, "../../assets/maps/nightclub-brawl.unhex")
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := tactics.Fight(c, p, sheet.NewDiceSource(tactics.RunSeed(1, i)), tactics.DefaultRoundCap); err != nil {
			b.Fatal(err)
		}
	}
}
