package tactics

import (
	"reflect"
	"slices"
	"testing"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// fightMaps are the maps the tests of the fight's shortcuts play.
var fightMaps = []string{"../../assets/maps/nightclub-brawl.unhex", "../testdata/combat/map-examples.unhex", "testdata/three-sides.unhex", "testdata/duel.unhex"}

// playFights plays a few whole fights of each map with the tactics,
// through Apply and Decide, and gives state to see every state reached
// and decision every decision asked (either may be nil).
func playFights(t *testing.T, state func(c *combat.Combat), decision func(c *combat.Combat, cmd combat.Command, d *sheet.Decision)) {
	t.Helper()
	var seeState func(string, uint64, *combat.Combat)
	if state != nil {
		seeState = func(_ string, _ uint64, c *combat.Combat) { state(c) }
	}
	var seeDecision func(string, uint64, *combat.Combat, combat.Command, *sheet.Decision)
	if decision != nil {
		seeDecision = func(_ string, _ uint64, c *combat.Combat, cmd combat.Command, d *sheet.Decision) { decision(c, cmd, d) }
	}
	playEach(t, fightMaps, 4, 400, seeState, seeDecision)
}

// playEach plays fights on each map, at seeds 1 to seeds, the tactics
// choosing every act and every answer (Decide), for at most steps
// commands, and gives state every state reached and decision every
// decision asked (either may be nil).
func playEach(t testing.TB, paths []string, seeds uint64, steps int,
	state func(path string, seed uint64, c *combat.Combat),
	decision func(path string, seed uint64, c *combat.Combat, cmd combat.Command, d *sheet.Decision)) {
	t.Helper()
	for _, path := range paths {
		start := startCombat(t, path)
		for seed := uint64(1); seed <= seeds; seed++ {
			c, src := start, sheet.NewDiceSource(seed)
			for step := 0; step < steps && c.Phase != combat.PhaseEnded; step++ {
				if state != nil {
					state(path, seed, c)
				}
				choice, err := next(c, nil, false)
				if err != nil {
					t.Fatal(err)
				}
				cmd := choice.Command
				res, err := combat.Apply(c, cmd)
				for err == nil && res.Decision != nil {
					d := res.Decision
					if decision != nil {
						decision(path, seed, c, cmd, d)
					}
					var ans any
					if ans, _, err = Decide(c, cmd, d, src); err == nil {
						if cmd, err = combat.Answer(cmd, d, ans); err == nil {
							res, err = combat.Apply(c, cmd)
						}
					}
				}
				if err != nil {
					t.Fatalf("%s seed %d round %d: %v", path, seed, c.Round, err)
				}
				c = res.State
			}
		}
	}
}

// reactionWindows gives see every state of playFights with a reaction
// window open.
func reactionWindows(t *testing.T, see func(c *combat.Combat)) {
	t.Helper()
	playFights(t, func(c *combat.Combat) {
		if c.Window != nil {
			see(c)
		}
	}, nil)
}

// The reaction the tactics take is the first best worth more than its
// action among every reactor's reactions, each scored in full, reactors in
// listing order: leaving unweighed the reactions that cannot beat the best
// so far changes no choice.
func TestNextReaction_ChoosesTheBestOfEveryReactionScoredInFull(t *testing.T) {
	windows := 0
	reactionWindows(t, func(c *combat.Combat) {
		windows++
		opts := c.AppendAllowedReactions(nil)
		want := Choice{Kind: "resolve", Command: &combat.Resolve{}}
		var seen []sheet.CharacterID
		for _, o := range opts {
			if seen = append(seen, o.By); len(seen) > 1 && containsID(seen[:len(seen)-1], o.By) {
				continue
			}
			for _, r := range newEye(c, false).reactions(opts, o.By) {
				if r.Gain > want.Gain {
					want = r
				}
			}
		}
		for _, explain := range []bool{false, true} {
			got := nextReaction(newEye(c, explain), nil)
			if got.Kind != want.Kind || got.By != want.By || got.Gain != want.Gain || got.Target != want.Target || got.Command.Type() != want.Command.Type() {
				t.Fatalf("round %d, explain %v: the tactics react %s by %s (gain %v), the full ranking %s by %s (gain %v)",
					c.Round, explain, got.Kind, got.By, got.Gain, want.Kind, want.By, want.Gain)
			}
			if r, ok := got.Command.(*combat.React); ok && *r != *want.Command.(*combat.React) {
				t.Fatalf("round %d: the tactics react with %+v, the full ranking with %+v", c.Round, *r, *want.Command.(*combat.React))
			}
		}
	})
	if windows < 50 {
		t.Fatalf("only %d reaction windows seen", windows)
	}
	t.Logf("%d reaction windows", windows)
}

func containsID(ids []sheet.CharacterID, id sheet.CharacterID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// A reactor whose team still acts this round pays for a reaction with an
// action worth at least 1.5 (their best blow, or a step closer): a
// reaction worth less than that before its cost is not taken, and the
// blow is never worked out for it.
func TestNextReaction_AReactionUnderItsLeastCostLeavesTheReactorsBlowUnweighed(t *testing.T) {
	checked := 0
	reactionWindows(t, func(c *combat.Combat) {
		e := newEye(c, false)
		opts := c.AppendAllowedReactions(nil)
		if len(opts) != 1 || opts[0].AllOut || opts[0].Forced || (opts[0].Kind != combat.ReactDefend && opts[0].Kind != combat.ReactDefendOther) {
			return // one reactor, one plain Defend: nothing else weighs their blow
		}
		me, actor := c.Roster.Find(opts[0].By), c.Roster.Find(c.Window.Actor)
		if !slices.Contains(c.Order[c.Turn:], me.Team) {
			return // a reactor whose team is done pays 0.1
		}
		hit, harm := e.windowThreat(actor, opts[0])
		if hit*harm*defendChance(me.Level, actor.Level) > 1.5 {
			return
		}
		e = newEye(c, false)
		if got := nextReaction(e, nil); got.Kind != "resolve" {
			t.Fatalf("round %d: %s taken, worth less than its action", c.Round, got.Kind)
		}
		if m := e.memoOf(me); len(m.areas) > 0 && m.areas[e.areaOf(me)].off.known {
			t.Fatalf("round %d: %s's best blow was worked out for a Defend worth less than any action", c.Round, me.Label())
		}
		checked++
	})
	if checked == 0 {
		t.Fatal("no window with one cheap Defend seen")
	}
	t.Logf("%d windows checked", checked)
}

// BenchmarkNextReaction_BrawlWindows is the tactics' choice of a reaction
// (or the dice) in each reaction window of four brawl fights, read as a
// simulated fight reads them: one eye, readied for each state.
func BenchmarkNextReaction_BrawlWindows(b *testing.B) {
	start := brawlStart(b)
	var windows []*combat.Combat
	for seed := uint64(1); seed <= 4; seed++ {
		c, src := start, sheet.NewDiceSource(seed)
		for step := 0; step < 400 && c.Phase != combat.PhaseEnded; step++ {
			if c.Window != nil {
				windows = append(windows, c)
			}
			choice, err := next(c, nil, false)
			if err != nil {
				b.Fatal(err)
			}
			res, err := combat.ApplyPlaying(c, choice.Command, combat.Playing{Dice: src, Unlogged: true})
			for err == nil && res.Decision != nil {
				cmd := res.Command
				var ans any
				if ans, _, err = Decide(c, cmd, res.Decision, src); err == nil {
					if cmd, err = combat.Answer(cmd, res.Decision, ans); err == nil {
						res, err = combat.ApplyPlaying(c, cmd, combat.Playing{Dice: src, Unlogged: true})
					}
				}
			}
			if err != nil {
				b.Fatal(err)
			}
			c = res.State
		}
	}
	e := new(eye)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, c := range windows {
			e.reuse(c)
			nextReaction(e, nil)
		}
	}
	b.ReportMetric(float64(len(windows)), "windows")
}

// The resolve a simulated fight's quiet eye chooses is one for every
// window: whole fights on every map of the tests, with every window's
// reactions, dice and answers, leave it as it was made; an explaining eye
// (the app's) hands out a resolve of its own.
func TestRollTheDice_TheSharedResolveIsNeverWrittenInto(t *testing.T) {
	shared := 0
	for _, path := range fightMaps {
		start := startCombat(t, path)
		for i := 0; i < 30; i++ {
			if _, err := Fight(start, nil, sheet.NewDiceSource(RunSeed(5, i)), DefaultRoundCap); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !reflect.DeepEqual(*rollTheDice, combat.Resolve{}) {
		t.Fatalf("the shared resolve was written into: %+v", *rollTheDice)
	}
	reactionWindows(t, func(c *combat.Combat) {
		if got := nextReaction(newEye(c, false), nil); got.Command == combat.Command(rollTheDice) {
			shared++
		}
		if got := nextReaction(newEye(c, true), nil); got.Command == combat.Command(rollTheDice) {
			t.Fatalf("round %d: an explaining eye handed out the shared resolve", c.Round)
		}
	})
	if shared == 0 {
		t.Fatal("no window chose the shared resolve")
	}
}
