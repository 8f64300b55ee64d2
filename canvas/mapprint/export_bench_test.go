package mapprint

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
	"github.com/unhexboard/unhexboard/interop/vector"
)

// BenchmarkExportLetter300 renders and encodes the nightclub map as a
// Letter page at 300 DPI. Target: within 3x BenchmarkEncodeBlankLetter300.
func BenchmarkExportLetter300(b *testing.B) {
	test.NewTempApp(b)
	doc, err := engine.LoadFile("../../assets/maps/nightclub.unhex")
	if err != nil {
		b.Fatal(err)
	}
	o := DefaultExportOptions()
	b.ReportAllocs()
	for b.Loop() {
		img, err := Export(doc, o)
		if err != nil {
			b.Fatal(err)
		}
		if err := EncodePNG(&bytes.Buffer{}, img); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkExportPDFLetter lays out and writes the nightclub map as a
// Letter PDF, against BenchmarkExportLetter300's PNG. Target: under 0.5 s.
func BenchmarkExportPDFLetter(b *testing.B) {
	test.NewTempApp(b)
	doc, err := engine.LoadFile("../../assets/maps/nightclub.unhex")
	if err != nil {
		b.Fatal(err)
	}
	o := DefaultExportOptions()
	b.ReportAllocs()
	for b.Loop() {
		d, _, err := VectorDocument(doc, o)
		if err != nil {
			b.Fatal(err)
		}
		if err := vector.WritePDF(&bytes.Buffer{}, d); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEncodeBlankLetter300 is png.Encode of a blank page of the same size.
func BenchmarkEncodeBlankLetter300(b *testing.B) {
	img := image.NewNRGBA(image.Rect(0, 0, 2550, 3300))
	draw.Draw(img, img.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
	b.ReportAllocs()
	for b.Loop() {
		if err := png.Encode(&bytes.Buffer{}, img); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkExport5000 is a tenth of the largest map, for profiling.
func BenchmarkExport5000(b *testing.B) {
	test.NewTempApp(b)
	doc := &engine.Document{Map: *enginetest.Map(7, enginetest.Options{Areas: 5000, LinksPerArea: 8})}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Export(doc, DefaultExportOptions()); err != nil {
			b.Fatal(err)
		}
	}
}

// maxMap is a map at the format's limits: 50,000 areas, 200,000 links.
func maxMap(b testing.TB) *engine.Document {
	m := enginetest.Map(7, enginetest.Options{Areas: battlemap.MaxAreas, LinksPerArea: 8})
	if len(m.Links) != battlemap.MaxLinks {
		b.Fatalf("generated %d links, want %d", len(m.Links), battlemap.MaxLinks)
	}
	return &engine.Document{Map: *m}
}
