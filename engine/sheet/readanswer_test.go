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

// A re-roll and a critical's choice, as a fight's tactics answer them
// (the value itself, not its JSON), are read without reflect as the
// reflective reading gives them: a pointer to a copy with the same fields.
func TestReadAnswer_ARerollAndACriticalReadAsReflectReadsThem(t *testing.T) {
	type rerollPtr *Reroll // not *Reroll: read the reflective way
	type critPtr *CritChoice
	d := Decision{Kind: DecideReroll, Field: "roll.reroll"}
	for _, ans := range []Reroll{{Dice: RerollNone}, {Dice: RerollTens}, {Dice: RerollBoth}, {Dice: RerollOnes, Result: &Roll{Tens: 4, Ones: 2}}} {
		var fast *Reroll
		var slow rerollPtr
		fastErr, slowErr := readAnswer(ans, &fast, d), readAnswer(ans, &slow, d)
		if fastErr != nil || slowErr != nil || !reflect.DeepEqual(fast, (*Reroll)(slow)) {
			t.Errorf("%+v: read %+v (%v), reflect reads %+v (%v)", ans, fast, fastErr, slow, slowErr)
		}
	}
	to := 37
	d = Decision{Kind: DecideCritical, Field: "roll.crit"}
	for _, ans := range []CritChoice{{Take: CritExtraAction}, {Take: CritAdjust}, {Take: CritAdjust, To: &to}} {
		var fast *CritChoice
		var slow critPtr
		fastErr, slowErr := readAnswer(ans, &fast, d), readAnswer(ans, &slow, d)
		if fastErr != nil || slowErr != nil || !reflect.DeepEqual(fast, (*CritChoice)(slow)) {
			t.Errorf("%+v: read %+v (%v), reflect reads %+v (%v)", ans, fast, fastErr, slow, slowErr)
		}
	}
}
