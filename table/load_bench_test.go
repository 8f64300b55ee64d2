package table_test

import (
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/unhexboard/unhexboard/table"
)

// Eight players at one table through a three-round combat (the NPCs
// played by the tactics at full speed): how long each change of the game
// takes to reach each page, from the moment the table takes the state
// from the game to the moment a page has read it. It reports the
// latency's median, 99th percentile and worst in milliseconds.
func BenchmarkTable_EightPlayersThroughThreeRounds(b *testing.B) {
	var all []time.Duration
	for range b.N {
		var mu sync.Mutex
		published := map[int64]time.Time{}
		var lat []time.Duration
		s, _, _, play := openTable(b, "testdata/eight.unhex", table.Options{AdmitAll: true, Published: func(seq int64) {
			mu.Lock()
			published[seq] = time.Now()
			mu.Unlock()
		}})
		stamp := func(seq int64, at time.Time) {
			mu.Lock()
			if t0, ok := published[seq]; ok {
				lat = append(lat, at.Sub(t0))
			}
			mu.Unlock()
		}
		var peers []*peer
		for range 8 {
			peers = append(peers, dialStamped(b, s.URL(), "", nil, stamp))
		}
		for !seated(s, 8) {
			time.Sleep(5 * time.Millisecond)
		}
		play()
		var wg sync.WaitGroup
		for _, p := range peers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				p.play(roundOver(3))
			}()
		}
		wg.Wait()
		mu.Lock()
		all = append(all, lat...)
		mu.Unlock()
	}
	if len(all) == 0 {
		b.Fatal("no state was measured")
	}
	slices.Sort(all)
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	b.ReportMetric(ms(all[len(all)/2]), "p50-ms")
	b.ReportMetric(ms(all[len(all)*99/100]), "p99-ms")
	b.ReportMetric(ms(all[len(all)-1]), "max-ms")
	b.ReportMetric(float64(len(all))/float64(b.N), "updates/op")
}
