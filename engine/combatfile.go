package engine

import (
	"fmt"

	json "github.com/goccy/go-json"
)

// MaxLogEntries bounds a saved combat log.
const MaxLogEntries = 100_000

// CombatRecord is the combat saved in a .unhex file: the roster as the
// combat began (absent: the file's characters), the GM's objectives, and
// the log. The state is replayed from these and the map; the saved map
// never changes.
type CombatRecord struct {
	Characters []Character   `json:"characters,omitempty"`
	Objectives []string      `json:"objectives,omitempty"`
	Log        []CombatEntry `json:"log"`
	// Pending is a command still waiting for a decision when the file was
	// saved; it is not part of the log.
	Pending *CombatEntry `json:"pending,omitempty"`
}

type combatRecordJSON struct {
	Characters []Character       `json:"characters,omitempty"`
	Objectives []string          `json:"objectives,omitempty"`
	Log        []json.RawMessage `json:"log"`
	Pending    json.RawMessage   `json:"pending,omitempty"`
}

// parseCombat decodes the "combat" object; a bad entry is named by its
// number.
func parseCombat(data []byte) (*CombatRecord, error) {
	var raw combatRecordJSON
	if err := decodeStrictBytes(data, &raw); err != nil {
		return nil, fmt.Errorf("combat: %v", err)
	}
	if len(raw.Log) > MaxLogEntries {
		return nil, fmt.Errorf("combat: the log has %d entries, over the limit of %d", len(raw.Log), MaxLogEntries)
	}
	rec := &CombatRecord{Characters: raw.Characters, Objectives: raw.Objectives}
	if len(rec.Characters) == 0 {
		rec.Characters = nil
	}
	if len(rec.Objectives) == 0 {
		rec.Objectives = nil
	}
	for i, e := range raw.Log {
		var entry CombatEntry
		if err := entry.UnmarshalJSON(e); err != nil {
			return nil, fmt.Errorf("combat: log entry %d: %v", i+1, err)
		}
		rec.Log = append(rec.Log, entry)
	}
	if len(raw.Pending) > 0 && string(raw.Pending) != "null" {
		var entry CombatEntry
		if err := entry.UnmarshalJSON(raw.Pending); err != nil {
			return nil, fmt.Errorf("combat: pending: %v", err)
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
	return decodeStrict(fields, v)
}

// MarshalJSON writes the log as a list even when empty.
func (r CombatRecord) MarshalJSON() ([]byte, error) {
	type plain CombatRecord
	p := plain(r)
	if p.Log == nil {
		p.Log = []CombatEntry{}
	}
	return json.Marshal(p)
}

// validateCombat checks what the loader can check without replaying: the
// starting sheets and the objectives. Replaying checks each entry's
// legality and names the first illegal one.
func validateCombat(rec *CombatRecord, areas map[AreaID]bool, p *problems) {
	if rec == nil {
		return
	}
	var pp problems
	validateCharacters(rec.Characters, areas, &pp)
	for _, msg := range pp.err.Problems {
		p.add("combat: %s", msg)
	}
	for i, o := range rec.Objectives {
		if o == "" || len(o) > MaxNameLen {
			p.add("combat: objectives[%d]: 1 to %d bytes", i, MaxNameLen)
		}
	}
}

// StartRoster is the roster the combat began with: the record's own
// snapshot, else the document's characters.
func (d *Document) StartRoster() *Roster {
	if d.Combat != nil && d.Combat.Characters != nil {
		return &Roster{Characters: d.Combat.Characters}
	}
	return &Roster{Characters: d.Characters}
}

// ReplayDocument replays the document's combat log.
func ReplayDocument(d *Document) (*Combat, []string, error) {
	c, lines, _, err := ReplayDocumentPending(d)
	return c, lines, err
}

// ReplayDocumentPending replays the log, then tries the saved pending
// command and returns the decision it waits for.
func ReplayDocumentPending(d *Document) (*Combat, []string, *Decision, error) {
	if d.Combat == nil {
		return nil, nil, nil, fmt.Errorf("the file has no combat")
	}
	c, lines, err := ReplayCombat(&d.Map, d.StartRoster(), d.Combat.Objectives, d.Combat.Log)
	if err != nil || d.Combat.Pending == nil {
		return c, lines, nil, err
	}
	res, err := ApplyCombat(c, d.Combat.Pending.Command)
	if err != nil {
		return c, lines, nil, fmt.Errorf("pending entry (%s): %w", d.Combat.Pending.Command.Type(), err)
	}
	if res.Decision == nil {
		return c, lines, nil, fmt.Errorf("pending entry (%s) waits for no decision: it belongs at the end of the log", d.Combat.Pending.Command.Type())
	}
	return c, lines, res.Decision, nil
}

// ResumeDocument rebuilds the session of the document's saved combat: the
// log replayed, and the saved pending command waiting for its decision
// again.
func ResumeDocument(d *Document) (*CombatSession, error) {
	if d.Combat == nil {
		return nil, fmt.Errorf("the file has no combat")
	}
	s, err := ResumeCombatSession(&d.Map, d.StartRoster(), d.Combat.Objectives, d.Combat.Log)
	if err != nil {
		return nil, err
	}
	if p := d.Combat.Pending; p != nil {
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
