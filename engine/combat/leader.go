package combat

import (
	"fmt"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Direct is a Leader's action spent on a teammate, who then takes their
// next act without spending their own.
type Direct struct {
	Leader    sheet.CharacterID `json:"leader"`
	Character sheet.CharacterID `json:"character"`
}

func (*Direct) Type() string { return "direct" }

// CheckDirect says why the leader cannot direct the character, or "".
func (c *Combat) CheckDirect(l, ch *sheet.Character) string {
	lt, t := c.tally(l.ID), c.tally(ch.ID)
	switch {
	case !l.HasAbility("direct"):
		return l.Label() + " lacks the direct ability"
	case l.ID == ch.ID:
		return "a leader directs someone else"
	case l.Team != ch.Team:
		return ch.Label() + " is not on " + l.Label() + "'s team"
	case ch.CanAct() != nil:
		return ch.CanAct().Error()
	case lt.DirectOnly == 0 && lt.Actions == 0:
		return l.Label() + " has no action left to direct with"
	case lt.AllOut:
		return l.Label() + " declared All-Out Defend"
	case t.Directed || t.DirectedBy != "":
		return ch.Label() + " has already been directed this round"
	case t.Directing:
		return ch.Label() + " directed others this round"
	}
	return ""
}

func (d *Direct) check(c *Combat) error {
	l, err := c.fighter(d.Leader, "leader")
	if err != nil {
		return err
	}
	if err := c.checkTurn(l); err != nil {
		return err
	}
	ch, err := c.Roster.Get(d.Character, "character")
	if err != nil {
		return err
	}
	if why := c.CheckDirect(l, ch); why != "" {
		return sheet.Refuse("%s", why)
	}
	return nil
}

func (d *Direct) run(x *ctx) error {
	c := x.c
	l, ch := c.Roster.Find(d.Leader), c.Roster.Find(d.Character)
	c.tally(ch.ID).DirectedBy = l.ID
	x.Say("%s directs %s: their next act uses %s's action, if they agree", l.Label(), ch.Label(), l.Label())
	return nil
}

// Rally is a Leader's once-per-combat roll: on a success each teammate may
// raise their level to the roll, up to their max level.
type Rally struct {
	Leader sheet.CharacterID `json:"leader"`
	Roll   sheet.RollRecord  `json:"roll"`
	// Accept holds each teammate's answer: raise to the roll or not.
	Accept map[sheet.CharacterID]bool `json:"accept,omitempty"`
	Hazard *Hazard                    `json:"hazard,omitempty"`
}

func (*Rally) Type() string { return "rally" }

func (ra *Rally) check(c *Combat) error {
	l, err := c.fighter(ra.Leader, "leader")
	if err != nil {
		return err
	}
	if !l.HasAbility("rally") {
		return sheet.Refuse("%s lacks the rally ability", l.Label())
	}
	if c.Rallied[l.ID] {
		return sheet.Refuse("%s has already tried to rally in this combat", l.Label())
	}
	// After the combat a leader who has not tried may still rally, free.
	if c.Phase == PhaseEnded {
		return nil
	}
	if err := c.checkTurn(l); err != nil {
		return err
	}
	return c.canSpend(l)
}

func (ra *Rally) run(x *ctx) error {
	c := x.c
	l := c.Roster.Find(ra.Leader)
	if c.Phase != PhaseEnded {
		if err := x.begin(l, ra.Hazard, x.spend); err != nil {
			return done(err)
		}
	}
	res, err := sheet.ResolveRollInto(c.Roster.Edition, &ra.Roll, l.Level, l.MaxLevel, l.ModifiersFor(sheet.ActRally, "").Good, sheet.DeciderFor(l), "roll", x.dice)
	if err != nil {
		return err
	}
	if c.Rallied == nil {
		c.Rallied = map[sheet.CharacterID]bool{}
	}
	c.Rallied[l.ID] = true
	if res.ExtraAction && c.Phase != PhaseEnded {
		x.gain(l)
	}
	if res.Outcome.CriticalFailure && c.Phase != PhaseEnded {
		x.lose(l)
	}
	if !res.Outcome.Success {
		if len(ra.Accept) > 0 {
			return sheet.Refuse("a failed rally raises no one")
		}
		x.Say("%s tries to rally the team: %s, it fails", l.Label(), rollVerdict(res))
		if res.Outcome.CriticalFailure && c.Roster.Edition.RallyFailureLowersTeam() {
			n := c.Roster.Edition.DieNumber(res.Final)
			for _, m := range c.members(l.Team) {
				if !m.Dead() && !m.Surrendered {
					m.Level = max(m.Level-n, sheet.MinLevel)
					x.Say("%s's level drops by %d to %d", m.Label(), n, m.Level)
				}
			}
		}
		return nil
	}
	v := res.Outcome.Value
	x.Say("%s rallies the team with %s", l.Label(), rollVerdict(res))
	// A surrendered teammate rises only where the map's GM's call says so.
	rises := c.Roster.Calls.RallyRaisesSurrendered()
	for id := range ra.Accept {
		m := c.Roster.Find(id)
		if m == nil || m.Team != l.Team || m.Dead() || (m.Surrendered && !rises) || m.Level >= min(v, m.MaxLevel) {
			return sheet.Refuse("%s cannot be raised by this rally", id)
		}
	}
	for _, m := range c.members(l.Team) {
		to := min(v, m.MaxLevel)
		if m.Dead() || m.Level >= to || (m.Surrendered && !rises) {
			continue
		}
		ok, answered := ra.Accept[m.ID]
		if !answered {
			d := sheet.Decision{Kind: DecideRallyAccept, Decider: sheet.DeciderFor(m), Field: "accept." + sheet.FieldKey(string(m.ID)),
				Prompt:  fmt.Sprintf("%s rallies: raise %s's level from %d to %d?", l.Label(), m.Label(), m.Level, to),
				Options: []sheet.Option{sheet.NewOption(true, fmt.Sprintf("raise to %d", to)), sheet.NewOption(false, "stay at "+fmt.Sprint(m.Level))}}
			if m.Surrendered {
				d.Prompt = fmt.Sprintf("%s rallies: %s has surrendered; rise from %d to %d and fight on? (the GM's call)", l.Label(), m.Label(), m.Level, to)
				d.Options[0].Label = fmt.Sprintf("rise to %d and fight on", to)
				d.Options[1].Label = "stay surrendered"
			}
			return sheet.Ask(d)
		}
		if ok && m.Surrendered {
			x.Say("%s rises from surrender, %d to %d, and fights on (the GM's call)", m.Label(), m.Level, to)
			m.Level, m.Surrendered = to, false
		} else if ok {
			x.Say("%s rises from %d to %d", m.Label(), m.Level, to)
			m.Level = to
		}
	}
	return nil
}
