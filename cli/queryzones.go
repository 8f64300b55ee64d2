package cli

import (
	"io"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// queryZones is query under a zones profile: every area's range, band,
// sight and moves, or with to the explanation of one pair.
func queryZones(m *battlemap.Map, from, to string, stdout io.Writer) error {
	if to == "" {
		rep, err := battlemap.QueryZones(m, from)
		return printQuery(rep, err, stdout)
	}
	ex, err := explainPair(m, from, to, battlemap.SightThreshold)
	if err != nil {
		return printQuery(nil, err, stdout)
	}
	return printQuery(answerZonePair(m.Zones(), ex), nil, stdout)
}

// zonePairAnswer is what `query --to` prints under a zones profile.
type zonePairAnswer struct {
	From      battlemap.AreaID     `json:"from"`
	To        battlemap.AreaID     `json:"to"`
	Rules     battlemap.ProfileID  `json:"rules"`
	Range     *int                 `json:"range"`
	Band      *string              `json:"band"`
	LOS       bool                 `json:"los"`
	Moves     *int                 `json:"moves"`
	Obscured  bool                 `json:"obscured"`
	PathCount int64                `json:"pathCount"`
	Paths     [][]battlemap.AreaID `json:"paths"`
	MovePath  []battlemap.AreaID   `json:"movePath"`
	Traits    []string             `json:"traits"`
	Verdict   string               `json:"verdict"`
}

func answerZonePair(z *battlemap.Profile, ex *battlemap.Explanation) zonePairAnswer {
	reach := func(n int) *int {
		if n == battlemap.Unreachable {
			return nil
		}
		return &n
	}
	a := zonePairAnswer{
		From: ex.From, To: ex.To, Rules: z.ID, Range: reach(ex.Range), Moves: reach(ex.Moves),
		LOS: ex.LOS, Obscured: ex.Obscured, PathCount: ex.PathCount, Paths: [][]battlemap.AreaID{},
		MovePath: append([]battlemap.AreaID{}, ex.MovePath...), Traits: append([]string{}, ex.TraitNotes...), Verdict: ex.Verdict,
	}
	if ex.Range != battlemap.Unreachable {
		a.Band = &ex.Band
	}
	for _, p := range ex.Paths {
		a.Paths = append(a.Paths, p.Areas)
	}
	return a
}
