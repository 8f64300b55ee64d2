package combat_test

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"testing"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/engine/tactics"
)

// The tactics weigh an act or an answer by trying it on the fight's
// state, whose copy shares every character's items: no trial, nor any
// step of the fight, may change the state it ran on. Whole simulated
// fights of the bundled brawl and of every tactics test map are played
// with every command watched.
func TestFights_NoTrialChangesTheStateItWeighs(t *testing.T) {
	maps, _ := filepath.Glob("../tactics/testdata/*.unhex")
	maps = append(maps, "../../assets/maps/nightclub-brawl.unhex")
	applied, itemWrites := 0, 0
	undo := combat.WatchApply(func(c *combat.Combat) func(out *combat.Combat) {
		was, err := json.Marshal(c.Roster)
		if err != nil {
			t.Fatal(err)
		}
		return func(out *combat.Combat) {
			if now, _ := json.Marshal(c.Roster); string(now) != string(was) {
				t.Fatalf("a command changed the state it ran on:\n was %s\n now %s", was, now)
			}
			applied++
			for i := range c.Roster.Characters {
				if out != nil && i < len(out.Roster.Characters) && !slices.Equal(c.Roster.Characters[i].Items, out.Roster.Characters[i].Items) {
					itemWrites++
					break
				}
			}
		}
	})
	defer undo()
	for _, path := range maps {
		doc, err := engine.LoadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var c *combat.Combat
		var p *combat.Pending
		if doc.Combat != nil {
			s, err := engine.ResumeDocument(doc)
			if err != nil {
				t.Fatal(err)
			}
			c, p = s.State(), s.Pending()
		} else if c, err = combat.New(&doc.Map, doc.StartRoster(), nil); err != nil {
			t.Fatal(err)
		}
		for i := range 25 {
			if _, err := tactics.Fight(c, p, sheet.NewDiceSource(tactics.RunSeed(9, i)), tactics.DefaultRoundCap); err != nil {
				t.Fatalf("%s, fight %d: %v", path, i, err)
			}
		}
	}
	t.Logf("%d commands applied, %d of them changed items", applied, itemWrites)
	if applied == 0 || itemWrites == 0 {
		t.Fatal("no command changed an item: the test proves nothing")
	}
}
