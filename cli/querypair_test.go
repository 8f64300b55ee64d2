package cli

import (
	"regexp"
	"strings"
	"testing"

	json "github.com/goccy/go-json"
)

// `query --to` speaks as the list does: the same lower-case keys for what
// both say, and no path is null, not -1.
func TestQuery_ToPrintsItsKeysAsTheListDoes(t *testing.T) {
	_, list, _ := runCLI("query", nightclubPath, "--from", "alley")
	_, pair, _ := runCLI("query", nightclubPath, "--from", "alley", "--to", "bar")
	for _, key := range []string{"from", "range", "los", "cover", "moves", "threshold"} {
		if !strings.Contains(list, `"`+key+`"`) || !strings.Contains(pair, `"`+key+`"`) {
			t.Errorf("the key %q is not in both the list and the pair:\n%s", key, pair)
		}
	}
	for _, k := range regexp.MustCompile(`"(\w+)":`).FindAllStringSubmatch(pair, -1) {
		if k[1] != strings.ToLower(k[1][:1])+k[1][1:] {
			t.Errorf("query --to prints the key %q; the list's keys start in lower case", k[1])
		}
	}
	var got struct {
		Range *int   `json:"range"`
		LOS   bool   `json:"los"`
		From  string `json:"from"`
	}
	if err := json.Unmarshal([]byte(pair), &got); err != nil || got.From != "alley" || got.Range == nil {
		t.Errorf("query --to: %v, %+v:\n%s", err, got, pair)
	}
	_, far, _ := runCLI("query", "warehouse", "--from", "street", "--to", "vault")
	if !strings.Contains(far, `"range": null`) || !strings.Contains(far, `"moves": null`) {
		t.Errorf("no path from the street to the vault: range and moves must be null, as in the list:\n%s", far)
	}
}
