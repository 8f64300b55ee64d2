package combat

import (
	"bytes"
	"fmt"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"

	json "github.com/goccy/go-json"
)

// CombatEntry is one applied command of a combat log with its narration.
type Entry struct {
	Command   Command
	Narration string
}

type entryJSON struct {
	Command   json.RawMessage `json:"command"`
	Narration string          `json:"narration,omitempty"`
}

// MarshalJSON writes {"command": {"type": ...}, "narration": "..."}.
func (e Entry) MarshalJSON() ([]byte, error) {
	cmd, err := MarshalCommand(e.Command)
	if err != nil {
		return nil, err
	}
	return json.Marshal(entryJSON{Command: cmd, Narration: e.Narration})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (e *Entry) UnmarshalJSON(data []byte) error {
	var raw entryJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&raw); err != nil {
		return err
	}
	if len(raw.Command) == 0 {
		return fmt.Errorf(`an entry needs a "command"`)
	}
	cmd, err := UnmarshalCommand(raw.Command)
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
func Replay(m *battlemap.Map, start *sheet.Roster, objectives []string, log []Entry) (*Combat, []string, error) {
	c, err := New(m, start, objectives)
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
		fast.Terrain()
		return fast, lines, nil
	}
	return replayCarefully(c, log)
}

// replayCarefully applies each entry to a copy, so the first illegal one
// is named and the state before it is kept.
func replayCarefully(c *Combat, log []Entry) (*Combat, []string, error) {
	lines := make([]string, 0, len(log))
	for i, e := range log {
		res, err := Apply(c, e.Command)
		if err != nil {
			return c, lines, &ReplayError{Entry: i + 1, Type: typeOf(e.Command), Err: err}
		}
		if res.Decision != nil {
			return c, lines, &ReplayError{Entry: i + 1, Type: e.Command.Type(), Err: fmt.Errorf("still waits for a decision (%s): %s", res.Decision.Field, res.Decision.Prompt)}
		}
		c = res.State
		lines = append(lines, res.Narration)
	}
	return c, lines, nil
}

func typeOf(cmd Command) string {
	if cmd == nil {
		return "command"
	}
	return cmd.Type()
}

// CombatPending is a submitted command waiting for a decision.
type Pending struct {
	Command  Command
	Decision *sheet.Decision
}

// CombatSession runs a combat: the log, the current state, the pending
// decision, undo and redo. It is what the play mode drives.
type Session struct {
	m          *battlemap.Map
	start      *sheet.Roster
	objectives []string
	state      *Combat
	log        []Entry
	undone     []Entry
	pending    *Pending
}

// NewCombatSession starts a combat in round 1.
func NewSession(m *battlemap.Map, start *sheet.Roster, objectives []string) (*Session, error) {
	c, err := New(m, start, objectives)
	if err != nil {
		return nil, err
	}
	return &Session{m: m, start: start.Clone(), objectives: sheet.CloneSlice(objectives), state: c}, nil
}

