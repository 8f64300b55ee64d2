package engine

import (
	"bytes"
	"fmt"

	json "github.com/goccy/go-json"
)

// CombatEntry is one applied command of a combat log with its narration.
type CombatEntry struct {
	Command   CombatCommand
	Narration string
}

type combatEntryJSON struct {
	Command   json.RawMessage `json:"command"`
	Narration string          `json:"narration,omitempty"`
}

// MarshalJSON writes {"command": {"type": ...}, "narration": "..."}.
func (e CombatEntry) MarshalJSON() ([]byte, error) {
	cmd, err := MarshalCombatCommand(e.Command)
	if err != nil {
		return nil, err
	}
	return json.Marshal(combatEntryJSON{Command: cmd, Narration: e.Narration})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (e *CombatEntry) UnmarshalJSON(data []byte) error {
	var raw combatEntryJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&raw); err != nil {
		return err
	}
	if len(raw.Command) == 0 {
		return fmt.Errorf(`an entry needs a "command"`)
	}
	cmd, err := UnmarshalCombatCommand(raw.Command)
	if err != nil {
		return err
	}
	e.Command, e.Narration = cmd, raw.Narration
	return nil
}

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

// ReplayCombat starts a combat on m from start and applies the log. It
// returns the final state and each entry's narration as replayed, or a
// *ReplayError naming the first entry that is illegal or still waits for
// a decision (with the state before it).
func ReplayCombat(m *Map, start *Roster, objectives []string, log []CombatEntry) (*Combat, []string, error) {
	c, err := NewCombat(m, start, objectives)
	if err != nil {
		return nil, nil, fmt.Errorf("the combat cannot start: %w", err)
	}
	// Fast path: one copy, every entry applied in place, every sheet
	// checked at the end. Anything wrong: replay carefully to name the
	// entry and keep the state before it.
	fast := c.Clone()
	lines := make([]string, 0, len(log))
	ok := true
	for _, e := range log {
		line, err := applyInPlace(fast, e.Command)
		if err != nil {
			ok = false
			break
		}
		lines = append(lines, line)
	}
	if ok && fast.Roster.Validate(fast.areaSet()) == nil {
		fast.terrain()
		return fast, lines, nil
	}
	return replayCarefully(c, log)
}

// replayCarefully applies each entry to a copy, so the first illegal one
// is named and the state before it is kept.
func replayCarefully(c *Combat, log []CombatEntry) (*Combat, []string, error) {
	lines := make([]string, 0, len(log))
	for i, e := range log {
		res, err := ApplyCombat(c, e.Command)
		if err != nil {
			return c, lines, &ReplayError{Entry: i + 1, Type: typeOfCombat(e.Command), Err: err}
		}
		if res.Decision != nil {
			return c, lines, &ReplayError{Entry: i + 1, Type: e.Command.Type(), Err: fmt.Errorf("still waits for a decision (%s): %s", res.Decision.Field, res.Decision.Prompt)}
		}
		c = res.State
		lines = append(lines, res.Narration)
	}
	return c, lines, nil
}

func typeOfCombat(cmd CombatCommand) string {
	if cmd == nil {
		return "command"
	}
	return cmd.Type()
}

// CombatPending is a submitted command waiting for a decision.
type CombatPending struct {
	Command  CombatCommand
	Decision *Decision
}

// CombatSession runs a combat: the log, the current state, the pending
// decision, undo and redo. It is what the play mode drives.
type CombatSession struct {
	m          *Map
	start      *Roster
	objectives []string
	state      *Combat
	log        []CombatEntry
	undone     []CombatEntry
	pending    *CombatPending
}

// NewCombatSession starts a combat in round 1.
func NewCombatSession(m *Map, start *Roster, objectives []string) (*CombatSession, error) {
	c, err := NewCombat(m, start, objectives)
	if err != nil {
		return nil, err
	}
	return &CombatSession{m: m, start: start.Clone(), objectives: cloneSlice(objectives), state: c}, nil
}

// ResumeCombatSession replays a saved log and continues from its end.
func ResumeCombatSession(m *Map, start *Roster, objectives []string, log []CombatEntry) (*CombatSession, error) {
	c, lines, err := ReplayCombat(m, start, objectives, log)
	if err != nil {
		return nil, err
	}
	s := &CombatSession{m: m, start: start.Clone(), objectives: cloneSlice(objectives), state: c}
	for i, e := range log {
		// A hand-written log may leave out the narration: the replay
		// tells it again.
		if e.Narration == "" && i < len(lines) {
			e.Narration = lines[i]
		}
		s.log = append(s.log, e)
	}
	return s, nil
}

// State is the current combat state (do not change it).
func (s *CombatSession) State() *Combat { return s.state }

// Log returns the applied entries, oldest first.
func (s *CombatSession) Log() []CombatEntry { return append([]CombatEntry(nil), s.log...) }

// Pending returns the command waiting for a decision, or nil.
func (s *CombatSession) Pending() *CombatPending { return s.pending }

