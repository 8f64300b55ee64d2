package sheet

import (
	"bytes"
	"fmt"

	"github.com/unhexboard/unhexboard/internal/quote"

	json "github.com/goccy/go-json"
)

// Codec writes and reads one kind of command as JSON. Its zero value must
// work: entries decode with no session at hand.
type Codec[C any] interface {
	MarshalCommand(C) ([]byte, error)
	UnmarshalCommand([]byte) (C, error)
}

// LogEntry is one applied command of a log, with its narration. K, the
// kind's rules, says how the command travels as JSON.
type LogEntry[C any, K Codec[C]] struct {
	Command   C
	Narration string
}

type entryJSON struct {
	Command   json.RawMessage `json:"command"`
	Narration string          `json:"narration,omitempty"`
}

// MarshalJSON writes {"command": {"type": ...}, "narration": "..."}.
func (e LogEntry[C, K]) MarshalJSON() ([]byte, error) {
	var k K
	cmd, err := k.MarshalCommand(e.Command)
	if err != nil {
		return nil, err
	}
	return json.Marshal(entryJSON{Command: cmd, Narration: e.Narration})
}

// UnmarshalJSON reads what MarshalJSON writes. Unknown fields are refused,
// in the entry as in its command, so a misspelt one is never dropped.
func (e *LogEntry[C, K]) UnmarshalJSON(data []byte) error {
	var raw entryJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&raw); err != nil {
		return err
	}
	if len(raw.Command) == 0 {
		return fmt.Errorf(`an entry needs a "command"`)
	}
	var k K
	cmd, err := k.UnmarshalCommand(raw.Command)
	if err != nil {
		return err
	}
	e.Command, e.Narration = cmd, raw.Narration
	return nil
}

// Commands lists a log's commands, oldest first.
func Commands[C any, K Codec[C]](log []LogEntry[C, K]) []C {
	out := make([]C, len(log))
	for i, e := range log {
		out[i] = e.Command
	}
	return out
}

// SetCommandField sets the dotted JSON path of cmd to value through the
// command's JSON form, so any field the file format knows can be filled.
func SetCommandField[C any](k Codec[C], cmd C, path string, value any) (C, error) {
	var none C
	data, err := k.MarshalCommand(cmd)
	if err != nil {
		return none, err
	}
	raw, err := json.Marshal(value)
	if err != nil {
		return none, err
	}
	out, err := SetPath(data, SplitField(path), raw)
	if err != nil {
		return none, fmt.Errorf("cannot set %s: %w", quote.Q(path), err)
	}
	return k.UnmarshalCommand(out)
}

func roundTrip[C any](k Codec[C], cmd C) (C, error) {
	data, err := k.MarshalCommand(cmd)
	if err != nil {
		var none C
		return none, err
	}
	return k.UnmarshalCommand(data)
}

// HoldsDice reports whether a command's JSON records any dice: a "dice"
// object anywhere in it. ("dice" as a string names which dice to re-roll.)
func HoldsDice(data []byte) bool {
	var v any
	if json.Unmarshal(data, &v) != nil {
		return false
	}
	return holdsDice(v)
}

func holdsDice(v any) bool {
	switch t := v.(type) {
	case map[string]any:
		if _, ok := t["dice"].(map[string]any); ok {
			return true
		}
		for _, x := range t {
			if holdsDice(x) {
				return true
			}
		}
	case []any:
		for _, x := range t {
			if holdsDice(x) {
				return true
			}
		}
	}
	return false
}
