package tactics_test

import (
	"errors"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/engine/tactics"
)

// Count plays Simulate's fights: its tally after n fights is the report
// of Simulate for n runs of the same seed, whatever the workers, and each
// is told every fight in order.
func TestCount_TalliesSimulatesFightsInOrder(t *testing.T) {
	c, p := startOf(t, "../../assets/maps/nightclub-brawl.unhex")
	const runs = 60
	want, err := tactics.Simulate(c, p, tactics.Options{Runs: runs, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	for _, workers := range []int{1, 2, 3} {
		var seen []tactics.Tally
		got, err := tactics.Count(c, p, tactics.Options{Runs: runs, Seed: 7, Workers: workers}, func(t tactics.Tally) { seen = append(seen, t) })
		if err != nil {
			t.Fatal(err)
		}
		if got.Fights != runs || got.PCWins != want.PCWins || got.Draws != want.Draws {
			t.Errorf("%d workers: tally %+v, Simulate counted %d wins and %d draws in %d", workers, got, want.PCWins, want.Draws, runs)
		}
		if len(seen) != runs {
			t.Fatalf("%d workers: each was told %d times, want %d", workers, len(seen), runs)
		}
		for i, s := range seen {
			if s.Fights != i+1 {
				t.Fatalf("%d workers: call %d told %d fights", workers, i+1, s.Fights)
			}
		}
		rate, low, high := got.Rate()
		if rate != want.PCWinRate || low != want.PCWinRateLow || high != want.PCWinRateHigh {
			t.Errorf("Rate() = %v (%v–%v), Simulate's %v (%v–%v)", rate, low, high, want.PCWinRate, want.PCWinRateLow, want.PCWinRateHigh)
		}
	}
}

// A closed Cancel stops the fights between two: the tally says how far
// they went, and the answer is ErrCanceled.
func TestCount_StopsBetweenFightsOnceCanceled(t *testing.T) {
	c, p := startOf(t, "../../assets/maps/nightclub-brawl.unhex")
	stop := make(chan struct{})
	got, err := tactics.Count(c, p, tactics.Options{Runs: tactics.MaxRuns, Seed: 1, Cancel: stop}, func(t tactics.Tally) {
		if t.Fights == 5 {
			close(stop)
		}
	})
	if !errors.Is(err, tactics.ErrCanceled) {
		t.Fatalf("err = %v, want ErrCanceled", err)
	}
	if got.Fights < 5 || got.Fights > 20 {
		t.Errorf("%d fights counted after the cancel at 5", got.Fights)
	}
}

// A map without two sides is refused before any fight, with Simulate's
// reason.
func TestCount_RefusesAFightWithoutTwoSides(t *testing.T) {
	c, p := startOf(t, "../../assets/maps/nightclub-brawl.unhex")
	for i := range c.Roster.Characters {
		if c.Roster.Characters[i].Kind != sheet.PC {
			c.Roster.Characters[i].Team = c.Roster.Characters[0].Team
		}
	}
	_, serr := tactics.Simulate(c, p, tactics.Options{Runs: 1})
	_, err := tactics.Count(c, p, tactics.Options{Runs: 1}, nil)
	if err == nil || serr == nil || err.Error() != serr.Error() {
		t.Errorf("Count: %v; Simulate: %v", err, serr)
	}
}
