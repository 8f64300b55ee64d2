package combat

import (
	"math/rand/v2"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// eachTallyMatchesTheMap fails unless eachTally yields every tally of the
// map once, each the map's own (the same pointer) under its own id.
func eachTallyMatchesTheMap(t *testing.T, c *Combat, what string) {
	t.Helper()
	seen := map[sheet.CharacterID]bool{}
	for id, tl := range c.eachTally {
		if seen[id] {
			t.Fatalf("%s: %s yielded twice", what, id)
		}
		seen[id] = true
		if c.Tallies[id] != tl {
			t.Fatalf("%s: %s's tally is not the map's", what, id)
		}
	}
	if len(seen) != len(c.Tallies) {
		t.Fatalf("%s: %d tallies yielded, the map holds %d", what, len(seen), len(c.Tallies))
	}
}

func TestEachTally_EveryTallyOnceFromTheBlockOrTheMap(t *testing.T) {
	s := sessionFor(t, sheet.Latest, clubWithDoor(t), standardTeams())
	randomPlay(t, s, rand.New(rand.NewPCG(7, 99)), 40, nil)
	c := s.State()
	eachTallyMatchesTheMap(t, c, "a session's state")

	var spent Spent
	spent.Give(c.Clone())
	copied := spent.clone(c) // in spent memory: the map points into its block
	if ids := copied.mem.tallyIDs; len(ids) != len(copied.Tallies) || len(ids) == 0 {
		t.Fatalf("the copy in spent memory keeps no tally block (%d ids, %d tallies)", len(ids), len(copied.Tallies))
	}
	eachTallyMatchesTheMap(t, copied, "a copy in spent memory")

	copied.tally("newcomer") // a tally added: the block no longer names them all
	eachTallyMatchesTheMap(t, copied, "a copy with a tally added")

	stop := 0
	for range copied.eachTally {
		stop++
		break
	}
	if stop != 1 {
		t.Fatalf("a loop that breaks went on: %d", stop)
	}
}

// Who rolls initiative is worded only when asked; asked, it reads as it
// always did: the prompt and each roller's label.
func TestInitiative_TheAskedRollerDecisionIsWorded(t *testing.T) {
	s := newSession(t, clubMapFor(t), person("a", "crew", sheet.PC, 40, "entrance", nil), person("a2", "crew", sheet.PC, 40, "entrance", nil),
		person("b", "thugs", sheet.NPC, 30, "bar", nil))
	res, err := ApplyPlaying(s.State(), &Initiative{}, Playing{Dice: sheet.NewDiceSource(1), Choose: func(*sheet.Decision, []sheet.Thrown) (any, bool) { return nil, false }})
	if err != nil || res.Decision == nil || res.Decision.Kind != DecideInitiativeRoller {
		t.Fatalf("%+v %v, want who rolls asked", res.Decision, err)
	}
	d := res.Decision
	if d.Prompt != "crew: who rolls initiative? (the highest level, or a teammate good at initiative)" {
		t.Errorf("prompt %q", d.Prompt)
	}
	if len(d.Options) != 2 || d.Options[0].Label != "a (level 40)" || d.Options[1].Label != "a2 (level 40)" || string(d.Options[1].Value) != `"a2"` {
		t.Errorf("options %+v", d.Options)
	}
}

// The state's team order is a list of its own: writing in the command's
// order, or in the list a chooser answered with, leaves it as it was.
func TestInitiative_TheStatesOrderIsAListOfItsOwn(t *testing.T) {
	s := newSession(t, clubMapFor(t), person("a", "crew", sheet.PC, 40, "entrance", nil), person("b", "thugs", sheet.NPC, 30, "bar", nil))
	given := &Initiative{Order: []string{"thugs", "crew"}}
	res, err := ApplyPlaying(s.State(), given, Playing{Dice: sheet.NewDiceSource(1)})
	if err != nil || res.State == nil {
		t.Fatalf("%+v %v", res.Decision, err)
	}
	given.Order[0] = "written over"
	if got := res.State.Order; len(got) != 2 || got[0] != "thugs" {
		t.Fatalf("the command's order was kept: %v", got)
	}
	answer := []string{"crew", "thugs"}
	res, err = ApplyPlaying(s.State(), &Initiative{}, Playing{Dice: sheet.NewDiceSource(1), Choose: func(d *sheet.Decision, _ []sheet.Thrown) (any, bool) {
		return answer, d.Kind == DecideTeamOrder
	}})
	if err != nil || res.State == nil {
		t.Fatalf("%+v %v", res.Decision, err)
	}
	answer[0] = "written over"
	if got := res.State.Order; len(got) != 2 || got[0] != "crew" {
		t.Fatalf("the chooser's list was kept: %v", got)
	}
}
