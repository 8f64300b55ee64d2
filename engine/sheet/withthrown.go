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
