package sheet

import (
	"fmt"
	"testing"
	"unsafe"

	json "github.com/goccy/go-json"
)

// A chooser is shown the re-roll decision with the options every roll
// shares, read only, and without its words; a re-roll decision asked has
// its prompt and a list of options of its own: writing in one leaves the
// next as it was.
func TestReroll_TheChooserReadsSharedOptionsTheAskedDecisionOwnsItsOwn(t *testing.T) {
	var shown *Decision
	th := NewThrower(NewDiceSource(1)).WithChooser(func(d *Decision, _ []Thrown) (any, bool) {
		shown = d
		if &d.Options[0] != &rerollOptions[0] || d.Prompt != "" {
			t.Errorf("the chooser was shown options %p and prompt %q, want the shared options and no words", &d.Options[0], d.Prompt)
		}
		return nil, false // asked instead
	})
	for i := 0; i < 2; i++ {
		_, err := ResolveRollInto(Latest, &RollRecord{Dice: dice(6, 2)}, 40, 95, true, player, "roll", th)
		p, ok := err.(*PendingDecision)
		if !ok || p.D.Kind != DecideReroll {
			t.Fatalf("ask %d: %v, want the re-roll asked", i, err)
		}
		if shown == nil {
			t.Fatalf("ask %d: the chooser was not shown the re-roll", i)
		}
		if p.D.Prompt != "62 is a failure; re-roll with good? The second result stands" {
			t.Fatalf("ask %d: prompt %q", i, p.D.Prompt)
		}
		if len(p.D.Options) != 4 || &p.D.Options[0] == &rerollOptions[0] || p.D.Options[1].Label != "re-roll the tens die" {
			t.Fatalf("ask %d: options %+v, want four of the decision's own", i, p.D.Options)
		}
		p.D.Options[1] = Option{Label: "written over"}
	}
}

// A decision the chooser answers is never given words: nothing asks it.
func TestChooseUnworded_AnAnswerWritesNoWords(t *testing.T) {
	th := NewThrower(NewDiceSource(1)).WithChooser(func(d *Decision, _ []Thrown) (any, bool) {
		return Reroll{Dice: RerollNone}, true
	})
	var got *Reroll
	worded := false
	if err := th.ChooseUnworded(Decision{Kind: DecideReroll, Field: "roll.reroll", Options: rerollOptions[:]}, func(*Decision) { worded = true }, &got); err != nil {
		t.Fatal(err)
	}
	if worded || got == nil || got.Dice != RerollNone {
		t.Fatalf("worded %v, answer %+v", worded, got)
	}
	var none *Thrower
	if err := none.ChooseUnworded(Decision{Kind: DecideReroll}, func(d *Decision) { d.Prompt = "asked" }, &got); err == nil {
		t.Fatal("no thrower answered")
	} else if p, ok := err.(*PendingDecision); !ok || p.D.Prompt != "asked" {
		t.Fatalf("%v: the decision asked lacks its words", err)
	}
}

// A thrower writes each dice field once and reuses it from one command to
// the next (Reuse): the same text, in the same memory; every field,
// past the ones it keeps too, reads as its parts joined.
func TestThrower_ADiceFieldIsWrittenOnceThroughReuse(t *testing.T) {
	th := NewThrower(NewDiceSource(3))
	var first string
	for i := 0; i < 3; i++ {
		th = th.Reuse(NewDiceSource(uint64(i)))
		th.throw("rolls.crew", ".dice", &DiceNeed{Throw: RerollBoth})
		th.Under("reactions.vex.").throw("roll", ".dice", &DiceNeed{Throw: RerollBoth})
		got := th.Thrown()
		if len(got) != 2 || got[0].Field != "rolls.crew.dice" || got[1].Field != "reactions.vex.roll.dice" {
			t.Fatalf("command %d: thrown %+v", i, got)
		}
		if i == 0 {
			first = got[0].Field
		} else if unsafe.StringData(got[0].Field) != unsafe.StringData(first) {
			t.Fatalf("command %d: the field was written again", i)
		}
	}
	for i := 0; i < 2*maxJoined; i++ {
		base := fmt.Sprintf("rolls.t%d", i)
		th.throw(base, ".dice", &DiceNeed{Throw: RerollBoth})
		if got := th.Thrown(); got[len(got)-1].Field != base+".dice" {
			t.Fatalf("field %d: %q", i, got[len(got)-1].Field)
		}
	}
}

// An answer that is one of the decision's option values is its place,
// read into nothing, the first time and when the field is chosen again;
// any other answer is read as Choose reads it.
func TestChooseOption_AnOptionsValueIsItsPlace(t *testing.T) {
	orders := []Option{NewOption([]string{"a", "b"}, ""), NewOption([]string{"b", "a"}, "")}
	d := Decision{Kind: "team-order", Field: "order", Options: orders}
	var answer any = json.RawMessage(`["b","a"]`) // equal bytes, not the option's own
	th := NewThrower(NewDiceSource(1)).WithChooser(func(*Decision, []Thrown) (any, bool) { return answer, true })
	for i := 0; i < 2; i++ { // the second time from the record
		var into []string
		at, err := th.ChooseOption(d, func(*Decision) { t.Fatal("worded an answered decision") }, &into)
		if err != nil || at != 1 || into != nil {
			t.Fatalf("time %d: place %d, read %v, %v", i, at, into, err)
		}
	}
	answer = []string{"a", "b"}
	th = NewThrower(NewDiceSource(1)).WithChooser(func(*Decision, []Thrown) (any, bool) { return answer, true })
	var into []string
	if at, err := th.ChooseOption(d, func(*Decision) {}, &into); err != nil || at != -1 || len(into) != 2 || into[0] != "a" {
		t.Fatalf("a list answered: place %d, read %v, %v", at, into, err)
	}
	var none *Thrower
	if at, err := none.ChooseOption(d, func(d *Decision) { d.Prompt = "asked" }, &into); at != -1 || err == nil || err.(*PendingDecision).D.Prompt != "asked" {
		t.Fatalf("no thrower: place %d, %v", at, err)
	}
}
