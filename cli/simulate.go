package cli

import (
	"flag"
	"fmt"
	"io"
	"sort"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/examples"
	"github.com/unhexboard/unhexboard/engine/tactics"
	"github.com/unhexboard/unhexboard/internal/words"
)

// simulate plays the file's fight many times with the tactics on every
// side and prints the odds.
func simulate(args []string, stdout io.Writer, _ About) error {
	fs := flag.NewFlagSet("simulate", flag.ContinueOnError)
	runs := fs.Int("runs", 1000, "how many fights to play")
	seed := fs.Uint64("seed", 1, "the dice seed; the same seed gives the same report")
	asJSON := fs.Bool("json", false, "print the report as one JSON object")
	path, err := parseOneMap(fs, args)
	if err != nil {
		return err
	}
	if err := tactics.CheckRuns(*runs); err != nil {
		return usageError{"--" + err.Error()}
	}
	doc, err := examples.LoadMap(path)
	if err != nil {
		return err
	}
	start, pending, err := engine.FightStart(doc)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	o := tactics.Options{Runs: *runs, Seed: *seed}
	shown := func() {}
	if term := progressOn(stdout); term != nil { // a terminal watches: say how far the fights are
		p := newProgress(term)
		o.Progress, shown = p.fights, p.done
	}
	r, err := tactics.Simulate(start, pending, o)
	shown()
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if *asJSON {
		data, err := json.Marshal(r)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(stdout, "%s\n", data)
		return err
	}
	printOdds(stdout, r)
	if calls := callsLine(doc); calls != "" {
		fmt.Fprintln(stdout, "played under the map's "+calls)
	}
	return nil
}

func printOdds(w io.Writer, r *tactics.Report) {
	fmt.Fprintf(w, "%s, seed %d, round cap %d\n", words.Count(r.Runs, "fight"), r.Seed, r.RoundCap)
	fmt.Fprintf(w, "PCs win %.1f%% (95%% interval %.1f%%-%.1f%%); draws at the round cap: %d\n",
		100*r.PCWinRate, 100*r.PCWinRateLow, 100*r.PCWinRateHigh, r.Draws)
	fmt.Fprintf(w, "rounds: %s (--json has every length)\n", roundsSpread(r.Rounds))
	fmt.Fprintln(w, "character: standing / unconscious / dead")
	for _, id := range r.Order {
		f := r.Characters[id]
		fmt.Fprintf(w, "  %s: %.1f%% / %.1f%% / %.1f%%\n", r.Names[id], 100*f.Standing, 100*f.Unconscious, 100*f.Dead)
	}
	for _, id := range r.PCs {
		fmt.Fprintf(w, "  %s: %.2f permanent wounds expected\n", r.Names[id], r.Permanent[id])
	}
	printObjectives(w, r)
}

// printObjectives says how often the PCs reached and held each area
// objective, and lists the combat's own objectives as the GM's to judge.
func printObjectives(w io.Writer, r *tactics.Report) {
	if len(r.Objectives) > 0 {
		fmt.Fprintln(w, "objectives: a PC still fighting stood there at some point / holds it at the end")
		for _, o := range r.Objectives {
			hidden := ""
			if o.Hidden {
				hidden = " (hidden)"
			}
			fmt.Fprintf(w, "  %s%s in %s: %.1f%% / %.1f%%\n", o.Label, hidden, r.AreaNames[o.Area], 100*o.Reached, 100*o.HeldAtEnd)
		}
	}
	for _, o := range r.GMObjectives {
		fmt.Fprintf(w, "  %s: the GM's call, not judged\n", o)
	}
}

// roundsSpread says how long the fights ran in a line a GM can read: the
// median, the middle half and the extremes.
func roundsSpread(rounds map[int]int) string {
	var lengths []int
	total := 0
	for n, fights := range rounds {
		lengths = append(lengths, n)
		total += fights
	}
	if total == 0 {
		return "none"
	}
	sort.Ints(lengths)
	at := func(q float64) int { // the length below which a share q of the fights ended
		seen, want := 0, int(q*float64(total-1))
		for _, n := range lengths {
			seen += rounds[n]
			if seen > want {
				return n
			}
		}
		return lengths[len(lengths)-1]
	}
	return fmt.Sprintf("median %d, middle half %d to %d, shortest %d, longest %d",
		at(0.5), at(0.25), at(0.75), lengths[0], lengths[len(lengths)-1])
}
