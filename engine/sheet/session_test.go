package sheet

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"

	json "github.com/goccy/go-json"
)

func TestSession_APendingDecisionHoldsEverythingElse(t *testing.T) {
	s := NewSession(interceptRoster(LeftLeg), nil)
	res, err := s.Submit(interceptAt24())
	if err != nil || res.Decision == nil {
		t.Fatalf("%v %v", res, err)
	}
	if _, err := s.Submit(&Surrender{Character: "you"}); err == nil || !strings.Contains(err.Error(), "waiting for the GM") {
		t.Errorf("another command went through while waiting: %v", err)
	}
	if err := s.Undo(); err == nil {
		t.Error("undo went through while waiting")
	}
	if err := s.Cancel(); err == nil {
		t.Error("cancel after the dice were rolled")
	}
	if _, err := s.Answer("sideways"); err == nil {
		t.Error("an illegal answer was taken")
	}
	if s.Pending() == nil {
		t.Fatal("an illegal answer cleared the decision")
	}
	if _, err := s.Answer(OnesDie); err != nil {
		t.Fatal(err)
	}
	if s.Pending() != nil || len(s.Log()) != 1 || s.State().Find("you").Level != 46 {
		t.Errorf("pending %v log %d level %d", s.Pending(), len(s.Log()), s.State().Find("you").Level)
	}
}

func TestSession_CancelBeforeAnyDice(t *testing.T) {
	s := NewSession(interceptRoster(LeftLeg), nil)
	s.Submit(&AttackRoll{Attacker: "foe", Target: "you", Weapon: "knife"})
	if err := s.Cancel(); err != nil {
		t.Fatal(err)
	}
	if s.Pending() != nil || len(s.Log()) != 0 {
		t.Error("cancel left something behind")
	}
}

func TestSession_LogReplaysToTheSameStateAndUndoDropsTheLastEntry(t *testing.T) {
	s := NewSession(interceptRoster(LeftLeg), nil)
	steps := []Command{
		&Override{Character: "you", Level: intp(40), Reason: "bad night"},
		&Damage{Target: "you", Amount: 3, Location: Torso},
		&Surrender{Character: "you"},
	}
	var states []*Roster
	for _, c := range steps {
		if res, err := s.Submit(c); err != nil || res.Decision != nil {
			t.Fatalf("%s: %v %v", c.Type(), err, res.Decision)
		}
		states = append(states, s.State())
	}
	data, err := json.Marshal(s.Log())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"type":"gm-override"`) || !strings.Contains(string(data), `"narration":"GM sets level 40 of you (bad night)"`) {
		t.Errorf("the log JSON lacks the override or its narration: %s", data)
	}
	var back []Entry
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	replayed, err := Replay(interceptRoster(LeftLeg), back)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(replayed, states[2]) {
		t.Error("replaying the saved log gives another state")
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(s.State(), states[1]) || len(s.Log()) != 2 {
		t.Error("undo did not go back one step")
	}
}

func TestSession_RefusesAnAreaNotOnTheMap(t *testing.T) {
	s := NewSession(rosterOf(pcSheet("a")), map[battlemap.AreaID]bool{"bar": true})
	bar, nowhere := battlemap.AreaID("bar"), battlemap.AreaID("moon")
	if _, err := s.Submit(&Override{Character: "a", Area: &bar}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Submit(&Override{Character: "a", Area: &nowhere}); err == nil {
		t.Error("an area off the map was accepted")
	}
	if s.State().Find("a").Area != "bar" {
		t.Error("the refused override changed the area")
	}
}

func TestReplay_NamesTheFailingEntry_Sheet(t *testing.T) {
	var re *ReplayError
	duel := rosterOf(pcSheet("you"), npcSheet("opp"))
	bad := []Entry{{Command: &Surrender{Character: "you"}}, {Command: &Surrender{Character: "nobody"}}}
	if _, err := Replay(duel, bad); !errors.As(err, &re) || re.Entry != 2 || re.Type != "surrender" {
		t.Errorf("sheet replay: %v", err)
	}
}
