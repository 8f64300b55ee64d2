package sheet

// Rules are what a Journal needs of one kind of log: how a command applies
// to the state and travels as JSON. Sheets and combats supply their own,
// so the session logic is written once.
type Rules[S any, C Typed, R any] interface {
	Codec[C]
	// Apply tries cmd on state without changing it.
	Apply(state S, cmd C) (R, error)
	// Outcome reads a result: the next state, or the decision it waits for.
	Outcome(res R) (next S, d *Decision, narration string)
	// Replay rebuilds the state from start (ReplayEach, or a faster way
	// that gives the same), with each entry's narration.
	Replay(start S, cmds []C) (S, []string, error)
}

// Typed is a command that names its JSON "type", for messages.
type Typed interface{ Type() string }

// Waiting is a submitted command waiting for a decision.
type Waiting[C any] struct {
	Command  C
	Decision *Decision
}

// Journal runs commands against a state: the log, the current state, the
// pending decision, undo and redo. While a decision is pending nothing
// else moves on: only an answer or, before any dice, a cancel.
type Journal[S any, C Typed, R any, K Rules[S, C, R]] struct {
	rules   K
	start   S
	state   S
	log     []LogEntry[C, K]
	undone  []LogEntry[C, K]
	pending *Waiting[C]
}

// NewJournal starts an empty log at start, which it never changes.
func NewJournal[S any, C Typed, R any, K Rules[S, C, R]](rules K, start S) *Journal[S, C, R, K] {
	return &Journal[S, C, R, K]{rules: rules, start: start, state: start}
}

// ResumeJournal replays a saved log from start and goes on from its end.
// A hand-written log may leave out narrations: the replay tells them.
func ResumeJournal[S any, C Typed, R any, K Rules[S, C, R]](rules K, start S, log []LogEntry[C, K]) (*Journal[S, C, R, K], error) {
	state, lines, err := rules.Replay(start, Commands(log))
	if err != nil {
		return nil, err
	}
	j := NewJournal[S, C, R](rules, start)
	j.state = state
	for i, e := range log {
		if e.Narration == "" && i < len(lines) {
			e.Narration = lines[i]
		}
		j.log = append(j.log, e)
	}
	return j, nil
}

// State is the current state (shared: do not change it).
func (j *Journal[S, C, R, K]) State() S { return j.state }

// Log returns the applied entries, oldest first.
func (j *Journal[S, C, R, K]) Log() []LogEntry[C, K] { return append([]LogEntry[C, K](nil), j.log...) }

// Pending returns the command waiting for a decision, or nil.
func (j *Journal[S, C, R, K]) Pending() *Waiting[C] { return j.pending }

// Submit applies a command, or holds it while it waits for a decision.
func (j *Journal[S, C, R, K]) Submit(cmd C) (R, error) {
	var none R
	if err := j.idle(typeOf(cmd)); err != nil {
		return none, err
	}
	if any(cmd) == nil {
		return none, &RefusedError{Type: "command", Reason: "no command"}
	}
	// The log holds the JSON form, so the state depends only on what it says.
	canon, err := roundTrip(j.rules, cmd)
	if err != nil {
		return none, &RefusedError{Type: cmd.Type(), Reason: err.Error()}
	}
	return j.try(canon)
}

// Answer fills the pending decision and tries the command again. An
// illegal answer is refused and the decision stays pending.
func (j *Journal[S, C, R, K]) Answer(value any) (R, error) {
	var none R
	if j.pending == nil {
		return none, &RefusedError{Type: "answer", Reason: "no decision is pending"}
	}
	cmd, err := SetCommandField(j.rules, j.pending.Command, j.pending.Decision.Field, value)
	if err != nil {
		return none, &RefusedError{Type: j.pending.Command.Type(), Reason: err.Error()}
	}
	return j.try(cmd)
}

func (j *Journal[S, C, R, K]) try(cmd C) (R, error) {
	res, err := j.rules.Apply(j.state, cmd)
	if err != nil {
		return res, err
	}
	next, d, narration := j.rules.Outcome(res)
	if d != nil {
		j.pending = &Waiting[C]{Command: cmd, Decision: d}
		return res, nil
	}
	j.pending, j.state, j.undone = nil, next, nil
	j.log = append(j.log, LogEntry[C, K]{Command: cmd, Narration: narration})
	return res, nil
}

// Cancel withdraws the pending command, unless its JSON holds dice: a roll
// stands once made. One rule for every kind of command.
func (j *Journal[S, C, R, K]) Cancel() error {
	if err := j.CanCancel(); err != nil {
		return err
	}
	j.pending = nil
	return nil
}

// CanCancel is the one rule for withdrawing a pending command: there must
// be one, and no dice may be recorded in it, since a roll once made
// stands.
func (j *Journal[S, C, R, K]) CanCancel() error {
	if j.pending == nil {
		return &RefusedError{Type: "cancel", Reason: "no decision is pending"}
	}
	if data, err := j.rules.MarshalCommand(j.pending.Command); err == nil && HoldsDice(data) {
		return &RefusedError{Type: "cancel", Reason: "the dice are rolled; the result stands"}
	}
	return nil
}

// Undo drops the last entry and replays the log from the start, so the
// state is always what the log says.
func (j *Journal[S, C, R, K]) Undo() error {
	if err := j.idle("undo"); err != nil {
		return err
	}
	if len(j.log) == 0 {
		return &RefusedError{Type: "undo", Reason: "the log is empty"}
	}
	last := len(j.log) - 1
	state, _, err := j.rules.Replay(j.start, Commands(j.log[:last]))
	if err != nil {
		return err
	}
	j.undone = append(j.undone, j.log[last])
	j.log, j.state = j.log[:last], state
	return nil
}

// Redo applies the last undone entry again.
func (j *Journal[S, C, R, K]) Redo() error {
	if err := j.idle("redo"); err != nil {
		return err
	}
	if len(j.undone) == 0 {
		return &RefusedError{Type: "redo", Reason: "nothing to redo"}
	}
	e := j.undone[len(j.undone)-1]
	res, err := j.rules.Apply(j.state, e.Command)
	if err != nil {
		return err
	}
	next, d, narration := j.rules.Outcome(res)
	if d != nil {
		return &RefusedError{Type: "redo", Reason: "the entry no longer applies without a decision"}
	}
	j.undone = j.undone[:len(j.undone)-1]
	j.state = next
	j.log = append(j.log, LogEntry[C, K]{Command: e.Command, Narration: narration})
	return nil
}

// idle refuses op while a decision is pending: nothing else moves on.
func (j *Journal[S, C, R, K]) idle(op string) error {
	if j.pending != nil {
		name := func(id CharacterID) string { return string(id) }
		if n, ok := any(j.state).(namer); ok {
			name = n.Label
		}
		return &RefusedError{Type: op, Reason: WaitingFor(j.pending.Decision, name)}
	}
	return nil
}

// namer is a state that names its characters as a person reads them.
type namer interface{ Label(CharacterID) string }

// WaitingFor says who must decide what before anything else moves on,
// naming the character by name.
func WaitingFor(d *Decision, name func(CharacterID) string) string {
	who := "the GM"
	if d.Decider.Role == RolePlayer {
		who = name(d.Decider.Character) + "'s player"
	}
	return "waiting for " + who + " to decide: " + d.Prompt
}

func typeOf(cmd Typed) string {
	if cmd == nil {
		return "command"
	}
	return cmd.Type()
}
