package tactics

import (
	"reflect"
	"testing"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// damageDieAsks are the "which die is damage" decisions of a few brawl
// fights, with the state and the command that asked each, as a simulated
// fight meets them (the command with its dice written in).
type damageDieAsk struct {
	c   *combat.Combat
	cmd combat.Command
	d   *sheet.Decision
}

func damageDieAsks(t testing.TB, fights int) []damageDieAsk {
	t.Helper()
	start := brawlStart(t)
	var asks []damageDieAsk
	for seed := uint64(1); seed <= uint64(fights); seed++ {
		c, src := start, sheet.NewDiceSource(seed)
		for step := 0; step < 400 && c.Phase != combat.PhaseEnded; step++ {
			choice, err := next(c, nil, false)
			if err != nil {
				t.Fatal(err)
			}
			res, err := combat.ApplyPlaying(c, choice.Command, combat.Playing{Dice: src, Unlogged: true})
			for err == nil && res.Decision != nil {
				cmd := res.Command
				if res.Decision.Kind == sheet.DecideAssignDice {
					asks = append(asks, damageDieAsk{c, cmd, res.Decision})
				}
				var ans any
				if ans, _, err = Decide(c, cmd, res.Decision, src); err == nil {
					if cmd, err = combat.Answer(cmd, res.Decision, ans); err == nil {
						res, err = combat.ApplyPlaying(c, cmd, combat.Playing{Dice: src, Unlogged: true})
					}
				}
			}
			if err != nil {
				t.Fatal(err)
			}
			c = res.State
		}
	}
	return asks
}

// BenchmarkDecideTried_DamageDie is the tactics' answer to each "which
// die is damage" of four brawl fights, each answer tried, as a simulated
// fight answers it (in spent memory, the chosen trial's state kept and
// then given back).
func BenchmarkDecideTried_DamageDie(b *testing.B) {
	asks := damageDieAsks(b, 4)
	spent := new(combat.Spent)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, a := range asks {
			_, tried, err := decideTried(a.c, a.cmd, a.d, nil, spent)
			if err != nil {
				b.Fatal(err)
			}
			if tried != nil {
				spent.Give(tried.State)
			}
		}
	}
	b.ReportMetric(float64(len(asks)), "asks")
}

// A trial passes which die is damage as the die itself, boxed once: the
// command it answers is the one the option's own value gives, for both
// options of every such decision of a few brawl fights.
func TestTrialAnswer_TheDamageDieAnswersAsTheOptionsValue(t *testing.T) {
	asks := damageDieAsks(t, 4)
	if len(asks) < 20 {
		t.Fatalf("only %d damage die decisions", len(asks))
	}
	for _, a := range asks {
		for i := range a.d.Options {
			o := &a.d.Options[i]
			ans := trialAnswer(a.cmd, a.d, o)
			if _, isDie := ans.(sheet.Die); !isDie {
				t.Fatalf("%s: the trial answers %T, not a die", o.Label, ans)
			}
			want, err := combat.Answer(a.cmd, a.d, o.Value)
			if err != nil {
				t.Fatal(err)
			}
			got, err := combat.Answer(a.cmd, a.d, ans)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%s: answered with %v the command is %+v, with the option's value %+v", o.Label, ans, got, want)
			}
		}
	}
}
