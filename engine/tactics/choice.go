package tactics

import (
	"sort"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Choice is one legal act or reaction with its score and the reason in
// plain words. Gain is what the act is worth over doing nothing, in
// expected level points: damage dealt counts for, damage faced against.
type Choice struct {
	Kind    combat.ActKind `json:"kind"`
	Label   string         `json:"label"`
	Gain    float64        `json:"gain"`
	Reason  string         `json:"reason"`
	Command combat.Command `json:"-"`
	// By is who takes the act or reaction; Target and To are whom and
	// where it aims at, as the engine's listing says (empty when none),
	// so a table can be shown what the act would do.
	By     sheet.CharacterID `json:"by,omitempty"`
	Target sheet.CharacterID `json:"target,omitempty"`
	To     battlemap.AreaID  `json:"to,omitempty"`
}

// rank sorts the best first; equal gains keep the engine's listing order,
// so the ranking is the same on every run.
func rank(cs []Choice) []Choice {
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].Gain > cs[j].Gain })
	return cs
}
