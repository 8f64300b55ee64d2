package campaign

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

const examplePath = "../../assets/maps/heist.unhexcampaign"

func loadExample(t *testing.T) *Campaign {
	t.Helper()
	c, err := Load(examplePath)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// The bundled example loads, and every map it names resolves and loads:
// the check the CLI's `campaign check` runs.
func TestExample_LoadsAndEveryMapResolves(t *testing.T) {
	c := loadExample(t)
	if err := Check(examplePath, c); err != nil {
		t.Fatal(err)
	}
	if len(c.Party) != 2 || len(c.Maps) != 2 || len(c.Sessions) != 1 || !c.Sessions[0].Met || len(c.NPCs) != 1 {
		t.Errorf("party %d, maps %d, sessions %d, npc groups %d", len(c.Party), len(c.Maps), len(c.Sessions), len(c.NPCs))
	}
}

// Saving and loading give back the same campaign, byte for byte on the
// second save, through the same atomic writer maps use.
func TestSave_RoundTripsAndWritesAtomically(t *testing.T) {
	c := loadExample(t)
	path := filepath.Join(t.TempDir(), "c"+Ext)
	back := saveAndReopen(t, path, c)
	first, _ := os.ReadFile(path)
	if err := Save(path, back); err != nil {
		t.Fatal(err)
	}
	second, _ := os.ReadFile(path)
	if string(first) != string(second) {
		t.Error("saving what was loaded wrote different bytes")
	}
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".*tmp-*"))
	if len(left) != 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
}

// An invalid campaign is not saved: the file on disk stays as it was.
func TestSave_RefusesAnInvalidCampaignAndKeepsTheFile(t *testing.T) {
	c := loadExample(t)
	path := filepath.Join(t.TempDir(), "c"+Ext)
	if err := Save(path, c); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(path)
	bad := c.Clone()
	bad.Party[0].Level = 99
	err := Save(path, bad)
	if err == nil || !strings.Contains(err.Error(), `not saved: invalid campaign: party: character 1 ("rook"): level: 99 is above the max level 55`) {
		t.Fatalf("err = %v", err)
	}
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Error("a refused save changed the file")
	}
}

const head = `{"format":"unhex-campaign","version":1,`

func withParty(sheet string) string {
	return head + `"party":[` + sheet + `],"maps":[]}`
}

// Each bad file gets a clear error that names what is wrong.
func TestParse_RefusesBadFilesNamingTheProblem(t *testing.T) {
	rook := `{"id":"rook","kind":"pc","team":"crew","level":50,"maxLevel":50}`
	cases := []struct {
		rule, data, says string
	}{
		{"a map is not a campaign", `{"format":"unhex","version":1}`, `this is an Unhex map ("format": "unhex"), not a campaign`},
		{"another format is named", `{"format":"foo","version":1}`, `"format" is "foo" (want "unhex-campaign")`},
		{"the format is required", `{"version":1}`, `the "format" field is missing`},
		{"a newer version needs a newer app", `{"format":"unhex-campaign","version":2}`, "format version 2; it needs a newer Unhex Board"},
		{"version 0 does not exist", `{"format":"unhex-campaign","version":0}`, "versions start at 1"},
		{"the version is a whole number", `{"format":"unhex-campaign","version":"one"}`, `"version" must be a whole number`},
		{"an unknown field is refused, not dropped", head + `"party":[],"maps":[],"partty":[]}`, `unknown field "partty"`},
		{"an unknown sheet field is refused", withParty(`{"id":"rook","kind":"pc","team":"c","level":50,"maxLevel":50,"lvl":3}`), `unknown field "lvl"`},
		{"malformed JSON says where", head + `"party":[`, "the file looks cut short"},
		{"a JSON list is not a campaign", `[1]`, "the file holds a JSON list; an Unhex campaign is one JSON object"},
		{"an empty file", ``, "the file is empty: an Unhex campaign is one JSON object"},
		{"a byte-order mark names the fix", "\xef\xbb\xbf" + withParty(rook), "save it as UTF-8 without BOM"},
		{"bytes that are not UTF-8", head + "\"title\":\"Caf\xe9\",\"party\":[],\"maps\":[]}", "not valid UTF-8"},
		{"a wrong type says what it should be", head + `"party":{},"maps":[]}`, "should be a list"},
		{"a bad sheet is named by the sheet's own check", withParty(`{"id":"rook","kind":"pc","team":"c","level":60,"maxLevel":50}`), `party: character 1 ("rook"): level: 60 is above the max level 50`},
		{"an NPC is not in the party", withParty(`{"id":"vex","kind":"npc","team":"c","level":50,"maxLevel":50}`), `party: character 1 ("vex"): kind: is npc, but the party holds only pcs`},
		{"a campaign's sheet stands on no map", withParty(`{"id":"rook","kind":"pc","team":"c","level":50,"maxLevel":50,"area":"bar"}`), "area: a campaign's sheet stands on no map"},
		{"two PCs with one id", withParty(rook + "," + rook), `id: "rook" is already used by character 1`},
		{"an absolute map path", head + `"party":[],"maps":[{"path":"/home/gm/bar.unhex"}]}`, `maps[0]: path: "/home/gm/bar.unhex" is absolute`},
		{"a Windows drive is absolute too", head + `"party":[],"maps":[{"path":"C:/maps/bar.unhex"}]}`, "is absolute"},
		{"backslashes are refused", head + `"party":[],"maps":[{"path":"maps\\bar.unhex"}]}`, "write the path with / between folders"},
		{"a map path names a .unhex", head + `"party":[],"maps":[{"path":"bar.png"}]}`, `"bar.png" is not a .unhex map`},
		{"a map listed twice", head + `"party":[],"maps":[{"path":"a.unhex"},{"path":"a.unhex"}]}`, `maps[1]: path: "a.unhex" is already maps[0]`},
		{"away names one of the maps", head + `"party":[],"maps":[],"away":{"map":"x.unhex","arrived":[]}}`, `away: map: "x.unhex" is not one of the campaign's maps`},
		{"an NPC group has a name", head + `"party":[],"maps":[],"npcs":[{"name":" ","characters":[{"id":"g","kind":"npc","team":"t","level":50,"maxLevel":50}]}]}`, "npcs[0]: name: is blank"},
		{"an unknown edition", head + `"rules":"1999","party":[],"maps":[]}`, "rules:"},
		{"a title over the limit", head + `"title":"` + strings.Repeat("t", 201) + `","party":[],"maps":[]}`, "title is 201 bytes, over the limit of 200"},
		{"negative rounds", head + `"party":[],"maps":[],"sessions":[{"fights":[{"map":"a.unhex","rounds":-1}]}]}`, "sessions[0]: fights[0]: rounds: -1 is negative"},
		{"something after the object", withParty(rook) + `{}`, "the file looks damaged"},
	}
	for _, c := range cases {
		t.Run(c.rule, func(t *testing.T) {
			_, err := Parse([]byte(c.data))
			if err == nil || !strings.Contains(err.Error(), c.says) {
				t.Errorf("err = %v\nwant it to say %q", err, c.says)
			}
			if err != nil && len(err.Error()) > 600 {
				t.Errorf("the message is %d bytes long", len(err.Error()))
			}
		})
	}
}

