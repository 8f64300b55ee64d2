package campaign

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/campaign/campaigntest"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/engine/tactics"
)

// newTable lays out a campaign folder: see campaigntest.Table.
func newTable(t *testing.T) string { return campaigntest.Table(t, "../../assets/maps") }

func loadMap(t *testing.T, campaignPath, mapPath string) *engine.Document {
	t.Helper()
	doc, err := engine.LoadFile(Resolve(campaignPath, mapPath))
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// playFight plays the map's fight to its end with the tactics on every
// side (seeded dice), ends it by the GM's word if the round cap comes
// first, and lets every PC that can recover do so: the roster as the
// GM's table would leave it, and the fight's record.
func playFight(t *testing.T, doc *engine.Document, seed uint64) ([]sheet.Character, *combat.Combat) {
	t.Helper()
	start, err := combat.New(&doc.Map, &sheet.Roster{Characters: doc.Characters, Edition: doc.Rules}, nil)
	if err != nil {
		t.Fatal(err)
	}
	out, err := tactics.Fight(start, nil, sheet.NewDiceSource(seed), 20)
	if err != nil {
		t.Fatal(err)
	}
	c := out.Final
	if c.Phase != combat.PhaseEnded {
		c = apply(t, c, &combat.EndCombat{Reason: "the GM calls it"})
	}
	for _, ch := range c.Roster.Characters {
		if ch.Kind == sheet.PC && !ch.Dead() {
			c = apply(t, c, &combat.SheetEntry{Command: &sheet.Recover{Character: ch.ID}})
		}
	}
	return c.Roster.Clone().Characters, c
}

func apply(t *testing.T, c *combat.Combat, cmd combat.Command) *combat.Combat {
	t.Helper()
	res, err := combat.Apply(c, cmd)
	if err != nil || res.Decision != nil {
		t.Fatalf("%s: %v %v", cmd.Type(), err, res.Decision)
	}
	return res.State
}

func pcs(cs []sheet.Character) []sheet.Character {
	var out []sheet.Character
	for _, c := range cs {
		if c.Kind == sheet.PC {
			out = append(out, c)
		}
	}
	return out
}
