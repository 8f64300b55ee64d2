package mapprint

import (
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine"
)

// The largest valid map (50,000 areas, 200,000 links) exported to a file
// in each format, as the export command writes it. Target: each within
// 10 s and 1 GB (docs/printing.md has the figures). Each reports the
// file's size (MB-file), the most heap in use while it ran (MB-heap,
// sampled) and the processor time it took (CPU-s, every processor's),
// which a machine busy with other work changes less than ns/op.

func BenchmarkExportMaxMapPNG(b *testing.B) {
	benchMaxMapFile(b, "map.png", DefaultExportOptions(), func(doc *engine.Document, o ExportOptions, path string) error {
		_, _, err := ExportFile(doc, o, path)
		return err
	})
}

// BenchmarkExportMaxMapPNG800 is the largest PNG the largest map makes:
// 800 DPI (the most pixels a page may have), the GM's copy, the legend.
func BenchmarkExportMaxMapPNG800(b *testing.B) {
	o := DefaultExportOptions()
	o.DPI, o.GMCopy, o.Legend = 800, true, true
	benchMaxMapFile(b, "map800.png", o, func(doc *engine.Document, o ExportOptions, path string) error {
		_, _, err := ExportFile(doc, o, path)
		return err
	})
}

func BenchmarkExportMaxMapPDF(b *testing.B) {
	benchMaxMapFile(b, "map.pdf", DefaultExportOptions(), exportVector)
}

func BenchmarkExportMaxMapSVG(b *testing.B) {
	benchMaxMapFile(b, "map.svg", DefaultExportOptions(), exportVector)
}

// BenchmarkExportMaxMapPoster is the largest poster the largest map
// makes: areas 0.25 in tall, no margin, 494 Letter pages.
func BenchmarkExportMaxMapPoster(b *testing.B) {
	o := DefaultExportOptions()
	o.AreaHeightIn, o.MarginIn = MinAreaHeightIn, 0
	benchMaxMapFile(b, "poster.pdf", o, exportVector)
}

func exportVector(doc *engine.Document, o ExportOptions, path string) error {
	_, _, err := ExportVectorFile(doc, o, path)
	return err
}

func benchMaxMapFile(b *testing.B, name string, o ExportOptions, export func(*engine.Document, ExportOptions, string) error) {
	test.NewTempApp(b)
	doc := maxMap(b)
	path := filepath.Join(b.TempDir(), name)
	runtime.GC()
	stop := sampleHeap()
	cpu0 := cpuSeconds()
	b.ResetTimer()
	for b.Loop() {
		if err := export(doc, o, path); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	cpu := cpuSeconds() - cpu0
	heap := stop()
	info, err := os.Stat(path)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(info.Size())/1e6, "MB-file")
	b.ReportMetric(float64(heap)/1e6, "MB-heap")
	if cpu > 0 {
		b.ReportMetric(cpu/float64(b.N), "CPU-s")
	}
}

// sampleHeap watches the heap in use until the function it returns is
// called, which returns the most it saw.
func sampleHeap() func() uint64 {
	var (
		mu   sync.Mutex
		peak uint64
		done = make(chan struct{})
		wg   sync.WaitGroup
	)
	read := func() {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		mu.Lock()
		peak = max(peak, m.HeapInuse)
		mu.Unlock()
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-done:
				return
			case <-time.After(20 * time.Millisecond):
				read()
			}
		}
	}()
	return func() uint64 {
		close(done)
		wg.Wait()
		read()
		mu.Lock()
		defer mu.Unlock()
		return peak
	}
}
