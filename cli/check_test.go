package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	json "github.com/goccy/go-json"
)

// recoveryVariant writes engine/testdata/combat/recovery.unhex with its
// combat changed by edit.
func recoveryVariant(t *testing.T, edit func(combat map[string]any, log []any)) string {
	t.Helper()
	data, err := os.ReadFile("../engine/testdata/combat/recovery.unhex")
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	c := doc["combat"].(map[string]any)
	edit(c, c["log"].([]any))
	out, _ := json.Marshal(doc)
	path := filepath.Join(t.TempDir(), "variant.unhex")
	if err := os.WriteFile(path, out, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestCheck_ACombatLogThatDoesNotReplayIsABadFileNamingTheEntryItsTypeAndWhy(t *testing.T) {
	code, _, errOut := runCLI("check", "../engine/testdata/combat/sight.unhex")
	if code != exitFile || !strings.Contains(errOut, "log entry 2 (attack)") || !strings.Contains(errOut, "no line of sight") {
		t.Errorf("exit %d, stderr %q; want 1 naming entry 2, the attack, and the missing sight", code, errOut)
	}
	// A recovery logged before end-combat: the rule's own reason.
	early := recoveryVariant(t, func(c map[string]any, log []any) { c["log"] = []any{log[0], log[2], log[1]} })
	code, _, errOut = runCLI("check", early)
	if code != exitFile || !strings.Contains(errOut, "log entry 2 (recover)") || !strings.Contains(errOut, "the combat is not over") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}

func TestCheck_ASavedPendingEntryThatDoesNotReplayIsABadFile(t *testing.T) {
	path := recoveryVariant(t, func(c map[string]any, log []any) {
		c["log"] = log[:1]
		c["pending"] = map[string]any{"command": map[string]any{"type": "recover", "character": "rook"}}
	})
	code, _, errOut := runCLI("check", path)
	if code != exitFile || !strings.Contains(errOut, "pending entry (recover)") || !strings.Contains(errOut, "recovery comes after end-combat") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}

func TestCheck_AFileWhoseCombatReplaysIsFine(t *testing.T) {
	code, out, errOut := runCLI("check", "../engine/testdata/combat/recovery.unhex")
	if code != exitOK || !strings.Contains(out, "fine") || !strings.Contains(out, "a combat of 4 log entries that replays") {
		t.Errorf("exit %d, out %q, stderr %q", code, out, errOut)
	}
}

func TestReplay_ShowsWhoRecoveredAndWithWhichItems(t *testing.T) {
	code, out, errOut := runCLI("replay", "../engine/testdata/combat/recovery.unhex")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{
		"Rook recovers: level 23 -> 55",
		"items: Rifle, Ammo, First aid kit",
		"Rook [crew, pc] level 55/55, conscious, in Hall, 1 action left, recovered",
		"Ava [crew, pc] level 50/50",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "Vex [guards, npc] level 30/50, conscious, in Vault, 1 action left, recovered") {
		t.Error("Vex did not recover")
	}
	code, out, _ = runCLI("replay", "--json", "../engine/testdata/combat/recovery.unhex")
	if code != exitOK || strings.Count(out, `"recovered": true`) != 2 {
		t.Errorf("--json does not mark the two who recovered (exit %d):\n%s", code, out)
	}
}
