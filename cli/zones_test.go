package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	json "github.com/goccy/go-json"
)

// zonesRuin writes a small Year Zero map: Gate -obscured- Hall -solid-
// Yard, traits on the zones; extra is spliced into its root.
func zonesRuin(t *testing.T, rules, extra string) string {
	t.Helper()
	doc := `{"format":"unhex","version":1,"rules":"` + rules + `","title":"Ruin"` + extra + `,
"areas":[{"id":"gate","name":"Gate","traits":["open"]},{"id":"hall","name":"Hall","x":100,"traits":["dark"]},{"id":"yard","name":"Yard","x":200}],
"links":[{"a":"gate","b":"hall","kind":"obscured"},{"a":"hall","b":"yard"}]}`
	path := filepath.Join(t.TempDir(), "ruin.unhex")
	if err := os.WriteFile(path, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

type zoneLine struct {
	ID    string  `json:"id"`
	Range *int    `json:"range"`
	Band  *string `json:"band"`
	LOS   bool    `json:"los"`
	Moves *int    `json:"moves"`
}

func zonesQuery(t *testing.T, args ...string) (string, []zoneLine) {
	t.Helper()
	code, out, errOut := runCLI(append([]string{"query"}, args...)...)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var rep struct {
		Rules string     `json:"rules"`
		Areas []zoneLine `json:"areas"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v in %s", err, out)
	}
	return rep.Rules, rep.Areas
}

func TestQuery_AZonesMapPrintsEachAreasBandAndRangeUnderItsProfile(t *testing.T) {
	rules, areas := zonesQuery(t, zonesRuin(t, "yze-forbidden-lands", ""), "--from", "Gate")
	if rules != "yze-forbidden-lands" || len(areas) != 3 {
		t.Fatalf("rules %q, %d areas", rules, len(areas))
	}
	want := []struct {
		band       string
		rng, moves int
		los        bool
	}{{"Near", 0, 0, true}, {"Short", 1, 1, false}, {"Long", 2, 2, false}}
	for i, w := range want {
		a := areas[i]
		if a.Band == nil || *a.Band != w.band || *a.Range != w.rng || *a.Moves != w.moves || a.LOS != w.los {
			t.Errorf("%s: band %v range %v moves %v sight %v, want %+v", a.ID, a.Band, a.Range, a.Moves, a.LOS, w)
		}
	}
}

func TestQuery_RulesAsksUnderAnotherProfileOrAnUnhexEdition(t *testing.T) {
	path := zonesRuin(t, "yze-forbidden-lands", "")
	if rules, areas := zonesQuery(t, path, "--from", "gate", "--rules", "2d20"); rules != "2d20" || *areas[2].Band != "Long" || *areas[1].Band != "Medium" {
		t.Errorf("under 2d20: %s, %+v", rules, areas)
	}
	if _, areas := zonesQuery(t, path, "--from", "gate", "--rules", "fate"); *areas[2].Band != "2 zones" || *areas[1].Moves != 0 {
		t.Errorf("under Fate: %+v", areas)
	}
	// An Unhex map asked under a zones profile, and as itself.
	rules, areas := zonesQuery(t, "nightclub.unhex", "--from", "bar", "--rules", "yze-alien")
	bands := map[string]string{}
	for _, a := range areas {
		if a.Band != nil {
			bands[a.ID] = *a.Band
		}
	}
	if rules != "yze-alien" || bands["bar"] != "Short" {
		t.Errorf("nightclub under Alien: %s, the bar itself is %q", rules, bands["bar"])
	}
	_, plain, _ := runCLI("query", "nightclub.unhex", "--from", "bar")
	_, same, _ := runCLI("query", "nightclub.unhex", "--from", "bar", "--rules", "2020-09-07")
	if plain != same || strings.Contains(plain, "band") {
		t.Errorf("an Unhex map under an Unhex edition should print as it always did")
	}
}

func TestQuery_RulesRefusesWhatItCannotAskUnder(t *testing.T) {
	path := zonesRuin(t, "yze-alien", "")
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--rules", "yze-mutant"}, `--rules: unknown rules "yze-mutant" (Unhex editions: 2020-09-06, 2020-09-07, 2020-09-12; zones profiles: yze-forbidden-lands, yze-alien, 2d20, fate, custom)`},
		{[]string{"--rules", "2020-09-12"}, `--rules: link 1 (gate-hall) is an obscured border, which Unhex does not have; ask under a zones profile`},
		{[]string{"--rules", "custom"}, `--rules: the custom profile reads the map's own band table, and this map has none`},
		{[]string{"--weapon", "2h-ranged"}, `--weapon is an Unhex rule; the map is asked under the zones profile Year Zero Engine: Alien`},
	}
	for _, c := range cases {
		code, _, errOut := runCLI(append([]string{"query", path, "--from", "gate"}, c.args...)...)
		if code != exitUsage || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, %q; want a usage error saying %q", c.args, code, errOut, c.want)
		}
	}
}

func TestQuery_ToExplainsAPairInTheProfilesWords(t *testing.T) {
	code, out, errOut := runCLI("query", zonesRuin(t, "yze-alien", ""), "--from", "gate", "--to", "yard")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var ans struct {
		Band     string   `json:"band"`
		Obscured bool     `json:"obscured"`
		Traits   []string `json:"traits"`
		Verdict  string   `json:"verdict"`
	}
	if err := json.Unmarshal([]byte(out), &ans); err != nil {
		t.Fatal(err)
	}
	if ans.Band != "Long" || !ans.Obscured || len(ans.Traits) != 2 || !strings.HasPrefix(ans.Verdict, "Long: 2 zones away, counted across an obscured border; out of sight") {
		t.Errorf("got %s", out)
	}
}

func TestCheck_AZonesMapIsFineUnderItsProfileAndAnUnknownTraitIsNamed(t *testing.T) {
	code, out, errOut := runCLI("check", zonesRuin(t, "2d20", `,"bands":null`))
	if code != exitFile || !strings.Contains(errOut, `area 1 ("gate"): the trait "open" is not a trait of 2d20 (its traits: difficult-terrain, hazard, cover)`) {
		t.Errorf("exit %d, %q %q", code, out, errOut)
	}
	code, out, _ = runCLI("check", zonesRuin(t, "yze-forbidden-lands", ""))
	if code != exitOK || !strings.Contains(out, "fine (3 areas, 2 links, zones profile Year Zero Engine: Forbidden Lands)") {
		t.Errorf("exit %d, %q", code, out)
	}
	code, _, errOut = runCLI("check", zonesRuin(t, "custom", `,"bands":[{"name":"Here","from":0},{"name":"There","from":0}]`))
	if code != exitFile || !strings.Contains(errOut, "bands: band 2 starts at 0 links, not after band 1 (0 links): the counts must rise") {
		t.Errorf("exit %d, %q", code, errOut)
	}
}

func TestZonesMap_TheUnhexCombatCommandsRefuseItNamingTheProfile(t *testing.T) {
	path := zonesRuin(t, "fate", "")
	out := filepath.Join(t.TempDir(), "out.pdf")
	for _, args := range [][]string{{"simulate", path}, {"replay", path}, {"sheets", path, "-o", out}, {"cards", path, "-o", out}} {
		code, _, errOut := runCLI(args...)
		if code != exitFile || !strings.Contains(errOut, "this map plays the zones profile Fate (fate), which has no Unhex combat") {
			t.Errorf("%s: exit %d, %q", args[0], code, errOut)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("a PDF was written for a zones map")
	}
}
