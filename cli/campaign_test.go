package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

const exampleCampaign = "../assets/maps/heist.unhexcampaign"

// The bundled example campaign passes `campaign check`: its sheets are
// valid and both maps resolve beside it and load.
func TestCampaign_CLIChecksTheBundledExample(t *testing.T) {
	code, out, errOut := runCLI("campaign", "check", exampleCampaign)
	if code != exitOK || !strings.Contains(out, "fine (2 PCs, 2 maps, 1 NPC group, 1 finished session)") {
		t.Fatalf("exit %d: %s%s", code, out, errOut)
	}
}

// `campaign show` prints the party, the maps, the NPC groups and the
// session as text, and the same as JSON with --json.
func TestCampaign_CLIShowsPartyMapsAndSessions(t *testing.T) {
	code, out, errOut := runCLI("campaign", "show", exampleCampaign)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"Rook: level 55, max 55, 3 of 6 slots used", "nightclub.unhex: Nightclub, 8 areas",
		"Club staff: Bouncer, DJ, Cook", "goal: Find out who is buying the ledger (met)", "fight on nightclub.unhex", "Vex gains the ability good-first-aid"} {
		if !strings.Contains(out, want) {
			t.Errorf("show does not say %q:\n%s", want, out)
		}
	}
	code, out, _ = runCLI("campaign", "show", "--json", exampleCampaign)
	var got struct {
		Party []sheet.Character `json:"party"`
		Maps  []struct {
			Path  string `json:"path"`
			Loads bool   `json:"loads"`
			Areas int    `json:"areas"`
		} `json:"maps"`
		Sessions []struct {
			Met bool `json:"met"`
		} `json:"sessions"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil || code != exitOK {
		t.Fatalf("exit %d, not JSON: %v\n%s", code, err, out)
	}
	if len(got.Party) != 2 || len(got.Maps) != 2 || !got.Maps[1].Loads || got.Maps[1].Areas != 9 || len(got.Sessions) != 1 || !got.Sessions[0].Met {
		t.Errorf("%+v", got)
	}
}

// `campaign party` writes the party's sheets as a JSON list a map's
// "characters" would hold, and never over a file without --force.
func TestCampaign_CLIWritesThePartysSheets(t *testing.T) {
	out := filepath.Join(t.TempDir(), "party.json")
	code, stdout, errOut := runCLI("campaign", "party", exampleCampaign, "-o", out)
	if code != exitOK || !strings.Contains(stdout, "wrote "+out+" (2 PC sheets") {
		t.Fatalf("exit %d: %s%s", code, stdout, errOut)
	}
	data, _ := os.ReadFile(out)
	var party []sheet.Character
	if err := json.Unmarshal(data, &party); err != nil || len(party) != 2 || party[1].Name != "Vex" {
		t.Fatalf("%v: %s", err, data)
	}
	if err := (&sheet.Roster{Characters: party}).Validate(nil); err != nil {
		t.Error(err)
	}
	if code, _, errOut := runCLI("campaign", "party", exampleCampaign, "-o", out); code != exitFile || !strings.Contains(errOut, "already exists") {
		t.Errorf("overwrite without --force: exit %d %s", code, errOut)
	}
	if code, _, _ := runCLI("campaign", "party", exampleCampaign, "-o", out, "--force"); code != exitOK {
		t.Errorf("--force: exit %d", code)
	}
}

// Hostile and broken campaigns get a short message naming what is wrong
// and exit 1; a mistake in the call is exit 2 with the usage.
func TestCampaign_CLIRefusesBadFilesAndBadCalls(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(data), 0o644)
		return p
	}
	club, _ := os.ReadFile(nightclubPath)
	os.WriteFile(filepath.Join(dir, "club.unhex"), club, 0o644)
	head := `{"format":"unhex-campaign","version":1,`
	rook := `{"id":"rook","kind":"pc","team":"crew","level":50,"maxLevel":50}`
	cases := []struct {
		rule string
		args []string
		code int
		says string
	}{
		{"a huge file", []string{"check", write("huge.unhexcampaign", head+`"notes":"`+strings.Repeat("n", 32<<20)+`"}`)}, exitFile, "over the limit of 32 MB"},
		{"malformed JSON", []string{"check", write("bad.unhexcampaign", head+`"party":[`)}, exitFile, "the file looks cut short"},
		{"a map is the wrong format", []string{"show", nightclubPath}, exitFile, "this is an Unhex map"},
		{"a newer version", []string{"check", write("new.unhexcampaign", `{"format":"unhex-campaign","version":9}`)}, exitFile, "needs a newer Unhex Board"},
		{"a missing map, by name", []string{"check", write("gone.unhexcampaign", head+`"party":[`+rook+`],"maps":[{"path":"club.unhex"},{"path":"maps/gone.unhex"}]}`)}, exitFile, `map 2 ("maps/gone.unhex")`},
		{"a bad sheet, by name", []string{"check", write("sheet.unhexcampaign", head+`"party":[{"id":"rook","kind":"pc","team":"crew","level":70,"maxLevel":60}],"maps":[]}`)}, exitFile, `party: character 1 ("rook"): level: 70 is above the max level 60`},
		{"an unknown field", []string{"party", "-o", filepath.Join(dir, "p.json"), write("field.unhexcampaign", head+`"party":[],"maps":[],"extra":1}`)}, exitFile, `unknown field "extra"`},
		{"a folder", []string{"check", dir}, exitFile, "is a folder, not a campaign file"},
		{"a map path that climbs out of the folder", []string{"show", write("climb.unhexcampaign", head+`"party":[],"maps":[{"path":"../victim/victim.unhex"}]}`)}, exitFile, `maps[0]: path: "../victim/victim.unhex" climbs out of the campaign's folder`},
		{"no subcommand", nil, exitUsage, "campaign needs a subcommand: check, show or party"},
		{"an unknown subcommand", []string{"list", exampleCampaign}, exitUsage, `unknown campaign subcommand "list"`},
		{"no file", []string{"check"}, exitUsage, "campaign check needs exactly one CAMPAIGN.unhexcampaign file, got 0"},
		{"party without -o", []string{"party", exampleCampaign}, exitUsage, "campaign party needs -o PARTY.json"},
		{"an unknown flag", []string{"show", exampleCampaign, "--yaml"}, exitUsage, "flag provided but not defined: -yaml"},
	}
	for _, c := range cases {
		t.Run(c.rule, func(t *testing.T) {
			code, out, errOut := runCLI(append([]string{"campaign"}, c.args...)...)
			if code != c.code || !strings.Contains(out+errOut, c.says) {
				t.Errorf("exit %d (want %d), output does not say %q:\n%.400s", code, c.code, c.says, out+errOut)
			}
			if c.code == exitFile && len(out+errOut) > 500 {
				t.Errorf("%d bytes of output", len(out+errOut))
			}
		})
	}
}

