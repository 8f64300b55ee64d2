package combat

import (
	"fmt"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// The GM's calls in a fight (sheet.Calls, carried on the roster): where
// each arises, the decisions they ask, and the notes the tracker shows.
// docs/rules.md ("The GM's calls") reads them with their tests.

// Decision kinds the GM's calls and the side with initiative ask.
const (
	DecideFinishingBlow   sheet.DecisionKind = "finishing-blow"    // the GM allows an attack on the fallen, or not
	DecideGrappleAfterHit sheet.DecisionKind = "grapple-after-hit" // 2020-09-06: hold instead of hurting?
	DecideFirstStop       sheet.DecisionKind = "first-stop"        // the side with initiative: whose stop comes first
)

// fallen: the character is down but not dead (unconscious, or surrendered
// at level 0): an attack on them is a finishing blow, the GM's call.
func fallen(ch *sheet.Character) bool { return ch.Unconscious() && !ch.Dead() }

// finishingBlowRefusal is the check's part of the call: refused where the
// map never allows it, or nil.
func (c *Combat) finishingBlowRefusal(tgt *sheet.Character) error {
	if fallen(tgt) && c.Roster.Calls.RefusesFinishingBlow() {
		return sheet.Refuse("%s is down (unconscious or surrendered): this map never allows attacking the fallen (the GM's call)", tgt.Label())
	}
	return nil
}

// finishingBlow asks the GM, where the map says to, before an attack on a
// fallen character goes ahead: it reports whether the attack goes on. A
// refusal is an entry of its own in the log: nothing happens, no action
// is spent, and the log keeps the GM's answer.
func (a *Attack) finishingBlow(x *ctx, att *sheet.Character) (bool, error) {
	c := x.c
	tgt := c.Roster.Find(a.Target)
	asked := tgt != nil && fallen(tgt) && c.Roster.Calls.AsksFinishingBlow()
	switch {
	case !asked && a.GMAllows != nil:
		return false, fmt.Errorf("the GM is asked to allow only an attack on a fallen character, on a map that asks (gmAllows)")
	case !asked:
		return true, nil
	case a.GMAllows == nil:
		return false, sheet.Ask(sheet.Decision{Kind: DecideFinishingBlow, Decider: sheet.GM, Field: "gmAllows",
			Prompt: fmt.Sprintf("The GM's call: %s attacks %s, who is %s (a finishing blow). Allow it?", att.Label(), tgt.Label(), tgt.Status()),
			Options: []sheet.Option{sheet.NewOption(true, "allow the attack"),
				sheet.NewOption(false, "refuse it: nothing happens, no action is spent")}})
	case !*a.GMAllows:
		x.Say("the GM does not allow %s's attack on %s, who is %s: nothing happens", att.Label(), tgt.Label(), tgt.Status())
		return false, nil
	}
	x.Say("the GM allows %s's attack on %s, who is %s", att.Label(), tgt.Label(), tgt.Status())
	return true, nil
}

// fallenTop is the team's highest-level character on the map when they
// are down (unconscious, not dead) and above best, the highest level among
// its conscious members: the initiative roller's GM's call arises. Else
// nil.
func (c *Combat) fallenTop(team string, best int) *sheet.Character {
	var top *sheet.Character
	for i := range c.Roster.Characters {
		m := &c.Roster.Characters[i]
		if m.Team == team && m.Area != "" && fallen(m) && m.Level > best && (top == nil || m.Level > top.Level) {
			top = m
		}
	}
	return top
}

// fallenTopOf is fallenTop for the team's conscious members as they
// stand.
func (c *Combat) fallenTopOf(team string) *sheet.Character {
	best := -1 << 30
	for _, m := range c.members(team) {
		if !m.Unconscious() && m.Area != "" && m.Level > best {
			best = m.Level
		}
	}
	return c.fallenTop(team, best)
}

// grappleAfterHit is the 2020-09-06 grapple where the GM's call has it
// chosen after the hit: an unarmed Attack that hits, undefended, by
// someone who could grapple the target asks the attacker whether to hold
// instead of hurting. It reports the choice (false where none is asked).
func (r *Resolve) grappleAfterHit(x *ctx, w *Window, att, tgt *sheet.Character, res sheet.RollResult, defended bool) (bool, error) {
	c := x.c
	asked := !w.Grapple && !defended && res.Outcome.Success && w.Weapon == "" && c.Roster.Calls.GrappleAfterHit() &&
		c.grappleRefusal(att, tgt.ID, "") == nil
	switch {
	case !asked && r.Grapple != nil:
		return false, fmt.Errorf("a grapple is chosen only after an unarmed hit by someone who may grapple, on a map whose GM's call says so")
	case !asked:
		return false, nil
	case r.Grapple == nil:
		return false, sheet.Ask(sheet.Decision{Kind: DecideGrappleAfterHit, Decider: sheet.DeciderFor(att), Field: "grapple",
			Prompt: fmt.Sprintf("The unarmed attack hits: grapple %s instead of hurting them? (the GM's call: chosen after a hit)", tgt.Label()),
			Options: []sheet.Option{sheet.NewOption(false, "deal the damage"),
				sheet.NewOption(true, "grapple: hold them, no damage")}})
	}
	return *r.Grapple, nil
}

// firstStop is the interceptor whose stop counts, who picks where the
// mover ends up. Intercepts land as the mover moves, all at once; when
// more than one stops the move, the order is not given by the rules, and
// "in combat the side with initiative decides" timing: that side says
// whose stop comes first.
func (r *Resolve) firstStop(x *ctx, mover *sheet.Character, stoppers []*sheet.Character) (*sheet.Character, error) {
	c := x.c
	switch {
	case len(stoppers) < 2 && r.FirstStop != "":
		return nil, fmt.Errorf("no two intercepts stop the move, so there is no first stop to choose")
	case len(stoppers) == 0:
		return nil, nil
	case len(stoppers) == 1:
		return stoppers[0], nil
	case r.FirstStop == "":
		d := sheet.Decision{Kind: DecideFirstStop, Decider: c.sideDecider(c.Holder), Field: "firstStop",
			Prompt: fmt.Sprintf("%d intercepts stop %s at the same moment: %s, who hold initiative, decide whose stop comes first (that interceptor picks where %s ends up)",
				len(stoppers), mover.Label(), c.Holder, mover.Label())}
		for _, s := range stoppers {
			d.Options = append(d.Options, sheet.NewOption(s.ID, s.Label()+"'s stop first"))
		}
		return nil, sheet.Ask(d)
	}
	for _, s := range stoppers {
		if s.ID == r.FirstStop {
			x.Say("%s, who hold initiative, put %s's stop first", c.Holder, s.Label())
			return s, nil
		}
	}
	return nil, fmt.Errorf("%s's intercept does not stop the move, so it cannot come first", c.Label(r.FirstStop))
}

// sideDecider is who answers for a team as the side with initiative: a
// PC team's player, or the GM for an NPC team, answering for its first
// member in the fight (so the NPC auto-play answers for the NPCs it
// plays).
func (c *Combat) sideDecider(team string) sheet.Decider {
	ms := c.members(team)
	for _, m := range ms {
		if m.Kind == sheet.PC {
			return sheet.DeciderFor(m)
		}
	}
	for _, m := range ms {
		if inFight(m) {
			return sheet.DeciderFor(m)
		}
	}
	if len(ms) > 0 {
		return sheet.DeciderFor(ms[0])
	}
	return sheet.GM
}

// CallNote is a GM's call that bears on what happens next, with the
// map's answer in words, for the tracker to show where the call arises.
type CallNote struct {
	Call sheet.CallID `json:"call"`
	Text string       `json:"text"`
}

// CallNotes lists the GM's calls that arise in the state as it stands:
// before initiative, a team whose highest level is down; in the window of
// an AoE, what its critical failure costs; in the window of a Blast thrown
// where its thrower stands, whether they can be among its targets. The
// calls an act raises are on its option (ActOption.Call), the calls a
// roll raises in the decisions it asks.
func (c *Combat) CallNotes() []CallNote {
	var out []CallNote
	calls := c.Roster.Calls
	switch {
	case c.Phase == PhaseInitiative:
		for _, team := range c.Fighting() {
			top := c.fallenTopOf(team)
			if top == nil {
				continue
			}
			who := "the highest-level conscious member rolls"
			if calls.TeamPicksRoller() {
				who = "the team picks any conscious member to roll"
			}
			out = append(out, CallNote{sheet.CallInitiativeRoller, fmt.Sprintf("%s, %s's highest level, is %s: %s (the GM's call)",
				top.Label(), team, top.Status(), who)})
		}
	case c.Window != nil && c.Window.AoE != "":
		w := c.Window
		att := c.Roster.Find(w.Actor)
		if att == nil {
			break
		}
		if !c.Roster.Edition.AoECriticalFailureLosesAction(w.AoE) {
			cost := "the damage only"
			if calls.AoEFailureLosesAction() {
				cost = "and loses their next action"
			}
			out = append(out, CallNote{sheet.CallAoECriticalFailure, fmt.Sprintf("on a critical failure %s takes the sum of the dice, %s (the GM's call)",
				att.Label(), cost)})
		}
		if w.AoE == sheet.Blast && att.Area == w.Area {
			whether := "is never among its targets"
			if calls.BlastHitsThrower() {
				whether = "is among its targets once no one else in the area is left"
			}
			out = append(out, CallNote{sheet.CallBlastThrower, fmt.Sprintf("%s throws the Blast where they stand: they %s (the GM's call)", att.Label(), whether)})
		}
	}
	return out
}

// actCall is the GM's call an act raises, for its option: an attack on
// the fallen; a rally while a teammate has surrendered; under 2020-09-06,
// a grapple (declared with the attack, or chosen after an unarmed hit).
func (c *Combat) actCall(ch, tgt *sheet.Character, kind ActKind, weapon sheet.ItemID) sheet.CallID {
	switch {
	case tgt != nil && fallen(tgt):
		return sheet.CallFinishingBlow
	case kind == ActGrapple:
		return sheet.CallGrapple
	case kind == ActAttack && weapon == "" && tgt != nil && c.Roster.Calls.GrappleAfterHit() && ch.HasAbility("grapple"):
		return sheet.CallGrapple
	case kind == ActRally:
		for i := range c.Roster.Characters { // the team's members, read in place
			if m := &c.Roster.Characters[i]; m.Team == ch.Team && m.Surrendered && !m.Dead() {
				return sheet.CallRallySurrendered
			}
		}
	}
	return ""
}
