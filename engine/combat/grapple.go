package combat

import (
	"fmt"
	"slices"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// The unarmed grapple of 2020-09-06 (the "grapple" ability, which only that
// edition's catalogue has): an unarmed Attack with two empty hands that, on
// a hit, holds the target instead of hurting them. While held, the target
// may not Move nor use weapons or items; both may Attack or Counterattack
// only each other, and neither may Defend or Intercept. The held one breaks
// free with an action and a won opposed roll; the holder moves only by
// dragging, an opposed roll that frees the held one if they win it. Our
// readings are in docs/rules.md (Rules editions).

// holderOf is who grapples id, or "".
func (c *Combat) holderOf(id sheet.CharacterID) sheet.CharacterID {
	if len(c.Grapples) == 0 {
		return "" // most fights: no grapple, and starting a map walk costs
	}
	for h, held := range c.Grapples {
		if held == id {
			return h
		}
	}
	return ""
}

// grapplePartner is the other side of id's grapple, or "".
func (c *Combat) grapplePartner(id sheet.CharacterID) sheet.CharacterID {
	if len(c.Grapples) == 0 {
		return ""
	}
	if held := c.Grapples[id]; held != "" {
		return held
	}
	return c.holderOf(id)
}

// checkGrappleAttack refuses what a grapple forbids an attack: attacking
// anyone but the partner, and the held one's weapons. A new grapple needs
// the ability, two empty hands and a target held by no one.
func (c *Combat) checkGrappleAttack(att *sheet.Character, target sheet.CharacterID, weapon sheet.ItemID, grapple bool) error {
	if p := c.grapplePartner(att.ID); p != "" {
		if target != p {
			return sheet.Refuse("%s is in a grapple with %s and may attack only them", att.Label(), c.Label(p))
		}
		if weapon != "" && c.holderOf(att.ID) != "" {
			return sheet.Refuse("%s is held in a grapple and may not use weapons or items", att.Label())
		}
	}
	if !grapple {
		return nil
	}
	if c.Roster.Calls.GrappleAfterHit() {
		return sheet.Refuse("on this map a grapple is chosen after an unarmed hit, not declared with the attack (the GM's call)")
	}
	return c.grappleRefusal(att, target, weapon)
}

// grappleRefusal says why att may not grapple target with weapon (none,
// for a grapple), or nil: the ability, two empty hands, and one hold at a
// time on either side.
func (c *Combat) grappleRefusal(att *sheet.Character, target sheet.CharacterID, weapon sheet.ItemID) error {
	switch {
	case !att.HasAbility("grapple"):
		return sheet.Refuse("%s lacks the grapple ability", att.Label())
	case weapon != "":
		return sheet.Refuse("a grapple is unarmed: name no weapon")
	case !att.HandEmpty(sheet.RightHand) || !att.HandEmpty(sheet.LeftHand):
		return sheet.Refuse("a grapple needs two empty, usable hands")
	case c.Grapples[att.ID] != "":
		return sheet.Refuse("%s already grapples %s", att.Label(), c.Label(c.Grapples[att.ID]))
	case c.holderOf(target) != "":
		return sheet.Refuse("%s is already held by %s", c.Label(target), c.Label(c.holderOf(target)))
	}
	return nil
}

// grappleBarsReaction says why a grapple forbids r the reaction re to the
// window, or "".
func (c *Combat) grappleBarsReaction(r *sheet.Character, re Reaction) string {
	p := c.grapplePartner(r.ID)
	if p == "" {
		return ""
	}
	switch {
	case re.Kind != ReactCounterattack:
		return fmt.Sprintf("%s is in a grapple with %s: no Defend or Intercept", r.Label(), c.Label(p))
	case c.Window.Actor != p:
		return fmt.Sprintf("%s is in a grapple with %s and may counterattack only them", r.Label(), c.Label(p))
	case re.Weapon != "" && c.holderOf(r.ID) != "":
		return fmt.Sprintf("%s is held in a grapple and may not use weapons or items", r.Label())
	}
	return ""
}

// checkNotHeld refuses acts a held character may not take (Move, items).
func (c *Combat) checkNotHeld(ch *sheet.Character, what string) error {
	if h := c.holderOf(ch.ID); h != "" {
		return sheet.Refuse("%s is held in %s's grapple and may not %s (break free first)", ch.Label(), c.Label(h), what)
	}
	return nil
}

// grappleContest plays a grapple's opposed roll: the side that acts (its
// roll in field "roll") against the other ("against"). Good at grappling
// makes either roll good. Either side's critical success gains it an
// action, won or lost; a critical failure loses one. It reports the
// winner's id: "" when both fail.
func (x *ctx) grappleContest(act, other *sheet.Character, actRoll, otherRoll *sheet.RollRecord, gmPick string) (sheet.CharacterID, error) {
	e := x.c.Roster.Edition
	ar, err := sheet.ResolveRollInto(e, actRoll, act.Level, act.MaxLevel, act.ModifiersFor(sheet.ActGrapple, "").Good, sheet.DeciderFor(act), "roll", x.dice)
	if err != nil {
		return "", err
	}
	or, err := sheet.ResolveRollInto(e, otherRoll, other.Level, other.MaxLevel, other.ModifiersFor(sheet.ActGrapple, "").Good, sheet.DeciderFor(other), "against", x.dice)
	if err != nil {
		return "", err
	}
	op, err := sheet.Opposed([]sheet.Contestant{
		{ID: string(act.ID), PC: act.Kind == sheet.PC, Outcome: ar.Outcome},
		{ID: string(other.ID), PC: other.Kind == sheet.PC, Outcome: or.Outcome},
	}, sheet.OpposedOptions{GMPick: gmPick})
	if err != nil {
		return "", err
	}
	if op.Decision != nil {
		return "", sheet.Ask(*op.Decision)
	}
	x.Say("%s rolls %s against %s's %s", act.Label(), ar.Final, other.Label(), or.Final)
	for _, s := range []struct {
		ch  *sheet.Character
		res sheet.RollResult
	}{{act, ar}, {other, or}} {
		if s.res.ExtraAction {
			x.gain(s.ch)
			x.Say("%s gains an action (critical success)", s.ch.Label())
		}
		if s.res.Outcome.CriticalFailure {
			x.lose(s.ch)
			x.Say("%s fails critically and loses their next action", s.ch.Label())
		}
	}
	return sheet.CharacterID(op.Winner), nil
}

// BreakFree is the held character's act: an action and an opposed roll
// against the holder; winning ends the grapple.
type BreakFree struct {
	Character sheet.CharacterID `json:"character"`
	Roll      sheet.RollRecord  `json:"roll"`
	Against   sheet.RollRecord  `json:"against"`
	GMPick    string            `json:"gmPick,omitempty"`
	Hazard    *Hazard           `json:"hazard,omitempty"`
}

func (*BreakFree) Type() string { return "break-free" }

func (b *BreakFree) check(c *Combat) error {
	ch, err := c.fighter(b.Character, "character")
	if err != nil {
		return err
	}
	if c.holderOf(ch.ID) == "" {
		return sheet.Refuse("%s is not held in a grapple", ch.Label())
	}
	if err := c.checkTurn(ch); err != nil {
		return err
	}
	return c.canSpend(ch)
}

func (b *BreakFree) run(x *ctx) error {
	c := x.c
	ch := c.Roster.Find(b.Character)
	holder := c.Roster.Find(c.holderOf(ch.ID))
	if err := x.begin(ch, b.Hazard, x.spend); err != nil {
		return done(err)
	}
	x.Say("%s tries to break free of %s's grapple", ch.Label(), holder.Label())
	winner, err := x.grappleContest(ch, holder, &b.Roll, &b.Against, b.GMPick)
	if err != nil {
		return err
	}
	if winner == ch.ID {
		delete(c.Grapples, holder.ID)
		x.Say("%s breaks free", ch.Label())
	} else {
		x.Say("%s is still held", ch.Label())
	}
	return nil
}

// drag plays the opposed roll of a Move that drags the held one: the
// holder must win it to go on; if the held one wins they are free, and
// either way a lost drag leaves the holder where they were. It reports
// whether the holder goes on.
func (r *Resolve) drag(x *ctx, w *Window, mover *sheet.Character) (bool, error) {
	c := x.c
	held := c.Roster.Find(w.Drag)
	roll, against := r.roll(), sheet.RollRecord{}
	if r.Against != nil {
		against = *r.Against
	}
	winner, err := x.grappleContest(mover, held, &roll, &against, r.GMPick)
	if err != nil {
		return false, err
	}
	switch winner {
	case mover.ID:
		x.Say("%s drags %s along", mover.Label(), held.Label())
		return true, nil
	case held.ID:
		delete(c.Grapples, mover.ID)
		x.Say("%s wins and is free; %s stays in %s", held.Label(), mover.Label(), c.areaName(w.From))
	default:
		x.Say("no one wins: %s stays in %s, still holding %s", mover.Label(), c.areaName(w.From), held.Label())
	}
	return false, nil
}

// endBrokenGrapples ends every grapple whose sides can no longer hold or
// be held: one of them out of the fight, or in different areas.
func (c *Combat) endBrokenGrapples(x *ctx) {
	holders := make([]sheet.CharacterID, 0, len(c.Grapples))
	for h := range c.Grapples {
		holders = append(holders, h)
	}
	slices.Sort(holders) // the narration is the same on every replay
	for _, h := range holders {
		held := c.Grapples[h]
		a, b := c.Roster.Find(h), c.Roster.Find(held)
		if a == nil || b == nil || a.CanAct() != nil || b.CanAct() != nil || a.Area != b.Area {
			delete(c.Grapples, h)
			x.Say("%s's grapple on %s ends", c.Label(h), c.Label(held))
		}
	}
}

// grappleHit plays a grapple's attack roll, undefended: a hit holds the
// target and does no damage; the roll's criticals work as an attack's.
func (r *Resolve) grappleHit(x *ctx, att, tgt *sheet.Character, res sheet.RollResult) error {
	if r.DamageDie != "" || r.Modifier != "" || r.Armor != nil || r.DestroyItem != nil || r.TargetLosesAction != nil {
		return sheet.Refuse("a grapple does no damage, so it has no damage choices")
	}
	switch {
	case res.Outcome.Success:
		if x.c.Grapples == nil {
			x.c.Grapples = map[sheet.CharacterID]sheet.CharacterID{}
		}
		x.c.Grapples[att.ID] = tgt.ID
		x.Say("%s rolls %s and grapples %s: no damage; %s may not move nor use weapons or items", att.Label(), res.Final, tgt.Label(), tgt.Label())
	case res.Outcome.CriticalFailure:
		x.lose(att)
		x.Say("%s's grapple fails critically (%s): they lose their next action", att.Label(), res.Final)
	default:
		x.Say("%s's grapple misses (%s)", att.Label(), res.Final)
	}
	if res.ExtraAction {
		x.gain(att)
		x.Say("%s gains an action (critical success)", att.Label())
	}
	return nil
}
