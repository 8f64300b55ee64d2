package sheet

import (
	"reflect"
	"testing"
)

// A thrower made again in an old one's memory starts with an empty record
// and no chooser, and throws what a new thrower from the same source
// throws, field by field.
func TestThrower_ReuseThrowsAsANewThrower(t *testing.T) {
	need := &DiceNeed{}
	old := NewThrower(NewDiceSource(3)).WithChooser(func(*Decision, []Thrown) (any, bool) { return true, true })
	old.throw("a.", "dice", need)
	old.throw("b.", "dice", need)
	again := old.Reuse(NewDiceSource(9))
	if len(again.Thrown()) != 0 || again.throws.choose != nil {
		t.Fatalf("a reused thrower keeps %d throws (chooser kept: %v)", len(again.Thrown()), again.throws.choose != nil)
	}
	fresh := NewThrower(NewDiceSource(9))
	for _, field := range []string{"x.", "y.", "x."} {
		if got, want := again.throw(field, "dice", need), fresh.throw(field, "dice", need); got != want {
			t.Fatalf("%sdice: reused %v, new %v", field, got, want)
		}
	}
	if !reflect.DeepEqual(again.Thrown(), fresh.Thrown()) {
		t.Fatalf("records differ: %v / %v", again.Thrown(), fresh.Thrown())
	}
	if under := fresh.Under("p."); under.Reuse(NewDiceSource(1)) == under {
		t.Fatalf("a thrower under a prefix is reused, though its record is its parent's")
	}
}
