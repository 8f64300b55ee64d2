package combat

import (
	"errors"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"

	json "github.com/goccy/go-json"
)

// The shared log's rules, proved on both kinds: sheet sessions and combats.

// interceptSession stands at the intercept example with the resolve's
// dice still to come.
func interceptSession(t *testing.T) *Session {
	t.Helper()
	you := person("you", "crew", sheet.PC, 50, "dance-floor", nil)
	s := newSession(t, clubMapFor(t), you, person("opp", "thugs", sheet.NPC, 50, "dance-floor", nil, knife1H))
	play(t, s, crewFirst, `{"type":"move","character":"you","to":"bar"}`, `{"type":"react","character":"opp","kind":"intercept","weapon":"knife"}`)
	return s
}

func sheetDuel() *sheet.Roster {
	return &sheet.Roster{Characters: []sheet.Character{
		person("you", "crew", sheet.PC, 50, "", nil),
		person("opp", "thugs", sheet.NPC, 50, "", nil, knife1H),
	}}
}

// wantCancel checks what Cancel says while a command is pending.
func wantCancel(t *testing.T, kind string, s interface{ Cancel() error }, allowed bool) {
	t.Helper()
	err := s.Cancel()
	switch {
	case allowed && err != nil:
		t.Errorf("%s: cancel before any dice was refused: %v", kind, err)
	case !allowed && (err == nil || !strings.Contains(err.Error(), "the dice are rolled; the result stands")):
		t.Errorf("%s: cancel after the dice: %v", kind, err)
	}
}

func TestLog_NoCancelOnceDiceAreRolled_SheetAndCombat(t *testing.T) {
	attack := func() *sheet.AttackRoll {
		return &sheet.AttackRoll{Attacker: "opp", Target: "you", Weapon: "knife", Action: sheet.ActIntercept}
	}
	sh := sheet.NewSession(sheetDuel(), nil)
	if res, err := sh.Submit(attack()); err != nil || res.Decision == nil || res.Decision.Dice == nil {
		t.Fatalf("the attack roll asks for dice: %+v %v", res.Decision, err)
	}
	wantCancel(t, "sheet attack-roll", sh, true)
	sh.Submit(attack())
	if _, _, err := sh.AnswerDice(sheet.Roll{Tens: 2, Ones: 4, By: sheet.ByTyped}); err != nil || sh.Pending() == nil {
		t.Fatalf("after the dice the attack roll still asks which die is damage: %v", err)
	}
	wantCancel(t, "sheet attack-roll", sh, false)

	c := interceptSession(t)
	if res, err := c.Submit(&Resolve{}); err != nil || res.Decision == nil || res.Decision.Dice == nil {
		t.Fatalf("the resolve asks for dice: %+v %v", res.Decision, err)
	}
	wantCancel(t, "combat resolve", c, true)
	c.Submit(&Resolve{})
	if _, _, err := c.RollDice(sheet.NewDiceSource(3)); err != nil || c.Pending() == nil {
		t.Fatalf("after the dice the resolve still asks: %v", err)
	}
	wantCancel(t, "combat resolve", c, false)
}

func TestLog_EntriesRefuseUnknownFields(t *testing.T) {
	for _, js := range []string{
		`{"command":{"type":"surrender","character":"you"},"narration":"x","mood":"grim"}`,
		`{"command":{"type":"surrender","character":"you","mood":"grim"}}`,
		`{"narration":"no command"}`,
	} {
		var se sheet.Entry
		if err := json.Unmarshal([]byte(js), &se); err == nil {
			t.Errorf("a sheet entry took %s", js)
		}
	}
	for _, js := range []string{
		`{"command":{"type":"end-turn"},"narration":"x","mood":"grim"}`,
		`{"command":{"type":"move","character":"you","to":"bar","mood":"grim"}}`,
		`{"narration":"no command"}`,
	} {
		var ce Entry
		if err := json.Unmarshal([]byte(js), &ce); err == nil {
			t.Errorf("a combat entry took %s", js)
		}
	}
	var se sheet.Entry
	var ce Entry
	if json.Unmarshal([]byte(`{"command":{"type":"surrender","character":"you"}}`), &se) != nil ||
		json.Unmarshal([]byte(`{"command":{"type":"end-turn"}}`), &ce) != nil {
		t.Error("an entry without a narration is a good entry")
	}
}

func TestLog_UndoRedoIsTheIdentity_Sheet(t *testing.T) {
	s := sheet.NewSession(sheetDuel(), nil)
	for _, cmd := range []sheet.Command{
		&sheet.Override{Character: "you", Level: ptr(40), Reason: "bad night"},
		&sheet.Damage{Target: "you", Amount: 3, Location: sheet.Torso},
	} {
		if res, err := s.Submit(cmd); err != nil || res.Decision != nil {
			t.Fatalf("%s: %v %+v", cmd.Type(), err, res.Decision)
		}
	}
	before, log := jsonOf(t, s.State()), jsonOf(t, s.Log())
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := s.Redo(); err != nil {
		t.Fatal(err)
	}
	if err := s.Redo(); err != nil {
		t.Fatal(err)
	}
	if jsonOf(t, s.State()) != before || jsonOf(t, s.Log()) != log {
		t.Error("undo then redo changed the sheet state or its log")
	}
	if err := s.Redo(); err == nil {
		t.Error("redo with nothing undone")
	}
}

func TestLog_ANewCommandForgetsWhatWasUndone(t *testing.T) {
	s := sheet.NewSession(sheetDuel(), nil)
	s.Submit(&sheet.Surrender{Character: "you"})
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	s.Submit(&sheet.Surrender{Character: "opp"})
	if err := s.Redo(); err == nil {
		t.Error("redo brought back an entry after a new command")
	}
}

func TestLog_AReplayNamesTheFailingEntry_Combat(t *testing.T) {
	var re *ReplayError
	s := interceptSession(t)
	log := append(s.Log(), Entry{Command: &Resolve{}})
	if _, _, err := Replay(s.m, s.start, nil, log); !errors.As(err, &re) || re.Entry != len(log) || re.Type != "resolve" {
		t.Errorf("combat replay: %v", err)
	}
}

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