// ResumeCombatSession replays a saved log and continues from its end.
func ResumeSession(m *battlemap.Map, start *sheet.Roster, objectives []string, log []Entry) (*Session, error) {
	c, lines, err := Replay(m, start, objectives, log)
	if err != nil {
		return nil, err
	}
	s := &Session{m: m, start: start.Clone(), objectives: sheet.CloneSlice(objectives), state: c}
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
func (s *Session) State() *Combat { return s.state }

// Log returns the applied entries, oldest first.
func (s *Session) Log() []Entry { return append([]Entry(nil), s.log...) }

// Pending returns the command waiting for a decision, or nil.
func (s *Session) Pending() *Pending { return s.pending }

// Record is the combat as the file saves it.
func (s *Session) Record() *Record {
	rec := &Record{Characters: s.start.Clone().Characters, Objectives: sheet.CloneSlice(s.objectives), Log: s.Log()}
	if s.pending != nil {
		rec.Pending = &Entry{Command: s.pending.Command}
	}
	return rec
}

// Submit applies a command, or holds it while it waits for a decision.
func (s *Session) Submit(cmd Command) (Result, error) {
	if s.pending != nil {
		return Result{}, &sheet.RefusedError{Type: typeOf(cmd), Reason: sheet.WaitingFor(s.pending.Decision)}
	}
	if cmd == nil {
		return Result{}, &sheet.RefusedError{Type: "command", Reason: "no command"}
	}
	// The log holds the JSON form: the state depends only on what it says.
	data, err := MarshalCommand(cmd)
	if err == nil {
		cmd, err = UnmarshalCommand(data)
	}
	if err != nil {
		return Result{}, &sheet.RefusedError{Type: typeOf(cmd), Reason: err.Error()}
	}
	return s.try(cmd)
}

// Answer fills the pending decision and tries the command again. An
// illegal answer is refused and the decision stays pending.
func (s *Session) Answer(value any) (Result, error) {
	if s.pending == nil {
		return Result{}, &sheet.RefusedError{Type: "answer", Reason: "no decision is pending"}
	}
	cmd, err := Answer(s.pending.Command, s.pending.Decision, value)
	if err != nil {
		return Result{}, &sheet.RefusedError{Type: s.pending.Command.Type(), Reason: err.Error()}
	}
	return s.try(cmd)
}

// RollDice answers a pending dice decision with the app's dice from src,
// the same path as typed dice.
func (s *Session) RollDice(src *sheet.DiceSource) (Result, error) {
	if s.pending == nil || s.pending.Decision.Dice == nil {
		return Result{}, &sheet.RefusedError{Type: "roll", Reason: "no dice are asked for"}
	}
	need := s.pending.Decision.Dice
	r := src.Roll()
	if need.Keep != nil {
		r = src.Reroll(*need.Keep, need.Throw)
	}
	return s.Answer(r)
}

func (s *Session) try(cmd Command) (Result, error) {
	res, err := Apply(s.state, cmd)
	if err != nil {
		return res, err
	}
	if res.Decision != nil {
		s.pending = &Pending{Command: cmd, Decision: res.Decision}
		return res, nil
	}
	s.pending = nil
	s.state = res.State
	s.log = append(s.log, Entry{Command: cmd, Narration: res.Narration})
	s.undone = nil
	return res, nil
}

// Cancel withdraws the pending command, unless it holds dice: a roll
// stands once made.
func (s *Session) Cancel() error {
	if s.pending == nil {
		return &sheet.RefusedError{Type: "cancel", Reason: "no decision is pending"}
	}
	if data, err := MarshalCommand(s.pending.Command); err == nil && hasDice(data) {
		return &sheet.RefusedError{Type: "cancel", Reason: "the dice are rolled; the result stands"}
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
func (s *Session) Undo() error {
	if s.pending != nil {
		return &sheet.RefusedError{Type: "undo", Reason: sheet.WaitingFor(s.pending.Decision)}
	}
	if len(s.log) == 0 {
		return &sheet.RefusedError{Type: "undo", Reason: "the log is empty"}
	}
	c, _, err := Replay(s.m, s.start, s.objectives, s.log[:len(s.log)-1])
	if err != nil {
		return err
	}
	s.undone = append(s.undone, s.log[len(s.log)-1])
	s.log = s.log[:len(s.log)-1]
	s.state = c
	return nil
}

// Redo applies the last undone entry again.
func (s *Session) Redo() error {
	if s.pending != nil {
		return &sheet.RefusedError{Type: "redo", Reason: sheet.WaitingFor(s.pending.Decision)}
	}
	if len(s.undone) == 0 {
		return &sheet.RefusedError{Type: "redo", Reason: "nothing to redo"}
	}
	e := s.undone[len(s.undone)-1]
	res, err := Apply(s.state, e.Command)
	if err != nil {
		return err
	}
	if res.Decision != nil {
		return &sheet.RefusedError{Type: "redo", Reason: "the entry no longer applies without a decision"}
	}
	s.undone = s.undone[:len(s.undone)-1]
	s.state = res.State
	s.log = append(s.log, Entry{Command: e.Command, Narration: res.Narration})
	return nil
}
