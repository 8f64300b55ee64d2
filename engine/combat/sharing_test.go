package combat

import (
	"math/rand/v2"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// An answer shares all but the path to its field with the command it
// answers (sheet.WithField copies only that path), so no command may be
// written into once made. In random combats every candidate command is
// answered decision by decision; each command of the chain, and the one
// ApplyPlaying writes its dice into, is applied loud, silent and rolling,
// and every command met must still write the JSON it wrote when made.
func TestCommands_AreNeverWrittenInPlace(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 8; seed++ {
		s := sessionFor(t, editionForSeed(seed), clubWithDoor(t), standardTeams())
		rng := rand.New(rand.NewPCG(seed, 7))
		src := sheet.NewDiceSource(seed)
		randomPlay(t, s, rng, 120, func(s *Session, _ Command) {
			c := s.State()
			for _, cmd := range candidates(c) {
				var made []Command
				var was []string
				keep := func(cmd Command) {
					js, _ := MarshalCommand(cmd)
					made, was = append(made, cmd), append(was, string(js))
				}
				tryAll := func(cmd Command) (Result, error) {
					res, err := Apply(c, cmd)
					ApplySilently(c, cmd)
					if rolled, err := applyRolling(c, cmd, src, nil); err == nil {
						keep(rolled.Command)
						ApplySilently(c, rolled.Command)
					}
					for i, m := range made {
						if js, _ := MarshalCommand(m); string(js) != was[i] {
							t.Fatalf("seed %d: a %s was written into:\n was %s\n now %s", seed, m.Type(), was[i], js)
						}
						checked++
					}
					return res, err
				}
				keep(cmd)
				res, err := tryAll(cmd)
				for tries := 0; err == nil && res.Decision != nil && tries < 30; tries++ {
					if cmd, err = Answer(cmd, res.Decision, randomAnswer(rng, res.Decision)); err != nil {
						t.Fatalf("seed %d: answering %s: %v", seed, res.Decision.Field, err)
					}
					keep(cmd)
					res, err = tryAll(cmd)
				}
			}
		})
	}
	t.Logf("%d commands checked after an apply", checked)
}

// sheet.WithThrown writes every die in one copy, reusing the maps and
// pointers that copy made for an earlier die: it must give what answering
// the dice one by one gives, and leave the command as it was.
func TestWithThrown_IsAnsweringEachDieInTurn(t *testing.T) {
	die := func(n int) sheet.Roll {
		return sheet.Roll{Tens: n / 10, Ones: n % 10, By: sheet.ByApp, Seed: 1, Draw: uint64(n)}
	}
	cases := []struct {
		cmd    Command
		fields []string
	}{
		{&Resolve{Reactions: map[sheet.CharacterID]*ReactionRoll{"guard": {}, "dog": {DamageDie: sheet.TensDie}}},
			[]string{"roll.dice", "reactions.guard.roll.dice", "reactions.dog.roll.dice", "reactions.guard.roll.reroll.result"}},
		{&Initiative{Order: []string{"a", "b"}, Rolls: map[string]*sheet.RollRecord{"b": {}}},
			[]string{"rolls.a.dice", "rolls.b.dice", "rolls.St~1 Cloud.dice", "rolls.a.reroll.result"}},
	}
	for _, tc := range cases {
		before, _ := MarshalCommand(tc.cmd)
		var thrown []sheet.Thrown
		want := tc.cmd
		for i, f := range tc.fields {
			thrown = append(thrown, sheet.Thrown{Field: f, Dice: die(11 * (i + 1))})
			var err error
			if want, err = sheet.SetCommandField(logRules{}, want, f, die(11*(i+1))); err != nil {
				t.Fatal(err)
			}
		}
		got, ok := sheet.WithThrown(tc.cmd, thrown)
		if !ok {
			t.Fatalf("%s: WithThrown refuses", tc.cmd.Type())
		}
		gotJS, _ := MarshalCommand(got.(Command))
		wantJS, _ := MarshalCommand(want)
		if string(gotJS) != string(wantJS) {
			t.Fatalf("%s:\n one copy %s\n in turn  %s", tc.cmd.Type(), gotJS, wantJS)
		}
		if after, _ := MarshalCommand(tc.cmd); string(after) != string(before) {
			t.Fatalf("%s: the command changed:\n%s\n%s", tc.cmd.Type(), before, after)
		}
	}
}
