package combat

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"unsafe"

	"github.com/unhexboard/unhexboard/internal/quote"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Command is one entry of a combat log: an act, a reaction, the
// dice that resolve an action, or a GM call. Like a sheet command it
// carries its dice and every choice made, so replaying it gives the same
// result.
type Command interface {
	Type() string
	run(x *ctx) error
}

// Result is what applying a combat command did.
type Result struct {
	// State is the combat afterwards; nil while a decision is pending.
	State     *Combat         `json:"-"`
	Decision  *sheet.Decision `json:"decision,omitempty"`
	Narration string          `json:"narration,omitempty"`
	// Command is the command as applied: the one given, with any dice
	// ApplyPlaying rolled and chose written in.
	Command Command `json:"-"`
}

type ctx struct {
	c *Combat
	sheet.Narration
	dice *sheet.Thrower // rolls missing dice in place of asking; nil asks
	// owned are the item lists this command copied to write in place
	// (OwnItems), by their first item.
	owned []*sheet.Item
	// order is where a chooser's team order is read into (Initiative.run),
	// in the run's memory rather than a new place each round.
	order []string
}

// OwnItems makes ch's items a list of the command's own before one is
// written in place: a state's copy shares every character's items with
// the state it was copied from (cloneRoster), and so may the states
// copied from it later, so each command copies a list the first time it
// writes into it.
func (x *ctx) OwnItems(ch *sheet.Character) {
	if len(ch.Items) == 0 {
		return
	}
	first := &ch.Items[0]
	for _, o := range x.owned {
		if o == first {
			return
		}
	}
	ch.Items = sheet.CloneSlice(ch.Items)
	x.owned = append(x.owned, &ch.Items[0])
}

// ownItem is it, one of ch's items, where the command may write it in
// place (see OwnItems).
func (x *ctx) ownItem(ch *sheet.Character, it *sheet.Item) *sheet.Item {
	i := sheet.ItemIndex(ch, it)
	x.OwnItems(ch)
	return &ch.Items[i]
}

// sheet runs a sheet command on the combat's roster. The decisions it asks
// are moved under prefix, the path of its fields in the combat command.
func (x *ctx) sheet(cmd sheet.Command, prefix string) (sheet.Effects, error) {
	ax := &sheet.ApplyCtx{R: x.c.Roster, Narration: sheet.Narration{Mute: x.Mute}, Dice: x.dice.Under(prefix), Items: x}
	return x.sheetDone(ax, cmd.Apply(ax), prefix)
}

// attackRoll is sheet for an attack roll, called by its type so that
// neither the roll nor its context need be put on the heap.
func (x *ctx) attackRoll(ar *sheet.AttackRoll, prefix string) (sheet.Effects, error) {
	ax := sheet.ApplyCtx{R: x.c.Roster, Narration: sheet.Narration{Mute: x.Mute}, Dice: x.dice.Under(prefix), Items: x, RollUnread: true}
	return x.sheetDone(&ax, ar.Apply(&ax), prefix)
}

// sheetDone is what a sheet command run in ax with err did: the decision
// moved under prefix, the refusal, or its effects, its lines said.
func (x *ctx) sheetDone(ax *sheet.ApplyCtx, err error, prefix string) (sheet.Effects, error) {
	if p, ok := err.(*sheet.PendingDecision); ok {
		if prefix == "" {
			return sheet.Effects{}, p
		}
		d := *p.D
		d.Field = prefix + d.Field
		return sheet.Effects{}, &sheet.PendingDecision{D: &d}
	}
	if err != nil {
		return sheet.Effects{}, err
	}
	x.Lines = append(x.Lines, ax.Lines...)
	return ax.Res.Effects, nil
}

// commandTypes maps each combat command "type" to a constructor.
var commandTypes = map[string]func() Command{
	"initiative":     func() Command { return &Initiative{} },
	"all-out-defend": func() Command { return &AllOutDefend{} },
	"move":           func() Command { return &Move{} },
	"attack":         func() Command { return &Attack{} },
	"react":          func() Command { return &React{} },
	"resolve":        func() Command { return &Resolve{} },
	"door":           func() Command { return &UseDoor{} },
	"use-first-aid":  func() Command { return &UseFirstAid{} },
	"manage-items":   func() Command { return &ManageItems{} },
	"use-area":       func() Command { return &UseArea{} },
	"rally":          func() Command { return &Rally{} },
	"direct":         func() Command { return &Direct{} },
	"break-free":     func() Command { return &BreakFree{} },
	"end-turn":       func() Command { return &EndTurn{} },
	"environment":    func() Command { return &Environment{} },
	"hold":           func() Command { return &Hold{} },
	"surrender":      func() Command { return &SurrenderNow{} },
	"end-combat":     func() Command { return &EndCombat{} },
	"set-actions":    func() Command { return &SetActions{} },
	"gm-door":        func() Command { return &GMDoor{} },
}

