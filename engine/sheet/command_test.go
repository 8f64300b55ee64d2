package sheet

import (
	"reflect"
	"strings"
	"testing"

	json "github.com/goccy/go-json"
)

// sampleCommands has one filled-in command of every type.
func sampleCommands() []Command {
	kit := []Item{{ID: "k", Kind: ItemFirstAid}}
	return []Command{
		&AddCharacter{Character: pcSheet("z")},
		&RemoveCharacter{Character: "z"},
		&Override{Character: "a", Level: intp(3), Marks: []LocationMarks{{Location: Head, Marks: Marks{X: 1}}}, Reason: "r"},
		&PlainRoll{Character: "a", Purpose: "climb", Roll: RollRecord{Dice: dice(1, 2)}},
		&AttackRoll{Attacker: "a", Target: "b", Weapon: "w", Action: ActIntercept, Range: 1, Cover: false,
			Roll:      RollRecord{Dice: dice(6, 2), Reroll: &Reroll{Dice: RerollTens, Result: dice(2, 2)}, Crit: &CritChoice{Take: CritAdjust, To: intp(20)}},
			DamageDie: OnesDie, Modifier: AdjustPowerful, Armor: locs(Head)},
		&Damage{Target: "b", Amount: 4, AoE: true, Spread: []LocationCount{{Torso, 4}}, Armor: locs()},
		&GiveFirstAid{Actor: "a", Patient: "b", Item: "k", Auto: boolp(false), Roll: RollRecord{Dice: dice(1, 4)}, BoxesDie: OnesDie, Erase: counts(LocationCount{Head, 2})},
		&ArrangeItems{Character: "a", Right: "x", Left: "y", Drop: []ItemID{"z"}, PickUp: []GroundItem{{"b", "q"}}},
		&Recover{Character: "a", Items: &kit},
		&Surrender{Character: "a"},
		&Advance{Character: "a", Pick: &AbilityPick{Ability: "speed"}},
		&ChooseAbility{Character: "a", Pick: AbilityPick{Skill: "singing"}},
	}
}

func TestCommandJSON_EveryTypeRoundTripsWithTheTypeFirst(t *testing.T) {
	seen := map[string]bool{}
	for _, cmd := range sampleCommands() {
		data, err := MarshalCommand(cmd)
		if err != nil {
			t.Fatal(err)
		}
		if want := `{"type":"` + cmd.Type() + `"`; !strings.HasPrefix(string(data), want) {
			t.Errorf("%s starts %s", cmd.Type(), data[:min(len(data), 40)])
		}
		back, err := UnmarshalCommand(data)
		if err != nil {
			t.Fatalf("%s: %v\n%s", cmd.Type(), err, data)
		}
		if !reflect.DeepEqual(cmd, back) {
			t.Errorf("%s changed in a round trip:\n%#v\n%#v", cmd.Type(), cmd, back)
		}
		again, _ := MarshalCommand(back)
		if string(again) != string(data) {
			t.Errorf("%s is not stable:\n%s\n%s", cmd.Type(), data, again)
		}
		seen[cmd.Type()] = true
	}
	for _, typ := range CommandTypes() {
		if !seen[typ] {
			t.Errorf("no sample of %s", typ)
		}
	}
}

func TestCommandJSON_RefusesUnknownTypesAndFields(t *testing.T) {
	for _, bad := range []string{
		`{"type":"teleport"}`,
		`{"character":"a"}`,
		`{"type":"surrender","charcter":"a"}`,
		`[1,2]`,
		`{"type":"damage","amount":"four"}`,
	} {
		if _, err := UnmarshalCommand([]byte(bad)); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

func TestAnswer_FillsTheDecisionsFieldAndTheCommandMovesOn(t *testing.T) {
	r := interceptRoster(LeftLeg)
	res, _ := Apply(r, &AttackRoll{Attacker: "foe", Target: "you", Weapon: "knife"})
	if res.Decision == nil || res.Decision.Kind != DecideDice || res.Decision.Field != "roll.dice" {
		t.Fatalf("%+v", res.Decision)
	}
	cmd, err := Answer(&AttackRoll{Attacker: "foe", Target: "you", Weapon: "knife"}, res.Decision, Roll{Tens: 2, Ones: 4, By: ByTyped})
	if err != nil {
		t.Fatal(err)
	}
	res, _ = Apply(r, cmd)
	if res.Decision == nil || res.Decision.Kind != DecideAssignDice {
		t.Fatalf("%+v", res.Decision)
	}
	cmd, err = Answer(cmd, res.Decision, res.Decision.Options[1].Value)
	if err != nil {
		t.Fatal(err)
	}
	res = applied(t, r, cmd)
	if res.State.Find("you").Body.LeftLeg.Slash != 6 {
		t.Errorf("%+v", res.State.Find("you").Body)
	}
	data, _ := json.Marshal(res.Decision)
	if string(data) != "null" {
		t.Errorf("no decision left, got %s", data)
	}
}

func TestDecisionJSON_NamesItsFieldsStably(t *testing.T) {
	_, d, _ := ResolveRoll(Latest, RollRecord{Dice: dice(6, 2)}, 40, 95, true, player, "roll")
	data, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"kind":"reroll"`, `"decider":{"role":"player","character":"p"}`, `"field":"roll.reroll"`, `"options":[{"value":{"dice":"none"}`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("%s lacks %s", data, want)
		}
	}
}

func TestApply_NeverChangesTheRosterPassedIn(t *testing.T) {
	r := interceptRoster(LeftLeg)
	before := r.Clone()
	cmd := interceptAt24()
	cmd.DamageDie = OnesDie
	applied(t, r, cmd)
	if !reflect.DeepEqual(before, r) {
		t.Error("Apply changed its input")
	}
}
