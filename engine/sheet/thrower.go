package sheet

import (
	"bytes"
	"reflect"

	json "github.com/goccy/go-json"
)

// Thrower rolls the dice a command asks for as it runs, for a player who
// rolls every die with the app (a simulated fight). With a thrower the
// command goes on past a dice decision instead of stopping to ask it, and
// so is not replayed from its start once per roll. The dice are the ones
// answering each decision in turn would give, in the same order: each
// roll is drawn where the decision would first have been asked, and a
// field already thrown reads the same dice again, as it would from the
// command. Every roll is kept under its field, so the command can be
// written out with its dice and replays to the same result.
type Thrower struct {
	throws *throws
	prefix string // where the running command sits in the logged one
}

type throws struct {
	src    *DiceSource
	choose Chooser
	thrown []Thrown
	asked  Decision // the decision a chooser is shown, made once per thrower
	// joined are the dice fields written so far, kept through Reuse: a
	// fight throws at the same few fields again and again ("roll.dice",
	// each team's initiative roll), each joined once.
	joined []joinedField
}

// joinedField is a dice field written from its three parts.
type joinedField struct{ a, b, c, field string }

// maxJoined bounds the fields a thrower keeps written; a field past them
// is joined anew each time.
const maxJoined = 16

// join is a+b+c, written once for the thrower's record.
func (ts *throws) join(a, b, c string) string {
	n := len(a) + len(b) + len(c)
	for i := range ts.joined {
		if j := &ts.joined[i]; len(j.field) == n && j.b == b && j.a == a && j.c == c {
			return j.field
		}
	}
	field := a + b + c
	if len(ts.joined) < maxJoined {
		ts.joined = append(ts.joined, joinedField{a, b, c, field})
	}
	return field
}

// Chooser answers, as the command reaches it, a decision other than dice
// that a player leaves to the app (a simulated fight's tactics): the
// answer, as Answer would take it, and true; or false to have it asked.
// thrown are the dice and answers given so far in this run, which the
// command asked would hold by then. It is asked only where the engine
// offers (Thrower.Choose), and must answer as it would once the decision
// were asked. d is the thrower's, read during the call only.
type Chooser func(d *Decision, thrown []Thrown) (any, bool)

// rootThrower is a thrower with its record, made in one allocation: a
// simulated fight makes one for every command it tries.
type rootThrower struct {
	Thrower
	own throws
}

// Thrown is one roll a thrower made, or one answer its chooser gave: the
// decision's field and its answer, the dice or else Choice.
type Thrown struct {
	Field  string
	Dice   Roll
	Choice any // the chooser's answer; nil for dice
}

// NewThrower rolls from src.
func NewThrower(src *DiceSource) *Thrower {
	r := &rootThrower{own: throws{src: src}}
	r.throws = &r.own
	return &r.Thrower
}

// Reuse is a thrower rolling from src, in the memory of t, a thrower
// NewThrower made whose record (Thrown) no one reads any more; with t nil,
// NewThrower(src). A player of many commands then keeps one.
func (t *Thrower) Reuse(src *DiceSource) *Thrower {
	if t == nil || t.prefix != "" {
		return NewThrower(src)
	}
	clear(t.throws.thrown) // no answer stays alive through the record
	*t.throws = throws{src: src, thrown: t.throws.thrown[:0], joined: t.throws.joined}
	return t
}

// WithChooser is the thrower also answering with choose the decisions it
// offers (see Choose).
func (t *Thrower) WithChooser(choose Chooser) *Thrower {
	t.throws.choose = choose
	return t
}

// Under is the thrower for a command run inside another at prefix, the
// path its decisions are moved under. A nil thrower stays nil.
func (t *Thrower) Under(prefix string) *Thrower {
	if t == nil || prefix == "" {
		return t
	}
	return &Thrower{throws: t.throws, prefix: t.prefix + prefix}
}

// Thrown lists the rolls made, in order, each under its full field.
func (t *Thrower) Thrown() []Thrown {
	if t == nil {
		return nil
	}
	return t.throws.thrown
}

// AskOrThrow is Ask for a dice decision a thrower may answer: the dice
// and nil, or the pending decision. A nil thrower always asks.
func (t *Thrower) AskOrThrow(d Decision) (Roll, error) {
	if t == nil || d.Dice == nil {
		return Roll{}, Ask(d)
	}
	return t.throw(d.Field, "", d.Dice), nil
}

// Choose is Ask for a decision the thrower's chooser may answer: with an
// answer it puts in *into (a pointer to the field's type) what the field
// would hold once answered, a value of its own (no list, map or pointer
// shared with the answer or the record), and returns nil; without, the pending
// decision. A field already chosen reads the same answer again.
func (t *Thrower) Choose(d Decision, into any) error {
	_, err := t.choose(d, into, false)
	return err
}

