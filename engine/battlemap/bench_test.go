package battlemap_test

import (
	"fmt"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

var benchSizes = []int{100, 1_000, 10_000}

func benchTerrain(b *testing.B, n int) *battlemap.Terrain {
	ter, err := battlemap.Compile(enginetest.Map(7, enginetest.Options{Areas: n, LinksPerArea: 3}), nil)
	if err != nil {
		b.Fatal(err)
	}
	return ter
}

// BenchmarkQueryFrom answers range, sight, cover and moves from one area to
// every area. Target: within 3x BenchmarkBFSBaseline at 10k areas.
func BenchmarkQueryFrom(b *testing.B) {
	for _, n := range benchSizes {
		b.Run(fmt.Sprintf("areas=%d", n), func(b *testing.B) {
			ter := benchTerrain(b, n)
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				ter.From(i%n, battlemap.SightThreshold)
				i += 37
			}
		})
	}
}

// BenchmarkBFSBaseline is a bare breadth-first search over the same graph.
func BenchmarkBFSBaseline(b *testing.B) {
	for _, n := range benchSizes {
		b.Run(fmt.Sprintf("areas=%d", n), func(b *testing.B) {
			ter := benchTerrain(b, n)
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				ter.BFS(i % n)
				i += 37
			}
		})
	}
}

// BenchmarkZonesQueryFrom is BenchmarkQueryFrom under a zones profile with
// obscured borders: the same search, and one more over the links that
// carry sight.
func BenchmarkZonesQueryFrom(b *testing.B) {
	for _, n := range benchSizes {
		b.Run(fmt.Sprintf("areas=%d", n), func(b *testing.B) {
			ter, err := battlemap.Compile(enginetest.ZonesMap(7, enginetest.Options{Areas: n, LinksPerArea: 3}, battlemap.ProfileAlien), nil)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				ter.From(i%n, battlemap.SightThreshold)
				i += 37
			}
		})
	}
}
