package combat

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// settle plays cmd to its end from c: apply runs it, and every decision is
// answered, dice from src and the rest at random from rng, until the
// command is done, refused or still asking after many answers. It reports
// the end as text: the state's view, or the error, with the command as
// last applied.
func settle(t *testing.T, c *Combat, cmd Command, src *sheet.DiceSource, rng *rand.Rand,
	apply func(*Combat, Command, *sheet.DiceSource, *Spent) (Result, error)) string {
	t.Helper()
	res, err := apply(c, cmd, src, nil)
	for tries := 0; err == nil && res.Decision != nil && tries < 60; tries++ {
		cmd = res.Command
		d := res.Decision
		var ans any
		if d.Dice != nil {
			ans = d.Dice.Answer(src.Roll())
		} else {
			ans = randomAnswer(rng, d)
		}
		if cmd, err = Answer(cmd, d, ans); err == nil {
			res, err = apply(c, cmd, src, nil)
		}
	}
	if err != nil {
		return "refused: " + err.Error()
	}
	data, merr := MarshalCommand(res.Command)
	if merr != nil {
		t.Fatal(merr)
	}
	if res.Decision != nil {
		return fmt.Sprintf("still asking %s after %s", res.Decision.Field, data)
	}
	// The command as written out replays to the same state, dice and all.
	again, err := ApplySilently(c, res.Command)
	if err != nil || again.State == nil || viewJSON(t, again.State) != viewJSON(t, res.State) {
		t.Fatalf("%s does not replay to the state it reached: %v", data, err)
	}
	return fmt.Sprintf("%s -> %s (%d draws)", data, viewJSON(t, res.State), src.Draws())
}

func answeringEach(c *Combat, cmd Command, _ *sheet.DiceSource, _ *Spent) (Result, error) {
	res, err := ApplySilently(c, cmd)
	if res.Command == nil {
		res.Command = cmd
	}
	return res, err
}

// Rolling the dice inside the command (ApplyPlaying) must be answering
// each dice decision in turn with the same dice: the same state, the same
// command written out, the same number of draws, for every act and
// reaction of random combats under every edition (attacks, defends,
// counterattacks, intercepts, All-Out Defend, grapples, Speed moves,
// first aid, rallies, initiative).
func TestApplyRolling_IsAnsweringEachDiceDecisionInTurn(t *testing.T) {
	checked := 0
	everyCandidate(t, propertySeeds, 99, func(seed uint64) []sheet.Character {
		chars := standardTeams()
		if seed%2 == 0 { // everyone at the bar: grapples and melee at once
			for i := range chars {
				chars[i].Area = "bar"
			}
		}
		return chars
	}, func(seed, k uint64, c *Combat, cmd Command) {
		want := settle(t, c, cmd, sheet.NewDiceSource(k), rand.New(rand.NewPCG(k, 5)), answeringEach)
		got := settle(t, c, cmd, sheet.NewDiceSource(k), rand.New(rand.NewPCG(k, 5)), applyRolling)
		if got != want {
			t.Fatalf("seed %d, %s:\nanswering each: %s\nrolling:        %s", seed, cmd.Type(), want, got)
		}
		checked++
	})
	if checked < 15*propertySeeds {
		t.Fatalf("only %d commands were compared", checked)
	}
}

// everyCandidate plays seeds random combats of every edition on the
// club with a door (the characters chars gives for each seed), and at
// every second entry hands visit each command the table could submit,
// with a key for its own random sources.
func everyCandidate(t *testing.T, seeds int, salt uint64, chars func(seed uint64) []sheet.Character, visit func(seed, k uint64, c *Combat, cmd Command)) {
	t.Helper()
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		s := sessionFor(t, editionForSeed(seed), clubWithDoor(t), chars(seed))
		randomPlay(t, s, rand.New(rand.NewPCG(seed, salt)), 160, func(s *Session, _ Command) {
			if len(s.Log())%2 != 0 {
				return
			}
			c := s.State()
			for i, cmd := range candidates(c) {
				visit(seed, seed*1000+uint64(i), c, cmd)
			}
		})
	}
}

// An All-Out Defend roll asks for its dice in its own way (no re-roll, no
// critical); random play seldom reaches it, so it is played here under
// many dice.
func TestApplyRolling_IsAnsweringEachDiceDecisionInTurn_AllOutDefend(t *testing.T) {
	s := newSession(t, clubMapFor(t), person("a", "crew", sheet.PC, 50, "bar", nil, knife1H),
		person("g", "thugs", sheet.NPC, 50, "bar", []sheet.AbilityID{"all-out-defend"}))
	play(t, s, crewFirst, `{"type":"all-out-defend","character":"g"}`, `{"type":"attack","attacker":"a","target":"g","weapon":"knife"}`,
		`{"type":"react","character":"g","kind":"defend"}`)
	for k := uint64(1); k <= 200; k++ {
		want := settle(t, s.State(), &Resolve{}, sheet.NewDiceSource(k), rand.New(rand.NewPCG(k, 5)), answeringEach)
		got := settle(t, s.State(), &Resolve{}, sheet.NewDiceSource(k), rand.New(rand.NewPCG(k, 5)), applyRolling)
		if got != want {
			t.Fatalf("dice seed %d:\nanswering each: %s\nrolling:        %s", k, want, got)
		}
	}
}

// An Intercept's hit is read again after its attack roll (the unarmed
// stop is offered only on a hit): the thrown dice must be read there too.
func TestApplyRolling_IsAnsweringEachDiceDecisionInTurn_UnarmedIntercept(t *testing.T) {
	s := newSession(t, clubMapFor(t), person("m", "crew", sheet.PC, 50, "dance-floor", nil),
		person("g", "thugs", sheet.NPC, 70, "dance-floor", []sheet.AbilityID{"unarmed-combat", "unarmed-intercept-stop"}))
	play(t, s, crewFirst, `{"type":"move","character":"m","to":"bar"}`, `{"type":"react","character":"g","kind":"intercept"}`)
	stops := 0
	for k := uint64(1); k <= 200; k++ {
		want := settle(t, s.State(), &Resolve{}, sheet.NewDiceSource(k), rand.New(rand.NewPCG(k, 5)), answeringEach)
		got := settle(t, s.State(), &Resolve{}, sheet.NewDiceSource(k), rand.New(rand.NewPCG(k, 5)), applyRolling)
		if got != want {
			t.Fatalf("dice seed %d:\nanswering each: %s\nrolling:        %s", k, want, got)
		}
		if strings.Contains(got, `"stop":`) {
			stops++
		}
	}
	if stops == 0 {
		t.Fatal("no intercept hit, so the stop was never offered")
	}
}

// applyRolling plays a command with the app's dice and no chooser: the
// dice alone answered where the command reaches them.
func applyRolling(c *Combat, cmd Command, src *sheet.DiceSource, spent *Spent) (Result, error) {
	return ApplyPlaying(c, cmd, Playing{Dice: src, Spent: spent})
}
