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

// An attack's own roll is written in without reflection (sheet.RollThrown):
// for every mix of its dice, re-roll, re-rolled dice and critical choice,
// on a resolve with and without a roll of its own, withDice gives what
// sheet.WithThrown gives, leaves the command as it was, and shares no
// roll record with it; a field elsewhere goes the general way.
func TestWithDice_AnAttacksOwnRollIsWhatWithThrownWrites(t *testing.T) {
	to := 42
	first := sheet.Roll{Tens: 3, Ones: 4, By: sheet.ByApp, Seed: 1, Draw: 1}
	again := sheet.Roll{Tens: 3, Ones: 9, By: sheet.ByApp, Seed: 1, Draw: 2}
	steps := []sheet.Thrown{
		{Field: "roll.dice", Dice: first},
		{Field: "roll.reroll", Choice: sheet.Reroll{Dice: sheet.RerollOnes}},
		{Field: "roll.reroll.result", Dice: again},
		{Field: "roll.crit", Choice: sheet.CritChoice{Take: sheet.CritExtraAction}},
		{Field: "roll.crit", Choice: sheet.CritChoice{Take: sheet.CritAdjust, To: &to}},
		{Field: "roll.reroll", Choice: sheet.Reroll{Dice: sheet.RerollBoth, Result: &again}},
		{Field: "reactions.guard.roll.dice", Dice: first},
	}
	cmds := []*Resolve{
		{},
		{Roll: &sheet.RollRecord{Dice: &first}, DamageDie: sheet.OnesDie},
		{Roll: &sheet.RollRecord{Dice: &first, Reroll: &sheet.Reroll{Dice: sheet.RerollTens}}, Reactions: map[sheet.CharacterID]*ReactionRoll{"guard": {}}},
	}
	checked := 0
	for _, r := range cmds {
		for mask := 1; mask < 1<<len(steps); mask++ {
			var thrown []sheet.Thrown
			for i, s := range steps {
				if mask&(1<<i) != 0 {
					thrown = append(thrown, s)
				}
			}
			before, _ := MarshalCommand(r)
			want, ok := sheet.WithThrown(r, thrown)
			if !ok {
				continue
			}
			got, err := withDice(r, thrown)
			if err != nil {
				t.Fatal(err)
			}
			gotJS, _ := MarshalCommand(got)
			wantJS, _ := MarshalCommand(want.(Command))
			if string(gotJS) != string(wantJS) {
				t.Fatalf("%v:\n written %s\n want    %s", thrown, gotJS, wantJS)
			}
			if after, _ := MarshalCommand(r); string(after) != string(before) {
				t.Fatalf("%v: the command changed:\n%s\n%s", thrown, before, after)
			}
			if g := got.(*Resolve); r.Roll != nil && mask&(1<<6) == 0 && (g.Roll == r.Roll || (g.Roll.Reroll != nil && g.Roll.Reroll == r.Roll.Reroll && mask&0b100 != 0)) {
				t.Fatalf("%v: the roll written in is the command's own", thrown)
			}
			checked++
		}
	}
	if checked < 100 {
		t.Errorf("only %d mixes checked", checked)
	}
}
