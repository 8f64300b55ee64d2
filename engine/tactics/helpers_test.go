package tactics_test

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/tactics"
)

// startOf loads a .unhex file and starts its fight: from the saved
// combat when there is one, else from round 1.
func startOf(t testing.TB, path string) (*combat.Combat, *combat.Pending) {
	t.Helper()
	doc, err := engine.LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if doc.Combat != nil {
		s, err := engine.ResumeDocument(doc)
		if err != nil {
			t.Fatal(err)
		}
		return s.State(), s.Pending()
	}
	c, err := combat.New(&doc.Map, doc.StartRoster(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return c, nil
}

func simulate(t testing.TB, path string, runs int, seed uint64) *tactics.Report {
	t.Helper()
	c, p := startOf(t, path)
	r, err := tactics.Simulate(c, p, tactics.Options{Runs: runs, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return r
}
