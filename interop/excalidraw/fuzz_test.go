package excalidraw

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// FuzzImport feeds the importer any bytes: it must never panic or hang,
// every element must be reported once, and a map it returns must pass
// the map rules.
func FuzzImport(f *testing.F) {
	seeds, _ := filepath.Glob(filepath.Join("testdata", "*.excalidraw"))
	for _, p := range seeds {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte(`{"type":"excalidraw/clipboard","elements":[{"type":"text","text":"A","x":0,"y":0,"width":10,"height":10},{"type":"text","text":"B","x":100,"y":0,"width":10,"height":10},{"type":"line","x":12,"y":5,"points":[[0,0],[86,0]]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, rep, err := Import(data)
		if err != nil {
			return
		}
		d, _ := decode(data)
		if n := len(rep.Used) + len(rep.Ignored); n != len(d.Elements) {
			t.Fatalf("%d elements, %d reported", len(d.Elements), n)
		}
		if err := battlemap.Validate(&doc.Map); err != nil {
			t.Fatal(err)
		}
	})
}
