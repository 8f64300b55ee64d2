package combat

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// A state copied into a spent state's memory is the state a fresh copy
// gives, and reusing memory never reaches a state still in use: random
// combats of every edition are played twice, once plainly and once with
// every state given back as soon as the next is reached, with commands
// that stop at a decision or are refused in between (their copies go
// back too). Every step must read the same, and the start state must
// not change.
func TestSpent_CopiesIntoSpentMemoryGiveTheSameStates(t *testing.T) {
	for seed := uint64(1); seed <= propertySeeds/2; seed++ {
		s := sessionFor(t, editionForSeed(seed), clubWithDoor(t), standardTeams())
		randomPlay(t, s, rand.New(rand.NewPCG(seed, 31)), 150, nil)
		start, err := New(s.m, s.start, nil)
		if err != nil {
			t.Fatal(err)
		}
		before := viewJSON(t, start)
		plain, reused := start, start
		var spent Spent
		for i, e := range s.Log() {
			// A bare command mostly stops at a decision or is refused;
			// either way its copy goes back to spent, dirty.
			for _, probe := range []Command{&Initiative{}, &Resolve{}, &EndTurn{Team: reused.Acting()}} {
				if res, err := applyRolling(reused, probe, sheet.NewDiceSource(uint64(i)), &spent); err == nil && res.State != nil {
					spent.Give(res.State)
				}
			}
			p, err := ApplySilently(plain, e.Command)
			if err != nil || p.State == nil {
				t.Fatalf("seed %d entry %d: the log does not replay: %v", seed, i, err)
			}
			r, err := applyRolling(reused, e.Command, sheet.NewDiceSource(0), &spent)
			if err != nil || r.State == nil {
				t.Fatalf("seed %d entry %d: with spent memory the entry fails: %v", seed, i, err)
			}
			if viewJSON(t, p.State) != viewJSON(t, r.State) {
				t.Fatalf("seed %d entry %d (%s): the state copied into spent memory differs", seed, i, e.Command.Type())
			}
			tallyOfIsTheMapsTally(t, r.State)
			if reused != start {
				spent.Give(reused)
			}
			plain, reused = p.State, r.State
		}
		if viewJSON(t, start) != before {
			t.Fatalf("seed %d: the start state changed", seed)
		}
	}
}

// A tally added after a state was copied (a character joining mid-fight)
// is in every later copy, and one the spent state gained is dropped: the
// copy into spent memory skips its map only while nothing was added.
func TestSpent_ATallyAddedSinceTheLastCopyIsCopiedToo(t *testing.T) {
	m := clubWithDoor(t)
	start, err := New(m, &sheet.Roster{Characters: standardTeams()}, nil)
	if err != nil {
		t.Fatal(err)
	}
	a := start.Clone()
	for _, gains := range []string{"the copy", "the spent state"} {
		spent, b := a.Clone(), a.Clone()
		if gains == "the copy" {
			b.tally("newcomer").Actions = 3
		} else {
			spent.tally("newcomer").Actions = 3
		}
		out := b.cloneInto(spent)
		if got, want := talliesOf(out), talliesOf(b); !reflect.DeepEqual(got, want) {
			t.Fatalf("%s gained a tally: the copy into spent memory differs\n got %v\nwant %v", gains, got, want)
		}
		for id, tl := range out.Tallies {
			if tl == b.Tallies[id] {
				t.Fatalf("%s gained a tally: the copy shares %s's tally", gains, id)
			}
		}
	}
}

func talliesOf(c *Combat) map[sheet.CharacterID]Tally {
	out := map[sheet.CharacterID]Tally{}
	for id, t := range c.Tallies {
		out[id] = *t
	}
	return out
}

// TallyOf finds in a copy's tally block what the map holds: the very
// tally for every id, whatever text holds the id (the roster's own, or
// the same letters copied), and none for an id without one.
func tallyOfIsTheMapsTally(t *testing.T, c *Combat) {
	t.Helper()
	for id, want := range c.Tallies {
		if got := c.TallyOf(id); got != want {
			t.Fatalf("TallyOf(%s) is not the map's tally", id)
		}
		if got := c.TallyOf(sheet.CharacterID(strings.Clone(string(id)))); got != want {
			t.Fatalf("TallyOf(%s), the id's letters copied, is not the map's tally", id)
		}
	}
	if c.TallyOf("nobody") != nil {
		t.Fatal("TallyOf finds a tally for a character with none")
	}
}