// A file over the size limit of a .unhex is refused before it is parsed,
// and a folder or a missing file by what it is.
func TestLoad_RefusesHugeFilesFoldersAndMissingFiles(t *testing.T) {
	dir := t.TempDir()
	huge := filepath.Join(dir, "huge"+Ext)
	os.WriteFile(huge, []byte(head+`"notes":"`+strings.Repeat("n", battlemap.MaxFileBytes)+`"}`), 0o644)
	os.Mkdir(filepath.Join(dir, "folder"+Ext), 0o755)
	for path, says := range map[string]string{
		huge:                              "over the limit of 32 MB",
		filepath.Join(dir, "folder"+Ext):  "is a folder, not a campaign file",
		filepath.Join(dir, "missing"+Ext): "no such file",
	} {
		if _, err := Load(path); err == nil || !strings.Contains(err.Error(), says) {
			t.Errorf("%s: err = %v, want %q", filepath.Base(path), err, says)
		}
	}
}

// A missing or broken map is reported by its path, never dropped.
func TestCheck_NamesAMissingOrBadMap(t *testing.T) {
	dir := t.TempDir()
	camp := filepath.Join(dir, "c"+Ext)
	good, _ := os.ReadFile("../../assets/maps/nightclub.unhex")
	os.WriteFile(filepath.Join(dir, "club.unhex"), good, 0o644)
	os.MkdirAll(filepath.Join(dir, "maps"), 0o755)
	os.WriteFile(filepath.Join(dir, "maps", "bad.unhex"), []byte(`{"format":"unhex","version":1,"areas":[{"id":"a"}]}`), 0o644)
	c := New("t")
	c.Maps = []MapRef{{Path: "club.unhex"}, {Path: "maps/gone.unhex"}}
	err := Check(camp, c)
	if err == nil || !strings.Contains(err.Error(), `map 2 ("maps/gone.unhex"):`) || !strings.Contains(err.Error(), "no such file") {
		t.Errorf("missing map: err = %v", err)
	}
	loaded := LoadMaps(camp, c)
	if len(loaded) != 2 || loaded[0].Doc == nil || loaded[1].Err == nil {
		t.Errorf("LoadMaps dropped or mis-reported a map: %+v", loaded)
	}
	c.Maps[1].Path = "maps/bad.unhex"
	if err := Check(camp, c); err == nil || !strings.Contains(err.Error(), `map 2 ("maps/bad.unhex")`) || !strings.Contains(err.Error(), "the name is missing") {
		t.Errorf("bad map: err = %v", err)
	}
}

// A map's path is kept relative to the campaign, with forward slashes,
// and a map outside the campaign's folder cannot be named.
func TestRelativePath_IsRelativeToTheCampaignFile(t *testing.T) {
	dir := t.TempDir()
	got, err := RelativePath(filepath.Join(dir, "c"+Ext), filepath.Join(dir, "maps", "bar.unhex"))
	if err != nil || got != "maps/bar.unhex" {
		t.Errorf("got %q, %v", got, err)
	}
	if r := Resolve(filepath.Join(dir, "c"+Ext), got); r != filepath.Join(dir, "maps", "bar.unhex") {
		t.Errorf("resolves to %s", r)
	}
	if got, err := RelativePath(filepath.Join(dir, "camp", "c"+Ext), filepath.Join(dir, "maps", "bar.unhex")); err == nil || !strings.Contains(err.Error(), "climbs out of the campaign's folder") {
		t.Errorf("a map beside the campaign's folder: %q, %v", got, err)
	}
}

// The example in docs/format.md loads: the doc is enough to write a
// campaign by hand.
func TestDocs_FormatCampaignExampleLoads(t *testing.T) {
	data, err := os.ReadFile("../../docs/format.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)### Campaign example\\s*```json\\n(.*?)```").FindSubmatch(data)
	if m == nil {
		t.Fatal("no campaign example in format.md")
	}
	c, err := Parse(m[1])
	if err != nil {
		t.Fatalf("the documented campaign does not load: %v", err)
	}
	if len(c.Party) != 1 || len(c.Maps) != 2 || len(c.Sessions) != 1 {
		t.Errorf("%+v", c)
	}
}
