package tactics

import (
	"path/filepath"
	"testing"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// turnStates are the states in which fights of the map at path, played
// by the tactics as Fight plays them, chose a team's act (a turn open, no
// window): every state is kept, none is given back to be written again,
// and each is copied into memory of its own as a fight copies it.
func turnStates(t testing.TB, path string, fights int) []*combat.Combat {
	t.Helper()
	start := startCombat(t, path)
	var states []*combat.Combat
	for i := range fights {
		src := sheet.NewDiceSource(RunSeed(1, i))
		asked := &asAsked{}
		c := start
		for steps := 0; c.Phase != combat.PhaseEnded && c.Round <= DefaultRoundCap; steps++ {
			if steps > 200*DefaultRoundCap {
				t.Fatalf("%s fight %d: no end in sight", path, i)
			}
			if c.Phase == combat.PhaseTurn && c.Window == nil {
				states = append(states, c)
			}
			choice, err := next(c, nil, false)
			if err != nil {
				t.Fatal(err)
			}
			cmd := choice.Command
			apply := func(cmd combat.Command) combat.Result {
				asked.c, asked.cmd = c, cmd
				// Copied into a spent state's memory as in a fight, each
				// state in its own.
				spent := new(combat.Spent)
				spent.Give(start.Clone())
				res, err := combat.ApplyPlaying(c, cmd, combat.Playing{Dice: src, Choose: asked.answer, Unlogged: true, Spent: spent})
				if err != nil {
					t.Fatalf("%s fight %d round %d: %v", path, i, c.Round, err)
				}
				return res
			}
			res := apply(cmd)
			for tries := 0; res.Decision != nil; tries++ {
				if tries > 100 {
					t.Fatalf("%s fight %d: decisions without end", path, i)
				}
				cmd = res.Command
				ans, tried, err := decideTried(c, cmd, res.Decision, src, nil)
				if err != nil {
					t.Fatal(err)
				}
				if tried != nil {
					res = *tried
					continue
				}
				if cmd, err = combat.Answer(cmd, res.Decision, ans); err != nil {
					t.Fatal(err)
				}
				res = apply(cmd)
			}
			c = res.State
		}
	}
	return states
}

// A quiet eye passes over the members the engine offers nothing but the
// surrender and the end of the turn, unless they would yield: in every
// turn of fights on the bundled brawl and every test map, it picks what
// the explaining eye picks listing every member (the same act of the same
// member, the same command and gain). Members passed over, turns whose
// end of the turn is a passed-over member's, and yielding members listed
// all must be met.
func TestNextAct_PassingOverIdleMembersChoosesAsListingEveryone(t *testing.T) {
	paths, err := filepath.Glob("testdata/*.unhex")
	if err != nil {
		t.Fatal(err)
	}
	paths = append(paths, "../../assets/maps/nightclub-brawl.unhex")
	seen := map[string]int{}
	e := new(eye)
	for _, path := range paths {
		for _, c := range turnStates(t, path, 12) {
			told, err := next(c, nil, true)
			if err != nil {
				t.Fatal(err)
			}
			e.reuse(c)
			quiet, err := nextBy(e, nil)
			if err != nil {
				t.Fatal(err)
			}
			a, _ := combat.MarshalCommand(told.Command)
			b, _ := combat.MarshalCommand(quiet.Command)
			if string(a) != string(b) || told.Kind != quiet.Kind || told.By != quiet.By || told.Gain != quiet.Gain ||
				told.Target != quiet.Target || told.To != quiet.To {
				t.Fatalf("%s round %d: listing everyone, %s by %s %s (%.3f); passing over, %s by %s %s (%.3f)",
					path, c.Round, told.Kind, told.By, a, told.Gain, quiet.Kind, quiet.By, b, quiet.Gain)
			}
			// In a fight's memory, the listings offer one end of the turn
			// per member, made once: it is the first member's.
			if told.Kind == combat.ActEndTurn {
				ch := c.Roster.Find(told.By)
				if a, _ := c.EndOfTurn(ch); a.Command == endAgain(c, ch) {
					seen["the first member's very end of the turn"]++
					if told.Command != quiet.Command {
						t.Fatalf("%s round %d: the end of the turn is another command than the first member's", path, c.Round)
					}
				}
			}
			firstMember := true
			for i := range c.Roster.Characters {
				ch := &c.Roster.Characters[i]
				if ch.Team != c.Acting() {
					continue
				}
				switch {
				case e.passOver(ch):
					seen["passed over"]++
					if firstMember && quiet.Kind == combat.ActEndTurn {
						seen["the end of the turn a passed-over member's"]++
					}
				case c.OffersBeyondEnds(ch) == combat.BeyondNothing, c.OffersBeyondEnds(ch) == combat.BeyondItems && e.but(ch) != "":
					seen["only the ends, yielding"]++
				}
				firstMember = false
			}
		}
	}
	for _, k := range []string{"passed over", "the end of the turn a passed-over member's", "only the ends, yielding",
		"the first member's very end of the turn"} {
		if seen[k] == 0 {
			t.Errorf("never met %q: %v", k, seen)
		}
	}
	t.Logf("%v", seen)
}

// endAgain is the command of ch's end of the turn, asked again.
func endAgain(c *combat.Combat, ch *sheet.Character) combat.Command {
	o, _ := c.EndOfTurn(ch)
	return o.Command
}

// The acting team's choice in every turn of 20 brawl fights, each state
// read by one eye readied for it as a simulated fight reads it.
func BenchmarkNextAct_BrawlTurns(b *testing.B) {
	states := turnStates(b, "../../assets/maps/nightclub-brawl.unhex", 20)
	e := new(eye)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		for _, c := range states {
			e.reuse(c)
			if _, err := nextBy(e, nil); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(states)), "states")
}

// The listings of the acting team's members who can do nothing but
// surrender or end the turn (out of the fight, out of actions) in every
// turn of 20 brawl fights: most of the listings a simulated fight makes.
func BenchmarkAppendActs_BrawlIdleMembers(b *testing.B) {
	type idle struct {
		c  *combat.Combat
		id sheet.CharacterID
	}
	var idles []idle
	for _, c := range turnStates(b, "../../assets/maps/nightclub-brawl.unhex", 20) {
		e := newEye(c, false)
		for i := range c.Roster.Characters {
			ch := &c.Roster.Characters[i]
			if ch.Team != c.Acting() {
				continue
			}
			only := true
			for _, o := range e.options(ch, nil) {
				only = only && (o.Kind == combat.ActSurrender || o.Kind == combat.ActEndTurn)
			}
			if only {
				idles = append(idles, idle{c, ch.ID})
			}
		}
	}
	e := new(eye)
	var buf []Choice
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		for _, x := range idles {
			e.reuse(x.c)
			buf = e.appendActs(buf[:0], x.id, true)
		}
	}
	b.ReportMetric(float64(len(idles)), "listings")
}

// The chance a Defend beats an attack, for every pair of levels from 0
// to 99 (what weighing a Defend asks each time).
func BenchmarkDefendChance_EveryLevelPair(b *testing.B) {
	sum := 0.0
	for range b.N {
		for def := range 100 {
			for att := range 100 {
				sum += defendChance(def, att)
			}
		}
	}
	if sum < 0 {
		b.Fatal(sum)
	}
}
