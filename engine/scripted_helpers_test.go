package engine

import (
	"path/filepath"
	"testing"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// replayScript loads a scripted combat from testdata/combat and replays it;
// any illegal entry fails the test.
func replayScript(t *testing.T, name string) (*combat.Combat, []string) {
	t.Helper()
	c, lines, err := replayScriptErr(t, name)
	if err != nil {
		for _, l := range lines {
			t.Log(l)
		}
		t.Fatalf("%s: %v", name, err)
	}
	return c, lines
}

func replayScriptErr(t *testing.T, name string) (*combat.Combat, []string, error) {
	t.Helper()
	doc, err := LoadFile(filepath.Join("testdata", "combat", name+".unhex"))
	if err != nil {
		t.Fatalf("%s does not load: %v", name, err)
	}
	return ReplayDocument(doc)
}

func mustFind(t *testing.T, c *combat.Combat, id sheet.CharacterID) *sheet.Character {
	t.Helper()
	ch := c.Roster.Find(id)
	if ch == nil {
		t.Fatalf("no character %q", id)
	}
	return ch
}
