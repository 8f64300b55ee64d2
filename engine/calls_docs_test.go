package engine

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"

	json "github.com/goccy/go-json"
)

// The schema and format.md list every GM's call with every answer the
// engine knows.
func TestDocs_SchemaAndFormatListEveryGMCall(t *testing.T) {
	data, err := os.ReadFile("../docs/unhex.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var schema struct {
		Defs struct {
			Calls struct {
				Properties map[string]struct {
					Enum []string `json:"enum"`
				} `json:"properties"`
			} `json:"calls"`
		} `json:"$defs"`
	}
	if err := json.Unmarshal(data, &schema); err != nil {
		t.Fatal(err)
	}
	format, err := os.ReadFile("../docs/format.md")
	if err != nil {
		t.Fatal(err)
	}
	if len(schema.Defs.Calls.Properties) != len(sheet.CallCatalogue) {
		t.Errorf("the schema lists %d calls, the catalogue %d", len(schema.Defs.Calls.Properties), len(sheet.CallCatalogue))
	}
	for _, s := range sheet.CallCatalogue {
		var values []string
		for _, o := range s.Options {
			values = append(values, o.Value)
			if !strings.Contains(string(format), `"`+o.Value+`"`) {
				t.Errorf("format.md does not name %s's answer %q", s.ID, o.Value)
			}
		}
		if got := schema.Defs.Calls.Properties[string(s.ID)].Enum; !slices.Equal(got, values) {
			t.Errorf("the schema gives %s the answers %v, the engine %v", s.ID, got, values)
		}
		if !strings.Contains(string(format), "| `"+string(s.ID)+"` |") {
			t.Errorf("format.md has no row for %s", s.ID)
		}
	}
}

// rules.md has the GM's calls table: a row for each call, by its key,
// with its default and at least one test.
func TestDocs_RulesHaveARowWithATestForEveryGMCall(t *testing.T) {
	data, err := os.ReadFile("../docs/rules.md")
	if err != nil {
		t.Fatal(err)
	}
	rules := string(data)
	start := strings.Index(rules, "## The GM's calls")
	if start < 0 {
		t.Fatal("rules.md has no section The GM's calls")
	}
	section := rules[start:]
	section = section[:strings.Index(section[3:], "\n## ")+3]
	for _, s := range sheet.CallCatalogue {
		row := ""
		for _, line := range strings.Split(section, "\n") {
			if strings.HasPrefix(line, "| "+s.Name) && strings.Contains(line, "(`"+string(s.ID)+"`)") {
				row = line
			}
		}
		if row == "" {
			t.Errorf("the GM's calls table has no row for %s (%s)", s.Name, s.ID)
			continue
		}
		if !strings.Contains(row, "`"+s.Default+"`") || !strings.Contains(row, "`Test") {
			t.Errorf("the row of %s lacks its default %q or a test: %s", s.ID, s.Default, row)
		}
	}
}
