package battlemap_test

import (
	"path/filepath"
	"testing"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Every bundled and test map, read under each zones profile, tells each
// zone's band as the profile's table applied to the count of links over
// the map itself (obscured borders counted, blocked links and closed
// doors not): the property test's rule on real maps.
func TestZonesOnEveryBundledAndTestMap_EachPresetsBandIsItsTableOfTheLinkCount(t *testing.T) {
	var files []string
	for _, glob := range []string{"../../assets/maps/*.unhex", "../testdata/combat/*.unhex", "../tactics/testdata/*.unhex"} {
		got, err := filepath.Glob(glob)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, got...)
	}
	if len(files) < 20 {
		t.Fatalf("found %d maps: the globs miss the bundled and test maps", len(files))
	}
	zonesMaps, pairs := 0, 0
	for _, f := range files {
		doc, err := engine.LoadFile(f)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if doc.Map.Zones() != nil {
			zonesMaps++
		}
		for _, id := range battlemap.ProfileIDs() {
			m := doc.Map
			m.Profile = id
			m.Bands = nil
			if id == battlemap.ProfileCustom {
				m.Bands = []battlemap.Band{{Name: "Melee", From: 0}, {Name: "Near", From: 1}, {Name: "Far", From: 3}}
			}
			ter, err := battlemap.Compile(&m, nil)
			if err != nil {
				t.Fatalf("%s under %s: %v", f, id, err)
			}
			for s := 0; s < ter.Len(); s++ {
				from := ter.IDs[s]
				dist := walk(&m, from, distance)
				for d, r := range ter.From(s, battlemap.SightThreshold) {
					to := ter.IDs[d]
					want, ok := dist[to]
					if !ok {
						want = battlemap.Unreachable
					}
					if int(r.Range) != want {
						t.Fatalf("%s under %s: range %s->%s is %d, the links count %d", f, id, from, to, r.Range, want)
					}
					if r.Range == battlemap.Unreachable {
						continue
					}
					if got, book := m.Zones().Band(int(r.Range)), bandByTheBook(&m, int(r.Range)); got != book {
						t.Fatalf("%s under %s: %s->%s at %d links is %q, the table says %q", f, id, from, to, r.Range, got, book)
					}
					pairs++
				}
			}
		}
	}
	if zonesMaps < 3 {
		t.Errorf("%d bundled zones maps, want one per preset family at least (Year Zero, 2d20, Fate)", zonesMaps)
	}
	t.Logf("%d maps, %d pairs with a band", len(files), pairs)
}
