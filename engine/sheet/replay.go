package sheet

import "fmt"

// ReplayError says which log entry could not be applied, and why.
type ReplayError struct {
	Entry int // 1-based
	Type  string
	Err   error
}

func (e *ReplayError) Error() string {
	return fmt.Sprintf("log entry %d (%s): %v", e.Entry, e.Type, e.Err)
}

func (e *ReplayError) Unwrap() error { return e.Err }

// ReplayEach applies cmds one by one from start, each to a copy, so the
// first illegal entry (or one still waiting for a decision) is named by a
// *ReplayError and the state before it is kept.
func ReplayEach[S any, C Typed, R any, K Rules[S, C, R]](rules K, start S, cmds []C) (S, []string, error) {
	state := start
	lines := make([]string, 0, len(cmds))
	for i, cmd := range cmds {
		res, err := rules.Apply(state, cmd)
		if err != nil {
			return state, lines, &ReplayError{Entry: i + 1, Type: typeOf(cmd), Err: err}
		}
		next, d, narration := rules.Outcome(res)
		if d != nil {
			return state, lines, &ReplayError{Entry: i + 1, Type: cmd.Type(), Err: fmt.Errorf("still waits for a decision (%s): %s", d.Field, d.Prompt)}
		}
		state = next
		lines = append(lines, narration)
	}
	return state, lines, nil
}
