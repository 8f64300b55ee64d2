package combat

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Answering who rolls initiative, a team order, a re-roll or a critical success where the
// command reaches it (ApplyPlaying with a chooser) must be answering each decision in
// turn with the same answers: the same state, command written out and
// draws, for every act and reaction of random combats under every
// edition. The chooser and the answers given in turn draw from one
// random source, so they give the same answers only in the same order.
// Playing unlogged must differ only in leaving a done command unwritten.
func TestApplyPlaying_IsAnsweringEachDecisionInTurn(t *testing.T) {
	checked, chosen := 0, map[sheet.DecisionKind]int{}
	everyCandidate(t, propertySeeds*2/3, 98, func(seed uint64) []sheet.Character {
		chars := standardTeams()
		if seed%2 == 1 {
			chars[1].Level, chars[1].MaxLevel = chars[0].Level, chars[0].MaxLevel // two at the crew's highest level: who rolls is asked
		}
		return chars
	}, func(seed, k uint64, c *Combat, cmd Command) {
		want := settle(t, c, cmd, sheet.NewDiceSource(k), rand.New(rand.NewPCG(k, 5)), answeringEach)
		rng := rand.New(rand.NewPCG(k, 5))
		choose := func(d *sheet.Decision, _ []sheet.Thrown) (any, bool) {
			if d.Kind != DecideInitiativeRoller && d.Kind != DecideTeamOrder && d.Kind != sheet.DecideCritical && d.Kind != sheet.DecideReroll {
				return nil, false
			}
			chosen[d.Kind]++
			return randomAnswer(rng, d), true
		}
		playing := func(c *Combat, cmd Command, src *sheet.DiceSource, spent *Spent) (Result, error) {
			return ApplyPlaying(c, cmd, Playing{Dice: src, Choose: choose, Spent: spent})
		}
		if got := settle(t, c, cmd, sheet.NewDiceSource(k), rng, playing); got != want {
			t.Fatalf("seed %d, %s:\nanswering each: %s\nplaying:        %s", seed, cmd.Type(), want, got)
		}
		// Unlogged, a command that is done is not written out;
		// everything else is the same.
		logged, errL := ApplyPlaying(c, cmd, Playing{Dice: sheet.NewDiceSource(k)})
		unlogged, errU := ApplyPlaying(c, cmd, Playing{Dice: sheet.NewDiceSource(k), Unlogged: true})
		if fmt.Sprint(errL) != fmt.Sprint(errU) || stateJSON(t, logged) != stateJSON(t, unlogged) {
			t.Fatalf("seed %d, %s: unlogged play differs: %v / %v", seed, cmd.Type(), errL, errU)
		}
		if (unlogged.Command == nil) != (unlogged.State != nil) && errU == nil {
			t.Fatalf("seed %d, %s: unlogged, a done command is written out or one asking is not", seed, cmd.Type())
		}
		if unlogged.Decision != nil && commandJSON(t, unlogged.Command) != commandJSON(t, logged.Command) {
			t.Fatalf("seed %d, %s: unlogged, the command asking differs", seed, cmd.Type())
		}
		checked++
	})
	t.Logf("%d commands compared, answers chosen as asked: %v", checked, chosen)
	if checked < 15*propertySeeds || chosen[DecideInitiativeRoller] < propertySeeds/3 || chosen[DecideTeamOrder] < propertySeeds/3 || chosen[sheet.DecideCritical] < propertySeeds/3 || chosen[sheet.DecideReroll] < propertySeeds/3 {
		t.Fatalf("only %d commands compared, answers chosen: %v", checked, chosen)
	}
}

func commandJSON(t *testing.T, cmd Command) string {
	t.Helper()
	data, err := MarshalCommand(cmd)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
