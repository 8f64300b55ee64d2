package tactics

import (
	"context"

	"github.com/unhexboard/unhexboard/engine/combat"
)

// DefaultFirstEstimate is how many fights a streamed simulation's first
// estimate sums when Stream.First is 0.
const DefaultFirstEstimate = 200

// Stream is how SimulateStream reports while it plays: an estimate after
// the first First fights, then after every Every more, and the whole
// report last.
type Stream struct {
	// First is how many fights the first estimate sums (0:
	// DefaultFirstEstimate); Every how many more each next one sums (0:
	// First).
	First, Every int
	// Estimate hears each estimate: the report of the first n fights,
	// exactly what Simulate gives for n runs with the same seed (the runs
	// are summed in order). It is called one call at a time from the
	// workers, which wait meanwhile, so it should only hand the report on;
	// the report is its to keep.
	Estimate func(r *Report)
}

// SimulateStream is Simulate for a reader who wants the odds as the
// fights come in (the window's live odds): it tells s.Estimate the
// report of the fights summed so far at each of s's counts, the last one
// the whole report, which it also returns. Cancelling ctx stops it
// between fights with ErrCanceled, as closing Options.Cancel does.
func SimulateStream(ctx context.Context, start *combat.Combat, pending *combat.Pending, o Options, s Stream) (*Report, error) {
	if s.First <= 0 {
		s.First = DefaultFirstEstimate
	}
	if s.Every <= 0 {
		s.Every = s.First
	}
	var est *Stream
	if s.Estimate != nil {
		est = &s
	}
	return simulate(start, pending, o, ctx.Done(), est)
}

// due: an estimate is told once n fights of total are summed.
func (s *Stream) due(n, total int) bool {
	return n == total || (n >= s.First && (n-s.First)%s.Every == 0)
}
