package sheet

import (
	"reflect"
	"strings"
)

// WithThrown is cmd with the dice a thrower threw written in, each at its
// field, in one path copy (see WithField): what answering each dice
// decision in turn with those dice would give. It answers ok false, and
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
		dice := reflect.ValueOf(&thrown[i].Dice).Elem()
		if len(path) == 0 || !pc.through(out.Elem(), path, func(leaf reflect.Value) bool { return setCopy(leaf, dice) }) {
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
