package engine

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

const twoAreas = `{"format":"unhex","version":1,"title":"t","areas":[{"id":"a","name":"A","x":0,"y":0},{"id":"b","name":"B","x":10,"y":0}],"links":[%s]}`

func withLinks(links string) []byte {
	return []byte(strings.Replace(twoAreas, "%s", links, 1))
}

func TestLoad_RejectsWithAMessageNamingTheProblem(t *testing.T) {
	cases := []struct {
		name, file, want string
	}{
		{"a file cut short", `{"format": "unhex", `, "the file looks cut short: it ends at line 1, column 21"},
		{"not JSON at all", `hello`, "the file looks damaged at line 1"},
		{"wrong format name", `{"format":"hexmap","version":1}`, `"format" is "hexmap"`},
		{"missing format", `{"version":1}`, `"format" field is missing`},
		{"newer version", `{"format":"unhex","version":2}`, "needs a newer Unhex Board"},
		{"missing version", `{"format":"unhex"}`, `"version" field is missing`},
		{"version zero", `{"format":"unhex","version":0}`, "versions start at 1"},
		{"version not a number", `{"format":"unhex","version":"one"}`, "whole number"},
		{"duplicate ids", `{"format":"unhex","version":1,"areas":[{"id":"a","name":"A"},{"id":"a","name":"B"}]}`, `area 2 ("a"): the id "a" is already used by area 1`},
		{"empty id", `{"format":"unhex","version":1,"areas":[{"id":"","name":"A"}]}`, "area 1: the id is empty"},
		{"missing area", string(withLinks(`{"a":"a","b":"zz"}`)), `link 1 (a-zz): end b points at "zz", which is not an area`},
		{"self link", string(withLinks(`{"a":"a","b":"a"}`)), "link 1 (a-a): a link cannot join an area to itself"},
		{"unknown kind", string(withLinks(`{"a":"a","b":"b","kind":"dotted"}`)), `link 1 (a-b): the kind "dotted" is unknown`},
		{"one-way dashed", string(withLinks(`{"a":"a","b":"b","kind":"dashed","oneWay":true}`)), "only a solid link can be one-way"},
		{"door on blocked", string(withLinks(`{"a":"a","b":"b","kind":"blocked","door":"open"}`)), "only a solid link can have a door"},
		{"unknown door", string(withLinks(`{"a":"a","b":"b","door":"ajar"}`)), `the door "ajar" is unknown`},
		{"two links same pair", string(withLinks(`{"a":"a","b":"b"},{"a":"b","b":"a","kind":"dashed"}`)), "link 2 (b-a): link 1 already joins these two areas"},
		{"wrong type", `{"format":"unhex","version":1,"areas":[{"id":"a","name":7}]}`, "areas.0.name should be a string, not a JSON number"},
		{"huge coordinate", `{"format":"unhex","version":1,"areas":[{"id":"a","name":"A","x":1e300}]}`, "out of range"},
		{"too long name", `{"format":"unhex","version":1,"areas":[{"id":"a","name":"` + strings.Repeat("n", battlemap.MaxNameLen+1) + `"}]}`, "over the limit"},
		{"area without a name", `{"format":"unhex","version":1,"areas":[{"id":"a"}]}`, `area 1 ("a"): the name is missing or blank`},
		{"area with a blank name", `{"format":"unhex","version":1,"areas":[{"id":"a","name":" "}]}`, `area 1 ("a"): the name is missing or blank`},
		{"objective without label", `{"format":"unhex","version":1,"areas":[{"id":"a","name":"A","objectives":[{"label":" "}]}]}`, "objective 1 has no label"},
		{"hazard without label", `{"format":"unhex","version":1,"areas":[{"id":"a","name":"A","hazards":[{"label":"","damage":"2"}]}]}`, `area 1 ("a"): hazard 1 has no label`},
		{"hazard with a bad damage", `{"format":"unhex","version":1,"areas":[{"id":"a","name":"A","hazards":[{"label":"Fire","damage":"2d6"}]}]}`, `area 1 ("a"): hazard 1: the damage "2d6" is neither a number from 1 to 99 nor d10 (one die)`},
		{"hazard without damage", `{"format":"unhex","version":1,"areas":[{"id":"a","name":"A","hazards":[{"label":"Fire"}]}]}`, `hazard 1: the damage "" is neither`},
		{"house rule not a flag", `{"format":"unhex","version":1,"houseRules":{"environment":"yes"}}`, "houseRules.environment should be"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc, err := Parse([]byte(c.file))
			if err == nil {
				t.Fatalf("loaded %+v, want an error", doc)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q does not say %q", err, c.want)
			}
		})
	}
}

