package tactics_test

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/unhexboard/unhexboard/engine/tactics"
)

// Each estimate is the report of the fights summed so far, exactly the
// one Simulate gives for that many runs with the same seed, and the last
// is the whole report.
func TestSimulateStream_EachEstimateIsTheReportOfTheFirstFights(t *testing.T) {
	c, p := startOf(t, "testdata/duel-objectives.unhex")
	var got []*tactics.Report
	whole, err := tactics.SimulateStream(context.Background(), c, p, tactics.Options{Runs: 50, Seed: 7, Workers: 2},
		tactics.Stream{First: 20, Every: 15, Estimate: func(r *tactics.Report) { got = append(got, r) }})
	if err != nil {
		t.Fatal(err)
	}
	var counts []int
	for _, r := range got {
		counts = append(counts, r.Runs)
	}
	if !reflect.DeepEqual(counts, []int{20, 35, 50}) {
		t.Fatalf("estimates after %v fights, want after 20, 35 and 50", counts)
	}
	for _, r := range got {
		want, err := tactics.Simulate(c, p, tactics.Options{Runs: r.Runs, Seed: 7, Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(r, want) {
			t.Errorf("the estimate after %d fights is not Simulate's report of %d runs:\n%+v\nwant\n%+v", r.Runs, r.Runs, r, want)
		}
	}
	if !reflect.DeepEqual(whole, got[len(got)-1]) {
		t.Errorf("the report returned is not the last estimate")
	}
}

// The first estimate comes after DefaultFirstEstimate fights when the
// stream names no count.
func TestSimulateStream_FirstEstimateByDefaultAfter200Fights(t *testing.T) {
	c, p := startOf(t, "testdata/duel.unhex")
	var counts []int
	_, err := tactics.SimulateStream(context.Background(), c, p, tactics.Options{Runs: 450, Seed: 1},
		tactics.Stream{Estimate: func(r *tactics.Report) { counts = append(counts, r.Runs) }})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(counts, []int{200, 400, 450}) {
		t.Errorf("estimates after %v fights, want after 200, 400 and 450", counts)
	}
}

// Cancelling the context stops the run between fights: no estimate
// after the cancel but for the fights already in hand, and ErrCanceled.
func TestSimulateStream_CancellingTheContextStopsTheRun(t *testing.T) {
	c, p := startOf(t, "../../assets/maps/nightclub-brawl.unhex")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	last := 0
	r, err := tactics.SimulateStream(ctx, c, p, tactics.Options{Runs: tactics.MaxRuns, Seed: 1, Workers: 2},
		tactics.Stream{First: 10, Every: 1, Estimate: func(r *tactics.Report) {
			last = r.Runs
			if r.Runs == 10 {
				cancel()
			}
		}})
	if !errors.Is(err, tactics.ErrCanceled) || r != nil {
		t.Fatalf("a canceled run returned %v, %v", r, err)
	}
	if last > 10+2 { // each worker finishes the fight in hand
		t.Errorf("estimates went on to %d fights after the cancel at 10", last)
	}
}
