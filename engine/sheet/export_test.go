package sheet

import "sort"

// What the tests call that the program reaches another way.

// Answer fills the decision's field of cmd with value and returns the new
// command, as a session's Answer does for its pending command. value may
// be a Go value or json.RawMessage (an Option's Value). Whether the answer
// is legal is checked when the command is applied.
func Answer(cmd Command, d *Decision, value any) (Command, error) {
	return SetCommandField(rosterRules{}, cmd, d.Field, value)
}

// SameDice reports whether two rolls show the same digits, wherever they
// came from.
func (r Roll) SameDice(o Roll) bool { return r.Tens == o.Tens && r.Ones == o.Ones }

// ResumeDiceSource gives the source of seed positioned after draws rolls,
// so a saved session goes on with the rolls it would have made.
func ResumeDiceSource(seed, draws uint64) *DiceSource {
	s := NewDiceSource(seed)
	for s.draws < draws {
		s.Roll()
	}
	return s
}

// Seed returns the recorded seed.
func (s *DiceSource) Seed() uint64 { return s.seed }

// Reroll throws the chosen dice again and keeps the others from first.
func (s *DiceSource) Reroll(first Roll, which RerollDice) Roll {
	return Rerolled(first, which, s.Roll())
}

// Critical reports a critical either way.
func (o Outcome) Critical() bool { return o.CriticalSuccess || o.CriticalFailure }

// Degree is the degree of success: the value on a success (higher is
// better, the level itself is best), -1 on a failure.
func (o Outcome) Degree() int {
	if !o.Success {
		return -1
	}
	return o.Value
}

// CommandTypes lists every command type, sorted.
func CommandTypes() []string {
	out := make([]string, 0, len(commandTypes))
	for t := range commandTypes {
		out = append(out, t)
	}
	sort.Strings(out)
	return out
}

// ResolveRoll is ResolveRollInto on a copy of c with no thrower, the
// decision it waits for (if any) returned as a *Decision.
func ResolveRoll(e Edition, c RollRecord, level, max int, good bool, who Decider, field string) (RollResult, *Decision, error) {
	res, err := ResolveRollInto(e, &c, level, max, good, who, field, nil)
	if p, ok := err.(*PendingDecision); ok {
		return res, p.D, nil
	}
	return res, nil, err
}

// Replay applies a log to a copy of start. Every entry must apply with
// no decision left open.
func Replay(start *Roster, log []Entry) (*Roster, error) {
	state, _, err := ReplayEach(rosterRules{}, start.Clone(), Commands(log))
	return state, err
}
