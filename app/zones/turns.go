// Package zones is the window's side of a zones map in Play mode that the
// Play panel does not hold: a plain turn tracker for the GM (an ordered
// list of the tokens, the round, Next, conditions as free text) that
// decides no rule.
package zones

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// MaxConditionsLen bounds the conditions written on one entry.
const MaxConditionsLen = 200

// Entry is one line of the turn order: a token and what the GM notes of
// it ("prone", "on fire").
type Entry struct {
	ID         sheet.CharacterID
	Name       string
	Conditions string
}

// Turns is the turn order: whose turn it is and which round. It decides
// nothing: the GM orders it and moves it on.
type Turns struct {
	entries []Entry
	current int // index of the entry whose turn it is
	round   int // from 1
}

// NewTurns is an empty order at round 1.
func NewTurns() *Turns { return &Turns{round: 1} }

// Entries are the lines in order; the slice is the caller's.
func (t *Turns) Entries() []Entry { return slices.Clone(t.entries) }

// Current is the index of the entry whose turn it is (0 when empty).
func (t *Turns) Current() int { return t.current }

// Round is the round number, from 1.
func (t *Turns) Round() int { return t.round }

// Sync follows the map's characters: a new one joins at the end (in the
// roster's order), one gone leaves, a renamed one is renamed; the rest
// keep their places and whose turn it is stays.
func (t *Turns) Sync(chars []sheet.Character) {
	var currentID sheet.CharacterID
	if t.current < len(t.entries) {
		currentID = t.entries[t.current].ID
	}
	names := make(map[sheet.CharacterID]string, len(chars))
	for _, c := range chars {
		names[c.ID] = c.Name
	}
	kept := t.entries[:0]
	there := map[sheet.CharacterID]bool{}
	removedBefore := 0
	for i, e := range t.entries {
		name, ok := names[e.ID]
		if !ok {
			if i < t.current {
				removedBefore++
			}
			continue
		}
		e.Name = name
		there[e.ID] = true
		kept = append(kept, e)
	}
	t.entries = kept
	for _, c := range chars {
		if !there[c.ID] {
			t.entries = append(t.entries, Entry{ID: c.ID, Name: c.Name})
		}
	}
	t.current -= removedBefore
	if i := t.index(currentID); i >= 0 {
		t.current = i
	}
	if t.current >= len(t.entries) || t.current < 0 {
		t.current = 0
	}
}

func (t *Turns) index(id sheet.CharacterID) int {
	return slices.IndexFunc(t.entries, func(e Entry) bool { return e.ID == id })
}

// Move puts entry i at place to; whose turn it is stays with its entry.
func (t *Turns) Move(i, to int) error {
	if i < 0 || i >= len(t.entries) || to < 0 || to >= len(t.entries) {
		return fmt.Errorf("no place %d in a turn order of %d", to+1, len(t.entries))
	}
	id := t.entries[t.current].ID
	e := t.entries[i]
	t.entries = slices.Delete(t.entries, i, i+1)
	t.entries = slices.Insert(t.entries, to, e)
	t.current = t.index(id)
	return nil
}

// Next passes the turn to the next entry; after the last, the first
// again in a new round.
func (t *Turns) Next() {
	if len(t.entries) == 0 {
		return
	}
	t.current++
	if t.current >= len(t.entries) {
		t.current = 0
		t.round++
	}
}

// Restart goes back to the first entry of round 1, keeping the order.
func (t *Turns) Restart() { t.current, t.round = 0, 1 }

// SetConditions writes entry i's conditions: one line of free text.
func (t *Turns) SetConditions(i int, s string) error {
	switch {
	case i < 0 || i >= len(t.entries):
		return fmt.Errorf("no entry %d in the turn order", i+1)
	case !utf8.ValidString(s):
		return fmt.Errorf("the conditions are not valid text")
	case len(s) > MaxConditionsLen:
		return fmt.Errorf("the conditions are %d bytes, over the limit of %d", len(s), MaxConditionsLen)
	case strings.ContainsAny(s, "\n\r"):
		return fmt.Errorf("the conditions are one line")
	}
	t.entries[i].Conditions = s
	return nil
}
