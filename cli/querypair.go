package cli

import "github.com/unhexboard/unhexboard/engine/battlemap"

// pairAnswer is what `query --to` prints: the explanation of one pair, in
// the style of the list `query` prints without --to (lower-case keys,
// range and moves null when there is no path).
type pairAnswer struct {
	From            battlemap.AreaID      `json:"from"`
	To              battlemap.AreaID      `json:"to"`
	Range           *int                  `json:"range"`
	Moves           *int                  `json:"moves"`
	Threshold       int                   `json:"threshold"`
	LOS             bool                  `json:"los"`
	Cover           bool                  `json:"cover"`
	Vetoed          bool                  `json:"vetoed"`
	PathCount       int64                 `json:"pathCount"`
	Paths           []battlemap.SightPath `json:"paths"`
	WorstFromSource *battlemap.SightPath  `json:"worstFromSource"`
	WorstFromTarget *battlemap.SightPath  `json:"worstFromTarget"`
	CoverPath       *battlemap.SightPath  `json:"coverPath"`
	MovePath        []battlemap.AreaID    `json:"movePath"`
	MarksFromSource int                   `json:"marksFromSource"`
	MarksFromTarget int                   `json:"marksFromTarget"`
	Verdict         string                `json:"verdict"`
}

// answerPair is the explanation as `query --to` prints it.
func answerPair(ex *battlemap.Explanation) pairAnswer {
	reach := func(n int) *int {
		if n == battlemap.Unreachable {
			return nil
		}
		return &n
	}
	return pairAnswer{
		From: ex.From, To: ex.To, Range: reach(ex.Range), Moves: reach(ex.Moves), Threshold: ex.Threshold,
		LOS: ex.LOS, Cover: ex.Cover, Vetoed: ex.Vetoed, PathCount: ex.PathCount,
		Paths:           append([]battlemap.SightPath{}, ex.Paths...),
		WorstFromSource: ex.WorstFromSource, WorstFromTarget: ex.WorstFromTarget, CoverPath: ex.CoverPath,
		MovePath:        append([]battlemap.AreaID{}, ex.MovePath...),
		MarksFromSource: ex.MarksFromSource, MarksFromTarget: ex.MarksFromTarget, Verdict: ex.Verdict,
	}
}
