package combat

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Apply tries cmd on a copy of c. It returns the new state, or a pending
// decision, or a *RefusedError naming what is wrong; c itself is never
// changed.
//
// Apply is the one to use: a Session submits through it (the window, the
// NPC turns) and a careful replay checks each entry with it. The others
// run the same rules, doing less for a caller that applies commands by
// the thousand; the property tests hold each to Apply:
//   - ApplySilently writes no narration: a trial whose words no one reads
//     (the tactics weighing an act or a support).
//   - ApplyTrying is ApplySilently in the memory of a state given to a
//     Spent: a trial whose state is read once and dropped (the tactics
//     answering a decision by trying each answer).
//   - ApplyPlaying rolls the missing dice and answers the decisions as the
//     command reaches them, as Playing says, where Apply stops to ask: a
//     fight with no one at the table (a simulated fight).
//   - applyInPlace changes c itself and checks the sheets only at the
//     end: the fast replay of a saved log (Replay, ResumeSession), which
//     falls back on Apply entry by entry when one fails.
func Apply(c *Combat, cmd Command) (Result, error) {
	return apply(c, cmd, false, nil, true, nil)
}

// ApplySilently is Apply without the narration: the same state, decision
// or refusal, with Result.Narration empty. It is for a player of many
// commands who reads no log (the tactics in a simulated fight), where
// writing every line was a cost of its own.
func ApplySilently(c *Combat, cmd Command) (Result, error) {
	return apply(c, cmd, true, nil, true, nil)
}

// ApplyTrying is ApplySilently for a trial whose state the caller reads
// and then drops: the copy is made in the memory of a state given to
// spent (nil for none), and the caller gives the state back once read.
func ApplyTrying(c *Combat, cmd Command, spent *Spent) (Result, error) {
	return apply(c, cmd, true, nil, true, spent)
}

// Playing is how ApplyPlaying plays a command for a player who leaves
// the dice, and maybe other choices, to the app.
type Playing struct {
	Dice *sheet.DiceSource
	// Choose answers, as the command reaches them, the other decisions
	// the engine offers it (see sheet.Thrower.Choose); nil answers none.
	Choose sheet.Chooser
	// Unlogged: a command that is done is not written out with its dice
	// and answers (Result.Command is nil), for a player who keeps no log
	// (a simulated fight); one still asking is, to be answered. Writing
	// them in was a twentieth of a simulated fight.
	Unlogged bool
	// Spent, when set, holds dropped states whose memory the copy is made
	// in; the copy goes back to it when the command stops at a decision or
	// is refused, as no one sees it then.
	Spent *Spent
}

// ApplyPlaying is ApplySilently with the app rolling, from p.Dice, every
// die the command lacks as the command reaches it (see sheet.Thrower),
// and p.Choose answering the other decisions it offers, where
// ApplySilently stops at each to ask. Result.Command is cmd with those
// dice and answers written in: the command to log, or to answer the next
// decision of. The result is that of answering each decision in turn.
func ApplyPlaying(c *Combat, cmd Command, p Playing) (Result, error) {
	dice := p.Spent.takeThrower().Reuse(p.Dice).WithChooser(p.Choose)
	defer p.Spent.giveThrower(dice) // read no more once the result is made
	return apply(c, cmd, true, dice, !p.Unlogged, p.Spent)
}

// Spent keeps combat states no one reads any more, so the next Apply
// copies its state into their memory instead of fresh memory: a player of
// many commands that drops each state as it moves on (a simulated fight)
// then allocates almost nothing per command. The zero value is ready; a
// nil *Spent keeps nothing. It is for one goroutine.
type Spent struct {
	free []*Combat
	// thrower is ApplyPlaying's, kept for the next: taken while in use.
	thrower *sheet.Thrower
	// ctx is a command's run, kept for the next: taken while in use.
	ctx *ctx
}

// takeCtx is the run kept, emptied, or a new one; it is no longer kept.
func (s *Spent) takeCtx() *ctx {
	if s == nil || s.ctx == nil {
		return new(ctx)
	}
	x := s.ctx
	s.ctx = nil
	*x = ctx{Narration: sheet.Narration{Lines: x.Lines[:0]}, owned: x.owned[:0]}
	return x
}

// giveCtx keeps x, a run no one reads any more, for the next command.
func (s *Spent) giveCtx(x *ctx) {
	if s != nil {
		s.ctx = x
	}
}

// takeThrower is the thrower kept, or nil; it is no longer kept.
func (s *Spent) takeThrower() *sheet.Thrower {
	if s == nil {
		return nil
	}
	t := s.thrower
	s.thrower = nil
	return t
}

// giveThrower keeps t, whose record no one reads any more, for the next
// command.
func (s *Spent) giveThrower(t *sheet.Thrower) {
	if s != nil {
		s.thrower = t
	}
}

// maxSpent bounds what a Spent holds: a fight needs one or two at a time.
const maxSpent = 4

