package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// replayJSON replays a scripted combat through the CLI, with its rules
// field set to rules ("" drops it: the latest).
func replayJSON(t *testing.T, path, rules string) (int, map[string]map[string]any, string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	if rules == "" {
		delete(doc, "rules")
	} else {
		doc["rules"] = rules
	}
	out, _ := json.Marshal(doc)
	p := filepath.Join(t.TempDir(), filepath.Base(path))
	if err := os.WriteFile(p, out, 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, errOut := runCLI("replay", "--json", p)
	var v struct {
		Characters []map[string]any `json:"characters"`
	}
	byID := map[string]map[string]any{}
	if code == exitOK {
		if err := json.Unmarshal([]byte(stdout), &v); err != nil {
			t.Fatalf("not JSON: %v\n%s", err, stdout)
		}
		for _, c := range v.Characters {
			byID[c["id"].(string)] = c
		}
	}
	return code, byID, errOut
}

func TestReplay_TheScriptedGrapplePlaysUnder0906AndIsRefusedLater(t *testing.T) {
	const path = "../engine/testdata/combat/grapple-0906.unhex"
	code, out, errOut := runCLI("replay", path)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"Rules: Unhex 2020-09-06", "grapples Vex: no damage", "Vex is still held", "Rook drags Vex along", "Vex breaks free",
		"Rook [crew, pc] level 60/80, conscious, in Bar", "Vex [thugs, npc] level 40/50, conscious, in Bar"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if code, _, errOut := replayJSON(t, path, ""); code == exitOK || !strings.Contains(errOut, "grapple") {
		t.Errorf("under the latest rules the grapple sheet is refused: exit %d, %s", code, errOut)
	}
}

func TestReplay_TheSameTurnEndsDifferentlyUnder0906AndTheLatest(t *testing.T) {
	const path = "../engine/testdata/combat/editions-0906.unhex"
	code, early, errOut := replayJSON(t, path, "2020-09-06")
	if code != exitOK {
		t.Fatalf("09-06: exit %d: %s", code, errOut)
	}
	code, late, errOut := replayJSON(t, path, "")
	if code != exitOK {
		t.Fatalf("latest: exit %d: %s", code, errOut)
	}
	// All-Out Defend: for the crew's turn under 09-06, so Vex acts on the
	// thugs' turn; for the round in the latest, which takes Vex's action.
	if early["vex"]["actions"] != 1.0 || early["vex"]["allOutDefend"] != nil {
		t.Errorf("09-06: Vex's All-Out Defend ended with the crew's turn: %v", early["vex"])
	}
	if late["vex"]["actions"] != 0.0 || late["vex"]["allOutDefend"] != true {
		t.Errorf("latest: Vex's All-Out Defend lasts the round: %v", late["vex"])
	}
	// Demolish leaves Stealth under 09-06 and ends it in the latest.
	if early["shade"]["stealthy"] != true || late["shade"]["stealthy"] != nil {
		t.Errorf("Shade stealthy after Demolish: 09-06 %v, latest %v", early["shade"]["stealthy"], late["shade"]["stealthy"])
	}
	_, text, _ := runCLI("replay", path)
	if !strings.Contains(text, "crew's turn ends; ends: cover on Bar") {
		t.Errorf("09-06: Cover for 0 turns ends with the crew's turn:\n%s", text)
	}
}
