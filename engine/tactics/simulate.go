package tactics

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// The bounds of a simulation.
const (
	MaxRuns         = 1_000_000
	DefaultRoundCap = 50
)

// Options shape a simulation. Workers 0 uses every core; the result does
// not depend on it.
type Options struct {
	Runs     int
	Seed     uint64
	RoundCap int
	Workers  int
	// Progress, when set, is told how many fights are done: one call at a
	// time, from the workers, done rising to total.
	Progress func(done, total int)
	// Cancel, once closed, stops the simulation between fights; Simulate
	// then returns ErrCanceled.
	Cancel <-chan struct{}
}

// ErrCanceled is Simulate's answer once Options.Cancel is closed.
var ErrCanceled = errors.New("the simulation was canceled")

// Fates are the shares of fights a character ends standing, unconscious
// (surrendered included) or dead.
type Fates struct {
	Standing    float64 `json:"standing"`
	Unconscious float64 `json:"unconscious"`
	Dead        float64 `json:"dead"`
}

// Report sums up the simulated fights.
type Report struct {
	Runs     int    `json:"runs"`
	Seed     uint64 `json:"seed"`
	RoundCap int    `json:"roundCap"`
	// PCWins counts the fights where only teams with a PC still fight.
	PCWins        int     `json:"pcWins"`
	PCWinRate     float64 `json:"pcWinRate"`
	PCWinRateLow  float64 `json:"pcWinRateLow"`
	PCWinRateHigh float64 `json:"pcWinRateHigh"`
	Draws         int     `json:"draws"`
	// Rounds maps a fight's length in rounds to how many fights lasted it.
	Rounds     map[int]int                   `json:"rounds"`
	Characters map[sheet.CharacterID]Fates   `json:"characters"`
	Names      map[sheet.CharacterID]string  `json:"names"`
	PCs        []sheet.CharacterID           `json:"pcs"`
	Order      []sheet.CharacterID           `json:"order"`
	Permanent  map[sheet.CharacterID]float64 `json:"permanentWounds"`
	// Objectives are the map's area objectives and how often the PCs
	// reached and held each; GMObjectives are the combat's own objectives,
	// free text only the GM can judge, listed and not scored.
	Objectives   []ObjectiveOdds `json:"objectives,omitempty"`
	GMObjectives []string        `json:"gmObjectives,omitempty"`
	// AreaNames names the objectives' areas for a report.
	AreaNames map[battlemap.AreaID]string `json:"areaNames,omitempty"`
}

// Simulate plays the fight from start (and pending, a command waiting for
// a decision, when not nil) Runs times with the tactics on every side.
// Run i rolls its dice from a source seeded from Seed and i alone, and the
// runs are summed in order, so the report is the same for the same seed
// however many workers play. While it plays, the garbage collector is
// paced for the fights (see holdCollector), for every caller alike.
func Simulate(start *combat.Combat, pending *combat.Pending, o Options) (*Report, error) {
	return SimulateStream(context.Background(), start, pending, o, Stream{})
}

