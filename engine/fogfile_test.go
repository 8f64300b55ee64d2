package engine

import (
	"reflect"
	"strings"
	"testing"
)

// A map from before the fog options, or with the option left out or
// false, opens with "Reveal what the PCs see" off, and is written
// without a fog field: its bytes stay as they were.
func TestFog_RevealWhatThePCsSeeIsOffInOlderFilesAndNotWrittenWhenOff(t *testing.T) {
	for _, field := range []string{``, `"fog":{},`, `"fog":null,`, `"fog":{"revealPCSight":false},`, `"fog":{"later":1},`} {
		doc, err := Parse(withHouseRules(field))
		if err != nil {
			t.Fatalf("%s: %v", field, err)
		}
		if doc.Map.RevealPCSight {
			t.Errorf("%s: the option is on", field)
		}
		data, err := Marshal(doc)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(data), `"fog"`) {
			t.Errorf("%s: a map with the option off is written with the field:\n%s", field, data)
		}
	}
	for _, name := range []string{"nightclub.unhex", "nightclub-brawl.unhex", "warehouse.unhex"} {
		doc, err := LoadFile("../assets/maps/" + name)
		if err != nil {
			t.Fatal(err)
		}
		if doc.Map.RevealPCSight {
			t.Errorf("%s opens with the option on", name)
		}
	}
}

// Switched on, the option is saved with the map and comes back, and a
// copy of the document keeps it.
func TestFog_RevealWhatThePCsSeeIsSavedWithTheMap(t *testing.T) {
	doc, err := Parse(withHouseRules(""))
	if err != nil {
		t.Fatal(err)
	}
	doc.Map.RevealPCSight = true
	data, err := Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "\"fog\": {\n    \"revealPCSight\": true\n  }") {
		t.Errorf("the saved map lacks the option:\n%s", data)
	}
	back, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, doc) || !back.Map.RevealPCSight {
		t.Errorf("round trip lost the option: %v", back.Map.RevealPCSight)
	}
	if !doc.Clone().Map.RevealPCSight || !doc.Map.Clone().RevealPCSight {
		t.Error("a copy of the document lost the option")
	}
}
