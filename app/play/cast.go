package play

import (
	"errors"
	"fmt"
	"image/color"
	"strings"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// cast is the one owner of the document's characters on the play side,
// and of every command that changes them. Outside a combat it runs sheet
// commands through a sheet.Session (its log is the roster's undo stack);
// during a combat the combat.Session owns the roster and the same
// commands go into its log as GM corrections. Every change is recorded in
// the document's one undo history.
type cast struct {
	p      *Play
	sheets *sheet.Session  // the roster's log outside a combat
	fight  *combat.Session // the running combat, or nil
	closed bool            // the GM closed the file's combat: saving drops it
	// closedFight is the finished combat the GM closed on this map, until
	// the party leaves: its outcome goes into the campaign's session.
	closedFight *combat.Session

	savedRoster rosterMark    // the characters as last saved or opened
	savedFight  fightMark     // the combat as last saved or opened
	savedRules  sheet.Edition // the rules edition as last saved or opened
	savedCalls  sheet.Calls   // the GM's calls as last saved or opened
	count       uint64        // grows with every change, for caches and the autosave

	savedHouse sheet.HouseRules // the house rules as last saved or opened
}

// rosterMark tells one state of the characters outside a combat from
// another: the same sheet log at the same last entry holds the same
// characters (every change of them is an entry, or a new log).
type rosterMark struct {
	sheets  *sheet.Session
	entries int
	last    sheet.Command
}

func (c *cast) rosterMark() rosterMark {
	m := rosterMark{sheets: c.sheets}
	log := c.sheets.Log()
	if m.entries = len(log); m.entries > 0 {
		m.last = log[m.entries-1].Command
	}
	return m
}

// fightMark tells one state of the combat record from another: the same
// session with the same last entry and the same pending command saves the
// same record.
type fightMark struct {
	fight   *combat.Session
	closed  bool
	entries int
	last    combat.Command
	pending *combat.Pending
}

func (c *cast) mark() fightMark {
	m := fightMark{fight: c.fight, closed: c.closed}
	if c.fight != nil {
		log := c.fight.Log()
		if m.entries = len(log); m.entries > 0 {
			m.last = log[m.entries-1].Command
		}
		m.pending = c.fight.Pending()
	}
	return m
}

func newCast(p *Play) *cast {
	return &cast{p: p, sheets: sheet.NewSession(&sheet.Roster{}, nil)}
}

// rules is the edition the document is played under.
func (c *cast) rules() sheet.Edition { return c.p.h.Editor().Doc.Rules }

// roster wraps characters in a roster playing the document's edition,
// the GM's calls and the house rules.
func (c *cast) roster(chars []sheet.Character) *sheet.Roster {
	return &sheet.Roster{Characters: chars, Edition: c.rules(), Calls: c.p.h.Editor().Doc.Calls, HouseRules: c.p.h.Editor().Doc.HouseRules}
}

// active reports a combat running.
func (c *cast) active() bool { return c.fight != nil }

// characters are the combat's roster while a combat runs, else the
// document's.
func (c *cast) characters() []sheet.Character {
	if c.fight != nil {
		return c.fight.State().Roster.Characters
	}
	return c.p.h.Editor().Doc.Characters
}

// reset takes over a freshly opened document's characters and resumes
// the combat saved in it. A combat that cannot be resumed is left in the
// file until the GM closes it.
func (c *cast) reset(doc *engine.Document) error {
	// The map's areas are not checked here: the editor refuses to remove
	// an area anyone stands in, and the map grows while the GM sets up.
	c.sheets = sheet.NewSession(&sheet.Roster{Characters: doc.Characters, Edition: doc.Rules}, nil)
	c.fight, c.closed, c.closedFight = nil, false, nil
	c.savedRoster = c.rosterMark()
	c.savedRules, c.savedCalls = doc.Rules, doc.Calls
	c.savedHouse = doc.HouseRules
	c.count++
	defer func() { c.savedFight = c.mark() }()
	if doc.Combat == nil {
		return nil
	}
	s, err := engine.ResumeDocument(doc)
	if err != nil {
		return err
	}
	c.fight = s
	return nil
}

func (c *cast) markSaved() {
	c.savedRoster = c.rosterMark()
	c.savedRules, c.savedCalls = c.p.h.Editor().Doc.Rules, c.calls()
	c.savedHouse = c.p.h.Editor().Doc.HouseRules
	c.savedFight = c.mark()
}

// markUnsaved makes the characters unsaved, as restored work is, until
// they are saved.
func (c *cast) markUnsaved() { c.savedRoster = rosterMark{} }

// dirty compares marks, never the characters themselves: it is asked
// after every click.
func (c *cast) dirty() bool {
	return c.mark() != c.savedFight || c.p.h.Editor().Doc.Rules != c.savedRules || c.calls() != c.savedCalls || c.rosterMark() != c.savedRoster ||
		c.p.h.Editor().Doc.HouseRules != c.savedHouse
}

// saveInto puts the combat in a document about to be written. A combat
// that could not be resumed is kept as it was until the GM closes it.
func (c *cast) saveInto(doc *engine.Document) {
	switch {
	case c.fight != nil:
		doc.Combat = c.fight.Record()
	case c.closed:
		doc.Combat = nil
	}
}

// apply runs a sheet command; a refusal is shown and changes nothing.
// During a combat it goes into the combat log as a GM correction.
func (c *cast) apply(cmd sheet.Command) error {
	if c.fight != nil {
		t := c.p.tracker
		res, err := c.fight.Submit(&combat.SheetEntry{Command: cmd})
		t.after(res, err)
		return err
	}
	// Outside a combat nobody is there to answer a decision: a command
	// that would ask one is refused before it reaches the log.
	res, err := sheet.Apply(c.roster(c.characters()), cmd)
	if err == nil && res.Decision != nil {
		err = fmt.Errorf("%s needs a decision first: %s", cmd.Type(), res.Decision.Prompt)
	}
	if err == nil {
		res, err = c.sheets.Submit(cmd)
	}
	if err != nil {
		c.p.h.Say(err.Error(), true)
		return err
	}
	c.p.h.Push(host.Step{Stack: rosterStack{c}})
	c.rosterMoved(res.Narration)
	return nil
}

// rosterMoved shows the roster as its log now stands.
func (c *cast) rosterMoved(msg string) {
	c.p.h.Editor().Doc.Characters = c.sheets.State().Characters
	c.count++
	if msg != "" {
		c.p.h.Say(msg, false)
	}
	c.p.played()
}

// undoRoster and redoRoster walk the roster's log.
func (c *cast) undoRoster() error {
	if err := c.sheets.Undo(); err != nil {
		return err
	}
	c.rosterMoved("Undid the last change to the characters")
	return nil
}

func (c *cast) redoRoster() error {
	if err := c.sheets.Redo(); err != nil {
		return err
	}
	c.rosterMoved("Redid the change to the characters")
	return nil
}

// recorded notes a combat command that went through: one that did not
// stop for a decision is a new entry of the log and of the undo history.
func (c *cast) recorded(res combat.Result) {
	c.count++
	if res.Decision == nil {
		c.p.h.Push(host.Step{Stack: combatStack{c}})
	}
}

// undoCombat and redoCombat walk the combat's log.
func (c *cast) undoCombat() error {
	if c.fight == nil {
		return errors.New("no combat is running")
	}
	if err := c.fight.Undo(); err != nil {
		return err
	}
	c.combatMoved("Stepped back one entry of the combat log")
	return nil
}

func (c *cast) redoCombat() error {
	if c.fight == nil {
		return errors.New("no combat is running")
	}
	if err := c.fight.Redo(); err != nil {
		return err
	}
	c.combatMoved("Redid one entry of the combat log")
	return nil
}

func (c *cast) combatMoved(msg string) {
	c.count++
	c.p.h.Say(msg, false)
	c.p.tracker.changed()
}

// start begins a combat with every character on the board. Undoing it
// (once its log is undone) puts the characters back out of combat.
func (c *cast) start(objectives []string) error {
	s, err := combat.NewSession(c.p.h.Editor().Map(), c.roster(c.p.h.Editor().Doc.Characters), objectives)
	if err != nil {
		return err
	}
	closed := c.closed
	begin := func() { c.fight, c.closed = s, false }
	begin()
	c.p.h.Push(c.change("Start combat",
		func() error {
			if p := s.Pending(); p != nil {
				return errors.New(sheet.WaitingFor(p.Decision, s.State().Label))
			}
			if len(s.Log()) > 0 {
				return errors.New("the combat log is not empty")
			}
			c.fight, c.closed = nil, closed
			return nil
		},
		func() error { begin(); return nil },
	))
	c.count++
	c.p.h.Say("Combat started: roll initiative", false)
	c.p.tracker.changed()
	return nil
}

// close ends the combat; keep says whether its results stay on the
// sheets. One undo step reopens the combat as it was.
func (c *cast) close(keep bool) {
	if c.fight == nil {
		return
	}
	fight, closed, sheets, closedFight := c.fight, c.closed, c.sheets, c.closedFight
	before := c.p.h.Editor().Doc.Characters
	after, afterSheets := before, sheets
	if keep {
		after = cloneCharacters(fight.State().Roster.Characters)
		afterSheets = sheet.NewSession(c.roster(after), nil)
	}
	end := func() {
		c.fight, c.closed, c.sheets = nil, true, afterSheets
		if fight.State().Phase == combat.PhaseEnded {
			c.closedFight = fight
		}
		c.p.h.Editor().Doc.Characters = after
	}
	end()
	c.p.h.Push(c.change("Close combat",
		func() error {
			c.fight, c.closed, c.sheets, c.closedFight = fight, closed, sheets, closedFight
			c.p.h.Editor().Doc.Characters = before
			return nil
		},
		func() error { end(); return nil },
	))
	c.count++
	c.p.tracker.changed()
}

// rosterStack is the roster's sheet log in the undo history, outside a
// combat.
type rosterStack struct{ c *cast }

func (s rosterStack) Undo() error        { return s.c.undoRoster() }
func (s rosterStack) Redo() error        { return s.c.redoRoster() }
func (rosterStack) Describe(bool) string { return "the change to the characters" }

// combatStack is the combat's log in the undo history.
type combatStack struct{ c *cast }

func (s combatStack) Undo() error        { return s.c.undoCombat() }
func (s combatStack) Redo() error        { return s.c.redoCombat() }
func (combatStack) Describe(bool) string { return "the combat entry" }

// resumedLog is what undo steps back when the history is empty: the log
// of a combat resumed from the file, while it has entries.
func (c *cast) resumedLog() host.Stack {
	if c.active() && len(c.fight.Log()) > 0 {
		return combatStack{c}
	}
	return nil
}

// change is a step that belongs to no log (the start or close of a
// combat, the rules edition): undo and redo take it back and do it
// again, then show the characters as they now stand.
func (c *cast) change(label string, undo, redo func() error) host.Step {
	return host.Step{Stack: &changeStack{c: c, label: label, undo: undo, redo: redo}, Label: label}
}

type changeStack struct {
	c          *cast
	label      string
	undo, redo func() error
}

func (s *changeStack) Undo() error { return s.run(s.undo, "Undid ") }
func (s *changeStack) Redo() error { return s.run(s.redo, "Redid ") }

func (s *changeStack) Describe(bool) string { return s.label }

func (s *changeStack) run(f func() error, verb string) error {
	if err := f(); err != nil {
		return err
	}
	s.c.combatMoved(verb + lowerFirst(s.label))
	return nil
}

func lowerFirst(s string) string {
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return s
	}
	return string(s[0]+'a'-'A') + s[1:]
}

func cloneCharacters(cs []sheet.Character) []sheet.Character {
	return (&sheet.Roster{Characters: cs}).Clone().Characters
}

// newCharacterID derives a readable unique id from a name
// (battlemap.NewID).
func newCharacterID(cs []sheet.Character, name string) sheet.CharacterID {
	taken := map[sheet.CharacterID]bool{}
	for _, ch := range cs {
		taken[ch.ID] = true
	}
	return battlemap.NewID(name, "character", taken)
}

// teamPalette gives each team a colour in order of first appearance; the
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
