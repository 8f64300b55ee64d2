package tactics

import (
	"fmt"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/words"
)

// scoreFirstAid: first aid erases \ marks. It matters most when it would
// wake an ally knocked out by a full head or torso, then for marks on a
// head or torso close to full; anything else is worth little.
func (e *eye) scoreFirstAid(ch *sheet.Character, o combat.ActOption) (float64, string) {
	p := e.c.Roster.Find(o.Target)
	hit := hitChance(e.c.Roster.Edition, ch.Level, ch.ModifiersFor(sheet.ActFirstAid, "").Good)
	if p.Team != ch.Team {
		return never, e.because(func() string { return fmt.Sprintf("First aid on %s: an enemy", p.Label()) })
	}
	slashes := p.Body.Count(sheet.Slash)
	if slashes == 0 {
		return never, e.because(func() string { return fmt.Sprintf("First aid on %s: no mark first aid can treat", p.Label()) })
	}
	for _, l := range []sheet.Location{sheet.Head, sheet.Torso} {
		if p.Body.Full(l) && p.Body.At(l).Slash > 0 && p.Level >= sheet.UnconsciousBelow && !p.Surrendered {
			return hit * (20 + float64(p.Level)/2), e.because(func() string {
				return fmt.Sprintf("First aid on %s: %s to bring them round (their %s is full)", p.Label(), pct(hit), l.Name())
			})
		}
	}
	vital := 0.0
	for _, l := range []sheet.Location{sheet.Head, sheet.Torso} {
		m := p.Body.At(l)
		if m.Slash > 0 && m.Total()+3 >= l.Boxes() { // one more hit could fill it
			vital += float64(m.Slash)
		}
	}
	if vital == 0 {
		return 0.2*hit*float64(slashes) - 1, e.because(func() string {
			return fmt.Sprintf("First aid on %s: %s, but no location is close to full", p.Label(), pct(hit))
		})
	}
	return hit*2*vital - 1, e.because(func() string {
		return fmt.Sprintf("First aid on %s: %s, a head or torso close to full", p.Label(), pct(hit))
	})
}

// scoreRally: a successful rally raises each teammate below the roll to
// it; half the leader's level is taken as the likely roll.
func (e *eye) scoreRally(ch *sheet.Character) (float64, string) {
	hit := hitChance(e.c.Roster.Edition, ch.Level, ch.ModifiersFor(sheet.ActRally, "").Good)
	roll := ch.Level / 2
	gain, raised := 0.0, 0
	for i := range e.c.Roster.Characters {
		m := &e.c.Roster.Characters[i]
		// A surrendered teammate rises only where the map's GM's call
		// says so.
		if m.Team != ch.Team || m.Dead() || (m.Surrendered && !e.c.Roster.Calls.RallyRaisesSurrendered()) || m.Area == "" {
			continue
		}
		rise := min(roll, m.MaxLevel) - m.Level
		if rise <= 0 {
			continue
		}
		raised++
		gain += float64(rise)
		if m.Level < sheet.UnconsciousBelow && !m.Body.Full(sheet.Head) && !m.Body.Full(sheet.Torso) && min(roll, m.MaxLevel) >= sheet.UnconsciousBelow {
			gain += knockoutWorth(m)
		}
	}
	if raised == 0 {
		return never, "Rally: no teammate is below the likely roll"
	}
	return hit*gain - 2, e.because(func() string {
		return fmt.Sprintf("Rally: %s to raise %s, once per combat", pct(hit), words.Count(raised, "teammate"))
	})
}

