package engine

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	json "github.com/goccy/go-json"
)

// CombatCommand is one entry of a combat log: an act, a reaction, the
// dice that resolve an action, or a GM call. Like a sheet command it
// carries its dice and every choice made, so replaying it gives the same
// result.
type CombatCommand interface {
	Type() string
	run(x *combatCtx) error
}

// CombatResult is what applying a combat command did.
type CombatResult struct {
	// State is the combat afterwards; nil while a decision is pending.
	State     *Combat   `json:"-"`
	Decision  *Decision `json:"decision,omitempty"`
	Narration string    `json:"narration,omitempty"`
}

type combatCtx struct {
	c *Combat
	narration
}

// sheet runs a sheet command on the combat's roster. The decisions it asks
// are moved under prefix, the path of its fields in the combat command.
func (x *combatCtx) sheet(cmd Command, prefix string) (Effects, error) {
	ax := &applyCtx{r: x.c.Roster}
	err := cmd.apply(ax)
	if p, ok := err.(*pendingDecision); ok {
		d := *p.d
		d.Field = prefix + d.Field
		return Effects{}, &pendingDecision{d: &d}
	}
	if err != nil {
		return Effects{}, err
	}
	x.lines = append(x.lines, ax.lines...)
	return ax.res.Effects, nil
}

// ApplyCombat tries cmd on a copy of c. It returns the new state, or a
// pending decision, or a *RefusedError naming what is wrong; c itself is
// never changed.
func ApplyCombat(c *Combat, cmd CombatCommand) (CombatResult, error) {
	if cmd == nil {
		return CombatResult{}, &RefusedError{Type: "command", Reason: "no command"}
	}
	x := &combatCtx{c: c.Clone()}
	round := c.Round
	err := cmd.run(x)
	if p, ok := err.(*pendingDecision); ok {
		return CombatResult{Decision: p.d}, nil
	}
	if err != nil {
		return CombatResult{}, &RefusedError{Type: cmd.Type(), Reason: err.Error()}
	}
	if err := x.c.validateChanged(c); err != nil {
		return CombatResult{}, &RefusedError{Type: cmd.Type(), Reason: "the result would break a sheet: " + err.Error()}
	}
	x.c.afterCommand(x)
	x.c.terrain() // compiled now, so reading the state never writes to it
	return CombatResult{State: x.c, Narration: narrate(round, x.lines)}, nil
}

// applyInPlace runs a logged command on c itself, for a fast replay. On
// any error c is left half-changed: the caller replays again carefully.
func applyInPlace(c *Combat, cmd CombatCommand) (string, error) {
	if cmd == nil {
		return "", fmt.Errorf("no command")
	}
	x := &combatCtx{c: c}
	round := c.Round
	if err := cmd.run(x); err != nil {
		return "", err
	}
	if _, gm := cmd.(*SheetEntry); gm {
		if c.areas == nil {
			c.areas = AreaSet(c.m)
		}
		if err := c.Roster.Validate(c.areas); err != nil {
			return "", err
		}
	}
	c.afterCommand(x)
	return narrate(round, x.lines), nil
}

func narrate(round int, lines []string) string {
	text := strings.Join(lines, "; ")
	if text != "" && !strings.HasSuffix(text, ".") {
		text += "."
	}
	return fmt.Sprintf("Round %d – %s", round, text)
}

// combatTypes maps each combat command "type" to a constructor.
var combatTypes = map[string]func() CombatCommand{
	"initiative":     func() CombatCommand { return &Initiative{} },
	"all-out-defend": func() CombatCommand { return &AllOutDefend{} },
	"move":           func() CombatCommand { return &Move{} },
	"attack":         func() CombatCommand { return &Attack{} },
	"react":          func() CombatCommand { return &React{} },
	"resolve":        func() CombatCommand { return &Resolve{} },
	"door":           func() CombatCommand { return &UseDoor{} },
	"use-first-aid":  func() CombatCommand { return &UseFirstAid{} },
	"manage-items":   func() CombatCommand { return &ManageItems{} },
	"use-area":       func() CombatCommand { return &UseArea{} },
	"rally":          func() CombatCommand { return &Rally{} },
	"direct":         func() CombatCommand { return &Direct{} },
	"end-turn":       func() CombatCommand { return &EndTurn{} },
	"surrender":      func() CombatCommand { return &SurrenderNow{} },
	"end-combat":     func() CombatCommand { return &EndCombat{} },
	"set-actions":    func() CombatCommand { return &SetActions{} },
	"gm-door":        func() CombatCommand { return &GMDoor{} },
}

