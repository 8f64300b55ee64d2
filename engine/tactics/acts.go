package tactics

import (
	"fmt"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/words"
)

// never is the gain of an act the tactics will not take (still legal, so
// still listed).
const never = -100

// Acts ranks every act the engine lists as legal for the character now,
// best first, each with its reason.
func Acts(c *combat.Combat, id sheet.CharacterID) []Choice {
	return rank(newEye(c, true).acts(id, true))
}

func (e *eye) acts(id sheet.CharacterID, withDirect bool) []Choice {
	return e.appendActs(nil, id, withDirect)
}

// appendActs appends the scored acts of id to out.
func (e *eye) appendActs(out []Choice, id sheet.CharacterID, withDirect bool) []Choice {
	ch := e.c.Roster.Find(id)
	if ch == nil {
		return out
	}
	// What standing where they are is worth, worked out on first use: only
	// moves, doors and item changes are weighed against it, and most
	// listings of a member out of actions or out of the fight hold none.
	here := &standing{e: e, ch: ch}
	buf := optionBufs.Get().(*[]combat.ActOption)
	opts := e.options(ch, (*buf)[:0])
	if out == nil {
		out = make([]Choice, 0, len(opts))
	}
	for i := range opts {
		o := &opts[i] // read in place: an option is a large struct
		if !o.Legal || (!withDirect && o.Kind == combat.ActDirect) {
			continue
		}
		out = append(out, e.choiceOf(ch, o, here))
	}
	clear(opts) // the pool keeps no commands alive
	*buf = opts[:0]
	optionBufs.Put(buf)
	return out
}

// choiceOf is ch's act o, scored (here is where they stand).
func (e *eye) choiceOf(ch *sheet.Character, o *combat.ActOption, here *standing) Choice {
	gain, reason := e.scoreAct(ch, o, here)
	return Choice{Kind: o.Kind, Label: o.Label, Gain: gain, Reason: reason, Command: o.Command, By: ch.ID, Target: o.Target, To: o.To}
}

// standing is e.position(ch, ch.Area), computed once when first asked.
type standing struct {
	e     *eye
	ch    *sheet.Character
	v     float64
	known bool
}

func (s *standing) value() float64 {
	if !s.known {
		s.v, s.known = s.e.position(s.ch, s.ch.Area), true
	}
	return s.v
}

func (e *eye) scoreAct(ch *sheet.Character, o *combat.ActOption, here *standing) (float64, string) {
	switch o.Kind {
	case combat.ActAttack:
		return e.scoreAttack(ch, o)
	case combat.ActGrapple:
		p := o.HitChance.Float()
		return 1.5 * p, e.because(func() string {
			return fmt.Sprintf("Grapple %s: %s to hold them (no damage)", e.c.Label(o.Target), pct(p))
		})
	case combat.ActMove:
		gain, reason := e.scoreMove(ch, o.To, here.value())
		if mv, ok := o.Command.(*combat.Move); ok && mv.Speed {
			return gain - 0.5, e.because(func() string { return reason + " (a Speed roll, which may leave them in place)" })
		}
		return gain, reason
	case combat.ActBreakFree:
		return 3, "Break free: a held character can do little else"
	case combat.ActManageItems:
		if e.armed(ch) { // never taken: eye.options leaves them out when quiet
			return -1, e.because(func() string { return o.Label + ": a weapon is already in hand" })
		}
		return e.scoreByResult(ch, *o, here.value())
	case combat.ActDoor:
		return e.scoreByResult(ch, *o, here.value())
	case combat.ActFirstAid:
		return e.scoreFirstAid(ch, *o)
	case combat.ActRally:
		return e.scoreRally(ch)
	case combat.ActDirect:
		return e.scoreDirect(ch, *o)
	case combat.ActAllOutDefend:
		return e.scoreAllOutDefend(ch)
	case combat.ActSurrender:
		if why := e.shouldYield(ch); why != "" {
			return 50, e.because(func() string { return "Surrender: " + why })
		}
		return never, "Surrender: not while the fight can still go their way"
	case combat.ActEndTurn:
		return 0, "End the turn: no member has a better use for an action"
	case combat.ActAoEBlast, combat.ActAoEContinuous, combat.ActAoECover, combat.ActAoEDemolish:
		return e.scoreAoE(ch, *o)
	}
	return -1, "the tactics see no gain in this act"
}

// verb names an attack by its weapon.
func verb(class sheet.WeaponClass) string {
	switch {
	case class.Ranged():
		return "Shoot"
	case class == sheet.Unarmed:
		return "Punch"
	}
	return "Strike"
}

func (e *eye) scoreAttack(ch *sheet.Character, o *combat.ActOption) (float64, string) {
	tgt := e.c.Roster.Find(o.Target)
	if o.Call == sheet.CallFinishingBlow && e.c.Roster.Calls.AsksFinishingBlow() {
		// Left to the GM on this map: the tactics never ask it for them.
		return never, e.because(func() string {
			return fmt.Sprintf("%s %s: attacking the fallen is the GM's call", verb(o.Check.Class), tgt.Label())
		})
	}
	if tgt.Unconscious() {
		return never, e.because(func() string { return fmt.Sprintf("%s %s: already out of the fight", verb(o.Check.Class), tgt.Label()) })
	}
	p := o.HitChance.Float()
	cover := o.Check.Cover
	attackerPicks := !targetChooses(ch, tgt, cover)
	mean := meanLowerDie
	if attackerPicks {
		mean = meanHigherDie
	}
	// A knockout is worth more than its points: the enemy stops acting.
	ko := p * chanceAtLeast(tgt.Level-sheet.UnconsciousBelow+1, attackerPicks) * knockoutWorth(tgt)
	gain := p*mean + ko
	return gain, e.because(func() string {
		shelter := "no cover"
		switch {
		case cover:
			shelter = "behind cover, so they pick the damage die"
		case !attackerPicks:
			shelter = "a shield, so they pick the damage die"
		}
		reason := fmt.Sprintf("%s %s: %s to hit, %s, range %d", verb(o.Check.Class), tgt.Label(), pct(p), shelter, o.Check.Range)
		if ko >= 1 {
			reason += fmt.Sprintf(", %s to knock them out", pct(ko/knockoutWorth(tgt)))
		}
		return reason
	})
}

