// Package enginetest builds random valid maps for property tests and
// benchmarks in every layer.
package enginetest

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Options shape a generated map.
type Options struct {
	Areas        int
	LinksPerArea float64 // average links per area (about 3 in the benchmarks)
	// Plain makes every link solid, two-way and door-free.
	Plain bool
}

// Map builds a random valid map from seed. Areas sit on a jittered grid and
// links prefer near neighbours, so the map looks like something a person
// might draw and has long shortest paths.
func Map(seed uint64, o Options) *battlemap.Map {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	m := &battlemap.Map{Title: fmt.Sprintf("generated %d", o.Areas)}
	side := int(math.Ceil(math.Sqrt(float64(o.Areas))))
	for i := 0; i < o.Areas; i++ {
		a := battlemap.Area{
			ID:   battlemap.AreaID(fmt.Sprintf("a%d", i)),
			Name: fmt.Sprintf("Area %d", i),
			X:    float64(i%side)*160 + rng.Float64()*40,
			Y:    float64(i/side)*120 + rng.Float64()*30,
		}
		if rng.IntN(10) == 0 {
			a.Objectives = []battlemap.Objective{{Label: "Objective"}}
		}
		m.Areas = append(m.Areas, a)
	}
	if o.Areas < 2 {
		return m
	}
	want := int(float64(o.Areas) * o.LinksPerArea / 2)
	seen := map[[2]int]bool{}
	for tries := 0; len(m.Links) < want && tries < want*20; tries++ {
		a := rng.IntN(o.Areas)
		// Mostly grid neighbours, sometimes a long link.
		var b int
		switch rng.IntN(6) {
		case 0:
			b = rng.IntN(o.Areas)
		case 1, 2:
			b = a + 1
		case 3, 4:
			b = a + side
		default:
			b = a + side + 1 - 2*rng.IntN(2)
		}
		if b < 0 || b >= o.Areas || a == b {
			continue
		}
		key := [2]int{min(a, b), max(a, b)}
		if seen[key] {
			continue
		}
		seen[key] = true
		m.Links = append(m.Links, randomLink(rng, m.Areas[a].ID, m.Areas[b].ID, o.Plain))
	}
	return m
}

func randomLink(rng *rand.Rand, a, b battlemap.AreaID, plain bool) battlemap.Link {
	l := battlemap.Link{A: a, B: b, Kind: battlemap.Solid}
	if plain {
		return l
	}
	switch rng.IntN(10) {
	case 0, 1:
		l.Kind = battlemap.Dashed
	case 2:
		l.Kind = battlemap.Blocked
	}
	l.CoverA = rng.IntN(3) == 0
	l.CoverB = rng.IntN(3) == 0
	if l.Kind == battlemap.Solid {
		l.OneWay = rng.IntN(8) == 0
		switch rng.IntN(12) {
		case 0:
			l.Door = battlemap.DoorOpen
		case 1:
			l.Door = battlemap.DoorClosed
		}
	}
	return l
}