// sheetInCombat are the sheet commands a combat log may hold: the GM's
// corrections. Everything else goes through a combat command, so no
// action escapes the action count.
var sheetInCombat = map[string]bool{"gm-override": true, "add-character": true, "remove-character": true, "damage": true}

// CombatCommandTypes lists every type a combat log entry may have, sorted.
func CombatCommandTypes() []string {
	var out []string
	for t := range combatTypes {
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
type SheetEntry struct{ Command Command }

func (s *SheetEntry) Type() string { return s.Command.Type() }

func (s *SheetEntry) run(x *combatCtx) error {
	eff, err := x.sheet(s.Command, "")
	if err != nil {
		return err
	}
	if s.Command.Type() == "add-character" {
		add := s.Command.(*AddCharacter)
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
	_ = eff
	if w := x.c.Window; w != nil {
		// A GM correction that removes someone from the window's act
		// withdraws what no longer has a side to it.
		gone := func(id CharacterID) bool { return id != "" && x.c.Roster.Find(id) == nil }
		if gone(w.Actor) || gone(w.Target) {
			x.c.Window, x.c.Phase = nil, PhaseTurn
			x.say("the declared %s is withdrawn", w.Kind)
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

// MarshalCombatCommand writes a combat command as one JSON object whose
// first field is "type".
func MarshalCombatCommand(cmd CombatCommand) ([]byte, error) {
	if s, ok := cmd.(*SheetEntry); ok {
		return MarshalCommand(s.Command)
	}
	return marshalTyped(cmd.Type(), cmd)
}

// UnmarshalCombatCommand reads what MarshalCombatCommand writes. Unknown
// types and unknown fields are refused.
func UnmarshalCombatCommand(data []byte) (CombatCommand, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return nil, fmt.Errorf("a command is a JSON object: %v", err)
	}
	var typ string
	if err := json.Unmarshal(fields["type"], &typ); err != nil || typ == "" {
		return nil, fmt.Errorf(`a command needs a "type" string`)
	}
	if sheetInCombat[typ] {
		cmd, err := UnmarshalCommand(data)
		if err != nil {
			return nil, err
		}
		return &SheetEntry{Command: cmd}, nil
	}
	make, ok := combatTypes[typ]
	if !ok {
		return nil, fmt.Errorf("unknown combat command type %q (known: %s)", typ, strings.Join(CombatCommandTypes(), ", "))
	}
	cmd := make()
	if err := decodeStrict(fields, cmd); err != nil {
		return nil, fmt.Errorf("%s: %v", typ, err)
	}
	return cmd, nil
}

// AnswerCombat fills the decision's field of cmd with value and returns the
// new command; the answer's legality is checked when it is applied.
func AnswerCombat(cmd CombatCommand, d *Decision, value any) (CombatCommand, error) {
	data, err := MarshalCombatCommand(cmd)
	if err != nil {
		return nil, err
	}
	raw, err := json.Marshal(value)
	if err != nil {
		return nil, err
	}
	out, err := setPath(data, SplitField(d.Field), raw)
	if err != nil {
		return nil, fmt.Errorf("cannot set %q: %w", d.Field, err)
	}
	return UnmarshalCombatCommand(out)
}

// validateChanged checks every sheet the command changed, as the sheet
// commands' own guard does; unchanged sheets were valid already.
func (c *Combat) validateChanged(before *Combat) error {
	var changed []Character
	for i := range c.Roster.Characters {
		ch := &c.Roster.Characters[i]
		if old := before.Roster.Find(ch.ID); old == nil || !sameSheet(old, ch) {
			changed = append(changed, *ch)
		}
	}
	if len(changed) == 0 && len(c.Roster.Characters) == len(before.Roster.Characters) {
		return nil
	}
	if c.areas == nil {
		c.areas = AreaSet(c.m)
	}
	var p problems
	validateCharacters(changed, c.areas, &p)
	if len(c.Roster.Characters) != len(before.Roster.Characters) {
		validateCharacters(c.Roster.Characters, c.areas, &p) // ids stay unique
	}
	return p.result()
}

func sameSheet(a, b *Character) bool {
	return a.ID == b.ID && a.Name == b.Name && a.Kind == b.Kind && a.Team == b.Team && a.Level == b.Level &&
		a.MaxLevel == b.MaxLevel && a.Body == b.Body && a.Surrendered == b.Surrendered && a.Area == b.Area &&
		a.Gear == b.Gear && a.Notes == b.Notes && slices.Equal(a.Abilities, b.Abilities) &&
		slices.Equal(a.Skills, b.Skills) && slices.Equal(a.Items, b.Items)
}
