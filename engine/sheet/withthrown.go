package sheet

import (
	"reflect"
	"strings"
)

// WithThrown is cmd with the dice a thrower threw, and the answers its
// chooser gave, written in, each at its field, in one path copy (see
// WithField): what answering each decision in turn with them would give. It answers ok false, and
// does nothing, where WithField would for any of the fields.
func WithThrown(cmd any, thrown []Thrown) (any, bool) {
	out, ok := topCopy(cmd)
	if !ok {
		return nil, false
	}
	pc := pathCopy{made: make([]uintptr, 0, 4*len(thrown))}
	for i := range thrown {
		var keys [8]string
		path := splitFieldInto(keys[:0], thrown[i].Field)
		value := leafValue{copy: reflect.ValueOf(&thrown[i].Dice).Elem()}
		if thrown[i].Choice != nil {
			value = leafValue{answer: thrown[i].Choice}
		}
		if len(path) == 0 || !pc.set(out.Elem(), path, value) {
			return nil, false
		}
	}
	return out.Interface(), true
}

// splitFieldInto is SplitField appending to keys, which a short path
// fits without a new list.
func splitFieldInto(keys []string, path string) []string {
	for {
		key, rest, more := strings.Cut(path, ".")
		if strings.Contains(key, "~") {
			key = strings.NewReplacer("~1", ".", "~0", "~").Replace(key)
		}
		keys = append(keys, key)
		if !more {
			return keys
		}
		path = rest
	}
}

// RollThrown is WithThrown for the one roll record rec (nil: none yet) of
// a command whose every thrown field lies under prefix, the record's
// path with its dot ("roll."): a copy of rec with the dice and the
// chooser's re-roll and critical answers written in, as WithThrown writes
// them, without reflection. It answers ok false for any other field, or
// an answer of another shape, where the caller takes WithThrown.
func RollThrown(rec *RollRecord, prefix string, thrown []Thrown) (*RollRecord, bool) {
	b := new(rollBlock) // the copy and what it points to, in one allocation
	out := &b.rec
	if rec != nil {
		*out = *rec
	}
	ownReroll := false // out.Reroll is this copy's own to write into
	for i := range thrown {
		t := &thrown[i]
		if len(t.Field) <= len(prefix) || t.Field[:len(prefix)] != prefix {
			return nil, false
		}
		switch leaf := t.Field[len(prefix):]; {
		case leaf == "dice" && t.Choice == nil:
			b.dice = t.Dice
			out.Dice = &b.dice
		case leaf == "reroll.result" && t.Choice == nil:
			switch {
			case out.Reroll == nil:
				b.reroll = Reroll{}
				out.Reroll = &b.reroll
			case !ownReroll:
				b.reroll = *out.Reroll
				out.Reroll = &b.reroll
			}
			ownReroll = true
			b.result = t.Dice
			out.Reroll.Result = &b.result
		case leaf == "reroll":
			r, ok := t.Choice.(Reroll)
			if !ok {
				return nil, false
			}
			if r.Result != nil {
				b.result = *r.Result
				r.Result = &b.result
			}
			b.reroll = r
			out.Reroll, ownReroll = &b.reroll, true
		case leaf == "crit":
			cc, ok := t.Choice.(CritChoice)
			if !ok {
				return nil, false
			}
			if cc.To != nil {
				b.to = *cc.To
				cc.To = &b.to
			}
			b.crit = cc
			out.Crit = &b.crit
		default:
			return nil, false
		}
	}
	return out, true
}

// rollBlock is RollThrown's copy of a roll record with the values it
// points to: each thrown field is written once, so each has one place.
type rollBlock struct {
	rec          RollRecord
	dice, result Roll
	reroll       Reroll
	crit         CritChoice
	to           int
}
