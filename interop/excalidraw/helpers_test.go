package excalidraw

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/unhexboard/unhexboard/assets"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// importFile imports a test drawing and fails the test on an error.
func importFile(t *testing.T, name string) (*engine.Document, Report) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	doc, rep, err := Import(data)
	if err != nil {
		t.Fatalf("%s: %v\n%s", name, err, rep.String())
	}
	return doc, rep
}

// bundled loads a map bundled with the app.
func bundled(t *testing.T, name string) *engine.Document {
	t.Helper()
	data, err := assets.Map(name)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := engine.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// verdicts is every pair's range, sight, cover and moves, keyed by the
// two areas' names, for both sight thresholds.
type verdict struct {
	Range, Moves int32
	LOS, LOS2H   bool
	Cover        bool
}

func verdicts(t *testing.T, m *battlemap.Map) map[[2]string]verdict {
	t.Helper()
	ter, err := battlemap.Compile(m, nil)
	if err != nil {
		t.Fatal(err)
	}
	out := map[[2]string]verdict{}
	for i, from := range m.Areas {
		src := ter.Index(from.ID)
		normal := ter.From(src, battlemap.SightThreshold)
		wide := ter.From(src, battlemap.SightThreshold2HRanged)
		for _, to := range m.Areas {
			j := ter.Index(to.ID)
			out[[2]string{from.Name, to.Name}] = verdict{normal[j].Range, normal[j].Moves, normal[j].LOS, wide[j].LOS, normal[j].Cover}
		}
		_ = i
	}
	return out
}

// Export is the drawing Write makes, in memory.
func Export(doc *engine.Document, o Options) ([]byte, error) {
	data, _, err := ExportDrawn(doc, o)
	return data, err
}

// ExportDrawn is Export, and says how much it drew.
func ExportDrawn(doc *engine.Document, o Options) ([]byte, Drawn, error) {
	var buf bytes.Buffer
	drawn, err := Write(&buf, doc, o)
	if err != nil {
		return nil, Drawn{}, err
	}
	return buf.Bytes(), drawn, nil
}
