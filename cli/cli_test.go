package cli

import (
	"bytes"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	json "github.com/goccy/go-json"
)

const nightclubPath = "../assets/maps/nightclub.unhex"

func runCLI(args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := run(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

// run runs the command line as the binary does, with what FyneApp.toml
// says about the program.
func run(args []string, stdout, stderr io.Writer) int {
	return Main(args, stdout, stderr, testAbout)
}

var testAbout = func() About {
	data, err := os.ReadFile("../FyneApp.toml")
	if err != nil {
		panic(err)
	}
	return AboutOf(string(data))
}()

func TestQuery_PrintsOneEntryPerAreaWithNullsForUnreachable(t *testing.T) {
	code, out, errOut := runCLI("query", nightclubPath, "--from", "Pool Tables")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var rep struct {
		From  string `json:"from"`
		Areas []struct {
			ID    string `json:"id"`
			Name  string `json:"name"`
			Range *int   `json:"range"`
			LOS   bool   `json:"los"`
			Cover bool   `json:"cover"`
			Moves *int   `json:"moves"`
		} `json:"areas"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, out)
	}
	if rep.From != "pool-tables" || len(rep.Areas) != 8 {
		t.Fatalf("from %q with %d areas, want pool-tables with all 8", rep.From, len(rep.Areas))
	}
	for _, a := range rep.Areas {
		if a.Range == nil || a.Moves == nil {
			t.Errorf("%s: range/moves missing on a connected map", a.ID)
		}
		if a.ID == "bar" && (!a.LOS || *a.Range != 2) {
			t.Errorf("bar from the pool tables: %+v, want sight at range 2", a)
		}
		if a.ID == "kitchen" && a.LOS {
			t.Error("the pool tables must not see the kitchen")
		}
	}
}

func TestQuery_NullRangeAndMovesWhenUnreachable(t *testing.T) {
	path := filepath.Join(t.TempDir(), "m.unhex")
	os.WriteFile(path, []byte(`{"format":"unhex","version":1,"areas":[{"id":"a","name":"A"},{"id":"b","name":"B"}],"links":[]}`), 0o644)
	code, out, _ := runCLI("query", "--from", "a", path)
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	if !strings.Contains(out, `"range": null`) || !strings.Contains(out, `"moves": null`) {
		t.Errorf("unreachable area should have null range and moves:\n%s", out)
	}
}

func TestQuery_TwoHandedRangedWeaponSeesThroughTwoMarks(t *testing.T) {
	_, out, _ := runCLI("query", nightclubPath, "--from", "alley", "--weapon", "2h-ranged", "--to", "bar")
	if !strings.Contains(out, `"los": true`) {
		t.Errorf("a 2H ranged weapon should see the bar from the alley:\n%s", out)
	}
}

func TestCLI_ExitCodes(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.unhex")
	os.WriteFile(bad, []byte(`{"format":"unhex","version":1,"areas":[{"id":"a"},{"id":"a"}]}`), 0o644)
	cases := []struct {
		args []string
		code int
		says string
	}{
		{[]string{"check", nightclubPath}, exitOK, "fine"},
		{[]string{"check", bad}, exitFile, `the id "a" is already used`},
		{[]string{"check", "no-such-file.unhex"}, exitFile, "no such file"},
		{[]string{"check"}, exitUsage, "exactly one MAP.unhex"},
		{[]string{"query", nightclubPath}, exitUsage, "needs --from"},
		{[]string{"query", nightclubPath, "--from", "Moon"}, exitUsage, `no area has the id or name "Moon"`},
		{[]string{"query", nightclubPath, "--from", "bar", "--weapon", "bow"}, exitUsage, "unknown --weapon"},
		{[]string{"query", nightclubPath, "--bogus"}, exitUsage, "bogus"},
		{[]string{"frobnicate", "x"}, exitUsage, "unknown command"},
	}
	for _, c := range cases {
		code, out, errOut := runCLI(c.args...)
		if code != c.code {
			t.Errorf("%v: exit %d, want %d (stderr %q)", c.args, code, c.code, errOut)
		}
		if !strings.Contains(out+errOut, c.says) {
			t.Errorf("%v: output does not say %q:\n%s%s", c.args, c.says, out, errOut)
		}
	}
}

func TestCheck_WarnsAboutWhatAGMWouldWantToKnow(t *testing.T) {
	path := filepath.Join(t.TempDir(), "m.unhex")
	os.WriteFile(path, []byte(`{"format":"unhex","version":1,"areas":[
		{"id":"a","name":"Hall"},{"id":"b","name":"Pit"},{"id":"c","name":"hall"},{"id":"d","name":"Island"}],
		"links":[{"a":"a","b":"b","oneWay":true},{"a":"a","b":"c"}]}`), 0o644)
	code, out, _ := runCLI("check", path)
	if code != exitOK {
		t.Errorf("warnings alone should exit 0, got %d", code)
	}
	for _, want := range []string{`"Island" has no links`, `"Pit" is a one-way dead end`, `2 areas are named "Hall"`} {
		if !strings.Contains(out, want) {
			t.Errorf("check output lacks %q:\n%s", want, out)
		}
	}
	if code, _, _ := runCLI("check", "--strict", path); code != exitFile {
		t.Errorf("--strict with warnings should exit 1, got %d", code)
	}
}

func TestExport_CLIWritesALetterPageAt300DPIThatIsNotBlank(t *testing.T) {
	out := filepath.Join(t.TempDir(), "club.png")
	code, stdout, errOut := runCLI("export", nightclubPath, "-o", out, "--legend")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 2550 || b.Dy() != 3300 {
		t.Errorf("page is %dx%d, want 2550x3300", b.Dx(), b.Dy())
	}
	dark := 0
	for y := 0; y < 3300; y += 3 {
		for x := 0; x < 2550; x += 3 {
			if r, _, _, _ := img.At(x, y).RGBA(); r < 0x4000 {
				dark++
			}
		}
	}
	if dark < 1000 {
		t.Errorf("only %d dark pixels sampled: the page is blank", dark)
	}
	if !strings.Contains(stdout, "2550x3300") {
		t.Errorf("stdout %q should report the size", stdout)
	}
}

func TestExport_CLIRefusesBadOptions(t *testing.T) {
	for _, args := range [][]string{
		{"export", nightclubPath},
		{"export", nightclubPath, "-o", "x.png", "--paper", "legal"},
		{"export", nightclubPath, "-o", "x.png", "--dpi", "0"},
	} {
		if code, _, _ := runCLI(args...); code != exitUsage {
			t.Errorf("%v: exit %d, want %d", args, code, exitUsage)
		}
	}
}

func TestReplay_PrintsTheNarrationThenTheFinalState(t *testing.T) {
	code, out, errOut := runCLI("replay", "../engine/testdata/combat/intercept.unhex")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{
		"Round 1 – Opponent intercepts You from Dance Floor with Knife: 24 hits",
		"Opponent stops You in Dance Floor",
		"You [crew, pc] level 46/50, conscious, in Dance Floor, 0 actions left",
		"left leg 6/6",
		"Knife (right hand)",
		"Round 1, team turn, crew acting",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestReplay_JSONPrintsTheFinalStateAsDocumented(t *testing.T) {
	code, out, errOut := runCLI("replay", "--json", "../engine/testdata/combat/aoe-effects.unhex")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var v struct {
		Round      int    `json:"round"`
		Phase      string `json:"phase"`
		Demolished []string
		Characters []struct {
			ID      string `json:"id"`
			Level   int    `json:"level"`
			Status  string `json:"status"`
			Area    string `json:"area"`
			Actions int    `json:"actions"`
		} `json:"characters"`
		Log []string `json:"log"`
	}
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if v.Round != 3 || v.Phase != "initiative" || len(v.Characters) != 6 || len(v.Log) != 17 {
		t.Errorf("round %d phase %s, %d characters, %d log lines", v.Round, v.Phase, len(v.Characters), len(v.Log))
	}
	if len(v.Demolished) != 1 || v.Demolished[0] != "bar" {
		t.Errorf("demolished %v", v.Demolished)
	}
	for _, c := range v.Characters {
		if c.ID == "clumsy" && (c.Level != 34 || c.Status != "conscious") {
			t.Errorf("clumsy: %+v", c)
		}
	}
}

func TestReplay_AnIllegalEntryStopsTheReplayNamesItAndExits1(t *testing.T) {
	code, out, errOut := runCLI("replay", "../engine/testdata/combat/sight.unhex")
	if code != exitFile {
		t.Fatalf("exit %d, want 1", code)
	}
	if !strings.Contains(errOut, "log entry 2 (attack)") || !strings.Contains(errOut, "no line of sight: 2 cover marks") {
		t.Errorf("stderr %q names neither the entry nor the reason", errOut)
	}
	if !strings.Contains(out, "Round 1 – initiative") {
		t.Errorf("the entries before the illegal one are narrated: %q", out)
	}
}

func TestReplay_UsageAndFilesWithoutACombat(t *testing.T) {
	if code, _, _ := runCLI("replay"); code != exitUsage {
		t.Errorf("no file: exit %d, want 2", code)
	}
	if code, _, _ := runCLI("replay", "--bogus", nightclubPath); code != exitUsage {
		t.Errorf("unknown flag: exit %d, want 2", code)
	}
	code, _, errOut := runCLI("replay", nightclubPath)
	if code != exitFile || !strings.Contains(errOut, "no combat") {
		t.Errorf("a map without a combat: exit %d, %q", code, errOut)
	}
}

func TestReplay_PrintsThePendingDecisionOfASavedCombat(t *testing.T) {
	data, err := os.ReadFile("../engine/testdata/combat/cover.unhex")
	if err != nil {
		t.Fatal(err)
	}
	// Keep the first three entries, and save the fourth's attack with its
	// resolve still waiting for dice.
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	combat := doc["combat"].(map[string]any)
	log := combat["log"].([]any)
	combat["log"] = log[:4]
	combat["pending"] = map[string]any{"command": map[string]any{"type": "resolve"}}
	out, _ := json.Marshal(doc)
	path := filepath.Join(t.TempDir(), "pending.unhex")
	if err := os.WriteFile(path, out, 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, errOut := runCLI("replay", path)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(stdout, "pending decision for Nix's player: roll the dice or type them in (roll.dice)") {
		t.Errorf("the pending decision is not shown:\n%s", stdout)
	}
}

func TestCheck_CountsArePluralisedProperly(t *testing.T) {
	path := filepath.Join(t.TempDir(), "one.unhex")
	os.WriteFile(path, []byte(`{"format":"unhex","version":1,"areas":[
		{"id":"a","name":"Hall"},{"id":"b","name":"Pit"}],"links":[{"a":"a","b":"b"}]}`), 0o644)
	if _, out, _ := runCLI("check", path); !strings.Contains(out, "(2 areas, 1 link)") {
		t.Errorf("check says %q, want \"(2 areas, 1 link)\"", out)
	}
	os.WriteFile(path, []byte(`{"format":"unhex","version":1,"areas":[
		{"id":"a","name":"Hall"},{"id":"b","name":"Pit"},{"id":"c","name":"Island"}],"links":[{"a":"a","b":"b"}]}`), 0o644)
	if _, out, _ := runCLI("check", path); !strings.Contains(out, "with 1 warning:") {
		t.Errorf("check says %q, want \"with 1 warning:\"", out)
	}
}

func TestCLI_CommandsFindABundledExampleByNameFromAnyFolder(t *testing.T) {
	t.Chdir(t.TempDir())
	code, out, errOut := runCLI("check", "nightclub-brawl.unhex")
	if code != exitOK || !strings.Contains(out, "fine (8 areas, 10 links") {
		t.Errorf("check of the bundled brawl by name: exit %d, %s%s", code, out, errOut)
	}
	if code, _, errOut := runCLI("check", "no-such-map.unhex"); code != exitFile || !strings.Contains(errOut, "no such file") {
		t.Errorf("a name that is neither a file nor an example: exit %d, %s", code, errOut)
	}
}

// check replays a saved combat under the file's edition, so it says which
// one when it is not the latest; a latest-edition file reads as before.
func TestCheck_NamesAnEarlierRulesEdition(t *testing.T) {
	for file, want := range map[string]string{
		"../engine/testdata/combat/editions.unhex":     ", rules Unhex 2020-09-07)\n",
		"../engine/testdata/combat/grapple-0906.unhex": ", rules Unhex 2020-09-06)\n",
		"../engine/testdata/combat/melee.unhex":        "replays)\n",
	} {
		code, out, errOut := runCLI("check", file)
		if code != exitOK || !strings.HasSuffix(out, want) {
			t.Errorf("check %s: exit %d, %q (stderr %q), want it to end %q", file, code, out, errOut, want)
		}
	}
}
