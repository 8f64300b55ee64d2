package engine

import (
	"strings"
	"testing"
	"time"
)

// hugeValue is far longer than any message should quote.
var hugeValue = strings.Repeat("a", 2_000_000)

// Every message quotes at most about 80 bytes of a value from the file,
// whatever its length, and says how long it was.
func TestLoad_MessagesQuoteAtMost80BytesOfAnyFileValue(t *testing.T) {
	h := hugeValue
	cases := []struct{ name, file, want string }{
		{"link end", string(withLinks(`{"a":"a","b":"` + h + `"}`)), "end b points at"},
		{"area id", `{"format":"unhex","version":1,"areas":[{"id":"` + h + `","name":"A"}],"links":[{"a":"` + h + `","b":"b"}]}`, "the id is longer than 128 bytes"},
		{"duplicate long id", `{"format":"unhex","version":1,"areas":[{"id":"` + h[:100] + `","name":"A"},{"id":"` + h[:100] + `","name":"B"}]}`, "is already used"},
		{"link kind", string(withLinks(`{"a":"a","b":"b","kind":"` + h + `"}`)), "the kind"},
		{"link door", string(withLinks(`{"a":"a","b":"b","door":"` + h + `"}`)), "the door"},
		{"format", `{"format":"` + h + `","version":1}`, `"format" is`},
		{"version", `{"format":"unhex","version":"` + h + `"}`, "whole number"},
		{"character id", `{"format":"unhex","version":1,"characters":[{"id":"` + h + `","kind":"pc","team":"t","level":50,"maxLevel":50}]}`, "character 1"},
		{"character kind", `{"format":"unhex","version":1,"characters":[{"id":"c","kind":"` + h + `","team":"t","level":50,"maxLevel":50}]}`, "kind:"},
		{"item id", `{"format":"unhex","version":1,"characters":[{"id":"c","kind":"pc","team":"t","level":50,"maxLevel":50,"items":[{"id":"` + h + `","kind":"armor","location":"head"}]}]}`, "items[0]"},
		{"ability", `{"format":"unhex","version":1,"characters":[{"id":"c","kind":"pc","team":"t","level":50,"maxLevel":50,"abilities":["` + h + `"]}]}`, "not an ability"},
		{"command type", `{"format":"unhex","version":1,"combat":{"log":[{"command":{"type":"` + h + `"}}]}}`, "unknown combat command type"},
		{"command field", `{"format":"unhex","version":1,"combat":{"log":[{"command":{"type":"move","` + h + `":1}}]}}`, "log entry 1"},
		{"combat field", `{"format":"unhex","version":1,"combat":{"log":[],"` + h + `":1}}`, "combat:"},
		{"entry field", `{"format":"unhex","version":1,"combat":{"log":[{"command":{"type":"end-turn"},"` + h + `":1}]}}`, "log entry 1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			start := time.Now()
			_, err := Parse([]byte(c.file))
			if err == nil {
				t.Fatal("loaded, want an error")
			}
			msg := err.Error()
			if len(msg) > 1000 {
				t.Fatalf("message is %d bytes: %.300s…", len(msg), msg)
			}
			if !strings.Contains(msg, c.want) {
				t.Errorf("message %q does not say %q", msg, c.want)
			}
			if strings.Contains(msg, strings.Repeat("a", 301)) {
				t.Errorf("message quotes over 300 bytes of the value: %q", msg)
			}
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("took %v", d)
			}
		})
	}
}
