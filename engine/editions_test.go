package engine

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

const bare = `{"format":"unhex","version":1,"title":"t"%s}`

func TestDocument_RulesFieldNamesTheEditionAndAbsentIsTheLatest(t *testing.T) {
	doc, err := Parse([]byte(strings.Replace(bare, "%s", "", 1)))
	if err != nil || doc.Rules.Or() != sheet.Latest {
		t.Fatalf("absent rules: %q %v", doc.Rules, err)
	}
	doc, err = Parse([]byte(strings.Replace(bare, "%s", `,"rules":"2020-09-07"`, 1)))
	if err != nil || doc.Rules != sheet.Edition0907 {
		t.Fatalf("2020-09-07: %v", err)
	}
	data, err := Marshal(doc)
	if err != nil || !strings.Contains(string(data), `"rules": "2020-09-07"`) {
		t.Errorf("the edition is not written back: %s %v", data, err)
	}
	if !strings.Contains(string(mustMarshal(t, NewDocument("new"))), `"rules": "2020-09-12"`) {
		t.Errorf("a new map does not name the latest edition")
	}
}

func mustMarshal(t *testing.T, d *Document) []byte {
	t.Helper()
	data, err := Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestDocument_AnUnknownRulesValueIsRefusedWithTheEditionsAndTheZonesProfiles(t *testing.T) {
	_, err := Parse([]byte(strings.Replace(bare, "%s", `,"rules":"2021-01-01"`, 1)))
	if err == nil || !strings.Contains(err.Error(), `unknown rules "2021-01-01" (Unhex editions: 2020-09-06, 2020-09-07, 2020-09-12; zones profiles: yze-forbidden-lands, yze-alien, 2d20, fate, custom)`) {
		t.Errorf("got %v", err)
	}
}

func TestDocument_A0906MapIsPlayedUnderItsEdition(t *testing.T) {
	doc, err := Parse([]byte(strings.Replace(bare, "%s", `,"rules":"2020-09-06"`, 1)))
	if err != nil || doc.Rules != sheet.Edition0906 {
		t.Errorf("a 2020-09-06 map loads under its edition: %v", err)
	}
}

func TestDocument_MaxLevelIsCheckedUnderTheFilesEdition(t *testing.T) {
	chars := `,"characters":[{"id":"a","kind":"pc","team":"t","level":50,"maxLevel":97}]`
	if _, err := Parse([]byte(strings.Replace(bare, "%s", `,"rules":"2020-09-07"`+chars, 1))); err != nil {
		t.Errorf("max level 97 under 2020-09-07: %v", err)
	}
	if _, err := Parse([]byte(strings.Replace(bare, "%s", chars, 1))); err == nil || !strings.Contains(err.Error(), "0 to 95") {
		t.Errorf("max level 97 under the latest: %v", err)
	}
}

// replayUnder replays the scripted editions fight with its rules field set
// to e: the same log, read by each edition.
func replayUnder(t *testing.T, e sheet.Edition) (*combat.Combat, []string, error) {
	t.Helper()
	return replayLinesUnder(t, "editions.unhex", e)
}

func TestEditions_TheSameFightHitsADifferentLegUnderEachEdition(t *testing.T) {
	early, _, _ := replayUnder(t, sheet.Edition0907)
	late, _, _ := replayUnder(t, sheet.Latest)
	if early == nil || late == nil {
		t.Fatal("the fight did not replay")
	}
	if got := mustFind(t, early, "vex").Body.RightLeg.Slash; got != 4 {
		t.Errorf("09-07: Ava's 42 (4 damage, location 2) marks %d on Vex's right leg, want 4", got)
	}
	if got := mustFind(t, late, "vex").Body.LeftLeg.Slash; got != 4 {
		t.Errorf("09-12: Ava's 42 (4 damage, location 2) marks %d on Vex's left leg, want 4", got)
	}
}

func TestEditions_TheSameFightReadsItsDiceByEachEdition(t *testing.T) {
	c, lines, err := replayUnder(t, sheet.Edition0907)
	if err != nil {
		t.Fatalf("09-07: %v", err)
	}
	if vex := c.Tallies["vex"]; vex.LoseNext != 1 {
		t.Errorf("09-07: Vex's 00 reads 100, a critical failure losing the next action; tally %+v", vex)
	}
	if last := lines[len(lines)-1]; !strings.Contains(last, "100") {
		t.Errorf("09-07: the narration should read the roll as 100: %q", last)
	}
	if ava := mustFind(t, c, "ava"); ava.Level != 50 {
		t.Errorf("09-07: Vex missed, but Ava is at %d", ava.Level)
	}
	_, _, err = replayUnder(t, sheet.Latest)
	if err == nil || !strings.Contains(err.Error(), "critical success with 00") {
		t.Errorf("09-12: Vex's 00 reads 0, a critical success that asks its choice; got %v", err)
	}
}

// replayFileUnder replays a scripted combat of testdata/combat under e.
func replayFileUnder(t *testing.T, name string, e sheet.Edition) (*combat.Combat, error) {
	t.Helper()
	c, _, err := replayLinesUnder(t, name, e)
	return c, err
}

// replayLinesUnder replays a scripted combat of testdata/combat with its
// rules field set to e, and its narration.
func replayLinesUnder(t *testing.T, name string, e sheet.Edition) (*combat.Combat, []string, error) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "combat", name))
	if err != nil {
		t.Fatal(err)
	}
	doc, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	doc.Rules = e
	return ReplayDocument(doc)
}

func TestEdition0906_TheScriptedGrappleHoldsDragsAndFrees(t *testing.T) {
	c, err := replayFileUnder(t, "grapple-0906.unhex", sheet.Edition0906)
	if err != nil {
		t.Fatal(err)
	}
	rook, vex := mustFind(t, c, "rook"), mustFind(t, c, "vex")
	if rook.Area != "bar" || vex.Area != "bar" || len(c.Grapples) != 0 || vex.Level != 40 {
		t.Errorf("Rook dragged Vex to the bar unhurt, then Vex broke free: rook in %s, vex in %s at %d, grapples %v", rook.Area, vex.Area, vex.Level, c.Grapples)
	}
}

func TestEditions_TheSameTurnEndsItsAoECoverAndAllOutDefendByEachEdition(t *testing.T) {
	early, err := replayFileUnder(t, "editions-0906.unhex", sheet.Edition0906)
	if err != nil {
		t.Fatal(err)
	}
	late, err := replayFileUnder(t, "editions-0906.unhex", sheet.Latest)
	if err != nil {
		t.Fatal(err)
	}
	if len(early.Effects) != 0 || len(late.Effects) != 1 {
		t.Errorf("Cover for 0 ends with the turn under 09-06 (%v) and lasts the round later (%v)", early.Effects, late.Effects)
	}
	if early.Tallies["vex"].AllOut || !late.Tallies["vex"].AllOut {
		t.Errorf("All-Out Defend: 09-06 %+v, latest %+v", early.Tallies["vex"], late.Tallies["vex"])
	}
	if !early.Stealthy("shade") || late.Stealthy("shade") {
		t.Error("Demolish leaves Shade's Stealth under 09-06 only")
	}
}
