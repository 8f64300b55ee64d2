package tactics_test

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
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

// The same fights with an objective on every area of the map: what
// watching for the PCs reaching objectives costs (compare with the
// benchmark above).
func BenchmarkFight_NightclubBrawlWithObjectives(b *testing.B) {
	c, _ := startOf(b, "../../assets/maps/nightclub-brawl.unhex")
	m := c.Map().Clone()
	for i := range m.Areas {
		m.Areas[i].Objectives = []battlemap.Objective{{Label: "hold " + m.Areas[i].Name}}
	}
	c, err := combat.New(m, c.Roster, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := tactics.Fight(c, nil, sheet.NewDiceSource(tactics.RunSeed(1, i)), tactics.DefaultRoundCap); err != nil {
			b.Fatal(err)
		}
	}
}
