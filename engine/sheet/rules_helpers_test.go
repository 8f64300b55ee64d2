package sheet

import (
	"errors"
	"reflect"
	"testing"
)

// Helpers shared by the rules tests.

func pcSheet(id string) Character  { return NewCharacter(CharacterID(id), id, PC, "pcs") }
func npcSheet(id string) Character { return NewCharacter(CharacterID(id), id, NPC, "npcs") }

func rosterOf(cs ...Character) *Roster { return &Roster{Characters: cs} }

func dice(tens, ones int) *Roll { return &Roll{Tens: tens, Ones: ones, By: ByTyped} }

func intp(v int) *int { return &v }

func boolp(v bool) *bool { return &v }

func locs(l ...Location) *[]Location {
	out := append([]Location{}, l...)
	return &out
}

func counts(lc ...LocationCount) *[]LocationCount {
	out := append([]LocationCount{}, lc...)
	return &out
}

// applied applies cmd and fails unless it went through.
func applied(t *testing.T, r *Roster, cmd Command) Result {
	t.Helper()
	res, err := Apply(r, cmd)
	if err != nil {
		t.Fatalf("%s refused: %v", cmd.Type(), err)
	}
	if res.Decision != nil {
		t.Fatalf("%s waits for a decision: %+v", cmd.Type(), *res.Decision)
	}
	return res
}

// decision applies cmd and fails unless it asks for a decision of kind.
func decision(t *testing.T, r *Roster, cmd Command, kind DecisionKind) *Decision {
	t.Helper()
	res, err := Apply(r, cmd)
	if err != nil {
		t.Fatalf("%s refused: %v", cmd.Type(), err)
	}
	if res.Decision == nil {
		t.Fatalf("%s applied, want a %s decision; narration: %s", cmd.Type(), kind, res.Narration)
	}
	if res.Decision.Kind != kind {
		t.Fatalf("%s asks for %s (%s), want %s", cmd.Type(), res.Decision.Kind, res.Decision.Prompt, kind)
	}
	return res.Decision
}

// refused applies cmd, fails unless it is refused, and checks r did not
// change.
func refused(t *testing.T, r *Roster, cmd Command) error {
	t.Helper()
	before := r.Clone()
	res, err := Apply(r, cmd)
	if err == nil {
		t.Fatalf("%s was accepted (decision %v), want a refusal; narration: %s", cmd.Type(), res.Decision, res.Narration)
	}
	var re *RefusedError
	if !errors.As(err, &re) {
		t.Fatalf("%s: error %v is not a RefusedError", cmd.Type(), err)
	}
	if !reflect.DeepEqual(before, r) {
		t.Fatalf("%s was refused but changed the roster", cmd.Type())
	}
	return err
}

// optionValues decodes a decision's option values as strings of JSON.
func optionValues(d *Decision) []string {
	out := make([]string, len(d.Options))
	for i, o := range d.Options {
		out[i] = string(o.Value)
	}
	return out
}

func withItems(c Character, items ...Item) Character {
	c.Items = append(c.Items, items...)
	return c
}

func withAbilities(c Character, ids ...AbilityID) Character {
	c.Abilities = append(c.Abilities, ids...)
	return c
}

// leveled sets level and max level together.
func leveled(c Character, level int) Character {
	c.Level, c.MaxLevel = level, level
	return c
}

func knife(id string, held Hand) Item {
	return Item{ID: ItemID(id), Name: id, Kind: ItemMelee1H, Held: held}
}
