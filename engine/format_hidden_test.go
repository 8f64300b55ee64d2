package engine

import (
	"strings"
	"testing"
)

func TestFormat_HiddenAreasAndLinksSavedAndRestored(t *testing.T) {
	doc, err := Parse(withLinks(`{"a":"a","b":"b","hidden":true}`))
	if err != nil {
		t.Fatal(err)
	}
	if doc.Map.Areas[0].Hidden || !doc.Map.Links[0].Hidden {
		t.Fatalf("hidden flags read as area %v, link %v", doc.Map.Areas[0].Hidden, doc.Map.Links[0].Hidden)
	}
	doc.Map.Areas[1].Hidden = true
	data, err := Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), `"hidden": true`); n != 2 {
		t.Errorf("the saved file has %d hidden flags, want 2:\n%s", n, data)
	}
	back, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Map.Areas[0].Hidden || !back.Map.Areas[1].Hidden || !back.Map.Links[0].Hidden {
		t.Errorf("after a round trip: areas %+v, links %+v", back.Map.Areas, back.Map.Links)
	}
	// A map with nothing hidden writes no hidden fields at all.
	back.Map.Areas[1].Hidden, back.Map.Links[0].Hidden = false, false
	data, _ = Marshal(back)
	if strings.Contains(string(data), "hidden") {
		t.Errorf("nothing hidden, yet the file says so:\n%s", data)
	}
}
