package engine

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/enginetest"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Every line a scripted combat writes to the log, the decision it ends
// waiting for, and the acts it lists then, read in one style: locations
// and item kinds by name ("left leg", not left-leg), counts that agree
// with their noun, marks that do not read as escapes ("6 \ marks", not
// "(\ x6)"), nothing said twice around a colon.
func TestNarration_EveryScriptedCombatSpeaksInOneStyle(t *testing.T) {
	scripts, err := filepath.Glob(filepath.Join("testdata", "combat", "*.unhex"))
	if err != nil || len(scripts) == 0 {
		t.Fatalf("no scripted combats: %v", err)
	}
	lines := 0
	for _, path := range scripts {
		name := strings.TrimSuffix(filepath.Base(path), ".unhex")
		doc, err := LoadFile(path)
		if err != nil {
			t.Fatalf("%s does not load: %v", name, err)
		}
		c, narration, pending, _ := ReplayDocumentPending(doc) // a script may stop on purpose
		said := append([]string(nil), narration...)
		if pending != nil {
			said = append(said, pending.Prompt)
			for _, o := range pending.Options {
				said = append(said, o.Label)
			}
		}
		if c != nil {
			for _, ch := range c.Roster.Characters {
				for _, o := range c.LegalActions(ch.ID) {
					said = append(said, o.Label, o.Reason)
				}
			}
		}
		for _, l := range said {
			lines++
			for _, f := range enginetest.WordingFaults(l) {
				t.Errorf("%s: %q: %s", name, l, f)
			}
		}
	}
	if lines < 500 {
		t.Errorf("only %d lines read: the scripts say more than that", lines)
	}
}

// A command refused while a player decides names that player by their
// character's name, as the log does, not by its id.
func TestSession_ARefusalWhileAPlayerDecidesNamesTheCharacter(t *testing.T) {
	doc, err := LoadFile(filepath.Join("..", "assets", "maps", "nightclub-brawl.unhex"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := combat.NewSession(&doc.Map, doc.StartRoster(), nil)
	if err != nil {
		t.Fatal(err)
	}
	res, err := s.Submit(&combat.Initiative{})
	if err != nil || res.Decision == nil || res.Decision.Decider.Role != sheet.RolePlayer {
		t.Fatalf("initiative asks no player: %+v, %v", res.Decision, err)
	}
	_, err = s.Submit(&combat.EndCombat{Reason: "the guards flee"})
	if err == nil || !strings.Contains(err.Error(), "waiting for Vex's player to decide") {
		t.Errorf("the refusal says %v, want it to wait for Vex's player", err)
	}
}
