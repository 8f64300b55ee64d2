package enginetest

import (
	"os"
	"testing"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// LoadMap reads the map part of a .unhex file (title, notes, areas and
// links), with the format's defaults filled in and every map rule checked.
// The rule and sheet packages test on the bundled maps through it: they
// cannot import the document loader, which imports them.
func LoadMap(t testing.TB, path string) *battlemap.Map {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var m battlemap.Map
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	battlemap.Normalize(&m)
	if err := battlemap.Validate(&m); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return &m
}

// Asset is the path of a bundled map as seen from a package directory
// under engine/.
func Asset(name string) string { return "../../assets/maps/" + name }
