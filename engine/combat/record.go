package combat

import (
	"fmt"

	"github.com/unhexboard/unhexboard/internal/quote"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"

	json "github.com/goccy/go-json"
)

// MaxLogEntries bounds a saved combat log.
const MaxLogEntries = 100_000

// Record is the combat saved in a .unhex file: the roster as the
// combat began (absent: the file's characters), the GM's objectives, and
// the log. The state is replayed from these and the map; the saved map
// never changes.
type Record struct {
	Characters []sheet.Character `json:"characters,omitempty"`
	Objectives []string          `json:"objectives,omitempty"`
	Log        []Entry           `json:"log"`
	// Pending is a command still waiting for a decision when the file was
	// saved; it is not part of the log.
	Pending *Entry `json:"pending,omitempty"`
}

type recordJSON struct {
	Characters []sheet.Character `json:"characters,omitempty"`
	Objectives []string          `json:"objectives,omitempty"`
	Log        []json.RawMessage `json:"log"`
	Pending    json.RawMessage   `json:"pending,omitempty"`
}

// ParseRecord decodes the "combat" object; a bad entry is named by its
// number.
func ParseRecord(data []byte) (*Record, error) {
	var raw recordJSON
	if err := decodeStrictBytes(data, &raw); err != nil {
		return nil, fmt.Errorf("combat: %s", quote.Clip(err.Error()))
	}
	if len(raw.Log) > MaxLogEntries {
		return nil, fmt.Errorf("combat: the log has %d entries, over the limit of %d", len(raw.Log), MaxLogEntries)
	}
	rec := &Record{Characters: raw.Characters, Objectives: raw.Objectives}
	if len(rec.Characters) == 0 {
		rec.Characters = nil
	}
	if len(rec.Objectives) == 0 {
		rec.Objectives = nil
	}
	for i, e := range raw.Log {
		var entry Entry
		if err := entry.UnmarshalJSON(e); err != nil {
			return nil, fmt.Errorf("combat: log entry %d: %s", i+1, quote.Clip(err.Error()))
		}
		rec.Log = append(rec.Log, entry)
	}
	if len(raw.Pending) > 0 && string(raw.Pending) != "null" {
		var entry Entry
		if err := entry.UnmarshalJSON(raw.Pending); err != nil {
			return nil, fmt.Errorf("combat: pending: %s", quote.Clip(err.Error()))
		}
		rec.Pending = &entry
	}
	return rec, nil
}

func decodeStrictBytes(data []byte, v any) error {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return err
	}
	return sheet.DecodeStrict(fields, v)
}

// MarshalJSON writes the log as a list even when empty.
func (r Record) MarshalJSON() ([]byte, error) {
	type plain Record
	p := plain(r)
	if p.Log == nil {
		p.Log = []Entry{}
	}
	return json.Marshal(p)
}

// ValidateCombat checks what the loader can check without replaying: the
// starting sheets (under the file's edition) and the objectives. Replaying
// checks each entry's legality and names the first illegal one.
func ValidateCombat(e sheet.Edition, rec *Record, areas map[battlemap.AreaID]bool, p *battlemap.Problems) {
	if rec == nil {
		return
	}
	var pp battlemap.Problems
	sheet.ValidateCharacters(e, rec.Characters, areas, &pp)
	for _, msg := range pp.Err.Problems {
		p.Add("combat: %s", msg)
	}
	for i, o := range rec.Objectives {
		if o == "" || len(o) > battlemap.MaxNameLen {
			p.Add("combat: objectives[%d]: 1 to %d bytes", i, battlemap.MaxNameLen)
		}
	}
}

// StartRoster is the roster the combat began with, playing edition e: the
// record's own snapshot, else the characters the file keeps beside it.
func (r *Record) StartRoster(e sheet.Edition, fileCharacters []sheet.Character) *sheet.Roster {
	if r.Characters != nil {
		return &sheet.Roster{Characters: r.Characters, Edition: e}
	}
	return &sheet.Roster{Characters: fileCharacters, Edition: e}
}

// ReplayRecord replays a saved combat from its starting roster (the
// record's StartRoster, with the map's edition and calls), then tries its
// saved pending command and returns the decision that command waits for.
func ReplayRecord(m *battlemap.Map, rec *Record, start *sheet.Roster) (*Combat, []string, *sheet.Decision, error) {
	c, lines, err := Replay(m, start, rec.Objectives, rec.Log)
	if err != nil || rec.Pending == nil {
		return c, lines, nil, err
	}
	res, err := Apply(c, rec.Pending.Command)
	if err != nil {
		return c, lines, nil, fmt.Errorf("pending entry (%s): %w", rec.Pending.Command.Type(), err)
	}
	if res.Decision == nil {
		return c, lines, nil, fmt.Errorf("pending entry (%s) waits for no decision: it belongs at the end of the log", rec.Pending.Command.Type())
	}
	return c, lines, res.Decision, nil
}

// ResumeRecord rebuilds the session of a saved combat from its starting
// roster: the log replayed, and the saved pending command waiting for its
// decision again.
func ResumeRecord(m *battlemap.Map, rec *Record, start *sheet.Roster) (*Session, error) {
	s, err := ResumeSession(m, start, rec.Objectives, rec.Log)
	if err != nil {
		return nil, err
	}
	if p := rec.Pending; p != nil {
		res, err := s.Submit(p.Command)
		if err != nil {
			return nil, fmt.Errorf("pending entry (%s): %w", p.Command.Type(), err)
		}
		if res.Decision == nil {
			return nil, fmt.Errorf("pending entry (%s) waits for no decision: it belongs at the end of the log", p.Command.Type())
		}
	}
	return s, nil
}
