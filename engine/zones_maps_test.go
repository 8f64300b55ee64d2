package engine

import (
	"path/filepath"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// bookBand is each preset's band of a range as the game's range rules
// read, written out apart from the engine's tables.
var bookBand = map[battlemap.ProfileID]func(r int) string{
	battlemap.ProfileForbiddenLands: func(r int) string { return nth(r, "Near", "Short", "Long", "Long", "Long", "Distant") },
	battlemap.ProfileAlien:          func(r int) string { return nth(r, "Short", "Medium", "Long", "Long", "Long", "Extreme") },
	battlemap.Profile2d20:           func(r int) string { return nth(r, "Close", "Medium", "Long", "Extreme") },
	battlemap.ProfileFate:           battlemap.ZoneCount,
	battlemap.ProfileCustom:         func(r int) string { return nth(r, "Melee", "Near", "Near", "Far") },
}

func nth(r int, names ...string) string { return names[min(r, len(names)-1)] }

// On every bundled and test map, each preset's band of each pair is its
// table applied to the Unhex range of that pair.
func TestZonesMaps_OnEveryBundledAndTestMapEachPresetsBandIsItsTableOfTheUnhexRange(t *testing.T) {
	paths, _ := filepath.Glob("testdata/combat/*.unhex")
	bundled, _ := filepath.Glob("../assets/maps/*.unhex")
	paths = append(paths, bundled...)
	if len(paths) < 20 {
		t.Fatalf("found only %d maps", len(paths))
	}
	for _, path := range paths {
		doc, err := LoadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		doc.Map.Bands = []battlemap.Band{{Name: "Melee", From: 0}, {Name: "Near", From: 1}, {Name: "Far", From: 3}}
		unhex, err := battlemap.Compile(&doc.Map, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, id := range battlemap.ProfileIDs() {
			m, err := doc.MapUnder(string(id))
			if err != nil {
				t.Fatal(err)
			}
			ter, err := battlemap.Compile(m, nil)
			if err != nil {
				t.Fatal(err)
			}
			for s := range ter.Len() {
				want := unhex.From(s, battlemap.SightThreshold)
				for d, r := range ter.From(s, battlemap.SightThreshold) {
					if r.Range != want[d].Range {
						t.Fatalf("%s under %s: range %s->%s is %d, the Unhex range %d", path, id, ter.IDs[s], ter.IDs[d], r.Range, want[d].Range)
					}
					if r.Range == battlemap.Unreachable {
						continue
					}
					if got, book := m.Zones().Band(int(r.Range)), bookBand[id](int(r.Range)); got != book {
						t.Fatalf("%s under %s: range %d is %q, the table says %q", path, id, r.Range, got, book)
					}
				}
			}
		}
	}
}

func TestZonesMaps_AMapWithObscuredBordersHasNoUnhexReading(t *testing.T) {
	doc, err := Parse([]byte(zonesRuin))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := doc.MapUnder("2020-09-12"); err == nil || err.Error() != `link 1 (gate-hall) is an obscured border, which Unhex does not have; ask under a zones profile` {
		t.Errorf("got %v", err)
	}
	if _, err := doc.MapUnder("custom"); err == nil || err.Error() != "the custom profile reads the map's own band table, and this map has none" {
		t.Errorf("got %v", err)
	}
	m, err := doc.MapUnder("2d20")
	if err != nil || m.Zones().ID != battlemap.Profile2d20 || doc.Map.Profile != battlemap.ProfileForbiddenLands {
		t.Errorf("under 2d20: %v, %v; the document's own profile %s", m, err, doc.Map.Profile)
	}
}
