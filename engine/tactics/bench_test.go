package tactics_test

import (
	"fmt"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/enginetest"
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

// Count on the brawl as the window's Odds strip runs it (one core fewer
// than the machine has, yielding between fights): its first estimate,
// 200 fights, and its refined one, 1,000.
func BenchmarkCount_BrawlFirstEstimate(b *testing.B) { benchCount(b, 200) }

func BenchmarkCount_BrawlAThousandFights(b *testing.B) { benchCount(b, 1000) }

func benchCount(b *testing.B, runs int) {
	c, p := startOf(b, "../../assets/maps/nightclub-brawl.unhex")
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := tactics.Count(c, p, tactics.Options{Runs: runs, Seed: 1}, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// The strip's first estimate (200 fights) for a bigger fight: ten PCs
// against ten NPCs (the brawl's, copied) on a generated map of 100
// areas, the PCs starting in one corner and the NPCs in the other.
func BenchmarkCount_TwentyOnAHundredAreasFirstEstimate(b *testing.B) {
	brawl, _ := startOf(b, "../../assets/maps/nightclub-brawl.unhex")
	m := enginetest.Map(3, enginetest.Options{Areas: 100, LinksPerArea: 3, Plain: true})
	r := brawl.Roster.Clone()
	var pcs, npcs []sheet.Character
	for _, c := range r.Characters {
		if c.Kind == sheet.PC {
			pcs = append(pcs, c)
		} else {
			npcs = append(npcs, c)
		}
	}
	r.Characters = nil
	for i := 0; i < 10; i++ {
		for _, side := range []struct {
			from []sheet.Character
			area int
		}{{pcs, i % 4}, {npcs, 99 - i%4}} {
			c := side.from[i%len(side.from)]
			c.Items = sheet.CloneSlice(c.Items)
			c.ID = sheet.CharacterID(fmt.Sprintf("%s-%d", c.ID, i))
			c.Name = fmt.Sprintf("%s %d", c.Label(), i)
			c.Area = m.Areas[side.area].ID
			r.Characters = append(r.Characters, c)
		}
	}
	c, err := combat.New(m, r, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		t, err := tactics.Count(c, nil, tactics.Options{Runs: 200, Seed: 1}, nil)
		if err != nil {
			b.Fatal(err)
		}
		if i == 0 {
			b.Logf("20 characters, 100 areas: %+v", t)
		}
	}
}
