package tactics

import (
	"fmt"
	"runtime"
	"sync"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Tally is how the first Fights fights of a simulation went for the PCs:
// what a live estimate needs, counted as the fights come in.
type Tally struct {
	Fights, PCWins, Draws int
}

// Rate is the PCs' share of the fights so far and its 95% interval, as
// Simulate's report gives it for the same fights.
func (t Tally) Rate() (rate, low, high float64) {
	if t.Fights == 0 {
		return 0, 0, 1
	}
	low, high = Wilson(t.PCWins, t.Fights)
	return float64(t.PCWins) / float64(t.Fights), low, high
}

// Count plays the fights Simulate would play (fight i rolls the dice of
// RunSeed(o.Seed, i)) and tells each, one call at a time, the tally of
// the fights so far in their order, after every fight: a caller shows a
// first estimate early and refines it as fights come in, and the tally
// after n fights is Simulate's for Runs n whatever the workers.
//
// It is meant to run beside a window: o.Workers 0 plays on one core fewer
// than the machine has (one at the least), every worker yields to the
// other goroutines between two fights, and each runs on a goroutine of
// its own. It stops between fights once o.Cancel is closed (ErrCanceled),
// or after o.Runs fights. each may block (to pause the fights while the
// window is busy): the workers wait for it.
func Count(start *combat.Combat, pending *combat.Pending, o Options, each func(Tally)) (Tally, error) {
	if err := CheckRuns(o.Runs); err != nil {
		return Tally{}, err
	}
	if o.RoundCap <= 0 {
		o.RoundCap = DefaultRoundCap
	}
	if err := checkSides(start); err != nil {
		return Tally{}, err
	}
	defer holdCollector()()
	workers := o.Workers
	if workers <= 0 {
		workers = max(1, runtime.GOMAXPROCS(0)-1)
	}
	workers = min(workers, o.Runs)
	var (
		mu      sync.Mutex // one fold and one call of each at a time
		t       Tally
		waiting = map[int]Outcome{}
		failed  error
		wg      sync.WaitGroup
	)
	next := make(chan int)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mine := start.Clone()
			for i := range next {
				res, err := Fight(mine, pending, sheet.NewDiceSource(RunSeed(o.Seed, i)), o.RoundCap)
				mu.Lock()
				if err != nil && failed == nil {
					failed = fmt.Errorf("fight %d (seed %d): %w", i+1, RunSeed(o.Seed, i), err)
				}
				waiting[i] = res
				for failed == nil {
					r, ok := waiting[t.Fights]
					if !ok {
						break
					}
					delete(waiting, t.Fights)
					t.Fights++
					switch {
					case r.Draw:
						t.Draws++
					case pcsWon(r):
						t.PCWins++
					}
					if each != nil {
						each(t)
					}
				}
				mu.Unlock()
				runtime.Gosched() // drawing the window goes first
			}
		}()
	}
feed:
	for i := 0; i < o.Runs; i++ {
		mu.Lock()
		stop := failed != nil
		mu.Unlock()
		if stop {
			break
		}
		select {
		case next <- i:
		case <-o.Cancel:
			break feed
		}
	}
	close(next)
	wg.Wait()
	select {
	case <-o.Cancel:
		return t, ErrCanceled
	default:
	}
	if failed != nil {
		return t, failed
	}
	return t, nil
}
