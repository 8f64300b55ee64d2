package sheet

import (
	"fmt"

	"github.com/unhexboard/unhexboard/engine/battlemap"

	json "github.com/goccy/go-json"
)

// Entry is one applied command of a session's log, with its narration.
// The state is a pure function of the starting roster and the log.
type Entry struct {
	Command   Command `json:"-"`
	Narration string  `json:"-"`
}

type entryJSON struct {
	Command   json.RawMessage `json:"command"`
	Narration string          `json:"narration"`
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
	if err := json.Unmarshal(data, &raw); err != nil {
		return err
	}
	cmd, err := UnmarshalCommand(raw.Command)
	if err != nil {
		return err
	}
	e.Command, e.Narration = cmd, raw.Narration
	return nil
}

// Pending is a submitted command waiting for a decision.
type Pending struct {
	Command  Command
	Decision *Decision
}

// Session runs commands against a roster: it keeps the log, the current
// state and the decision being waited for. While a decision is pending,
// nothing else moves on: only an answer (or, before any dice, a cancel).
type Session struct {
	start   *Roster
	state   *Roster
	log     []Entry
	pending *Pending
	areas   map[battlemap.AreaID]bool
}

// NewSession starts a session from a copy of start. areas, if not nil,
// are the map's areas, which a character's area must be one of.
func NewSession(start *Roster, areas map[battlemap.AreaID]bool) *Session {
	return &Session{start: start.Clone(), state: start.Clone(), areas: areas}
}

// AreaSet returns the ids of a map's areas.
func AreaSet(m *battlemap.Map) map[battlemap.AreaID]bool {
	out := make(map[battlemap.AreaID]bool, len(m.Areas))
	for _, a := range m.Areas {
		out[a.ID] = true
	}
	return out
}

// State returns a copy of the current roster.
func (s *Session) State() *Roster { return s.state.Clone() }

// Log returns the applied entries, oldest first.
func (s *Session) Log() []Entry { return append([]Entry(nil), s.log...) }

// Pending returns the command waiting for a decision, or nil.
func (s *Session) Pending() *Pending { return s.pending }

// Submit applies a command, or holds it while it waits for a decision.
func (s *Session) Submit(cmd Command) (Result, error) {
	if s.pending != nil {
		return Result{}, &RefusedError{Type: typeOf(cmd), Reason: WaitingFor(s.pending.Decision)}
	}
	if cmd == nil {
		return Result{}, &RefusedError{Type: "command", Reason: "no command"}
	}
	// Keep the command's JSON form: it is what the log holds, so the
	// state never depends on anything the JSON does not carry.
	canon, err := roundTrip(cmd)
	if err != nil {
		return Result{}, &RefusedError{Type: cmd.Type(), Reason: err.Error()}
	}
	return s.try(canon)
}

// Answer fills the pending decision with value and tries the command
// again. An illegal answer is refused and the decision stays pending.
func (s *Session) Answer(value any) (Result, error) {
	if s.pending == nil {
		return Result{}, &RefusedError{Type: "answer", Reason: "no decision is pending"}
	}
	cmd, err := Answer(s.pending.Command, s.pending.Decision, value)
	if err != nil {
		return Result{}, &RefusedError{Type: s.pending.Command.Type(), Reason: err.Error()}
	}
	return s.try(cmd)
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
	if s.areas != nil {
		if err := res.State.Validate(s.areas); err != nil {
			return Result{}, &RefusedError{Type: cmd.Type(), Reason: err.Error()}
		}
	}
	s.pending = nil
	s.state = res.State
	s.log = append(s.log, Entry{Command: cmd, Narration: res.Narration})
	return res, nil
}

// Cancel withdraws the pending command. Once dice are recorded in it, the
// roll stands and must be played out.
func (s *Session) Cancel() error {
	if s.pending == nil {
		return &RefusedError{Type: "cancel", Reason: "no decision is pending"}
	}
	if r, ok := s.pending.Command.(interface{ rolled() bool }); ok && r.rolled() {
		return &RefusedError{Type: "cancel", Reason: "the dice are rolled; the result stands"}
	}
	s.pending = nil
	return nil
}

// Undo drops the last entry and replays the log from the start.
func (s *Session) Undo() error {
	if s.pending != nil {
		return &RefusedError{Type: "undo", Reason: WaitingFor(s.pending.Decision)}
	}
	if len(s.log) == 0 {
		return &RefusedError{Type: "undo", Reason: "the log is empty"}
	}
	state, err := Replay(s.start, s.log[:len(s.log)-1])
	if err != nil {
		return err
	}
	s.log = s.log[:len(s.log)-1]
	s.state = state
	return nil
}

// Replay applies a log to a copy of start. Every entry must apply with
// no decision left open.
func Replay(start *Roster, log []Entry) (*Roster, error) {
	state := start.Clone()
	for i, e := range log {
		res, err := Apply(state, e.Command)
		if err != nil {
			return nil, fmt.Errorf("log entry %d: %w", i+1, err)
		}
		if res.Decision != nil {
			return nil, fmt.Errorf("log entry %d (%s) still waits for a decision: %s", i+1, e.Command.Type(), res.Decision.Prompt)
		}
		state = res.State
	}
	return state, nil
}

func roundTrip(cmd Command) (Command, error) {
	data, err := MarshalCommand(cmd)
	if err != nil {
		return nil, err
	}
	return UnmarshalCommand(data)
}

func typeOf(cmd Command) string {
	if cmd == nil {
		return "command"
	}
	return cmd.Type()
}

func WaitingFor(d *Decision) string {
	who := "the GM"
	if d.Decider.Role == RolePlayer {
		who = "the player of " + string(d.Decider.Character)
	}
	return fmt.Sprintf("waiting for %s to decide: %s", who, d.Prompt)
}

func (a *AttackRoll) rolled() bool   { return a.Roll.hasDice() }
func (f *GiveFirstAid) rolled() bool { return f.Roll.hasDice() }
func (p *PlainRoll) rolled() bool    { return p.Roll.hasDice() }
