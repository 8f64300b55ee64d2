package combat

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"

	json "github.com/goccy/go-json"
)

// Answer sets a decision's field on a copy directly (sheet.WithField)
// instead of through the command's JSON. In random combats, every
// decision met while trying every candidate command is answered both
// ways, with random legal answers of every kind, and the two commands
// must write the same JSON; the command answered stays as it was, and
// sheet.FieldAt reads the dice back where they were put.
func TestWithField_GivesWhatTheJSONRoundTripGives(t *testing.T) {
	answers, direct, read := 0, 0, 0
	for seed := uint64(1); seed <= 12; seed++ {
		s := sessionFor(t, editionForSeed(seed), clubWithDoor(t), standardTeams())
		rng := rand.New(rand.NewPCG(seed, 5))
		randomPlay(t, s, rng, 120, func(s *Session, _ Command) {
			c := s.State()
			for _, cmd := range candidates(c) {
				res, err := Apply(c, cmd)
				for tries := 0; err == nil && res.Decision != nil && tries < 30; tries++ {
					d := res.Decision
					ans := randomAnswer(rng, d)
					before, _ := MarshalCommand(cmd)
					want, err := sheet.SetCommandField(logRules{}, cmd, d.Field, ans)
					if err != nil {
						t.Fatalf("seed %d: the JSON way refuses %s: %v", seed, d.Field, err)
					}
					if _, ok := sheet.WithField(cmd, sheet.SplitField(d.Field), ans); ok {
						direct++
					}
					got, err := Answer(cmd, d, ans)
					if err != nil {
						t.Fatalf("seed %d: %s: %v", seed, d.Field, err)
					}
					wantJS, _ := MarshalCommand(want)
					gotJS, _ := MarshalCommand(got)
					if string(wantJS) != string(gotJS) {
						t.Fatalf("seed %d: answering %s with %v:\n direct %s\n JSON   %s", seed, d.Field, ans, gotJS, wantJS)
					}
					if after, _ := MarshalCommand(cmd); string(after) != string(before) {
						t.Fatalf("seed %d: answering %s changed the command answered:\n%s\n%s", seed, d.Field, before, after)
					}
					if r, isRoll := ans.(sheet.Roll); isRoll {
						if v, ok := sheet.FieldAt(got, sheet.SplitField(d.Field)); ok {
							if v != r {
								t.Fatalf("seed %d: FieldAt reads %v at %s, where the answer put %v", seed, v, d.Field, r)
							}
							read++
						}
					}
					answers++
					cmd = got
					res, err = Apply(c, cmd)
				}
			}
		})
	}
	t.Logf("%d answers, %d set directly, %d dice read back", answers, direct, read)
	if direct == 0 || answers == 0 || read == 0 {
		t.Fatal("no answer was set directly: the test proves nothing")
	}
}

// ApplySilently only leaves the narration out: in random combats, every
// candidate command reaches the same state, decision or refusal both ways.
func TestApplySilently_ReachesWhatApplyReaches(t *testing.T) {
	tried := 0
	for seed := uint64(1); seed <= 8; seed++ {
		s := sessionFor(t, editionForSeed(seed), clubWithDoor(t), standardTeams())
		randomPlay(t, s, rand.New(rand.NewPCG(seed, 6)), 120, func(s *Session, _ Command) {
			c := s.State()
			for _, cmd := range candidates(c) {
				loud, errL := Apply(c, cmd)
				quiet, errQ := ApplySilently(c, cmd)
				if fmt.Sprint(errL) != fmt.Sprint(errQ) {
					t.Fatalf("seed %d: %s: Apply says %v, ApplySilently %v", seed, cmd.Type(), errL, errQ)
				}
				if quiet.Narration != "" {
					t.Fatalf("seed %d: %s: ApplySilently narrates %q", seed, cmd.Type(), quiet.Narration)
				}
				if a, b := stateJSON(t, loud), stateJSON(t, quiet); a != b {
					t.Fatalf("seed %d: %s: the states differ:\n%s\n%s", seed, cmd.Type(), a, b)
				}
				tried++
			}
		})
	}
	t.Logf("%d commands tried both ways", tried)
}

func stateJSON(t *testing.T, r Result) string {
	t.Helper()
	var roster *sheet.Roster
	if r.State != nil {
		roster = r.State.Roster
	}
	data, err := json.Marshal(struct {
		State    *Combat
		Roster   *sheet.Roster
		Decision *sheet.Decision
	}{r.State, roster, r.Decision})
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// Which die is damage is answered without the reflecting path copy: for
// each way of naming a die (an option's value, a Die) the command must
// write what the JSON way writes, and the command answered stays as it was.
func TestAnswer_DamageDieGivesWhatTheJSONGives(t *testing.T) {
	roll := &sheet.RollRecord{Dice: &sheet.Roll{Tens: 3, Ones: 7}}
	r := &Resolve{Roll: roll, Reactions: map[sheet.CharacterID]*ReactionRoll{"b": {}}}
	var cmd Command = r
	d := &sheet.Decision{Kind: sheet.DecideAssignDice, Field: "damageDie"}
	for _, ans := range []any{
		json.RawMessage(`"tens"`), json.RawMessage(`"ones"`), sheet.TensDie, sheet.OnesDie,
		json.RawMessage(` "ones"`), "tens",
	} {
		before, _ := MarshalCommand(cmd)
		want, err := sheet.SetCommandField(logRules{}, cmd, d.Field, ans)
		if err != nil {
			t.Fatalf("the JSON way refuses %v: %v", ans, err)
		}
		got, err := Answer(cmd, d, ans)
		if err != nil {
			t.Fatalf("%v: %v", ans, err)
		}
		wantJS, _ := MarshalCommand(want)
		gotJS, _ := MarshalCommand(got)
		if string(wantJS) != string(gotJS) {
			t.Errorf("answering %v:\n direct %s\n JSON   %s", ans, gotJS, wantJS)
		}
		if after, _ := MarshalCommand(cmd); string(after) != string(before) || r.DamageDie != "" {
			t.Errorf("answering %v changed the command answered:\n%s\n%s", ans, before, after)
		}
	}
}

// BenchmarkAnswer_DamageDie: one answer to which die is damage, which a
// simulated fight gives twice for each hit it weighs.
func BenchmarkAnswer_DamageDie(b *testing.B) {
	cmd := &Resolve{Roll: &sheet.RollRecord{Dice: &sheet.Roll{Tens: 3, Ones: 7}}}
	d := &sheet.Decision{Kind: sheet.DecideAssignDice, Field: "damageDie",
		Options: []sheet.Option{sheet.NewOption(sheet.TensDie, ""), sheet.NewOption(sheet.OnesDie, "")}}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Answer(cmd, d, d.Options[i%2].Value); err != nil {
			b.Fatal(err)
		}
	}
}
