package sheet

import "github.com/unhexboard/unhexboard/engine/battlemap"

// Entry is one applied command of a sheet log, with its narration.
type Entry = LogEntry[Command, rosterRules]

// Pending is a submitted sheet command waiting for a decision.
type Pending = Waiting[Command]

// Session runs sheet commands against a roster through the shared Journal.
type Session struct {
	*Journal[*Roster, Command, Result, rosterRules]
}

// NewSession starts a session from a copy of start. areas, if not nil,
// are the map's areas, which a character's area must be one of.
func NewSession(start *Roster, areas map[battlemap.AreaID]bool) *Session {
	return &Session{NewJournal[*Roster, Command, Result](rosterRules{areas: areas}, start.Clone())}
}

// State returns a copy of the current roster, so callers may change it.
func (s *Session) State() *Roster { return s.Journal.State().Clone() }

// AreaSet returns the ids of a map's areas.
func AreaSet(m *battlemap.Map) map[battlemap.AreaID]bool {
	out := make(map[battlemap.AreaID]bool, len(m.Areas))
	for _, a := range m.Areas {
		out[a.ID] = true
	}
	return out
}

// rosterRules are the sheet log's Rules: sheet commands on a roster, each
// result kept inside the map's areas when they are known.
type rosterRules struct{ areas map[battlemap.AreaID]bool }

func (rosterRules) MarshalCommand(c Command) ([]byte, error)   { return MarshalCommand(c) }
func (rosterRules) UnmarshalCommand(d []byte) (Command, error) { return UnmarshalCommand(d) }

func (k rosterRules) Apply(r *Roster, cmd Command) (Result, error) {
	res, err := Apply(r, cmd)
	if err != nil || res.Decision != nil || k.areas == nil {
		return res, err
	}
	if err := res.State.Validate(k.areas); err != nil {
		return Result{}, &RefusedError{Type: cmd.Type(), Reason: err.Error()}
	}
	return res, nil
}

func (rosterRules) Outcome(res Result) (*Roster, *Decision, string) {
	return res.State, res.Decision, res.Narration
}

func (k rosterRules) Replay(start *Roster, cmds []Command) (*Roster, []string, error) {
	return ReplayEach(k, start, cmds)
}