// choose is Choose; with byOption, an answer that is one of d's option
// values, byte for byte, is not read: its place in d.Options is returned
// instead (-1 for an answer read into *into).
func (t *Thrower) choose(d Decision, into any, byOption bool) (int, error) {
	if t == nil || t.throws.choose == nil {
		return -1, Ask(d)
	}
	field := t.prefix + d.Field
	for _, th := range t.throws.thrown {
		if th.Choice != nil && th.Field == field {
			return readOption(th.Choice, into, d, byOption)
		}
	}
	asked := &t.throws.asked
	*asked = d
	asked.Field = field
	ans, ok := t.throws.choose(asked, t.throws.thrown)
	if !ok || ans == nil {
		return -1, Ask(d)
	}
	i, err := readOption(ans, into, d, byOption)
	if err != nil {
		return -1, err
	}
	t.throws.thrown = append(t.throws.thrown, Thrown{Field: field, Choice: ans})
	return i, nil
}

// ChooseOption is ChooseUnworded for a decision answered with one of its
// options, as a fight's tactics answer: the answer's place in d.Options,
// with *into left as it was, where the answer is the option's value byte
// for byte; else -1, with the answer read into *into as Choose reads it.
// A caller that keeps what each option stands for then reads nothing.
func (t *Thrower) ChooseOption(d Decision, word func(*Decision), into any) (int, error) {
	i, err := t.choose(d, into, true)
	if p, ok := err.(*PendingDecision); ok {
		word(p.D)
	}
	return i, err
}

// readOption is readAnswer; with byOption, an answer that is one of d's
// option values is its place in d.Options instead, read into nothing.
func readOption(ans, into any, d Decision, byOption bool) (int, error) {
	if raw, ok := ans.(json.RawMessage); ok && byOption {
		for i := range d.Options {
			if bytes.Equal(d.Options[i].Value, raw) {
				return i, nil
			}
		}
	}
	return -1, readAnswer(ans, into, d)
}

// ChooseUnworded is Choose for a decision whose words are written only
// if it is asked: the chooser is shown d as given, and word writes in
// what only a person reads (the prompt; and options of the decision's
// own where d shares them, read only) before d is asked. A chooser
// reads a decision's kind, decider, field and option values, never its
// words: a simulated fight answers thousands and asks few.
func (t *Thrower) ChooseUnworded(d Decision, word func(*Decision), into any) error {
	err := t.Choose(d, into)
	if p, ok := err.(*PendingDecision); ok {
		word(p.D)
	}
	return err
}

// readAnswer puts ans in *into as the command's field would read it once
// answered; an answer it cannot read is asked instead, to be refused
// where an answer is.
func readAnswer(ans, into any, d Decision) error {
	switch into := into.(type) {
	case *[]string: // a team order: read without reflect
		if raw, ok := ans.(json.RawMessage); ok {
			if read, ok := plainStringList(raw); ok {
				if read == nil {
					return Ask(d)
				}
				*into = read
				return nil
			}
		}
	case **Reroll: // a re-roll and a critical's choice, as a fight's tactics give them: a copy of their own
		if r, ok := ans.(Reroll); ok && r.Result == nil {
			*into = &r
			return nil
		}
	case **CritChoice:
		if cc, ok := ans.(CritChoice); ok && cc.To == nil {
			*into = &cc
			return nil
		}
	}
	v := reflect.ValueOf(into).Elem()
	fresh := reflect.New(v.Type()).Elem()
	if !setLeaf(fresh, ans) {
		return Ask(d)
	}
	switch fresh.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Map:
		if fresh.IsNil() {
			return Ask(d) // the field would still read as unanswered
		}
	}
	v.Set(fresh)
	return nil
}

// throw is the dice for the field base+leaf (under the thrower's prefix):
// those already thrown there, or a new roll for need. The parts are
// joined only for a new roll, as a dice field is read far more often than
// it is first thrown. t is not nil.
func (t *Thrower) throw(base, leaf string, need *DiceNeed) Roll {
	for _, th := range t.throws.thrown {
		if th.Choice == nil && isField(th.Field, t.prefix, base, leaf) {
			return th.Dice
		}
	}
	r := need.Answer(t.throws.src.Roll())
	if t.throws.thrown == nil {
		t.throws.thrown = make([]Thrown, 0, 4) // room for an attack, a defence and their re-rolls
	}
	t.throws.thrown = append(t.throws.thrown, Thrown{Field: t.throws.join(t.prefix, base, leaf), Dice: r})
	return r
}

// isField reports whether field is a+b+c.
func isField(field, a, b, c string) bool {
	return len(field) == len(a)+len(b)+len(c) && field[:len(a)] == a &&
		field[len(a):len(a)+len(b)] == b && field[len(a)+len(b):] == c
}
