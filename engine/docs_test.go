package engine

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"

	json "github.com/goccy/go-json"
)

func TestDocs_FormatExampleLoads(t *testing.T) {
	data, err := os.ReadFile("../docs/format.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)## Example\\s*```json\\n(.*?)```").FindSubmatch(data)
	if m == nil {
		t.Fatal("no example in format.md")
	}
	doc, err := Parse(m[1])
	if err != nil {
		t.Fatalf("the documented example does not load: %v", err)
	}
	if len(doc.Characters) != 1 {
		t.Errorf("the example has %d characters", len(doc.Characters))
	}
}

func TestDocs_SchemaAndRulesListEveryAbility(t *testing.T) {
	data, err := os.ReadFile("../docs/unhex.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var schema struct {
		Defs struct {
			AbilityID struct {
				Enum []sheet.AbilityID `json:"enum"`
			} `json:"abilityId"`
		} `json:"$defs"`
	}
	if err := json.Unmarshal(data, &schema); err != nil {
		t.Fatal(err)
	}
	if len(schema.Defs.AbilityID.Enum) != len(sheet.Abilities) {
		t.Errorf("the schema lists %d abilities, the catalogue %d", len(schema.Defs.AbilityID.Enum), len(sheet.Abilities))
	}
	rules, err := os.ReadFile("../docs/rules.md")
	if err != nil {
		t.Fatal(err)
	}
	for i, a := range sheet.Abilities {
		if i < len(schema.Defs.AbilityID.Enum) && schema.Defs.AbilityID.Enum[i] != a.ID {
			t.Errorf("schema ability %d is %s, catalogue %s", i, schema.Defs.AbilityID.Enum[i], a.ID)
		}
		if !strings.Contains(string(rules), "`"+string(a.ID)+"`") {
			t.Errorf("rules.md does not list %s", a.ID)
		}
	}
}

// Every test named in rules.md exists, so the coverage table cannot point
// at nothing.
func TestDocs_RulesTableNamesOnlyTestsThatExist(t *testing.T) {
	rules, err := os.ReadFile("../docs/rules.md")
	if err != nil {
		t.Fatal(err)
	}
	var src strings.Builder
	for _, pattern := range []string{"*_test.go", "*/*_test.go", "../*_test.go", "../*/*_test.go", "../*/*/*_test.go"} {
		files, _ := filepath.Glob(pattern)
		for _, f := range files {
			b, _ := os.ReadFile(f)
			src.Write(b)
		}
	}
	all := src.String()
	for _, m := range regexp.MustCompile("`((?:Test|Fuzz)[A-Za-z0-9_]+)(?:/[^`]*)?`").FindAllStringSubmatch(string(rules), -1) {
		if !strings.Contains(all, "func "+m[1]+"(") {
			t.Errorf("rules.md names %s, which does not exist", m[1])
		}
	}
}

// The combat example in format.md loads and replays: the doc is enough to
// write a combat script by hand.
func TestDocs_FormatCombatExampleReplays(t *testing.T) {
	data, err := os.ReadFile("../docs/format.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)### Combat example.*?```json\\n(.*?)```").FindSubmatch(data)
	if m == nil {
		t.Fatal("no combat example in format.md")
	}
	doc, err := Parse(m[1])
	if err != nil {
		t.Fatalf("the documented combat does not load: %v", err)
	}
	c, lines, err := ReplayDocument(doc)
	if err != nil {
		t.Fatalf("the documented combat does not replay: %v", err)
	}
	if c.Phase != combat.PhaseEnded || len(lines) != 7 || c.Roster.Find("vex").Level != 37 || c.Roster.Find("rook").Level != 48 {
		t.Errorf("phase %s, %d lines, vex %d, rook %d", c.Phase, len(lines), c.Roster.Find("vex").Level, c.Roster.Find("rook").Level)
	}
}

func TestDocs_SchemaAndFormatListEveryCombatCommand(t *testing.T) {
	data, err := os.ReadFile("../docs/unhex.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var schema struct {
		Defs struct {
			CombatCommand struct {
				Properties struct {
					Type struct {
						Enum []string `json:"enum"`
					} `json:"type"`
				} `json:"properties"`
			} `json:"combatCommand"`
		} `json:"$defs"`
	}
	if err := json.Unmarshal(data, &schema); err != nil {
		t.Fatal(err)
	}
	if got, want := strings.Join(schema.Defs.CombatCommand.Properties.Type.Enum, ","), strings.Join(combat.CommandTypes(), ","); got != want {
		t.Errorf("schema combat commands\n %s\nengine\n %s", got, want)
	}
	format, _ := os.ReadFile("../docs/format.md")
	for _, typ := range combat.CommandTypes() {
		if !strings.Contains(string(format), "`"+typ+"`") {
			t.Errorf("format.md does not document %s", typ)
		}
	}
}
