package tactics

import (
	"fmt"
	"math"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Reactions ranks every reaction the engine lists as legal for the
// character to the open window, best first. A reaction is worth taking
// when its gain is above zero: the gain already counts the action it
// spends.
func Reactions(c *combat.Combat, id sheet.CharacterID) []Choice {
	return rank(newEye(c, true).reactions(c.ReactOptions(), id))
}

// reactions scores id's legal options among opts, best first.
func (e *eye) reactions(opts []combat.ReactOption, id sheet.CharacterID) []Choice {
	return e.appendReactions(nil, opts, id)
}

// appendReactions appends id's scored legal options among opts to out.
func (e *eye) appendReactions(out []Choice, opts []combat.ReactOption, id sheet.CharacterID) []Choice {
	for _, o := range opts {
		if !o.Legal || o.By != id {
			continue
		}
		gain, reason := e.scoreReaction(o)
		out = append(out, Choice{Kind: combat.ActKind(o.Kind), Label: o.Label, Gain: gain, Reason: reason, Command: o.Command, By: id, Target: o.For})
	}
	return out
}

func (e *eye) scoreReaction(o combat.ReactOption) (float64, string) {
	gain, reason, _ := e.scoreReactionAbove(o, math.Inf(-1))
	return gain, reason
}

// scoreReactionAbove is scoreReaction for a reader who keeps only a gain
// above floor: an option whose gain before the action's cost, less the
// least that cost can be, is not above floor cannot be above it either,
// and comes back not ok, unweighed. The action's worth (the reactor's
// best blow from where they stand) is then never worked out: most
// reactions a fight lists are worth less than their action.
func (e *eye) scoreReactionAbove(o combat.ReactOption, floor float64) (float64, string, bool) {
	w := e.c.Window
	me := e.c.Roster.Find(o.By)
	actor := e.c.Roster.Find(w.Actor)
	least := 0.0 // the least the cost below can be
	switch {
	case o.Forced:
		least = 1.5
	case !o.AllOut && e.actsLater(me):
		least = 1.5
	case !o.AllOut:
		least = 0.1
	}
	cost := func() float64 {
		cost := 0.0
		if !o.AllOut {
			cost = e.actionWorth(me)
		}
		if o.Forced { // a forced defence (house rule) gives next round's action
			off, _ := e.offenseIn(me, e.areaOf(me))
			cost = max(off, 1.5)
		}
		return cost
	}
	switch o.Kind {
	case combat.ReactDefend, combat.ReactDefendOther:
		hit, harm := e.windowThreat(actor, o)
		win := defendChance(me.Level, actor.Level)
		if hit*harm*win-least <= floor {
			return 0, "", false
		}
		cost := cost()
		gain := hit*harm*win - cost
		who := "the attack"
		if o.Kind == combat.ReactDefendOther && e.explain {
			who = "the attack on " + e.c.Label(o.For)
		}
		return gain, e.because(func() string {
			return fmt.Sprintf("Defend: %s is at %s for %.1f expected damage; %s to beat it", who, pct(hit), harm, pct(win))
		}), true
	case combat.ReactCounterattack, combat.ReactIntercept:
		class := combat.WeaponClass(me, o.Weapon)
		hit := hitChance(e.c.Roster.Edition, me.Level, me.ModifiersFor(reactionAction(o.Kind), class).Good)
		harm := hit * meanDamage(me, actor, false)
		if o.Kind == combat.ReactIntercept {
			harm = hit * meanHigherDie // no cover against an Intercept
		}
		if harm-least <= floor {
			return 0, "", false
		}
		cost := cost()
		name := "Counterattack"
		if o.Kind == combat.ReactIntercept {
			name = "Intercept"
		}
		return harm - cost, e.because(func() string {
			return fmt.Sprintf("%s %s: %s to hit, %.1f expected damage for the action", name, actor.Label(), pct(hit), harm)
		}), true
	}
	return never, "the tactics do not weigh this reaction", never > floor
}

func reactionAction(k combat.ReactionKind) sheet.Action {
	if k == combat.ReactIntercept {
		return sheet.ActIntercept
	}
	return sheet.ActCounterattack
}

// windowThreat is the chance the declared attack hits and the damage it
// would do, to the reactor or the one they defend.
func (e *eye) windowThreat(actor *sheet.Character, o combat.ReactOption) (float64, float64) {
	w := e.c.Window
	if w.AoE != "" {
		return hitChance(e.c.Roster.Edition, actor.Level, false), meanOneDie
	}
	tgt := e.c.Roster.Find(w.Target)
	if tgt == nil {
		return 0, 0
	}
	hit := hitChance(e.c.Roster.Edition, actor.Level, actor.ModifiersFor(sheet.ActAttack, w.Class).Good)
	harm := meanDamage(actor, tgt, w.Cover)
	if float64(tgt.Level)-harm < sheet.UnconsciousBelow {
		harm += knockoutWorth(tgt)
	}
	return hit, harm
}

// actionWorth is what the reactor's action would be worth on their own
// team's turn later this round: nothing once that turn is past, their best
// shot from where they stand, or a step towards the enemy (counted as 1.5)
// when nothing is in reach, so fighters keep closing in.
func (e *eye) actionWorth(ch *sheet.Character) float64 {
	if !e.actsLater(ch) {
		return 0.1
	}
	off, _ := e.offenseIn(ch, e.areaOf(ch))
	return max(off, 1.5)
}

// actsLater: ch's team still has a turn this round, from this turn on (a
// reactor of the acting team, to a held action used between its acts, a
// house rule, may still act this turn).
func (e *eye) actsLater(ch *sheet.Character) bool {
	for i := e.c.Turn; i < len(e.c.Order); i++ {
		if e.c.Order[i] == ch.Team {
			return true
		}
	}
	return false
}
