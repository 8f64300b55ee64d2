package tactics_test

import (
	"math"
	"math/rand/v2"
	"testing"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/engine/tactics"
)

// The tactics never pick what the engine refuses: from random states of
// the nightclub fight under each edition and every answer of each GM's
// call (reached by mixing random legal acts with the tactics' own), every
// act Next chooses is accepted, and every answer Decide gives is
// accepted.
func TestProperty_TheTacticsNeverChooseAnActTheEngineRefuses(t *testing.T) {
	states := 0
	for seed := uint64(1); seed <= 24; seed++ {
		c, _ := startOf(t, "../../assets/maps/nightclub-brawl.unhex")
		c = underEdition(t, c, []sheet.Edition{sheet.Latest, sheet.Edition0906, sheet.Edition0907}[seed%3])
		c = withCallsForSeed(t, c, seed)
		rng := rand.New(rand.NewPCG(seed, 7))
		src := sheet.NewDiceSource(seed)
		for step := 0; step < 300 && c.Phase != combat.PhaseEnded; step++ {
			choice, err := tactics.Next(c)
			if err != nil {
				t.Fatalf("seed %d step %d: %v", seed, step, err)
			}
			cmd := choice.Command
			if rng.IntN(4) == 0 { // a random legal act now and then, for states the tactics avoid
				if alt := randomLegal(c, rng); alt != nil {
					cmd = alt
				}
			}
			res, err := combat.Apply(c, cmd)
			if err != nil {
				t.Fatalf("seed %d step %d: %s refused: %v", seed, step, choice.Label, err)
			}
			for res.Decision != nil {
				ans, why, err := tactics.Decide(c, cmd, res.Decision, src)
				if err != nil {
					t.Fatalf("seed %d step %d: %s: %v", seed, step, res.Decision.Kind, err)
				}
				if cmd, err = combat.Answer(cmd, res.Decision, ans); err != nil {
					t.Fatal(err)
				}
				if res, err = combat.Apply(c, cmd); err != nil {
					t.Fatalf("seed %d step %d: the answer %q is refused: %v", seed, step, why, err)
				}
			}
			c = res.State
			states++
			for i := range c.Roster.Characters {
				for _, a := range tactics.Acts(c, c.Roster.Characters[i].ID) {
					if _, err := combat.Apply(c, a.Command); err != nil {
						t.Fatalf("seed %d: ranked %q is refused: %v", seed, a.Label, err)
					}
				}
			}
		}
	}
	t.Logf("%d states", states)
}