// sheetInCombat are the sheet commands a combat log may hold: the GM's
// corrections. Everything else goes through a combat command, so no
// action escapes the action count.
// recover is allowed only once the combat is over (see recover.go).
var sheetInCombat = map[string]bool{"gm-override": true, "add-character": true, "remove-character": true, "damage": true, "recover": true}

// CommandTypes lists every type a combat log entry may have, sorted.
func CommandTypes() []string {
	var out []string
	for t := range commandTypes {
		out = append(out, t)
	}
	for t := range sheetInCombat {
		out = append(out, t)
	}
	sort.Strings(out)
	return out
}

// SheetEntry is a sheet command in a combat log: a GM correction applied
// to the roster as it stands.
type SheetEntry struct{ Command sheet.Command }

func (s *SheetEntry) Type() string { return s.Command.Type() }

// check is the legality of the one sheet command with a combat rule of its
// own, recovery; the GM's corrections are always allowed.
func (s *SheetEntry) check(c *Combat) error {
	if r, ok := s.Command.(*sheet.Recover); ok {
		return c.checkRecover(r)
	}
	return nil
}

func (s *SheetEntry) run(x *ctx) error {
	if r, ok := s.Command.(*sheet.Recover); ok {
		return x.recoverAfterCombat(r)
	}
	if _, err := x.sheet(s.Command, ""); err != nil {
		return err
	}
	if s.Command.Type() == "add-character" {
		add := s.Command.(*sheet.AddCharacter)
		team := add.Character.Team
		known := false
		for _, t := range x.c.Teams {
			known = known || t == team
		}
		if !known {
			x.c.Teams = append(x.c.Teams, team)
		}
		x.c.tally(add.Character.ID)
	}
	if w := x.c.Window; w != nil {
		// A GM correction that removes someone from the window's act
		// withdraws what no longer has a side to it.
		gone := func(id sheet.CharacterID) bool { return id != "" && x.c.Roster.Find(id) == nil }
		if gone(w.Actor) || gone(w.Target) {
			x.c.Window, x.c.Phase = nil, PhaseTurn
			x.Say("the declared %s is withdrawn", w.Kind)
		} else {
			kept := w.Reactions[:0]
			for _, re := range w.Reactions {
				if !gone(re.By) {
					kept = append(kept, re)
				}
			}
			w.Reactions = kept
		}
	}
	return nil
}

// MarshalCommand writes a combat command as one JSON object whose
// first field is "type".
func MarshalCommand(cmd Command) ([]byte, error) {
	if s, ok := cmd.(*SheetEntry); ok {
		return sheet.MarshalCommand(s.Command)
	}
	return sheet.MarshalTyped(cmd.Type(), cmd)
}

// UnmarshalCommand reads what MarshalCommand writes. Unknown
// types and unknown fields are refused.
func UnmarshalCommand(data []byte) (Command, error) {
	typ, fields, err := sheet.ReadTyped(data)
	if err != nil {
		return nil, err
	}
	if sheetInCombat[typ] {
		cmd, err := sheet.UnmarshalCommand(data)
		if err != nil {
			return nil, err
		}
		return &SheetEntry{Command: cmd}, nil
	}
	make, ok := commandTypes[typ]
	if !ok {
		return nil, fmt.Errorf("unknown combat command type %s (known: %s)", quote.Q(typ), strings.Join(CommandTypes(), ", "))
	}
	cmd := make()
	if err := sheet.DecodeStrict(fields, cmd); err != nil {
		return nil, fmt.Errorf("%s: %s", typ, quote.Clip(err.Error()))
	}
	return cmd, nil
}

// Answer fills the decision's field of cmd with value and returns the
// new command; the answer's legality is checked when it is applied. cmd is
// not changed. The field is set on a copy directly when sheet.WithField
// can (what the JSON round trip would give, without its cost); otherwise
// through the command's JSON.
func Answer(cmd Command, d *sheet.Decision, value any) (Command, error) {
	if r, ok := cmd.(*Resolve); ok && d.Field == "damageDie" {
		// Which die is damage: every hit asks it, and a simulated fight
		// tries both answers. A copy with the die set is what the path
		// copy below makes, without its reflection.
		if die, ok := sheet.DieAnswer(value); ok {
			out := *r
			out.DamageDie = die
			return &out, nil
		}
	}
	if _, gm := cmd.(*SheetEntry); !gm {
		if out, ok := sheet.WithField(cmd, sheet.SplitField(d.Field), value); ok {
			return out.(Command), nil
		}
	}
	return sheet.SetCommandField(logRules{}, cmd, d.Field, value)
}