// Record is the combat as the file saves it.
func (s *CombatSession) Record() *CombatRecord {
	rec := &CombatRecord{Characters: s.start.Clone().Characters, Objectives: cloneSlice(s.objectives), Log: s.Log()}
	if s.pending != nil {
		rec.Pending = &CombatEntry{Command: s.pending.Command}
	}
	return rec
}

// Submit applies a command, or holds it while it waits for a decision.
func (s *CombatSession) Submit(cmd CombatCommand) (CombatResult, error) {
	if s.pending != nil {
		return CombatResult{}, &RefusedError{Type: typeOfCombat(cmd), Reason: waitingFor(s.pending.Decision)}
	}
	if cmd == nil {
		return CombatResult{}, &RefusedError{Type: "command", Reason: "no command"}
	}
	// The log holds the JSON form: the state depends only on what it says.
	data, err := MarshalCombatCommand(cmd)
	if err == nil {
		cmd, err = UnmarshalCombatCommand(data)
	}
	if err != nil {
		return CombatResult{}, &RefusedError{Type: typeOfCombat(cmd), Reason: err.Error()}
	}
	return s.try(cmd)
}

// Answer fills the pending decision and tries the command again. An
// illegal answer is refused and the decision stays pending.
func (s *CombatSession) Answer(value any) (CombatResult, error) {
	if s.pending == nil {
		return CombatResult{}, &RefusedError{Type: "answer", Reason: "no decision is pending"}
	}
	cmd, err := AnswerCombat(s.pending.Command, s.pending.Decision, value)
	if err != nil {
		return CombatResult{}, &RefusedError{Type: s.pending.Command.Type(), Reason: err.Error()}
	}
	return s.try(cmd)
}

// RollDice answers a pending dice decision with the app's dice from src,
// the same path as typed dice.
func (s *CombatSession) RollDice(src *DiceSource) (CombatResult, error) {
	if s.pending == nil || s.pending.Decision.Dice == nil {
		return CombatResult{}, &RefusedError{Type: "roll", Reason: "no dice are asked for"}
	}
	need := s.pending.Decision.Dice
	r := src.Roll()
	if need.Keep != nil {
		r = src.Reroll(*need.Keep, need.Throw)
	}
	return s.Answer(r)
}

func (s *CombatSession) try(cmd CombatCommand) (CombatResult, error) {
	res, err := ApplyCombat(s.state, cmd)
	if err != nil {
		return res, err
	}
	if res.Decision != nil {
		s.pending = &CombatPending{Command: cmd, Decision: res.Decision}
		return res, nil
	}
	s.pending = nil
	s.state = res.State
	s.log = append(s.log, CombatEntry{Command: cmd, Narration: res.Narration})
	s.undone = nil
	return res, nil
}

// Cancel withdraws the pending command, unless it holds dice: a roll
// stands once made.
func (s *CombatSession) Cancel() error {
	if s.pending == nil {
		return &RefusedError{Type: "cancel", Reason: "no decision is pending"}
	}
	if data, err := MarshalCombatCommand(s.pending.Command); err == nil && hasDice(data) {
		return &RefusedError{Type: "cancel", Reason: "the dice are rolled; the result stands"}
	}
	s.pending = nil
	return nil
}

// hasDice reports whether a command's JSON records any dice.
func hasDice(data []byte) bool {
	var v any
	if json.Unmarshal(data, &v) != nil {
		return false
	}
	var walk func(any) bool
	walk = func(v any) bool {
		switch t := v.(type) {
		case map[string]any:
			if d, ok := t["dice"]; ok {
				if _, isObj := d.(map[string]any); isObj {
					return true
				}
			}
			for _, x := range t {
				if walk(x) {
					return true
				}
			}
		case []any:
			for _, x := range t {
				if walk(x) {
					return true
				}
			}
		}
		return false
	}
	return walk(v)
}

// Undo drops the last entry and replays the log.
func (s *CombatSession) Undo() error {
	if s.pending != nil {
		return &RefusedError{Type: "undo", Reason: waitingFor(s.pending.Decision)}
	}
	if len(s.log) == 0 {
		return &RefusedError{Type: "undo", Reason: "the log is empty"}
	}
	c, _, err := ReplayCombat(s.m, s.start, s.objectives, s.log[:len(s.log)-1])
	if err != nil {
		return err
	}
	s.undone = append(s.undone, s.log[len(s.log)-1])
	s.log = s.log[:len(s.log)-1]
	s.state = c
	return nil
}

// Redo applies the last undone entry again.
func (s *CombatSession) Redo() error {
	if s.pending != nil {
		return &RefusedError{Type: "redo", Reason: waitingFor(s.pending.Decision)}
	}
	if len(s.undone) == 0 {
		return &RefusedError{Type: "redo", Reason: "nothing to redo"}
	}
	e := s.undone[len(s.undone)-1]
	res, err := ApplyCombat(s.state, e.Command)
	if err != nil {
		return err
	}
	if res.Decision != nil {
		return &RefusedError{Type: "redo", Reason: "the entry no longer applies without a decision"}
	}
	s.undone = s.undone[:len(s.undone)-1]
	s.state = res.State
	s.log = append(s.log, CombatEntry{Command: e.Command, Narration: res.Narration})
	return nil
}
