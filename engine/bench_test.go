package engine_test

import (
	stdjson "encoding/json"
	"fmt"
	"testing"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

var benchSizes = []int{100, 1_000, 10_000}

func benchFile(b *testing.B, n int) []byte {
	doc := &engine.Document{Map: *enginetest.Map(7, enginetest.Options{Areas: n, LinksPerArea: 3})}
	data, err := engine.Marshal(doc)
	if err != nil {
		b.Fatal(err)
	}
	return data
}

// BenchmarkLoad decodes and validates a whole .unhex file with go-json.
// Target: a 10k-area map loads in under 50 ms.
func BenchmarkLoad(b *testing.B) {
	for _, n := range benchSizes {
		b.Run(fmt.Sprintf("areas=%d", n), func(b *testing.B) {
			data := benchFile(b, n)
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := engine.Parse(data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkLoadStdlib does the same work with encoding/json.
func BenchmarkLoadStdlib(b *testing.B) {
	for _, n := range benchSizes {
		b.Run(fmt.Sprintf("areas=%d", n), func(b *testing.B) {
			data := benchFile(b, n)
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := engine.ParseWith(data, stdjson.Unmarshal); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
