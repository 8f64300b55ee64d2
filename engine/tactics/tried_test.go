package tactics

import (
	"testing"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// A simulated fight takes the trial that chose an answer as the answer's
// result instead of applying it again, and answers some decisions as the
// engine reaches them (asAsked). In whole fights, at every decision
// answered by trial, the answer must be Decide's, and applying it with
// ApplyPlaying (dice only) must throw no dice and reach the trial's command and
// state; every answer asAsked gives must be Decide's.
func TestTriedAnswer_IsWhatApplyingItGives(t *testing.T) {
	start := brawlStart(t)
	checked, asked := 0, 0
	for fight := 0; fight < 12; fight++ {
		c, src := start, sheet.NewDiceSource(RunSeed(5, fight))
		var spent combat.Spent // trials made in reused memory, as in a fight
		for steps := 0; c.Phase != combat.PhaseEnded && c.Round <= 4 && steps < 400; steps++ {
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
				ans, tried, err := decideTried(c, cmd, d, src, &spent)
				if err != nil {
					t.Fatal(err)
				}
				if d.Dice == nil {
					want, _, _ := Decide(c, cmd, d, src)
					if jsonOf(t, want) != jsonOf(t, ans) {
						t.Fatalf("%s: answered %s, Decide answers %s", d.Kind, jsonOf(t, ans), jsonOf(t, want))
					}
					if early, ok := (&asAsked{c: c, cmd: cmd}).answer(d, nil); ok {
						if jsonOf(t, early) != jsonOf(t, want) {
							t.Fatalf("%s: answered as asked %s, Decide answers %s", d.Kind, jsonOf(t, early), jsonOf(t, want))
						}
						asked++
					}
				}
				answered, err := combat.Answer(cmd, d, ans)
				if err != nil {
					t.Fatal(err)
				}
				draws := src.Draws()
				if res, err = combat.ApplyPlaying(c, answered, combat.Playing{Dice: src}); err != nil {
					t.Fatal(err)
				}
				if tried == nil {
					continue
				}
				if src.Draws() != draws {
					t.Fatalf("%s: applying the tried answer threw dice", d.Kind)
				}
				if a, b := commandJSON(t, res.Command), commandJSON(t, tried.Command); a != b {
					t.Fatalf("%s: the trial's command differs:\n %s\n %s", d.Kind, b, a)
				}
				if a, b := jsonOf(t, []any{res.State, res.State.Roster}), jsonOf(t, []any{tried.State, tried.State.Roster}); a != b || res.Decision != nil {
					t.Fatalf("%s: the trial's state differs:\n %s\n %s", d.Kind, b, a)
				}
				checked++
			}
			c = res.State
		}
	}
	t.Logf("%d tried answers checked, %d answered as asked", checked, asked)
	if checked == 0 || asked == 0 {
		t.Fatal("no answer was tried: the test proves nothing")
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

func commandJSON(t *testing.T, cmd combat.Command) string {
	t.Helper()
	data, err := combat.MarshalCommand(cmd)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// rerollWins tries ten digits for a one-die re-roll where all 100 throws
// were tried: the counts must be those of the 100, for every first roll,
// level and edition.
func TestRerollWins_CountsEveryThrow(t *testing.T) {
	for _, e := range sheet.Editions() {
		for first := 0; first < 100; first++ {
			r := sheet.Roll{Tens: first / 10, Ones: first % 10}
			for level := 0; level <= 100; level += 7 {
				for _, which := range []sheet.RerollDice{sheet.RerollTens, sheet.RerollOnes, sheet.RerollBoth} {
					want := 0
					for v := 0; v < 100; v++ {
						if e.Evaluate(sheet.Rerolled(r, which, sheet.Roll{Tens: v / 10, Ones: v % 10}), level).Success {
							want++
						}
					}
					if got := rerollWins(e, r, which, level); got != want {
						t.Fatalf("%s: %v re-rolling %s at %d: %d wins, the 100 throws give %d", e, r, which, level, got, want)
					}
				}
			}
		}
	}
}
