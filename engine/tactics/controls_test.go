package tactics_test

import (
	"errors"
	"testing"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/engine/tactics"
)

func TestSimulate_ProgressReachesTheTotalOneCallAtATime(t *testing.T) {
	c, p := startOf(t, "../../assets/maps/nightclub-brawl.unhex")
	last, calls := 0, 0
	_, err := tactics.Simulate(c, p, tactics.Options{Runs: 40, Seed: 1, Workers: 2, Progress: func(done, total int) {
		calls++ // a data race here would fail under -race: the calls are one at a time
		if total != 40 || done != last+1 {
			t.Errorf("progress %d of %d after %d", done, total, last)
		}
		last = done
	}})
	if err != nil {
		t.Fatal(err)
	}
	if last != 40 || calls != 40 {
		t.Errorf("progress ended at %d after %d calls, want 40 of 40", last, calls)
	}
}

func TestSimulate_CancelStopsTheRunBetweenFights(t *testing.T) {
	c, p := startOf(t, "../../assets/maps/nightclub-brawl.unhex")
	cancel := make(chan struct{})
	done := 0
	r, err := tactics.Simulate(c, p, tactics.Options{Runs: tactics.MaxRuns, Seed: 1, Workers: 2, Cancel: cancel,
		Progress: func(n, _ int) {
			done = n
			if n == 10 {
				close(cancel)
			}
		}})
	if !errors.Is(err, tactics.ErrCanceled) || r != nil {
		t.Fatalf("a canceled run returned %v, %v", r, err)
	}
	if done > 10+2 { // each worker finishes the fight in hand
		t.Errorf("%d fights played after the cancel at 10", done)
	}
}

// NextAmong leaves a character it may not play to people: on the club's
// turn with the Bouncer left out, no choice is the Bouncer's, and with
// every member left out the team still ends its turn.
func TestNextAmong_NeverChoosesForACharacterLeftOut(t *testing.T) {
	c, _ := startOf(t, "../../assets/maps/nightclub-brawl.unhex")
	src := sheet.NewDiceSource(5)
	club := func(id sheet.CharacterID) bool { return c.Roster.Find(id).Team == "Club" }
	seenClubTurn := false
	for step := 0; step < 400 && c.Phase != combat.PhaseEnded; step++ {
		plays := func(id sheet.CharacterID) bool { return id != "bouncer" }
		choice, err := tactics.NextAmong(c, plays)
		if err != nil {
			t.Fatal(err)
		}
		if choice.By == "bouncer" && choice.Kind != combat.ActEndTurn {
			t.Fatalf("step %d: the tactics chose %q for the Bouncer", step, choice.Label)
		}
		if c.Phase == combat.PhaseTurn && c.Acting() == "Club" {
			seenClubTurn = true
			none, err := tactics.NextAmong(c, func(id sheet.CharacterID) bool { return !club(id) })
			if err != nil || none.Kind != combat.ActEndTurn {
				t.Fatalf("with the whole club left out: %q, %v; want the end of the turn", none.Label, err)
			}
		}
		res, err := combat.Apply(c, choice.Command)
		cmd := choice.Command
		for err == nil && res.Decision != nil {
			var ans any
			if ans, _, err = tactics.Decide(c, cmd, res.Decision, src); err == nil {
				if cmd, err = combat.Answer(cmd, res.Decision, ans); err == nil {
					res, err = combat.Apply(c, cmd)
				}
			}
		}
		if err != nil {
			t.Fatalf("step %d: %v", step, err)
		}
		c = res.State
	}
	if !seenClubTurn {
		t.Error("the fight never reached the club's turn")
	}
}

func TestActs_SayWhoActsAndAtWhom(t *testing.T) {
	c, _ := startOf(t, "../../assets/maps/nightclub-brawl.unhex")
	for _, a := range tactics.Acts(c, "rook") {
		if a.By != "rook" {
			t.Errorf("%q is by %q, want rook", a.Label, a.By)
		}
		if a.Kind == combat.ActAttack && a.Target == "" || a.Kind == combat.ActMove && a.To == "" {
			t.Errorf("%q names no target or area", a.Label)
		}
	}
}