// The README's campaign commands name the example by its bare name, so
// they work from any folder: the example and its maps are read from the
// binary, and nothing is left behind.
func TestCampaign_CLIFindsTheBundledExampleByNameFromAnyFolder(t *testing.T) {
	t.Chdir(t.TempDir())
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	for _, name := range []string{"heist", "heist.unhexcampaign", "HEIST.unhexcampaign"} {
		code, out, errOut := runCLI("campaign", "check", name)
		if code != exitOK || !strings.Contains(out, name+": fine (2 PCs, 2 maps") {
			t.Errorf("campaign check %s from an empty folder: exit %d, %s%s", name, code, out, errOut)
		}
	}
	if code, out, errOut := runCLI("campaign", "show", "heist"); code != exitOK || !strings.Contains(out, "warehouse.unhex: Warehouse Heist, 9 areas") {
		t.Errorf("campaign show heist: exit %d, %s%s", code, out, errOut)
	}
	if code, _, errOut := runCLI("campaign", "party", "heist", "-o", "party.json"); code != exitOK {
		t.Errorf("campaign party heist: exit %d, %s", code, errOut)
	} else if _, err := os.Stat("party.json"); err != nil {
		t.Errorf("campaign party heist wrote no party.json: %v", err)
	}
	if left, _ := os.ReadDir(tmp); len(left) != 0 {
		t.Errorf("the example's temporary copy was left behind: %v", left)
	}
	if code, _, errOut := runCLI("campaign", "check", "no-such-campaign"); code != exitFile || !strings.Contains(errOut, "no-such-campaign") {
		t.Errorf("a name that is neither a file nor the example: exit %d, %s", code, errOut)
	}
}
