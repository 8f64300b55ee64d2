package engine

import (
	"os"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// FuzzParse feeds the loader arbitrary bytes: it must never panic, and
// whatever it accepts must be valid, compile, and survive a round trip.
func FuzzParse(f *testing.F) {
	for _, p := range []string{"../assets/maps/nightclub.unhex", "../assets/maps/warehouse.unhex"} {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Add(withLinks(`{"a":"a","b":"b","kind":"blocked"}`))
	f.Add([]byte(`{"format":"unhex","version":1}`))
	f.Add([]byte(`[[[[[[[[`))
	// Hostile bytes: a byte-order mark, bytes that are not UTF-8 (in a
	// value, in a key, cut in the middle of a character), other roots.
	f.Add(append([]byte("\xef\xbb\xbf"), withLinks(`{"a":"a","b":"b"}`)...))
	f.Add([]byte("\xef\xbb\xbf\xef\xbb\xbf{}"))
	f.Add([]byte("{\"format\":\"unhex\",\"version\":1,\"areas\":[{\"id\":\"a\",\"name\":\"Caf\xe9\"}]}"))
	f.Add([]byte("{\"format\":\"unhex\",\"version\":1,\"ti\xfftle\":\"x\"}"))
	f.Add([]byte("{\"format\":\"unhex\",\"version\":1,\"title\":\"\xe2\x82\"}"))
	f.Add([]byte("{\"format\":\"unhex\",\"version\":1,\"title\":\"\\ud800\"}"))
	f.Add([]byte(`[{"format":"unhex","version":1}]`))
	f.Add([]byte(`"unhex"`))
	f.Add([]byte(`{"format":"unhex","version":1,"areas":[{"id":"a"}]}`))
	// Zones maps: a profile, traits, an obscured border, a custom table,
	// an engaged token.
	f.Add([]byte(zonesRuin))
	f.Add([]byte(`{"format":"unhex","version":1,"rules":"custom","bands":[{"name":"Here","from":0},{"name":"Far","from":2}],` +
		`"areas":[{"id":"a","name":"A","traits":["Smoky"]},{"id":"b","name":"B"}],"links":[{"a":"a","b":"b","kind":"obscured","oneWay":true}]}`))
	f.Add([]byte(`{"format":"unhex","version":1,"rules":"2d20","areas":[{"id":"a","name":"A","traits":["hazard"]}],` +
		`"characters":[{"id":"c","name":"C","kind":"pc","team":"x","level":50,"maxLevel":50,"area":"a","engaged":true,"body":{}}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, err := Parse(data)
		if err != nil {
			return
		}
		if err := Validate(doc); err != nil {
			t.Fatalf("accepted an invalid document: %v", err)
		}
		ter, err := battlemap.Compile(&doc.Map, nil)
		if err != nil {
			t.Fatalf("accepted a map that does not compile: %v", err)
		}
		if ter.Len() > 0 {
			ter.From(0, battlemap.SightThreshold)
			battlemap.Check(&doc.Map)
		}
		out, err := Marshal(doc)
		if err != nil {
			t.Fatalf("cannot save what was loaded: %v", err)
		}
		if _, err := Parse(out); err != nil {
			t.Fatalf("cannot reload what was saved: %v", err)
		}
	})
}
