package tactics

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/combat"
)

// brawlStart is the bundled brawl's fight at its start, round 1.
func brawlStart(t testing.TB) *combat.Combat {
	t.Helper()
	doc, err := engine.LoadFile("../../assets/maps/nightclub-brawl.unhex")
	if err != nil {
		t.Fatal(err)
	}
	start, err := combat.New(&doc.Map, doc.StartRoster(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return start
}