// knockoutWorth is what putting a fighter out of the fight is worth over
// its points: the round damage it would no longer deal.
func knockoutWorth(ch *sheet.Character) float64 { return 10 + float64(ch.Level)/5 }

// position is what standing in area a is worth to ch: the best damage they
// could deal from there next, less the threat they would face (weighed by
// caution), and a pull towards the enemy when nothing is in reach.
func (e *eye) position(ch *sheet.Character, a battlemap.AreaID) float64 {
	ai := e.t.Index(a) // looked up once for the three
	off, _ := e.offenseIn(ch, ai)
	threat, _, _ := e.threatIn(ch, ai)
	v := off - e.caution(ch)*threat
	if !e.armed(ch) {
		v -= 3 // empty-handed: taking a weapon in hand comes first
	}
	if off == 0 {
		if n, ok := e.nearestIn(ch, ai); ok {
			v -= float64(min(n, 10))
		}
	}
	return v
}

// caution weighs the threat. A fighter who runs from every threat never
// fights, so it counts for half (the enemy may not shoot at them), except
// for a badly wounded NPC after a lost initiative, who retreats as the
// book suggests.
func (e *eye) caution(ch *sheet.Character) float64 {
	if ch.Kind == sheet.NPC && e.wounded(ch) && e.lostInitiative(ch) {
		return 2
	}
	return 0.5
}

func (e *eye) wounded(ch *sheet.Character) bool { return ch.Level*3 <= ch.MaxLevel }

func (e *eye) lostInitiative(ch *sheet.Character) bool {
	return e.c.Holder != "" && e.c.Holder != ch.Team
}

func (e *eye) scoreMove(ch *sheet.Character, to battlemap.AreaID, here float64) (float64, string) {
	gain := e.position(ch, to) - here
	if gain <= 0 && e.approaches(ch, to) {
		// Closing in beats idling: a step is worth a little even into
		// reach of the enemy, the safer step more.
		gain = 1 / (1 - gain)
	}
	return gain, e.because(func() string { return e.moveReason(ch, to) })
}

func (e *eye) moveReason(ch *sheet.Character, to battlemap.AreaID) string {
	name := e.areaName(to)
	threat, shooters, covered := e.threat(ch, to)
	off, whom := e.offense(ch, to)
	enemies := len(e.enemiesOf(ch))
	var why string
	switch {
	case e.caution(ch) > 1 && shooters == 0:
		why = "retreat out of every enemy's reach"
	case covered > 0:
		why = fmt.Sprintf("cover against %d of %s", covered, words.Count(enemies, "enemy"))
	case off > 0:
		why = fmt.Sprintf("%s in reach (%.1f expected damage)", whom.Label(), off)
	case shooters == 0:
		why = "out of every enemy's sight and reach"
	default:
		n, _ := e.nearest(ch, to)
		why = words.Count(n, "move") + " from the nearest enemy"
	}
	if threat > 0 && covered == 0 {
		why += ", " + words.Count(shooters, "enemy") + " can hit it"
	}
	return fmt.Sprintf("Move to %s: %s", name, why)
}

// approaches: no enemy is in reach of ch where they stand, ch has a
// weapon, and a move to area to is a step along a shortest path towards
// the nearest enemy. A retreating NPC does not close in.
func (e *eye) approaches(ch *sheet.Character, to battlemap.AreaID) bool {
	if e.caution(ch) > 1 || !e.armed(ch) {
		return false
	}
	if off, _ := e.offenseIn(ch, e.areaOf(ch)); off > 0 {
		return false
	}
	here, ok := e.nearestIn(ch, e.areaOf(ch))
	there, ok2 := e.nearest(ch, to)
	return ok && ok2 && there < here
}

func (e *eye) areaName(a battlemap.AreaID) string {
	if ar := e.c.Map().Area(a); ar != nil && ar.Name != "" {
		return "the " + ar.Name
	}
	return string(a)
}

// scoreByResult weighs a door or an item change by the position it leaves
// the character in, tried on a copy through the engine.
func (e *eye) scoreByResult(ch *sheet.Character, o combat.ActOption, here float64) (float64, string) {
	res, err := combat.ApplyTrying(e.c, o.Command, e.spent)
	if err != nil || res.State == nil {
		return -1, e.because(func() string { return o.Label + ": its effect depends on a choice the tactics cannot foresee" })
	}
	after := newEye(res.State, e.explain)
	me := res.State.Roster.Find(ch.ID)
	gain := after.position(me, me.Area) - here - 0.3
	e.spent.Give(res.State) // weighed: nothing reads the copy again
	if gain > 0 {
		return gain, e.because(func() string { return fmt.Sprintf("%s: a better position afterwards (%+.1f)", o.Label, gain) })
	}
	return gain, e.because(func() string { return o.Label + ": no gain the tactics can see" })
}

// pct shows a chance in a reason by the one rule the window shows it by.
func pct(p float64) string { return words.Percent(p) }
