package engine

import (
	"reflect"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"

	json "github.com/goccy/go-json"
)

const twoAreasWith = `{"format":"unhex","version":1,"title":"t",%s"areas":[{"id":"a","name":"A","x":0,"y":0},{"id":"b","name":"B","x":10,"y":0}],"links":[]}`

func withHouseRules(field string) []byte {
	return []byte(strings.Replace(twoAreasWith, "%s", field, 1))
}

// A map without house rules plays every option off, and is written
// without the field: files from before the options keep their bytes.
func TestHouseRules_AbsentIsEveryOptionOffAndIsNotWritten(t *testing.T) {
	for _, field := range []string{``, `"houseRules":{},`, `"houseRules":null,`, `"houseRules":{"delay":false},`} {
		doc, err := Parse(withHouseRules(field))
		if err != nil {
			t.Fatalf("%s: %v", field, err)
		}
		if doc.HouseRules.On() {
			t.Errorf("%s: house rules %+v, want every option off", field, doc.HouseRules)
		}
		data, err := Marshal(doc)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(data), "houseRules") {
			t.Errorf("%s: a map without house rules is written with the field:\n%s", field, data)
		}
	}
}

// Each option is kept through a save and a load, and reaches the roster a
// combat starts from, beside the edition.
func TestHouseRules_EachOptionRoundTripsAndReachesTheCombatsRoster(t *testing.T) {
	for _, h := range []sheet.HouseRules{{Delay: true}, {ForcedDefence: true}, {Delay: true, ForcedDefence: true}} {
		doc, err := Parse(withHouseRules(""))
		if err != nil {
			t.Fatal(err)
		}
		doc.HouseRules, doc.Rules = h, sheet.Edition0907
		data, err := Marshal(doc)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Parse(data)
		if err != nil {
			t.Fatalf("%+v: %v", h, err)
		}
		if !reflect.DeepEqual(back, doc) {
			t.Errorf("%+v: round trip gives %+v", h, back.HouseRules)
		}
		if r := back.StartRoster(); r.HouseRules != h || r.Edition != sheet.Edition0907 {
			t.Errorf("%+v: the starting roster plays %+v under %s", h, r.HouseRules, r.Edition)
		}
		if c := back.Clone(); c.HouseRules != h {
			t.Errorf("%+v: a copy of the document plays %+v", h, c.HouseRules)
		}
	}
}

// An option the app does not know (a misspelling most often) is refused
// by name instead of being read as off.
func TestHouseRules_AnUnknownOptionIsRefusedByName(t *testing.T) {
	for field, want := range map[string]string{
		`"houseRules":{"forcedDefense":true},`: "forcedDefense",
		`"houseRules":{"delay":"yes"},`:        "houseRules",
		`"houseRules":[true],`:                 "houseRules",
	} {
		_, err := Parse(withHouseRules(field))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want a refusal naming %q", field, err, want)
		}
	}
}

// Each house rule is named by its field in the file, and Has reads it by
// that name alone: the cards of a deck follow the map's fields.
func TestHouseRules_EachOptionIsOnByItsFieldName(t *testing.T) {
	data, err := json.Marshal(sheet.AllHouseRules)
	if err != nil {
		t.Fatal(err)
	}
	var fields map[string]bool
	if err := json.Unmarshal(data, &fields); err != nil {
		t.Fatal(err)
	}
	if len(fields) < 2 {
		t.Fatalf("AllHouseRules turns on only %v", fields)
	}
	for name := range fields {
		only, err := sheet.ParseHouseRules([]byte(`{"` + name + `":true}`))
		if err != nil {
			t.Fatal(err)
		}
		for other := range fields {
			if only.Has(other) != (other == name) {
				t.Errorf("with only %s on, Has(%q) is %v", name, other, only.Has(other))
			}
		}
	}
}