// simulate is Simulate, also stopped once stop is closed (nil: never),
// and telling est (nil: no one) the report of the fights folded so far
// each time est.due says so.
func simulate(start *combat.Combat, pending *combat.Pending, o Options, stop <-chan struct{}, est *Stream) (*Report, error) {
	if err := CheckRuns(o.Runs); err != nil {
		return nil, err
	}
	if o.RoundCap <= 0 {
		o.RoundCap = DefaultRoundCap
	}
	if err := checkSides(start); err != nil {
		return nil, err
	}
	defer holdCollector()()
	workers := o.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, o.Runs)
	// Each fight is summed as soon as every fight before it is: the
	// finished ones wait in order (a few, as many as the workers run out of
	// turn), then only the sums are kept, so memory does not grow with the
	// runs and the report is what summing every fight in order gives.
	sum := newSummary(start, o)
	waiting := map[int]fightSum{}
	folded := 0
	firstErr, errAt := error(nil), o.Runs
	// The workers take the fights in order from a shared count, one at a
	// time as each ends its last: no goroutine hands them out, so none
	// has to be woken between two fights.
	var taken atomic.Int64
	var wg sync.WaitGroup
	var mu sync.Mutex // one Progress call and one sum at a time
	done := 0
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mine := start.Clone() // no state is shared between workers
			for !stopped(o.Cancel, stop) {
				i := int(taken.Add(1) - 1)
				if i >= o.Runs {
					return
				}
				res, err := Fight(mine, pending, sheet.NewDiceSource(RunSeed(o.Seed, i)), o.RoundCap)
				var f fightSum
				if err == nil {
					f = sum.count(res)
					recycle(res, mine) // counted: no one reads it again
				}
				mu.Lock()
				if err != nil && i < errAt {
					firstErr, errAt = err, i
				}
				waiting[i] = f
				for {
					f, ok := waiting[folded]
					if !ok {
						break
					}
					delete(waiting, folded)
					if folded < errAt {
						sum.add(f)
					}
					folded++
					if est != nil && firstErr == nil && est.due(folded, o.Runs) && !stopped(o.Cancel, stop) {
						est.Estimate(sum.reportOf(folded))
					}
				}
				done++
				if o.Progress != nil {
					o.Progress(done, o.Runs)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	select {
	case <-o.Cancel:
		return nil, ErrCanceled
	case <-stop:
		return nil, ErrCanceled
	default:
	}
	if firstErr != nil {
		return nil, fmt.Errorf("fight %d (seed %d): %w", errAt+1, RunSeed(o.Seed, errAt), firstErr)
	}
	return sum.reportOf(o.Runs), nil
}

// recycle hands the final state of o, a fight played from start, to the
// memory the next fights copy into (spentPool), once nothing reads it
// (nor o.Final) any more. A fight that ended where it began gives
// nothing back.
func recycle(o Outcome, start *combat.Combat) {
	if o.Final != nil && o.Final != start {
		spent := spentPool.Get().(*combat.Spent)
		spent.Give(o.Final)
		spentPool.Put(spent)
	}
}

// stopped: either channel is closed (a nil one never is).
func stopped(cancel, stop <-chan struct{}) bool {
	select {
	case <-cancel:
		return true
	case <-stop:
		return true
	default:
		return false
	}
}

// CheckRuns refuses a number of fights out of bounds.
func CheckRuns(n int) error {
	if n < 1 || n > MaxRuns {
		return fmt.Errorf("runs must be 1 to %d, not %d", MaxRuns, n)
	}
	return nil
}

// RunSeed is the dice seed of run i: the run's number mixed into the seed
// (SplitMix64), so neighbouring runs roll unrelated dice.
func RunSeed(seed uint64, i int) uint64 {
	z := seed + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// checkSides refuses a fight the simulator cannot score: it needs a team
// with a PC and one without, each with someone able to act.
func checkSides(c *combat.Combat) error {
	fighting := c.Fighting()
	if len(fighting) < 2 {
		return fmt.Errorf("a fight needs at least two teams with someone able to act; this one has %d", len(fighting))
	}
	for _, team := range c.Teams {
		placed, able := false, false
		for i := range c.Roster.Characters {
			if ch := &c.Roster.Characters[i]; ch.Team == team && ch.Area != "" {
				placed = true
				able = able || ch.CanAct() == nil
			}
		}
		if placed && !able {
			return fmt.Errorf("team %s cannot act: every member on the map is unconscious, surrendered or dead", team)
		}
	}
	pcs, others := 0, 0
	for _, team := range fighting {
		if c.PCTeam(team) {
			pcs++
		} else {
			others++
		}
	}
	if pcs == 0 || others == 0 {
		return fmt.Errorf("the simulator scores the PCs against their enemies: it needs a team with a PC and a team without one still fighting")
	}
	return nil
}

// summary sums fights into a report, one fight at a time.
type summary struct {
	r           *Report
	startFilled map[sheet.CharacterID]int
	counts      map[sheet.CharacterID]*[3]int
	areas       []battlemap.AreaID // the objectives' areas, in order
}

func newSummary(start *combat.Combat, o Options) *summary {
	r := &Report{Runs: o.Runs, Seed: o.Seed, RoundCap: o.RoundCap, Rounds: map[int]int{},
		Characters: map[sheet.CharacterID]Fates{}, Names: map[sheet.CharacterID]string{}, Permanent: map[sheet.CharacterID]float64{}}
	s := &summary{r: r, startFilled: map[sheet.CharacterID]int{}, counts: map[sheet.CharacterID]*[3]int{}}
	for i := range start.Roster.Characters {
		ch := &start.Roster.Characters[i]
		if ch.Area == "" {
			continue
		}
		r.Order = append(r.Order, ch.ID)
		r.Names[ch.ID] = ch.Label()
		if ch.Kind == sheet.PC {
			r.PCs = append(r.PCs, ch.ID)
			s.startFilled[ch.ID] = ch.Body.Count(sheet.Filled)
		}
	}
	r.Objectives, r.AreaNames = mapObjectives(start.Map())
	for _, o := range r.Objectives {
		s.areas = append(s.areas, o.Area)
	}
	r.GMObjectives = sheet.CloneSlice(start.Objectives)
	for _, id := range r.Order {
		s.counts[id] = &[3]int{}
	}
	return s
}

// fightSum is one fight as the summary counts it, taken from the fight's
// final state as soon as it ends (count), so that state's memory can
// hold the worker's next fight while this one waits its turn to be added.
type fightSum struct {
	rounds       int
	draw, pcsWon bool
	chars        []charSum // the report's Order
	// reached and held have each of the report's objectives: reached at
	// some point, held at the end.
	reached, held []bool
}

// charSum is how one character ended a fight.
type charSum struct {
	fate   uint8 // 0 standing, 1 unconscious (surrendered included), 2 dead or gone
	pc     bool
	wounds int // a PC's boxes filled since the start
}

// count takes what the summary adds of one fight. It reads only what
// newSummary set, never the sums, so the workers call it at once.
func (s *summary) count(res Outcome) fightSum {
	order := s.r.Order
	f := fightSum{rounds: res.Rounds, draw: res.Draw, pcsWon: !res.Draw && pcsWon(res), chars: make([]charSum, len(order))}
	if len(s.areas) > 0 {
		f.reached, f.held = make([]bool, len(s.areas)), make([]bool, len(s.areas))
		for i, a := range s.areas {
			f.reached[i] = slices.Contains(res.Reached, a)
			f.held[i] = pcHolds(res.Final, a)
		}
	}
	for k, id := range order {
		ch, c := res.Final.Roster.Find(id), &f.chars[k]
		switch {
		case ch == nil || ch.Dead():
			c.fate = 2
		case ch.Unconscious():
			c.fate = 1
		}
		if ch != nil && ch.Kind == sheet.PC {
			c.pc, c.wounds = true, ch.Body.Count(sheet.Filled)-s.startFilled[id]
		}
	}
	return f
}

// add counts one fight.
func (s *summary) add(f fightSum) {
	r := s.r
	r.Rounds[f.rounds]++
	for i := range r.Objectives {
		if f.reached[i] {
			r.Objectives[i].Reached++
		}
		if f.held[i] {
			r.Objectives[i].HeldAtEnd++
		}
	}
	switch {
	case f.draw:
		r.Draws++
	case f.pcsWon:
		r.PCWins++
	}
	for k, id := range r.Order {
		c := f.chars[k]
		s.counts[id][c.fate]++
		if c.pc {
			r.Permanent[id] += float64(c.wounds)
		}
	}
}

// reportOf turns the counts of the first n fights (every fight added so
// far) into shares of them: the report Simulate gives for n runs. The
// report is new each time; the sums go on.
func (s *summary) reportOf(n int) *Report {
	r := *s.r
	r.Runs = n
	r.Rounds = maps.Clone(s.r.Rounds)
	r.Characters = make(map[sheet.CharacterID]Fates, len(s.counts))
	r.Names = maps.Clone(s.r.Names)
	r.PCs, r.Order = slices.Clone(s.r.PCs), slices.Clone(s.r.Order)
	r.Permanent = maps.Clone(s.r.Permanent)
	r.Objectives = slices.Clone(s.r.Objectives)
	r.GMObjectives = slices.Clone(s.r.GMObjectives)
	r.AreaNames = maps.Clone(s.r.AreaNames)
	nf := float64(n)
	for id, k := range s.counts {
		r.Characters[id] = Fates{Standing: float64(k[0]) / nf, Unconscious: float64(k[1]) / nf, Dead: float64(k[2]) / nf}
	}
	for id := range r.Permanent {
		r.Permanent[id] /= nf
	}
	for i := range r.Objectives {
		r.Objectives[i].Reached /= nf
		r.Objectives[i].HeldAtEnd /= nf
	}
	r.PCWinRate = float64(r.PCWins) / nf
	r.PCWinRateLow, r.PCWinRateHigh = Wilson(r.PCWins, n)
	return &r
}

// pcsWon: the fight ended with only teams that have a PC still fighting.
func pcsWon(o Outcome) bool {
	if len(o.Standing) == 0 {
		return false
	}
	for _, team := range o.Standing {
		if !o.Final.PCTeam(team) {
			return false
		}
	}
	return true
}

// Wilson is the 95% Wilson score interval for wins out of n.
func Wilson(wins, n int) (low, high float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p, nf := float64(wins)/float64(n), float64(n)
	den := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return math.Max(0, mid-half), math.Min(1, mid+half)
}
