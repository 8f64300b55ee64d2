package tactics

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// A simulated fight answers who rolls initiative as the engine reaches
// the decision (asAsked), where it used to stop, weigh each roller by
// trial and apply the command again. At every such decision of whole
// brawl fights the answer in place must be the trials' own, and the
// trials must have been weighed (a PC team with a choice of rollers).
func TestAsAsked_InitiativeRollerIsWhatTheTrialsChoose(t *testing.T) {
	start := brawlStart(t)
	weighed, all := 0, 0
	for fight := 0; fight < 30; fight++ {
		c, src := start, sheet.NewDiceSource(RunSeed(11, fight))
		var spent combat.Spent
		for steps := 0; c.Phase != combat.PhaseEnded && c.Round <= 8 && steps < 600; steps++ {
			choice, err := next(c, nil, false)
			if err != nil {
				t.Fatal(err)
			}
			res, err := combat.ApplyPlaying(c, choice.Command, combat.Playing{Dice: src})
			if err != nil {
				t.Fatal(err)
			}
			for cmd := res.Command; res.Decision != nil; cmd = res.Command {
				d := res.Decision
				ans, _, err := decideTried(c, cmd, d, src, &spent)
				if err != nil {
					t.Fatal(err)
				}
				if d.Kind == combat.DecideInitiativeRoller {
					all++
					byTrial, _, _, err := chooseByTrial(c, cmd, d, lookahead, nil, false)
					if err != nil {
						t.Fatal(err)
					}
					early, ok := (&asAsked{c: c, cmd: cmd}).answer(d, nil)
					if !ok {
						t.Fatalf("round %d: who rolls initiative was not answered in place", c.Round)
					}
					if jsonOf(t, early) != jsonOf(t, byTrial) || jsonOf(t, early) != jsonOf(t, ans) {
						t.Fatalf("round %d: who rolls: in place %s, by trial %s, decided %s", c.Round, jsonOf(t, early), jsonOf(t, byTrial), jsonOf(t, ans))
					}
					if deciderTeam(c, d) != "" && len(d.Options) > 1 {
						weighed++
					}
				}
				if cmd, err = combat.Answer(cmd, d, ans); err != nil {
					t.Fatal(err)
				}
				if res, err = combat.ApplyPlaying(c, cmd, combat.Playing{Dice: src}); err != nil {
					t.Fatal(err)
				}
			}
			c = res.State
		}
	}
	t.Logf("%d roller decisions, %d weighed by trial", all, weighed)
	if weighed == 0 {
		t.Fatal("no roller was weighed by trial: the test proves nothing")
	}
}

// A roller command that already holds a roll is left to the trials: the
// answer in place covers only the choice made before any die.
func TestAsAsked_InitiativeRollerWithARollWrittenIsAsked(t *testing.T) {
	d := &sheet.Decision{Kind: combat.DecideInitiativeRoller, Options: []sheet.Option{sheet.NewOption("a", "a"), sheet.NewOption("b", "b")}}
	withRoll := &combat.Initiative{Rolls: map[string]*sheet.RollRecord{"crew": {Dice: &sheet.Roll{Tens: 1, Ones: 2}}}}
	if _, ok := (&asAsked{c: brawlStart(t), cmd: withRoll}).answer(d, nil); ok {
		t.Fatal("a roller was answered in place for a command holding a roll")
	}
	if ans, ok := (&asAsked{c: brawlStart(t), cmd: &combat.Initiative{}}).answer(d, nil); !ok || jsonOf(t, ans) != `"a"` {
		t.Fatalf("the first roller offered was not taken in place: %v %v", jsonOf(t, ans), ok)
	}
}