func TestLoad_RejectsTooManyAreas(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"format":"unhex","version":1,"areas":[`)
	for i := 0; i <= battlemap.MaxAreas; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"id":"x","name":""}`)
	}
	b.WriteString(`]}`)
	_, err := Parse([]byte(b.String()))
	if err == nil || !strings.Contains(err.Error(), "over the limit of 50000") {
		t.Fatalf("err = %v, want the area limit", err)
	}
}

func TestLoad_RejectsAFileOverTheSizeLimit(t *testing.T) {
	data := make([]byte, battlemap.MaxFileBytes+1)
	_, err := Parse(data)
	if err == nil || err.Error() != "the file is 32 MB and 1 byte, over the limit of 32 MB" {
		t.Fatalf("err = %v, want the size limit", err)
	}
}

func TestLoad_ListsEveryProblem(t *testing.T) {
	_, err := Parse(withLinks(`{"a":"a","b":"q"},{"a":"b","b":"b"},{"a":"a","b":"b","kind":"x"}`))
	ve, ok := err.(*battlemap.ValidationError)
	if !ok {
		t.Fatalf("err = %v, want a ValidationError", err)
	}
	if len(ve.Problems) != 3 {
		t.Errorf("problems = %q, want 3", ve.Problems)
	}
}

func TestLoad_DefaultsAbsentFields(t *testing.T) {
	doc, err := Parse(withLinks(`{"a":"a","b":"b"}`))
	if err != nil {
		t.Fatal(err)
	}
	want := battlemap.Link{A: "a", B: "b", Kind: battlemap.Solid}
	if got := doc.Map.Links[0]; got != want {
		t.Errorf("link = %+v, want %+v: absent kind is solid, absent booleans false, no door", got, want)
	}
}

func TestSave_RoundTripGivesAnIdenticalModel(t *testing.T) {
	for _, name := range []string{"nightclub.unhex", "warehouse.unhex"} {
		doc, err := LoadFile("../assets/maps/" + name)
		if err != nil {
			t.Fatal(err)
		}
		doc.View = &View{Grid: true, Snap: true, GridSize: 20, Zoom: 1.5, PanX: -3, PanY: 4}
		doc.Characters = SampleSheets(doc.Map.Areas[0].ID)
		path := filepath.Join(t.TempDir(), name)
		if err := SaveFile(path, doc); err != nil {
			t.Fatal(err)
		}
		back, err := LoadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(doc, back) {
			t.Errorf("%s: round trip changed the model:\n got %+v\nwant %+v", name, back, doc)
		}
	}
}

func TestSave_IsAtomicAndLeavesNoTemporaryFiles(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "m.unhex")
	if err := os.WriteFile(path, []byte("old contents"), 0o600); err != nil {
		t.Fatal(err)
	}
	doc, _ := Parse(withLinks(`{"a":"a","b":"b","coverA":true}`))
	if err := SaveFile(path, doc); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("folder holds %d entries after save, want only the map", len(entries))
	}
	info, _ := os.Stat(path)
	if info.Mode().Perm() != 0o600 {
		t.Errorf("save changed the file mode to %v", info.Mode().Perm())
	}
	if _, err := LoadFile(path); err != nil {
		t.Fatal(err)
	}
}

func TestSave_RefusesAnInvalidDocumentAndKeepsTheOldFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "m.unhex")
	os.WriteFile(path, []byte("old"), 0o644)
	bad := &Document{Map: battlemap.Map{Areas: []battlemap.Area{{ID: "a"}, {ID: "a"}}}}
	if err := SaveFile(path, bad); err == nil {
		t.Fatal("saved an invalid document")
	}
	if got, _ := os.ReadFile(path); string(got) != "old" {
		t.Errorf("the old file was changed to %q", got)
	}
}

// Hazards and the Environment phase house rule are saved with the map and
// come back exactly; a map without them is written without the keys.
func TestSave_HazardsAndHouseRulesRoundTrip(t *testing.T) {
	doc, err := Parse(withLinks(`{"a":"a","b":"b"}`))
	if err != nil {
		t.Fatal(err)
	}
	plain, err := Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(plain), "houseRules") || strings.Contains(string(plain), "hazards") {
		t.Errorf("a map without hazards or house rules is written with their keys:\n%s", plain)
	}
	doc.HouseRules.Environment = true
	doc.Map.Areas[0].Hazards = []battlemap.Hazard{{Label: "Fire", Damage: "d10"}, {Label: "Debris", Damage: "3", Hidden: true}}
	data, err := Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"houseRules": {`, `"environment": true`, `"label": "Fire"`, `"damage": "d10"`, `"hidden": true`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the saved map lacks %s:\n%s", want, data)
		}
	}
	back, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(doc, back) {
		t.Errorf("round trip changed the model:\n got %+v\nwant %+v", back, doc)
	}
}
