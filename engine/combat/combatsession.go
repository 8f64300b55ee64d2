package combat

import (
	"errors"
	"fmt"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Entry is one applied command of a combat log with its narration.
type Entry = sheet.LogEntry[Command, logRules]

// Pending is a submitted combat command waiting for a decision.
type Pending = sheet.Waiting[Command]

// ReplayError says which log entry could not be applied, and why.
type ReplayError = sheet.ReplayError

// Session runs a combat through the shared sheet.Journal; it adds what
// the file saves (Record) and the read model (View).
type Session struct {
	*sheet.Journal[*Combat, Command, Result, logRules]
	m          *battlemap.Map
	start      *sheet.Roster
	objectives []string
}

// NewSession starts a combat in round 1.
func NewSession(m *battlemap.Map, start *sheet.Roster, objectives []string) (*Session, error) {
	c, err := New(m, start, objectives)
	if err != nil {
		return nil, err
	}
	return &Session{sheet.NewJournal[*Combat, Command, Result](logRules{}, c), m, start.Clone(), sheet.CloneSlice(objectives)}, nil
}

// ResumeSession replays a saved log and continues from its end.
func ResumeSession(m *battlemap.Map, start *sheet.Roster, objectives []string, log []Entry) (*Session, error) {
	c, err := New(m, start, objectives)
	if err != nil {
		return nil, fmt.Errorf("the combat cannot start: %w", err)
	}
	j, err := sheet.ResumeJournal[*Combat, Command, Result](logRules{}, c, log)
	if err != nil {
		return nil, err
	}
	return &Session{j, m, start.Clone(), sheet.CloneSlice(objectives)}, nil
}

// Record is the combat as the file saves it.
func (s *Session) Record() *Record {
	rec := &Record{Characters: s.start.Clone().Characters, Objectives: sheet.CloneSlice(s.objectives), Log: s.Log()}
	if p := s.Pending(); p != nil {
		rec.Pending = &Entry{Command: p.Command}
	}
	return rec
}

// Replay starts a combat on m from start and applies the log. It returns
// the final state and each entry's narration as replayed, or a
// *ReplayError naming the first entry that is illegal or still waits for
// a decision (with the state before it).
func Replay(m *battlemap.Map, start *sheet.Roster, objectives []string, log []Entry) (*Combat, []string, error) {
	c, err := New(m, start, objectives)
	if err != nil {
		return nil, nil, fmt.Errorf("the combat cannot start: %w", err)
	}
	return logRules{}.Replay(c, sheet.Commands(log))
}

// logRules are the combat log's sheet.Rules.
type logRules struct{}

func (logRules) MarshalCommand(c Command) ([]byte, error)     { return MarshalCommand(c) }
func (logRules) UnmarshalCommand(d []byte) (Command, error)   { return UnmarshalCommand(d) }
func (logRules) Apply(c *Combat, cmd Command) (Result, error) { return Apply(c, cmd) }

func (logRules) Outcome(res Result) (*Combat, *sheet.Decision, string) {
	return res.State, res.Decision, res.Narration
}

// Replay takes the fast path: one copy, every entry applied in place,
// every sheet checked at the end. When an entry fails, the replay resumes
// from a checkpoint instead of starting over: the entries before it are
// replayed fast again, and the rest carefully, each to a copy, to name the
// entry and keep the state before it. A long log with a bad last entry so
// costs about twice a good one, not a careful replay of every entry.
func (k logRules) Replay(start *Combat, cmds []Command) (*Combat, []string, error) {
	fast := start.Clone()
	lines := make([]string, 0, len(cmds))
	for i, cmd := range cmds {
		line, err := applyInPlace(fast, cmd)
		if err != nil {
			return k.resume(start, cmds, i)
		}
		lines = append(lines, line)
	}
	if fast.Roster.Validate(fast.areaSet()) != nil {
		return sheet.ReplayEach(k, start, cmds)
	}
	fast.Terrain()
	return fast, lines, nil
}

// resume replays cmds[:bad] fast on a new copy of start (they applied in
// place before), checks every sheet as the fast path does at its end, and
// goes on carefully from bad, where the fast path failed. Should the
// entries before bad not hold up, it replays carefully from the start.
func (k logRules) resume(start *Combat, cmds []Command, bad int) (*Combat, []string, error) {
	state := start.Clone()
	lines := make([]string, 0, len(cmds))
	for _, cmd := range cmds[:bad] {
		line, err := applyInPlace(state, cmd)
		if err != nil {
			return sheet.ReplayEach(k, start, cmds)
		}
		lines = append(lines, line)
	}
	if state.Roster.Validate(state.areaSet()) != nil {
		return sheet.ReplayEach(k, start, cmds)
	}
	state.Terrain() // as Apply leaves a state, so the checkpoint reads like one
	end, more, err := sheet.ReplayEach(k, state, cmds[bad:])
	var re *sheet.ReplayError
	if errors.As(err, &re) {
		re.Entry += bad
	}
	return end, append(lines, more...), err
}
