package excalidraw

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// BenchmarkExportMaxMap draws the largest valid map (50,000 areas,
// 200,000 links) into a file, the GM's copy, as the export command does.
// Target: within 10 s and 1 GB. It reports the file's size (MB-file)
// and the most heap in use while it ran (MB-heap, sampled).
func BenchmarkExportMaxMap(b *testing.B) {
	m := enginetest.Map(7, enginetest.Options{Areas: battlemap.MaxAreas, LinksPerArea: 8})
	if len(m.Links) != battlemap.MaxLinks {
		b.Fatalf("generated %d links, want %d", len(m.Links), battlemap.MaxLinks)
	}
	doc := &engine.Document{Map: *m}
	path := filepath.Join(b.TempDir(), "map.excalidraw")
	runtime.GC()
	var peak uint64
	done := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		for {
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			peak = max(peak, ms.HeapInuse)
			select {
			case <-done:
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}()
	b.ResetTimer()
	for b.Loop() {
		if _, err := ExportFile(path, doc, Options{GM: true}); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	close(done)
	<-sampled
	info, err := os.Stat(path)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(info.Size())/1e6, "MB-file")
	b.ReportMetric(float64(peak)/1e6, "MB-heap")
}

// A map a tenth the size of the largest valid one goes out as a drawing
// (the largest itself is the benchmark's: seconds, and 575 MB of file).
func TestExportFile_ALargeMapGoesOutAsADrawing(t *testing.T) {
	doc := &engine.Document{Map: *enginetest.Map(7, enginetest.Options{Areas: battlemap.MaxAreas / 10, LinksPerArea: 8})}
	path := filepath.Join(t.TempDir(), "map.excalidraw")
	if _, err := ExportFile(path, doc, Options{}); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Type     string            `json:"type"`
		Elements []json.RawMessage `json:"elements"`
	}
	if err := json.Unmarshal(data, &f); err != nil || f.Type != TypeFile {
		t.Fatalf("not a drawing: %v (type %q)", err, f.Type)
	}
	if len(f.Elements) < 2*len(doc.Map.Areas)+len(doc.Map.Links) {
		t.Errorf("%d elements for %d areas and %d links", len(f.Elements), len(doc.Map.Areas), len(doc.Map.Links))
	}
}