// validateChanged checks every sheet the command changed, as the sheet
// commands' own guard does; unchanged sheets were valid already, and so
// were the unchanged fields of a changed sheet (sheet.ValidateChanged).
func (c *Combat) validateChanged(before *Combat) error {
	olds := before.Roster.Characters
	c.madeOf, c.kept = nil, 0
	if n := len(c.Roster.Characters); n == len(olds) && n <= 64 {
		c.madeOf = before // the marks below are all there is to know
	}
	if sameBlock(olds, c.Roster.Characters) {
		if c.madeOf != nil {
			c.kept = ^uint64(0) >> (64 - len(olds)) // every place
		}
		return nil // no sheet changed, as for most commands
	}
	var buf [8]sheet.Changed // a command changes a handful of sheets
	changed := buf[:0]
	sameRules := c.Roster.Edition == before.Roster.Edition
	for i := range c.Roster.Characters {
		ch := &c.Roster.Characters[i]
		if i < len(olds) && sameBytes(&olds[i], ch) {
			if i < 64 {
				c.kept |= 1 << i
			}
			continue // left alone, as most sheets are by most commands
		}
		old := (*sheet.Character)(nil)
		if i < len(olds) && olds[i].ID == ch.ID {
			old = &olds[i] // a command seldom moves anyone in the roster
		} else {
			old = before.Roster.Find(ch.ID)
		}
		if old == nil || !sameSheet(old, ch) {
			if !sameRules {
				old = nil // checked in full under the new rules
			}
			changed = append(changed, sheet.Changed{Now: ch, Was: old})
		}
	}
	if len(changed) == 0 && len(c.Roster.Characters) == len(before.Roster.Characters) {
		return nil
	}
	if c.areas == nil {
		c.areas = sheet.AreaSet(c.m)
	}
	var p battlemap.Problems
	sheet.ValidateChanged(c.Roster.Edition, changed, c.areas, &p)
	if len(c.Roster.Characters) != len(before.Roster.Characters) {
		sheet.ValidateCharacters(c.Roster.Edition, c.Roster.Characters, c.areas, &p) // ids stay unique
	}
	return p.Result()
}

// sameSheet: a and b hold the same values. The fields a command changes
// most are compared first.
func sameSheet(a, b *sheet.Character) bool {
	return a.Level == b.Level && a.Body == b.Body && a.Area == b.Area && a.MaxLevel == b.MaxLevel &&
		a.Surrendered == b.Surrendered && a.ID == b.ID && a.Name == b.Name && a.Kind == b.Kind && a.Team == b.Team &&
		a.Gear == b.Gear && a.Notes == b.Notes && sameList(a.Abilities, b.Abilities) &&
		sameList(a.Skills, b.Skills) && sameList(a.Items, b.Items)
}

// sameBytes: a and b are the same bytes, so hold the same values: their
// text and lists are the same memory. A copy of the state copies every
// sheet bit for bit, and the check after a command finds most of them
// untouched: one comparison of the whole sheet costs a third of
// sameSheet's, which calls once for each text field and the body. Two
// sheets of the same values in other memory are not the same bytes:
// sameSheet compares those field by field.
func sameBytes(a, b *sheet.Character) bool {
	const n = unsafe.Sizeof(sheet.Character{})
	return *(*[n]byte)(unsafe.Pointer(a)) == *(*[n]byte)(unsafe.Pointer(b))
}

// sameBlock: a and b hold as many sheets, each the same bytes (sameBytes),
// found in one comparison of the two blocks: a command leaves every sheet
// alone more often than not, and one long comparison costs a third of
// one per sheet.
func sameBlock(a, b []sheet.Character) bool {
	if len(a) != len(b) {
		return false
	}
	if len(a) == 0 {
		return true
	}
	n := len(a) * int(unsafe.Sizeof(sheet.Character{}))
	return string(unsafe.Slice((*byte)(unsafe.Pointer(&a[0])), n)) == string(unsafe.Slice((*byte)(unsafe.Pointer(&b[0])), n))
}

// sameList is slices.Equal, at once for two views of one array: a copy
// of the state may share the lists a command left alone.
func sameList[T comparable](a, b []T) bool {
	if len(a) != len(b) {
		return false
	}
	return len(a) == 0 || &a[0] == &b[0] || slices.Equal(a, b)
}
