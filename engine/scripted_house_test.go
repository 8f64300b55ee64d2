package engine

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// The house rules for the round, played as scripted combats in
// testdata/combat.

// loadScript loads a scripted combat without replaying it.
func loadScript(t *testing.T, name string) *Document {
	t.Helper()
	doc, err := LoadFile(filepath.Join("testdata", "combat", name+".unhex"))
	if err != nil {
		t.Fatalf("%s does not load: %v", name, err)
	}
	return doc
}

// replayStopsAt replays doc, which must stop at log entry n for a reason
// containing want.
func replayStopsAt(t *testing.T, doc *Document, n int, want string) {
	t.Helper()
	_, _, err := ReplayDocument(doc)
	var re *combat.ReplayError
	if !errors.As(err, &re) || re.Entry != n || !strings.Contains(err.Error(), want) {
		t.Errorf("the replay must stop at entry %d saying %q; got %v", n, want, err)
	}
}

func TestScript_ForcedDefence_VexDefendsTwiceInRoundOneAndHasNoActionInRoundTwo(t *testing.T) {
	c, lines := replayScript(t, "forced-defence")
	if !strings.Contains(lines[5], "Vex defends, giving up next round's action (forced defence)") {
		t.Errorf("the log does not name the forced defence: %q", lines[5])
	}
	if !strings.Contains(lines[6], "Vex defends with 41, wins") {
		t.Errorf("the forced defence's roll is not played as a Defend: %q", lines[6])
	}
	if v := mustFind(t, c, "vex"); v.Level != 55 {
		t.Errorf("both attacks were defended, yet Vex is at %d", v.Level)
	}
	if c.Round != 2 || !strings.Contains(lines[len(lines)-1], "Vex has lost this round's action") {
		t.Errorf("round 2 must start with Vex's action given: %q", lines[len(lines)-1])
	}
	if tl := c.Tallies["vex"]; tl.Actions != 0 || tl.LoseNext != 0 {
		t.Errorf("round 2: %+v, want no action and nothing more to lose", tl)
	}
	// The same log on a map without the house rule stops at the forced
	// defence.
	doc := loadScript(t, "forced-defence")
	doc.HouseRules.ForcedDefence = false
	replayStopsAt(t, doc, 6, "Forced defence is a house rule this map does not play")
}

func TestScript_Delay_AvaCutsIntoTheThugsTurnAndBosHeldActionIsLostWithTheRound(t *testing.T) {
	c, lines := replayScript(t, "delay")
	want := map[int]string{
		1:  "Ava holds an action to use later this round, between two acts of another team",
		3:  "Rat moves from Kitchen to Bar",
		4:  "Ava acts with the held action; Ava attacks Rat from Bar with Knife",
		5:  "34 hits, 3 damage",
		6:  "Vex moves from Dance Floor to Bar",
		12: "Bo's held action is lost unused; round 2 ends",
	}
	for i, w := range want {
		if i >= len(lines) || !strings.Contains(lines[i], w) {
			t.Errorf("entry %d: want %q in the log, got %q", i+1, w, lines)
			break
		}
	}
	if rat := mustFind(t, c, "rat"); rat.Level != 37 {
		t.Errorf("Ava's interrupt hit Rat for 3: level %d", rat.Level)
	}
	if c.Round != 3 || c.Tallies["bo"].Held {
		t.Errorf("round 3 holds nothing over: round %d, %+v", c.Round, c.Tallies["bo"])
	}
	// The same log on a map without the house rule stops at the hold.
	doc := loadScript(t, "delay")
	doc.HouseRules.Delay = false
	replayStopsAt(t, doc, 2, "Delay is a house rule this map does not play")
}

// The house rules only add options: every scripted combat written without
// them replays to the same narration and the same state with all of them
// on.
func TestHouseRules_TurningThemOnChangesNoScriptWrittenWithoutThem(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "combat", "*.unhex"))
	if err != nil || len(files) < 10 {
		t.Fatalf("scripts: %v %v", files, err)
	}
	played := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := Parse(data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if doc.HouseRules.On() || doc.Combat == nil {
			continue
		}
		off, offLines, offErr := ReplayDocument(doc)
		doc.HouseRules = sheet.HouseRules{Delay: true, ForcedDefence: true}
		on, onLines, onErr := ReplayDocument(doc)
		if (offErr == nil) != (onErr == nil) || !reflect.DeepEqual(offLines, onLines) {
			t.Errorf("%s: with the house rules on the replay differs:\n%v\n%v", f, offErr, onErr)
			continue
		}
		off.Roster.HouseRules = on.Roster.HouseRules
		if !reflect.DeepEqual(off.View(), on.View()) {
			t.Errorf("%s: with the house rules on the replay ends in another state", f)
		}
		played++
	}
	if played < 10 {
		t.Errorf("only %d scripts compared", played)
	}
}