func underEdition(t *testing.T, c *combat.Combat, e sheet.Edition) *combat.Combat {
	r := c.Roster.Clone()
	r.Edition = e
	out, err := combat.New(c.Map(), r, nil)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func randomLegal(c *combat.Combat, rng *rand.Rand) combat.Command {
	var legal []combat.Command
	if c.Window != nil {
		for _, o := range c.ReactOptions() {
			if o.Legal {
				legal = append(legal, o.Command)
			}
		}
	} else if team := c.Acting(); team != "" {
		for i := range c.Roster.Characters {
			if ch := &c.Roster.Characters[i]; ch.Team == team {
				for _, o := range c.LegalActions(ch.ID) {
					if o.Legal && o.Kind != combat.ActSurrender && o.Kind != combat.ActEndTurn {
						legal = append(legal, o.Command)
					}
				}
			}
		}
	}
	if len(legal) == 0 {
		return nil
	}
	return legal[rng.IntN(len(legal))]
}

func TestSimulate_FourLevel90PCsBeatOneLevel20NPCAndTheReverseLoses(t *testing.T) {
	if r := simulate(t, "testdata/strong-pcs.unhex", 200, 1); r.PCWinRate <= 0.95 {
		t.Errorf("four level-90 PCs win %.1f%% against one level-20 NPC; want over 95%%", 100*r.PCWinRate)
	}
	if r := simulate(t, "testdata/strong-npcs.unhex", 200, 1); r.PCWinRate >= 0.05 {
		t.Errorf("one level-20 PC wins %.1f%% against four level-90 NPCs; want under 5%%", 100*r.PCWinRate)
	}
}

// Two identical teams on a symmetric map: near even, with the PCs' edge
// from winning ties (initiative in round 1, opposed rolls) measured.
func TestSimulate_AMirrorMatchLandsNearEven(t *testing.T) {
	r := simulate(t, "testdata/duel.unhex", 1000, 3)
	decided := float64(r.Runs - r.Draws)
	edge := float64(r.PCWins)/decided - 0.5
	t.Logf("mirror match: PCs win %d of %d decided fights (%d draws): edge %+.1f points, 95%% interval %.1f-%.1f%%",
		r.PCWins, int(decided), r.Draws, 100*edge, 100*r.PCWinRateLow, 100*r.PCWinRateHigh)
	if edge < -0.1 || edge > 0.2 {
		t.Errorf("the mirror match is not near even: PC edge %+.1f points", 100*edge)
	}
}

// The NPCs' cover is worth about 3 points to them: the winner of
// initiative lets the other side cross into reach first, so when the PCs
// win it the NPCs leave their cover to close in. 3,000 fights a map tell
// that from chance; under the race detector, ten times slower, 1,000 and
// the direction only.
func TestSimulate_CoverForTheNPCsLowersThePCsWinRate(t *testing.T) {
	runs := 3000
	if raceEnabled {
		runs = 1000
	}
	open := simulate(t, "testdata/duel.unhex", runs, 5)
	cover := simulate(t, "testdata/duel-npc-cover.unhex", runs, 5)
	t.Logf("PCs win %.1f%% in the open, %.1f%% with the NPCs behind cover", 100*open.PCWinRate, 100*cover.PCWinRate)
	// A two-proportion z-test: the drop must be clear at the 95% level.
	p1, p2, n := open.PCWinRate, cover.PCWinRate, float64(open.Runs)
	se := math.Sqrt(p1*(1-p1)/n + p2*(1-p2)/n)
	z := (p1 - p2) / se
	if raceEnabled && z > 0 {
		return
	}
	if z < 1.96 {
		t.Errorf("cover did not clearly lower the PCs' win rate: %.3f with cover, %.3f without (z = %.2f)", p2, p1, z)
	}
}

func TestActs_AtEqualLevelsShootTheEnemyInTheOpenBeforeTheOneBehindCover(t *testing.T) {
	c, _ := startOf(t, "testdata/open-and-cover.unhex")
	// Initiative with fixed dice: the PCs roll 10 and win, the gang fails
	// with 99, and the PCs act first.
	var cmd combat.Command = &combat.Initiative{Order: []string{"PCs", "Gang"}}
	res, err := combat.Apply(c, cmd)
	for err == nil && res.Decision != nil {
		var ans any = sheet.Roll{Tens: 1, Ones: 0}
		switch {
		case res.Decision.Dice == nil:
			ans, _, err = tactics.Decide(c, cmd, res.Decision, nil)
		case res.Decision.Field != "rolls.PCs.dice":
			ans = sheet.Roll{Tens: 9, Ones: 8}
		}
		if err != nil {
			break
		}
		if cmd, err = combat.Answer(cmd, res.Decision, ans); err == nil {
			res, err = combat.Apply(c, cmd)
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	acts := tactics.Acts(res.State, "p")
	if len(acts) == 0 || acts[0].Kind != combat.ActAttack || acts[0].Command.(*combat.Attack).Target != "open" {
		t.Fatalf("the best act is not a shot at the enemy in the open: %+v", acts[:min(3, len(acts))])
	}
	for _, a := range acts {
		if a.Kind == combat.ActAttack && a.Command.(*combat.Attack).Target == "hid" && a.Gain >= acts[0].Gain {
			t.Errorf("the shot at cover scores as high: %+v", a)
		}
	}
	t.Logf("%s", acts[0].Reason)
}

func TestSimulate_TheSameSeedGivesTheSameReportWhateverTheWorkers(t *testing.T) {
	c, p := startOf(t, "../../assets/maps/nightclub-brawl.unhex")
	var first []byte
	for _, workers := range []int{1, 2, 3} {
		r, err := tactics.Simulate(c, p, tactics.Options{Runs: 30, Seed: 42, Workers: workers})
		if err != nil {
			t.Fatal(err)
		}
		data, _ := json.Marshal(r)
		if first == nil {
			first = data
		} else if string(data) != string(first) {
			t.Fatalf("%d workers gave a different report:\n%s\n%s", workers, data, first)
		}
	}
}

func TestSimulate_RefusesRunsOutOfBoundsAndOneSidedFights(t *testing.T) {
	c, _ := startOf(t, "testdata/duel.unhex")
	for _, runs := range []int{0, -1, tactics.MaxRuns + 1} {
		if _, err := tactics.Simulate(c, nil, tactics.Options{Runs: runs}); err == nil {
			t.Errorf("%d runs were accepted", runs)
		}
	}
	r := c.Roster.Clone()
	for i := range r.Characters {
		r.Characters[i].Kind = sheet.NPC
	}
	npcs, err := combat.New(c.Map(), r, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tactics.Simulate(npcs, nil, tactics.Options{Runs: 1}); err == nil {
		t.Error("a fight with no PC team was accepted")
	}
}

func TestWilson_KnownIntervals(t *testing.T) {
	lo, hi := tactics.Wilson(50, 100)
	if lo < 0.403 || lo > 0.404 || hi < 0.596 || hi > 0.597 {
		t.Errorf("50/100: %.4f-%.4f, want 0.4038-0.5962", lo, hi)
	}
	if lo, hi := tactics.Wilson(0, 10); lo != 0 || hi < 0.27 || hi > 0.28 {
		t.Errorf("0/10: %.4f-%.4f, want 0-0.2775", lo, hi)
	}
}