// scoreDirect: the teammate's best act, taken now on the leader's action,
// as the engine would have it after the Direct.
func (e *eye) scoreDirect(ch *sheet.Character, o combat.ActOption) (float64, string) {
	res, err := combat.ApplySilently(e.c, o.Command)
	if err != nil || res.State == nil {
		return never, e.because(func() string { return o.Label + ": the engine asks for a choice first" })
	}
	best := Choice{Gain: never}
	for _, a := range newEye(res.State, e.explain).acts(o.Target, false) {
		if a.Kind != combat.ActEndTurn && a.Kind != combat.ActSurrender && a.Gain > best.Gain {
			best = a
		}
	}
	if best.Gain <= 0 {
		return never, e.because(func() string { return fmt.Sprintf("Direct %s: they have nothing worth doing", e.c.Label(o.Target)) })
	}
	return best.Gain - 0.2, e.because(func() string { return fmt.Sprintf("Direct %s: %s", e.c.Label(o.Target), best.Reason) })
}

// scoreAllOutDefend: free Defends all round instead of acting, worth it
// when the threat is high and the character has little to hit.
func (e *eye) scoreAllOutDefend(ch *sheet.Character) (float64, string) {
	threat, shooters, _ := e.threatIn(ch, e.areaOf(ch))
	off, _ := e.offenseIn(ch, e.areaOf(ch))
	saved := threat * defendChance(ch.Level, e.meanEnemyLevel(ch))
	return saved - off - 0.5, e.because(func() string {
		return fmt.Sprintf("All-Out Defend: %s can hit them, %.1f damage saved against %.1f they could deal", words.Count(shooters, "enemy"), saved, off)
	})
}

func (e *eye) meanEnemyLevel(ch *sheet.Character) int {
	en := e.enemiesOf(ch)
	if len(en) == 0 {
		return 0
	}
	sum := 0
	for _, k := range en {
		sum += e.c.Roster.Characters[k].Level
	}
	return sum / len(en)
}

// shouldYield says why a badly wounded NPC gives up after a lost
// initiative, when its side is clearly losing; "" to fight on.
func (e *eye) shouldYield(ch *sheet.Character) string {
	if ch.Kind != sheet.NPC || !e.wounded(ch) || !e.lostInitiative(ch) {
		return ""
	}
	ours, theirs := 0, 0
	for i := range e.c.Roster.Characters {
		o := &e.c.Roster.Characters[i]
		if !fighting(o) {
			continue
		}
		if o.Team == ch.Team {
			ours += o.Level
		} else {
			theirs += o.Level
		}
	}
	if 2*ours >= theirs {
		return ""
	}
	return fmt.Sprintf("level %d of %d after a lost initiative, outmatched %d to %d", ch.Level, ch.MaxLevel, theirs, ours)
}

// scoreAoE: a Blast hits everyone in the area (allies count against);
// Continuous damage is counted for one round; Cover on one's own area
// shields from the threat; Demolish is not weighed.
func (e *eye) scoreAoE(ch *sheet.Character, o combat.ActOption) (float64, string) {
	it := ch.Item(o.Weapon)
	hit := hitChance(e.c.Roster.Edition, ch.Level, false)
	foes, friends := 0, 0
	for i := range e.c.Roster.Characters {
		x := &e.c.Roster.Characters[i]
		if x.Area != o.To || !fighting(x) {
			continue
		}
		if x.Team == ch.Team {
			friends++
		} else {
			foes++
		}
	}
	name := e.areaName(o.To)
	switch it.AoE {
	case sheet.Blast, sheet.Continuous:
		gain := hit*meanOneDie*float64(foes-friends) - 2
		return gain, e.because(func() string {
			return fmt.Sprintf("%s on %s: %s, %s and %s there", it.Label(), name, pct(hit), words.Count(foes, "enemy"), words.Count(friends, "ally"))
		})
	case sheet.CoverAoE:
		if o.To != ch.Area {
			return never, e.because(func() string { return fmt.Sprintf("%s on %s: the tactics only cover their own area", it.Label(), name) })
		}
		threat, _, _ := e.threatIn(ch, e.areaOf(ch))
		return hit*threat*0.5 - 2, e.because(func() string {
			return fmt.Sprintf("%s on %s: %s to take cover from %.1f expected damage", it.Label(), name, pct(hit), threat)
		})
	}
	return never, e.because(func() string { return fmt.Sprintf("%s on %s: the tactics do not weigh Demolish", it.Label(), name) })
}
