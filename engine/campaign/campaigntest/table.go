// Package campaigntest lays out campaign folders for tests of the engine
// and of the window.
package campaigntest

import (
	"os"
	"path/filepath"
	"testing"

	json "github.com/goccy/go-json"
)

// Table lays out a campaign folder in a temporary directory: the bundled
// nightclub and warehouse beside the example campaign, its party one
// session younger (Rook at max 54, Vex at 59 without good-first-aid,
// which he picks at 60) and no session played. assets is the path of the
// repository's assets/maps folder from the test's folder. It returns the
// campaign file's path.
func Table(t testing.TB, assets string) string {
	t.Helper()
	dir := t.TempDir()
	for _, name := range []string{"nightclub.unhex", "warehouse.unhex"} {
		data, err := os.ReadFile(filepath.Join(assets, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(filepath.Join(assets, "heist.unhexcampaign"))
	if err != nil {
		t.Fatal(err)
	}
	var c map[string]any
	if err := json.Unmarshal(data, &c); err != nil {
		t.Fatal(err)
	}
	delete(c, "sessions")
	for _, pc := range c["party"].([]any) {
		sheet := pc.(map[string]any)
		switch sheet["id"] {
		case "rook":
			sheet["level"], sheet["maxLevel"] = 54, 54
		case "vex":
			sheet["level"], sheet["maxLevel"] = 59, 59
			sheet["abilities"] = []string{"2h-ranged-sight"}
		}
	}
	out, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "job.unhexcampaign")
	if err := os.WriteFile(path, out, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}
