package tactics_test

import (
	"context"
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

// The command line's figure: 10,000 fights of the bundled brawl with
// every core playing, as `unhexboard simulate --runs 10000` plays them
// (ns/op is the wall time of the 10,000).
func BenchmarkSimulate_NightclubBrawl10000(b *testing.B) {
	benchmarkStream(b, "../../assets/maps/nightclub-brawl.unhex", 10_000, 10_000)
}

// The live odds' first estimate: the time until the first 200 fights of
// the brawl are summed, with every core playing.
func BenchmarkSimulateStream_NightclubBrawlFirst200(b *testing.B) {
	benchmarkStream(b, "../../assets/maps/nightclub-brawl.unhex", 200, 200)
}

// The live odds' refined estimate: 1,000 fights of the brawl, the first
// estimate after 200 on the way.
func BenchmarkSimulateStream_NightclubBrawl1000(b *testing.B) {
	benchmarkStream(b, "../../assets/maps/nightclub-brawl.unhex", 1_000, 200)
}

// benchmarkStream times runs fights of the map at path, streamed with a
// first estimate after first.
func benchmarkStream(b *testing.B, path string, runs, first int) {
	c, p := startOf(b, path)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		estimates := 0
		r, err := tactics.SimulateStream(context.Background(), c, p, tactics.Options{Runs: runs, Seed: 1},
			tactics.Stream{First: first, Estimate: func(*tactics.Report) { estimates++ }})
		if err != nil || r.Runs != runs || estimates == 0 {
			b.Fatalf("%d fights, %d estimates: %v", r.Runs, estimates, err)
		}
	}
}

// A fight of 20 characters, the brawl's five four times over, on a
// generated map of 100 areas: the PCs' team at one corner, the club's at
// the other (one whole fight a op, one core).
func BenchmarkFight_TwentyOnAHundredAreas(b *testing.B) {
	c := twentyOnAHundredAreas(b)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := tactics.Fight(c, nil, sheet.NewDiceSource(tactics.RunSeed(1, i)), tactics.DefaultRoundCap); err != nil {
			b.Fatal(err)
		}
	}
}

// The same fight, streamed as the live odds would: the first 200 fights
// with every core playing.
func BenchmarkSimulateStream_TwentyOnAHundredAreasFirst200(b *testing.B) {
	c := twentyOnAHundredAreas(b)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := tactics.SimulateStream(context.Background(), c, nil, tactics.Options{Runs: 200, Seed: 1}, tactics.Stream{}); err != nil {
			b.Fatal(err)
		}
	}
}

// twentyOnAHundredAreas is the brawl's characters four times over on a
// generated map of 100 areas, each team spread over the areas at its end
// of the map.
func twentyOnAHundredAreas(b *testing.B) *combat.Combat {
	brawl, _ := startOf(b, "../../assets/maps/nightclub-brawl.unhex")
	m := enginetest.Map(11, enginetest.Options{Areas: 100, LinksPerArea: 3})
	var chars []sheet.Character
	for copyN := 0; copyN < 4; copyN++ {
		for k, ch := range brawl.Roster.Characters {
			ch := ch.Clone()
			ch.ID = sheet.CharacterID(fmt.Sprintf("%s-%d", ch.ID, copyN))
			ch.Name = fmt.Sprintf("%s %d", ch.Name, copyN+1)
			n := copyN*len(brawl.Roster.Characters) + k
			if ch.Kind == sheet.PC {
				ch.Area = m.Areas[n].ID
			} else {
				ch.Area = m.Areas[len(m.Areas)-1-n].ID
			}
			chars = append(chars, ch)
		}
	}
	r := brawl.Roster.Clone()
	r.Characters = chars
	c, err := combat.New(m, r, nil)
	if err != nil {
		b.Fatal(err)
	}
	return c
}
