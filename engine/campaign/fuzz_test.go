package campaign

import (
	"os"
	"reflect"
	"testing"
)

// FuzzParse feeds the campaign loader arbitrary bytes: it must never
// panic, and whatever it accepts must be valid and survive a save and a
// load unchanged.
func FuzzParse(f *testing.F) {
	if data, err := os.ReadFile(examplePath); err == nil {
		f.Add(data)
	}
	f.Add([]byte(withParty(`{"id":"rook","kind":"pc","team":"crew","level":50,"maxLevel":50}`)))
	f.Add([]byte(head + `"party":[],"maps":[{"path":"a.unhex"}],"away":{"map":"a.unhex","arrived":[]},"current":{"fights":[{"map":"a.unhex","rounds":2}]}}`))
	f.Add([]byte(head + `"party":[],"maps":[],"sessions":[{"goal":"g","met":true,"advancement":[{"character":"r","from":59,"to":60,"pick":{"skill":"x"}}]}]}`))
	f.Add([]byte(`{"format":"unhex","version":1}`))
	f.Add([]byte("\xef\xbb\xbf{}"))
	f.Add([]byte(`[[[[`))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Parse(data)
		if err != nil {
			return
		}
		if err := Validate(c); err != nil {
			t.Fatalf("accepted an invalid campaign: %v", err)
		}
		out, err := Marshal(c)
		if err != nil {
			t.Fatalf("cannot save what was loaded: %v", err)
		}
		back, err := Parse(out)
		if err != nil {
			t.Fatalf("cannot reload what was saved: %v", err)
		}
		if !reflect.DeepEqual(back, c) {
			t.Fatalf("a save and a load changed the campaign")
		}
	})
}
