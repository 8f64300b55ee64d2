package tactics

import (
	"fmt"
	"slices"
	"sync"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// NextAmong is the command the table would submit now if the tactics
// played for the characters plays allows (nil allows everyone): the
// round's initiative; the next hazard of an environment step; in a reaction window the best reaction worth its
// action, else the dice; on a turn the acting team's best act, else the
// end of its turn. Every command comes from the engine's own listing. The
// others' acts and reactions are left to people.
// Ending a turn belongs to the team, so it is still chosen when no one
// allowed has a better act.
func NextAmong(c *combat.Combat, plays func(sheet.CharacterID) bool) (Choice, error) {
	return next(c, plays, true)
}

// next is NextAmong with reasons only when explain: a simulated fight
// reads none, and the choice is the same either way.
func next(c *combat.Combat, plays func(sheet.CharacterID) bool, explain bool) (Choice, error) {
	return nextBy(newEye(c, explain), plays)
}

// nextBy is next as eye e reads its state: a simulated fight reads each
// state with one eye, made once and readied for each (eye.reuse).
func nextBy(e *eye, plays func(sheet.CharacterID) bool) (Choice, error) {
	c := e.c
	switch {
	case c.Phase == combat.PhaseEnded:
		return Choice{}, fmt.Errorf("the combat is over")
	case c.Phase == combat.PhaseInitiative:
		return Choice{Kind: "initiative", Label: "roll initiative", Reason: "a new round", Command: &combat.Initiative{}}, nil
	case c.Phase == combat.PhaseEnvironment:
		// The round's hazards (the house rule's environment step): the
		// side with initiative picks which acts next; the tactics take
		// the first the engine lists, in the map's order.
		for _, o := range c.EnvironmentStep() {
			if o.Legal {
				return Choice{Kind: o.Kind, Label: o.Label, Reason: "the hazards act before the next round", Command: o.Command, To: o.To}, nil
			}
		}
		return Choice{}, fmt.Errorf("round %d's environment step offers nothing", c.Round)
	case c.Window != nil:
		return nextReaction(e, plays), nil
	}
	return nextAct(e, plays)
}

// reactionBufs are the buffers the bare reaction listings are made in,
// used again: only copies of the options' fields are kept.
var reactionBufs = sync.Pool{New: func() any { return new([]combat.ReactOption) }}

// choiceBufs are the buffers nextAct scores acts into, used again: only
// the choice it returns is kept, as a copy.
var choiceBufs = sync.Pool{New: func() any { return new([]Choice) }}

// rollTheDice is the resolve a quiet eye (a simulated fight's) chooses
// when no reaction is worth its action: a command is never written into
// once made (answers and dice go into copies), and a simulated fight
// keeps none, so one serves every window of every fight. An explaining
// eye hands the caller a resolve of its own.
var rollTheDice = &combat.Resolve{}

func nextReaction(e *eye, plays func(sheet.CharacterID) bool) Choice {
	// The resolve's command is made only if it is kept.
	best, bestAt := Choice{Kind: "resolve", Label: "roll the dice", Reason: "no reaction is worth its action"}, -1
	var seen []sheet.CharacterID // the few reactors weighed already
	buf := reactionBufs.Get().(*[]combat.ReactOption)
	opts := e.reactOptions((*buf)[:0])
	for _, o := range opts {
		if !o.Legal || slices.Contains(seen, o.By) || (plays != nil && !plays(o.By)) {
			continue
		}
		seen = append(seen, o.By)
		// Each of the reactor's options in listing order, the first best
		// kept, as ranked; one that cannot beat the best so far is left
		// unweighed (scoreReactionAbove).
		for i := range opts {
			if r := &opts[i]; r.Legal && r.By == o.By {
				if gain, reason, ok := e.scoreReactionAbove(*r, best.Gain); ok && gain > best.Gain {
					best, bestAt = Choice{Kind: combat.ActKind(r.Kind), Label: r.Label, Gain: gain, Reason: reason, By: r.By, Target: r.For}, i
				}
			}
		}
	}
	// The command of the reaction kept, made only now (the quiet listing
	// builds none), or the resolve's.
	switch {
	case bestAt >= 0:
		best.Command = opts[bestAt].Declare()
	case e.explain:
		best.Command = &combat.Resolve{}
	default:
		best.Command = rollTheDice
	}
	clear(opts) // the pool keeps no commands alive
	*buf = opts[:0]
	reactionBufs.Put(buf)
	return best
}

// nextAct picks the acting team's best act worth more than keeping the
// action for a Defend. A teammate who was just directed acts first.
func nextAct(e *eye, plays func(sheet.CharacterID) bool) (Choice, error) {
	c := e.c
	team := c.Acting()
	var end Choice // the end of the turn, once listed
	ended := false
	best := Choice{Gain: never - 1}
	buf := choiceBufs.Get().(*[]Choice)
	acts := (*buf)[:0] // one buffer for every member's acts, used again
	defer func() {
		clear(acts[:cap(acts)]) // the pool keeps no commands alive
		*buf = acts[:0]
		choiceBufs.Put(buf)
	}()
	for i := range c.Roster.Characters {
		ch := &c.Roster.Characters[i]
		if ch.Team != team {
			continue
		}
		if plays != nil && !plays(ch.ID) {
			if !ended {
				if e := endOf(c.LegalActions(ch.ID), ch.ID); e != nil {
					end, ended = *e, true
				}
			}
			continue
		}
		t := c.TallyOf(ch.ID)
		directed := t != nil && t.DirectedBy != ""
		// What keeping the action is worth (never below zero), worked out
		// only for an act that could be chosen: one worth more than zero
		// and than the best so far.
		hold, held := 0.0, false
		acts = e.appendActs(acts[:0], ch.ID, true)
		for _, a := range acts {
			switch {
			case a.Kind == combat.ActEndTurn:
				if !ended {
					end, ended = a, true
				}
				continue
			case directed && a.Gain > 0:
				return a, nil // the direction lapses if anyone else acts
			}
			if a.Gain <= 0 || a.Gain <= best.Gain {
				continue
			}
			if !held {
				hold, held = e.holdWorth(ch), true
			}
			if a.Gain > hold {
				best = a
			}
		}
	}
	if best.Gain > 0 {
		return best, nil
	}
	if !ended {
		return Choice{}, fmt.Errorf("%s can neither act nor end its turn", team)
	}
	return end, nil
}

// endOf is the legal end of the turn in a character's listing, or nil.
func endOf(opts []combat.ActOption, by sheet.CharacterID) *Choice {
	for _, o := range opts {
		if o.Legal && o.Kind == combat.ActEndTurn {
			return &Choice{Kind: o.Kind, Label: o.Label, Reason: "End the turn: no member played by the tactics has a better use for an action", Command: o.Command, By: by}
		}
	}
	return nil
}

// holdWorth is what keeping an action is worth: a Defend later this round
// when another team still acts after this one.
func (e *eye) holdWorth(ch *sheet.Character) float64 {
	if t := e.c.TallyOf(ch.ID); t == nil || t.Actions <= 0 || !fighting(ch) {
		return 0
	}
	if e.c.Turn+1 >= len(e.c.Order) {
		return 0
	}
	threat, _, _ := e.threatIn(ch, e.areaOf(ch))
	return 0.5 * threat * defendChance(ch.Level, e.meanEnemyLevel(ch))
}
