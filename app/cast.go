package app

import (
	"fmt"
	"image/color"
	"reflect"
	"strings"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// cast holds the document's characters outside combat: every change is an
// engine command applied to the roster, kept for undo, and marks the
// document unsaved until the next save.
type cast struct {
	w     *mainWindow
	undo  [][]sheet.Character
	saved []sheet.Character
	count uint64 // changes so far, for the recovery autosave
}

func newCast(w *mainWindow) *cast { return &cast{w: w} }

func (c *cast) characters() []sheet.Character { return c.w.ed.Doc.Characters }

// reset starts tracking a freshly opened document.
func (c *cast) reset() {
	c.undo = nil
	c.saved = cloneCharacters(c.characters())
}

func (c *cast) markSaved() { c.saved = cloneCharacters(c.characters()) }

func (c *cast) dirty() bool {
	return !reflect.DeepEqual(normalizedCast(c.saved), normalizedCast(c.characters()))
}

// apply runs a sheet command; a refusal is shown and changes nothing.
// During a combat it goes into the combat log as a GM correction.
func (c *cast) apply(cmd sheet.Command) error {
	if t := c.w.play.tracker; t.active() {
		res, err := t.session.Submit(&combat.SheetEntry{Command: cmd})
		t.after(res, err)
		return err
	}
	res, err := sheet.Apply(&sheet.Roster{Characters: c.characters()}, cmd)
	if err == nil && res.Decision != nil {
		err = fmt.Errorf("%s needs a decision first: %s", cmd.Type(), res.Decision.Prompt)
	}
	if err != nil {
		c.w.status.say(err.Error(), true)
		return err
	}
	c.undo = append(c.undo, cloneCharacters(c.characters()))
	c.w.ed.Doc.Characters = res.State.Characters
	c.count++
	c.w.status.say(res.Narration, false)
	c.w.play.changed()
	c.w.updateTitle()
	return nil
}

// stepBack undoes the last roster change.
func (c *cast) stepBack() {
	if len(c.undo) == 0 {
		c.w.status.say("Nothing to undo", false)
		return
	}
	c.w.ed.Doc.Characters = c.undo[len(c.undo)-1]
	c.undo = c.undo[:len(c.undo)-1]
	c.count++
	c.w.status.say("Undid the last change to the characters", false)
	c.w.play.changed()
	c.w.updateTitle()
}

func cloneCharacters(cs []sheet.Character) []sheet.Character {
	return (&sheet.Roster{Characters: cs}).Clone().Characters
}

func normalizedCast(cs []sheet.Character) []sheet.Character {
	if len(cs) == 0 {
		return nil
	}
	return cs
}

// newCharacterID derives a readable unique id from a name.
func newCharacterID(cs []sheet.Character, name string) sheet.CharacterID {
	base := strings.Trim(strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			return r
		case r >= 'A' && r <= 'Z':
			return r + 'a' - 'A'
		}
		return '-'
	}, name), "-")
	if base == "" {
		base = "character"
	}
	taken := map[sheet.CharacterID]bool{}
	for _, ch := range cs {
		taken[ch.ID] = true
	}
	id := sheet.CharacterID(base)
	for n := 2; taken[id]; n++ {
		id = sheet.CharacterID(fmt.Sprintf("%s-%d", base, n))
	}
	return id
}

// teamColors gives each team a colour in order of first appearance; the
// PCs' team is always blue.
var teamPalette = []color.NRGBA{
	{R: 0xc0, G: 0x39, B: 0x2b, A: 0xff}, // red
	{R: 0x8e, G: 0x44, B: 0xad, A: 0xff}, // purple
	{R: 0xd3, G: 0x84, B: 0x00, A: 0xff}, // amber
	{R: 0x16, G: 0xa0, B: 0x85, A: 0xff}, // teal
	{R: 0x7f, G: 0x8c, B: 0x8d, A: 0xff}, // grey
}

var pcBlue = color.NRGBA{R: 0x29, G: 0x6f, B: 0xd6, A: 0xff}

func teamColors(cs []sheet.Character) map[string]color.Color {
	out := map[string]color.Color{}
	next := 0
	for _, c := range cs {
		if _, ok := out[c.Team]; ok {
			continue
		}
		if c.Kind == sheet.PC {
			out[c.Team] = pcBlue
			continue
		}
		out[c.Team] = teamPalette[next%len(teamPalette)]
		next++
	}
	return out
}

// initials are the letters inside a token: up to two, from the name.
func initials(name string) string {
	var out []rune
	for _, word := range strings.Fields(name) {
		for _, r := range word {
			out = append(out, r)
			break
		}
		if len(out) == 2 {
			break
		}
	}
	if len(out) == 0 {
		return "?"
	}
	if len(out) == 1 {
		// One word: its first two letters, as in "Ro" for Rook ("DJ" stays).
		rs := []rune(strings.TrimSpace(name))
		if len(rs) > 1 && strings.ToUpper(string(rs[:2])) == string(rs[:2]) {
			return string(rs[:2])
		}
		if len(rs) > 1 {
			return strings.ToUpper(string(rs[0])) + strings.ToLower(string(rs[1]))
		}
	}
	return strings.ToUpper(string(out))
}
