package mapprint

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// A map a tenth the size of the largest valid one (5,000 areas, 20,000
// links) goes out in every format: the page as PNG, PDF and SVG, and the
// poster at the smallest area height with no margin. The largest map
// itself is the benchmarks' (maxmap_bench_test.go): it takes seconds a
// format, too long for every test run.
func TestExport_ALargeMapGoesOutInEveryFormat(t *testing.T) {
	test.NewTempApp(t)
	doc := &engine.Document{Map: *enginetest.Map(7, enginetest.Options{Areas: battlemap.MaxAreas / 10, LinksPerArea: 8})}
	dir := t.TempDir()
	read := func(name string) []byte {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return data
	}

	if _, _, err := ExportFile(doc, DefaultExportOptions(), filepath.Join(dir, "map.png")); err != nil {
		t.Fatal(err)
	}
	if cfg, err := png.DecodeConfig(bytes.NewReader(read("map.png"))); err != nil || cfg.Width*cfg.Height != 2550*3300 {
		t.Errorf("the PNG: %v, %d × %d pixels, want a Letter page at 300 DPI", err, cfg.Width, cfg.Height)
	}

	poster := DefaultExportOptions()
	poster.AreaHeightIn, poster.MarginIn = MinAreaHeightIn, 0
	for _, c := range []struct {
		name  string
		o     ExportOptions
		pages int
		end   string
	}{
		{"map.pdf", DefaultExportOptions(), 1, "%%EOF\n"},
		{"map.svg", DefaultExportOptions(), 1, "</svg>\n"},
		{"poster.pdf", poster, 0, "%%EOF\n"},
	} {
		pages, _, err := ExportVectorFile(doc, c.o, filepath.Join(dir, c.name))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if c.pages == 0 {
			plan, err := PlanDocumentTiles(doc, c.o)
			if err != nil {
				t.Fatal(err)
			}
			c.pages = plan.Total()
		}
		data := read(c.name)
		if pages != c.pages || !bytes.HasSuffix(data, []byte(c.end)) {
			t.Errorf("%s: %d pages (want %d), %d bytes ending %q", c.name, pages, c.pages, len(data), data[max(0, len(data)-10):])
		}
	}
}
