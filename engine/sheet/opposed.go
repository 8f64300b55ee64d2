package sheet

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/internal/quote"
)

// Contestant is one side of an opposed roll, with its resolved roll.
type Contestant struct {
	ID      string  `json:"id"`
	PC      bool    `json:"pc"`
	Outcome Outcome `json:"outcome"`
	// ExtraAction: the side took another action on a critical success.
	ExtraAction bool `json:"extraAction,omitempty"`
}

// OpposedOptions change how ties are broken.
type OpposedOptions struct {
	// Holder, for initiative, is the side that held initiative last round
	// (the PCs' side in round 1): it wins any tie it is part of, a tie of
	// failures included.
	Holder string `json:"holder,omitempty"`
	// GMPick answers an earlier opposed-tie decision.
	GMPick string `json:"gmPick,omitempty"`
}

// OpposedResult is who won. With no winner, AllFailed says every side
// failed; otherwise Decision asks the GM to break a tie.
type OpposedResult struct {
	Winner string `json:"winner,omitempty"`
	// ExtraActions lists every side that keeps the extra action it chose
	// on a critical success, losers included: it needs no degree of
	// success.
	ExtraActions []string  `json:"extraActions,omitempty"`
	AllFailed    bool      `json:"allFailed,omitempty"`
	Tied         []string  `json:"tied,omitempty"`
	Decision     *Decision `json:"decision,omitempty"`
}

// Opposed resolves an opposed roll between two or more sides: the highest
// successful value wins, whatever the criticals; a PC beats NPCs on a tie;
// any other tie is the GM's call, returned as a decision.
func Opposed(sides []Contestant, opt OpposedOptions) (OpposedResult, error) {
	res, err := opposed(sides, opt)
	if err == nil && res.Decision == nil {
		for _, s := range sides {
			if s.ExtraAction {
				res.ExtraActions = append(res.ExtraActions, s.ID)
			}
		}
	}
	return res, err
}

func opposed(sides []Contestant, opt OpposedOptions) (OpposedResult, error) {
	if len(sides) < 2 {
		return OpposedResult{}, fmt.Errorf("an opposed roll needs at least two sides, got %d", len(sides))
	}
	// Few sides roll at once (every round's initiative is one): they are
	// looked through in place, and the tied start on the stack.
	best := -1
	for i, s := range sides {
		if sideOf(sides[:i], s.ID) {
			return OpposedResult{}, fmt.Errorf("side %s appears twice", quote.Q(s.ID))
		}
		if s.Outcome.Success && s.Outcome.Value > best {
			best = s.Outcome.Value
		}
	}
	if opt.Holder != "" && !sideOf(sides, opt.Holder) {
		return OpposedResult{}, fmt.Errorf("the initiative holder %s is not a side", quote.Q(opt.Holder))
	}
	var tiedRoom [4]Contestant
	tied := tiedRoom[:0]
	for _, s := range sides {
		if (best < 0 && !s.Outcome.Success) || (best >= 0 && s.Outcome.Success && s.Outcome.Value == best) {
			tied = append(tied, s)
		}
	}
	if best < 0 && opt.Holder == "" {
		return OpposedResult{AllFailed: true}, nil
	}
	if len(tied) == 1 {
		return OpposedResult{Winner: tied[0].ID}, nil
	}
	for _, s := range tied {
		if s.ID == opt.Holder {
			return OpposedResult{Winner: s.ID, Tied: idsOf(tied)}, nil
		}
	}
	ids := idsOf(tied)
	if best < 0 {
		return OpposedResult{AllFailed: true}, nil
	}
	var pcs []Contestant
	for _, s := range tied {
		if s.PC {
			pcs = append(pcs, s)
		}
	}
	if len(pcs) == 1 {
		return OpposedResult{Winner: pcs[0].ID, Tied: ids}, nil
	}
	if len(pcs) > 1 {
		tied = pcs // PCs beat the NPCs; the GM splits the PCs
	}
	ids = idsOf(tied)
	if opt.GMPick != "" {
		for _, id := range ids {
			if id == opt.GMPick {
				return OpposedResult{Winner: id, Tied: ids}, nil
			}
		}
		return OpposedResult{}, fmt.Errorf("the GM picked %s, which is not one of the tied sides %s", quote.Q(opt.GMPick), strings.Join(ids, ", "))
	}
	d := Decision{Kind: DecideOpposedTie, Decider: GM, Field: "gmPick",
		Prompt: fmt.Sprintf("%s tie at %d; the GM decides who wins", strings.Join(ids, ", "), best)}
	for _, id := range ids {
		d.Options = append(d.Options, NewOption(id, id+" wins"))
	}
	return OpposedResult{Tied: ids, Decision: &d}, nil
}

// sideOf: one of sides is id.
func sideOf(sides []Contestant, id string) bool {
	for _, s := range sides {
		if s.ID == id {
			return true
		}
	}
	return false
}

func idsOf(cs []Contestant) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.ID
	}
	return out
}
