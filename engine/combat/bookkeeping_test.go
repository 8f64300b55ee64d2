package combat

import (
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"

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

// The state's team order is a list of its own, or the list of an order
// offered, shared with no room to grow: writing in the command's order,
// or in the list a chooser answered with, leaves it as it was, and an
// append to it moves it out.
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
	res, err = ApplyPlaying(s.State(), &Initiative{}, Playing{Dice: sheet.NewDiceSource(1), Choose: func(d *sheet.Decision, _ []sheet.Thrown) (any, bool) {
		return d.Options[1].Value, d.Kind == DecideTeamOrder
	}})
	if err != nil || res.State == nil {
		t.Fatalf("%+v %v", res.Decision, err)
	}
	want := res.State.orders.orders[1]
	if got := res.State.Order; len(got) != 2 || got[0] != want[0] || got[1] != want[1] || cap(got) != len(got) {
		t.Fatalf("the order offered second was %v, the state keeps %v (room %d)", want, got, cap(got))
	}
	if grown := append(res.State.Order, "more"); &grown[0] == &want[0] {
		t.Fatal("an append to the state's order wrote into the order offered")
	}
}

// benchPlayed plays cmd on c as a simulated fight does (dice thrown,
// every choice the first offered, nothing logged, spent memory), over and
// over.
func benchPlayed(b *testing.B, c *Combat, cmd Command) {
	var spent Spent
	src := sheet.NewDiceSource(1)
	c.orderOptions(c.Fighting()) // written once a fight, as the fight's first initiative does
	first := func(d *sheet.Decision, _ []sheet.Thrown) (any, bool) {
		switch {
		case d.Kind == sheet.DecideReroll: // as the tactics answer them
			return sheet.Reroll{Dice: sheet.RerollNone}, true
		case d.Kind == sheet.DecideCritical:
			return sheet.CritChoice{Take: sheet.CritExtraAction}, true
		case len(d.Options) == 0:
			return nil, false
		}
		return d.Options[0].Value, true
	}
	b.ReportAllocs()
	for b.Loop() {
		res, err := ApplyPlaying(c, cmd, Playing{Dice: src, Choose: first, Unlogged: true, Spent: &spent})
		if err != nil || res.State == nil {
			b.Fatalf("%+v %v", res.Decision, err)
		}
		spent.Give(res.State)
	}
}

// A round's initiative on the nightclub, two crew members tied for who
// rolls: the roller, the dice, a re-roll and the team order, all answered
// as the command reaches them.
func BenchmarkInitiative_Played(b *testing.B) {
	chars := standardTeams()
	chars[1].Level, chars[1].MaxLevel = chars[0].Level, chars[0].MaxLevel
	s := newSession(b, clubWithDoor(b), chars...)
	benchPlayed(b, s.State().Clone(), &Initiative{})
}

// The end of a team's turn, and of the round after the last team's.
func BenchmarkEndTurn_Played(b *testing.B) {
	s := newSession(b, clubWithDoor(b), standardTeams()...)
	res, err := ApplyPlaying(s.State(), &Initiative{Order: []string{"crew", "thugs"}}, Playing{Dice: sheet.NewDiceSource(1), Choose: func(d *sheet.Decision, _ []sheet.Thrown) (any, bool) {
		return d.Options[0].Value, len(d.Options) > 0
	}})
	if err != nil || res.State == nil {
		b.Fatalf("%+v %v", res.Decision, err)
	}
	b.Run("turn", func(b *testing.B) { benchPlayed(b, res.State, &EndTurn{Team: "crew"}) })
	last := res.State.Clone()
	last.Turn = 1
	b.Run("round", func(b *testing.B) { benchPlayed(b, last, &EndTurn{Team: "thugs"}) })
}

// A combat's members name their team with the one string Teams holds, so
// that comparing two team names finds them equal at once; the roster it
// started from is left as it was.
func TestNew_EveryMembersTeamIsTheTeamsOwnText(t *testing.T) {
	start := &sheet.Roster{Characters: standardTeams()}
	for i := range start.Characters { // each name in text of its own, as a file's are read
		start.Characters[i].Team = string([]byte(start.Characters[i].Team))
	}
	before := unsafe.StringData(start.Characters[1].Team)
	c, err := New(clubWithDoor(t), start, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, ch := range c.Roster.Characters {
		i := slices.Index(c.Teams, ch.Team)
		if i < 0 || unsafe.StringData(ch.Team) != unsafe.StringData(c.Teams[i]) {
			t.Fatalf("%s's team %q is not the text Teams holds", ch.ID, ch.Team)
		}
	}
	if unsafe.StringData(start.Characters[1].Team) != before {
		t.Fatal("the starting roster was written")
	}
}
