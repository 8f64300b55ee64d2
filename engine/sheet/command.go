package sheet

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/internal/quote"

	json "github.com/goccy/go-json"
)

// Command is one change to the roster. It carries the dice it used and the
// choices that were made, so applying it again gives the same result.
type Command interface {
	// Type is the command's "type" in its JSON form.
	Type() string
	// apply works on a scratch copy of the roster: it changes it, asks for
	// a decision (ask), or refuses with an error.
	Apply(x *ApplyCtx) error
}

// Result is what applying a command did.
type Result struct {
	// State is the roster after the command; nil when a decision is
	// pending. The roster passed in is never changed.
	State *Roster `json:"-"`
	// Decision, when not nil, is the choice the command still lacks.
	Decision  *Decision   `json:"decision,omitempty"`
	Narration string      `json:"narration,omitempty"`
	Roll      *RollResult `json:"roll,omitempty"`
	Effects   Effects     `json:"effects"`
}

// Effects are consequences the combat flow acts on.
type Effects struct {
	// Actions is the number of actions the command spends (0 or 1).
	Actions        int  `json:"actions"`
	ExtraAction    bool `json:"extraAction,omitempty"`
	LoseNextAction bool `json:"loseNextAction,omitempty"`
	// StopMovement: a leg just filled, so a moving character stops.
	StopMovement bool `json:"stopMovement,omitempty"`
}

// RefusedError says why a command was refused. The state is untouched.
type RefusedError struct {
	Type   string
	Reason string
}

func (e *RefusedError) Error() string { return e.Type + " refused: " + e.Reason }

type ApplyCtx struct {
	R   *Roster
	Res Result
	Narration
	// Dice, when set, rolls the dice the command lacks (see Thrower).
	Dice *Thrower
	// RollUnread: the caller reads the effects and lines only, so an
	// attack roll leaves Res.Roll unset (a combat runs many, and its
	// result needs no room of its own).
	RollUnread bool
	// Items, when set, says the roster's item lists may be shared with
	// other rosters (a combat state's copy shares them with the state it
	// was copied from): before an item is written in place, Items makes
	// its character's list one of its own. Nil: every list is R's own.
	Items ItemOwner
}

// ItemOwner makes a character's item list its own before one of its
// items is written in place, when the list may be shared.
type ItemOwner interface {
	OwnItems(c *Character)
}

// ownItems makes c's items its own before one is written in place.
func (x *ApplyCtx) ownItems(c *Character) {
	if x.Items != nil {
		x.Items.OwnItems(c)
	}
}

// ownItem is it, one of c's items, where it may be written in place:
// the same item in c's own list (see ApplyCtx.Items).
func (x *ApplyCtx) ownItem(c *Character, it *Item) *Item {
	if x.Items == nil {
		return it
	}
	i := ItemIndex(c, it)
	x.Items.OwnItems(c)
	return &c.Items[i]
}

// ItemIndex is the place in c's items of it, which points into them.
func ItemIndex(c *Character, it *Item) int {
	for i := range c.Items {
		if &c.Items[i] == it {
			return i
		}
	}
	panic("sheet: the item is not one of the character's")
}

// narration collects the lines a command says, for the log. A Mute one
// says nothing: a probe that runs a command only for its verdict reads no
// line.
type Narration struct {
	Lines []string
	Mute  bool
}

func (n *Narration) Say(format string, args ...any) {
	if n.Mute {
		return
	}
	n.Lines = append(n.Lines, fmt.Sprintf(format, args...))
}

// Apply tries cmd on a copy of r. It returns the new state, or a pending
// decision, or a *RefusedError; r itself is never changed.
func Apply(r *Roster, cmd Command) (Result, error) {
	if cmd == nil {
		return Result{}, &RefusedError{Type: "command", Reason: "no command"}
	}
	x := &ApplyCtx{R: r.Clone()}
	err := cmd.Apply(x)
	if p, ok := err.(*PendingDecision); ok {
		return Result{Decision: p.D}, nil
	}
	if err != nil {
		return Result{}, &RefusedError{Type: cmd.Type(), Reason: err.Error()}
	}
	// Every command keeps every sheet valid; this guard makes sure of it.
	if err := x.R.Validate(nil); err != nil {
		return Result{}, &RefusedError{Type: cmd.Type(), Reason: "the result would break a sheet: " + err.Error()}
	}
	x.Res.State = x.R
	x.Res.Narration = strings.Join(x.Lines, "; ")
	return x.Res, nil
}

// commandTypes maps each "type" to a constructor of its command.
var commandTypes = map[string]func() Command{
	"add-character":    func() Command { return &AddCharacter{} },
	"remove-character": func() Command { return &RemoveCharacter{} },
	"gm-override":      func() Command { return &Override{} },
	"roll":             func() Command { return &PlainRoll{} },
	"attack-roll":      func() Command { return &AttackRoll{} },
	"damage":           func() Command { return &Damage{} },
	"first-aid":        func() Command { return &GiveFirstAid{} },
	"arrange-items":    func() Command { return &ArrangeItems{} },
	"recover":          func() Command { return &Recover{} },
	"surrender":        func() Command { return &Surrender{} },
	"advance":          func() Command { return &Advance{} },
	"choose-ability":   func() Command { return &ChooseAbility{} },
}

// MarshalCommand encodes a command as one JSON object whose first field,
// "type", says which command it is.
func MarshalCommand(cmd Command) ([]byte, error) { return MarshalTyped(cmd.Type(), cmd) }

// MarshalTyped writes v's JSON object with "type": typ put first.
func MarshalTyped(typ string, v any) ([]byte, error) {
	body, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	head, _ := json.Marshal(typ)
	var b bytes.Buffer
	b.WriteString(`{"type":`)
	b.Write(head)
	if inner := bytes.TrimSpace(body[1 : len(body)-1]); len(inner) > 0 {
		b.WriteByte(',')
		b.Write(inner)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// ReadTyped splits a command's JSON object into its "type" and its other
// fields: the one reading of a command's type, for sheet and combat logs.
func ReadTyped(data []byte) (string, map[string]json.RawMessage, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return "", nil, fmt.Errorf("a command is a JSON object: %s", quote.Clip(err.Error()))
	}
	var typ string
	if err := json.Unmarshal(fields["type"], &typ); err != nil || typ == "" {
		return "", nil, fmt.Errorf(`a command needs a "type" string`)
	}
	return typ, fields, nil
}

// UnmarshalCommand decodes a command written by MarshalCommand. Unknown
// types and unknown fields are refused, so a misspelt choice is never
// silently dropped.
func UnmarshalCommand(data []byte) (Command, error) {
	typ, fields, err := ReadTyped(data)
	if err != nil {
		return nil, err
	}
	make, ok := commandTypes[typ]
	if !ok {
		return nil, fmt.Errorf("unknown command type %s", quote.Q(typ))
	}
	cmd := make()
	if err := DecodeStrict(fields, cmd); err != nil {
		return nil, fmt.Errorf("%s: %s", typ, quote.Clip(err.Error()))
	}
	return cmd, nil
}

// DecodeStrict decodes an object's fields (less "type") into v, refusing
// unknown fields.
func DecodeStrict(fields map[string]json.RawMessage, v any) error {
	delete(fields, "type")
	rest, err := json.Marshal(fields)
	if err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(rest))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}