// Give hands back a state that nothing will read again: not the caller,
// not any state, result or listing made from it. A state whose memory may
// still be read must never be given.
func (s *Spent) Give(c *Combat) {
	if s != nil && c != nil && len(s.free) < maxSpent {
		s.free = append(s.free, c)
	}
}

// clone is c.Clone(), in a spent state's memory when one is kept.
func (s *Spent) clone(c *Combat) *Combat {
	if s == nil || len(s.free) == 0 {
		return c.Clone()
	}
	out := s.free[len(s.free)-1]
	s.free = s.free[:len(s.free)-1]
	if out == c {
		panic("combat: a spent state was applied to")
	}
	return c.cloneInto(out)
}

// apply runs cmd on a copy of c. logged: the command is written out with
// what the thrower threw and chose even once it is done.
func apply(c *Combat, cmd Command, silent bool, dice *sheet.Thrower, logged bool, spent *Spent) (Result, error) {
	if cmd == nil {
		return Result{}, &sheet.RefusedError{Type: "command", Reason: "no command"}
	}
	if err := checkAct(c, cmd); err != nil {
		return Result{}, &sheet.RefusedError{Type: cmd.Type(), Reason: err.Error()}
	}
	x := spent.takeCtx()
	defer spent.giveCtx(x) // read no more once the result is made
	x.c, x.Mute, x.dice = spent.clone(c), silent, dice
	if watchApply != nil {
		done := watchApply(c)
		defer func() { done(x.c) }()
	}
	round := c.Round
	err := cmd.run(x)
	if err != nil {
		defer spent.Give(x.c) // stopped or refused: the copy is seen by no one
	}
	p, pending := err.(*sheet.PendingDecision)
	applied := cmd // the command as applied, to log or to answer
	if thrown := dice.Thrown(); len(thrown) > 0 && (logged || pending) {
		var werr error
		if applied, werr = withDice(cmd, thrown); werr != nil {
			return Result{}, &sheet.RefusedError{Type: cmd.Type(), Reason: "the rolled dice cannot be written in: " + werr.Error()}
		}
	}
	if pending {
		return Result{Decision: p.D, Command: applied}, nil
	}
	if !logged {
		applied = nil
	}
	if err != nil {
		return Result{}, &sheet.RefusedError{Type: cmd.Type(), Reason: err.Error()}
	}
	if err := x.c.validateChanged(c); err != nil {
		spent.Give(x.c)
		return Result{}, &sheet.RefusedError{Type: cmd.Type(), Reason: "the result would break a sheet: " + err.Error()}
	}
	x.c.afterCommand(x)
	x.c.Terrain() // compiled now, so reading the state never writes to it
	if silent {
		return Result{State: x.c, Command: applied}, nil
	}
	return Result{State: x.c, Command: applied, Narration: narrate(round, x.Lines)}, nil
}

// watchApply, set by a test only, is told of every state a command is
// applied to before the command runs, and of the copy it ran on after.
var watchApply func(c *Combat) (after func(out *Combat))

// withDice is cmd with the thrown dice written in, in one copy when
// sheet.WithThrown can, else one answer at a time.
func withDice(cmd Command, thrown []sheet.Thrown) (Command, error) {
	if r, ok := cmd.(*Resolve); ok {
		// An attack's own roll, thrown before the hit asks which die is
		// damage: written in without reflection where it can be.
		if roll, ok := sheet.RollThrown(r.Roll, "roll.", thrown); ok {
			out := *r
			out.Roll = roll
			return &out, nil
		}
	}
	if _, gm := cmd.(*SheetEntry); !gm {
		if out, ok := sheet.WithThrown(cmd, thrown); ok {
			return out.(Command), nil
		}
	}
	for _, t := range thrown {
		var ans any = t.Dice
		if t.Choice != nil {
			ans = t.Choice
		}
		var err error
		if cmd, err = Answer(cmd, &sheet.Decision{Field: t.Field}, ans); err != nil {
			return cmd, err
		}
	}
	return cmd, nil
}

// applyInPlace runs a logged command on c itself, for a fast replay. On
// any error c is left half-changed: the caller replays again carefully.
func applyInPlace(c *Combat, cmd Command) (string, error) {
	if cmd == nil {
		return "", fmt.Errorf("no command")
	}
	if err := checkAct(c, cmd); err != nil {
		return "", err
	}
	x := &ctx{c: c}
	c.madeOf = nil // changed in place: no longer as a command made it
	round := c.Round
	if err := cmd.run(x); err != nil {
		return "", err
	}
	if _, gm := cmd.(*SheetEntry); gm {
		if c.areas == nil {
			c.areas = sheet.AreaSet(c.m)
		}
		if err := c.Roster.Validate(c.areas); err != nil {
			return "", err
		}
	}
	c.afterCommand(x)
	return narrate(round, x.Lines), nil
}

func narrate(round int, lines []string) string {
	text := strings.Join(lines, "; ")
	if text != "" && !strings.HasSuffix(text, ".") {
		text += "."
	}
	return fmt.Sprintf("Round %d – %s", round, text)
}