// A character added in the combat gets a tally after the copy; TallyOf
// then reads the map, where the block's ids no longer name every tally.
func TestTallyOf_AfterATallyIsAddedReadsTheMap(t *testing.T) {
	s := newSession(t, clubMapFor(t), person("a", "crew", sheet.PC, 50, "bar", nil), person("b", "thugs", sheet.NPC, 50, "kitchen", nil))
	var spent Spent
	c := s.State()
	steps := []Command{cmd(t, crewFirst), &EndTurn{Team: "crew"}, &EndTurn{Team: "thugs"}}
	for i, step := range steps { // copies made in reused memory
		res, err := applyRolling(c, step, sheet.NewDiceSource(uint64(i)), &spent)
		if err != nil || res.State == nil {
			t.Fatalf("%s: %v %v", step.Type(), err, res.Decision)
		}
		if i > 0 {
			spent.Give(c)
		}
		c = res.State
		tallyOfIsTheMapsTally(t, c)
	}
	added := c.tally("newcomer")
	if c.TallyOf("newcomer") != added {
		t.Fatal("a tally added after the copy is not found")
	}
	tallyOfIsTheMapsTally(t, c)
}

// A command that opens a window (a move or an attack declared) in a
// state copied into spent memory opens it in the spent state's window,
// which no state in use holds: a copy made while the first state is
// still in use opens a window of its own, and the copy made once it was
// given back opens the same window as before, reading the same.
func TestSpent_AWindowOpensInTheSpentStatesWindowOnly(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s := sessionFor(t, editionForSeed(seed), clubWithDoor(t), standardTeams())
		randomPlay(t, s, rand.New(rand.NewPCG(seed, 99)), 60, nil)
		c := s.State()
		if c.Phase != PhaseTurn || c.Window != nil {
			continue
		}
		var opens Command
		for _, ch := range c.Roster.Characters {
			if ch.Team != c.Acting() || opens != nil {
				continue
			}
			for _, o := range c.AppendAllowedActs(nil, ch.ID, "") {
				if !o.Legal || (o.Kind != ActMove && o.Kind != ActAttack) {
					continue
				}
				if r, err := applyRolling(c, o.Command, sheet.NewDiceSource(seed), nil); err == nil && r.State != nil && r.State.Window != nil {
					opens = o.Command
					break
				}
			}
		}
		if opens == nil {
			continue
		}
		var spent Spent
		spent.Give(c.Clone()) // a spent state with no window, and so none spare
		first, err := applyRolling(c, opens, sheet.NewDiceSource(seed), &spent)
		if err != nil || first.State == nil || first.State.Window == nil {
			t.Fatalf("seed %d: %s opens no window: %v", seed, opens.Type(), err)
		}
		spent.Give(c.Clone())
		second, err := applyRolling(c, opens, sheet.NewDiceSource(seed), &spent)
		if err != nil || second.State == nil {
			t.Fatalf("seed %d: %s fails again: %v", seed, opens.Type(), err)
		}
		if second.State.Window == first.State.Window {
			t.Fatalf("seed %d: a copy opened its window in the window of a state in use", seed)
		}
		w := first.State.Window
		spent.Give(first.State)
		third, err := applyRolling(c, opens, sheet.NewDiceSource(seed), &spent)
		if err != nil || third.State == nil {
			t.Fatalf("seed %d: %s fails in spent memory: %v", seed, opens.Type(), err)
		}
		if third.State.Window != w {
			t.Fatalf("seed %d: the spent state's window was not used again", seed)
		}
		if viewJSON(t, third.State) != viewJSON(t, second.State) {
			t.Fatalf("seed %d: the window opened in spent memory reads differently", seed)
		}
		return
	}
	t.Fatal("no seed reached a turn with a move or an attack to declare")
}
