package campaign

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/engine/tactics"
)

// newTable lays out a campaign folder: the two bundled maps beside a
// campaign whose party is the brawl's PCs one session before the
// example's (Rook at max 54, Vex at 59 without the ability he picks at
// 60), and the club's staff as an NPC group. It returns the campaign's
// path.
func newTable(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, name := range []string{"nightclub.unhex", "warehouse.unhex"} {
		data, err := os.ReadFile("../../assets/maps/" + name)
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, name), data, 0o644)
	}
	c := loadExample(t)
	c.Sessions = nil
	rook, vex := c.Member("rook"), c.Member("vex")
	rook.Level, rook.MaxLevel = 54, 54
	vex.Level, vex.MaxLevel = 59, 59
	vex.Abilities = []sheet.AbilityID{"2h-ranged-sight"}
	path := filepath.Join(dir, "job"+Ext)
	if err := Save(path, c); err != nil {
		t.Fatal(err)
	}
	return path
}

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
