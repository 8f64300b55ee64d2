package tactics

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/combat"
)

// startCombat is the combat the map at path starts, as the internal
// tests play it.
func startCombat(t testing.TB, path string) *combat.Combat {
	t.Helper()
	doc, err := engine.LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	start, err := combat.New(&doc.Map, doc.StartRoster(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return start
}
