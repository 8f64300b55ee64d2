package sheet

import (
	"reflect"
	"testing"

	json "github.com/goccy/go-json"
)

// A list of strings read straight from an option's JSON (a team order)
// reads as the reflective reading gives it, and null or what is no list
// is asked as there: the two readings agree on every answer.
func TestReadAnswer_AListOfStringsReadsAsReflectReadsIt(t *testing.T) {
	type names []string // not []string: read the reflective way
	d := Decision{Kind: "team-order", Field: "order"}
	for _, raw := range []string{`["pcs","gang"]`, `[]`, `null`, `["a"]`, `["a\u0022b","c"]`, `["x", "y"]`, `"pcs"`, `[1]`, `["pcs",]`} {
		var fast []string
		var slow names
		fastErr := readAnswer(json.RawMessage(raw), &fast, d)
		slowErr := readAnswer(json.RawMessage(raw), &slow, d)
		if (fastErr == nil) != (slowErr == nil) || !reflect.DeepEqual([]string(slow), fast) {
			t.Errorf("%s: read %q (%v), reflect reads %q (%v)", raw, fast, fastErr, slow, slowErr)
		}
		if _, asked := fastErr.(*PendingDecision); fastErr != nil && !asked {
			t.Errorf("%s: %v, not asked", raw, fastErr)
		}
	}
}

// ReadValue reads a list of strings without reflect as it reads it with
// reflect: the same list, null as nil, an error for what is no list.
func TestReadValue_AListOfStringsReadsAsReflectReadsIt(t *testing.T) {
	type names []string // not []string: read the reflective way
	for _, raw := range []string{`["pcs","gang"]`, `[]`, `null`, `["a\u0022b","c"]`, `["x", "y"]`, `"pcs"`, `[1]`} {
		var fast []string
		var slow names
		fastErr := ReadValue(json.RawMessage(raw), &fast)
		slowErr := ReadValue(json.RawMessage(raw), &slow)
		if (fastErr == nil) != (slowErr == nil) || !reflect.DeepEqual([]string(slow), fast) || (fast == nil) != (slow == nil) {
			t.Errorf("%s: read %q (%v), reflect reads %q (%v)", raw, fast, fastErr, slow, slowErr)
		}
	}
}
