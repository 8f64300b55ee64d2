package engine

import "fmt"

// Direct is a Leader's action spent on a teammate, who then takes their
// next act without spending their own.
type Direct struct {
	Leader    CharacterID `json:"leader"`
	Character CharacterID `json:"character"`
}

func (*Direct) Type() string { return "direct" }

// CheckDirect says why the leader cannot direct the character, or "".
func (c *Combat) CheckDirect(l, ch *Character) string {
	lt, t := c.tally(l.ID), c.tally(ch.ID)
	switch {
	case !l.HasAbility("direct"):
		return l.label() + " lacks the direct ability"
	case l.ID == ch.ID:
		return "a leader directs someone else"
	case l.Team != ch.Team:
		return ch.label() + " is not on " + l.label() + "'s team"
	case ch.canAct() != nil:
		return ch.canAct().Error()
	case lt.DirectOnly == 0 && lt.Actions == 0:
		return l.label() + " has no action left to direct with"
	case lt.AllOut:
		return l.label() + " declared All-Out Defend"
	case t.Directed || t.DirectedBy != "":
		return ch.label() + " has already been directed this round"
	case t.Directing:
		return ch.label() + " directed others this round"
	}
	return ""
}

func (d *Direct) run(x *combatCtx) error {
	c := x.c
	l, err := c.fighter(d.Leader, "leader")
	if err != nil {
		return err
	}
	if err := c.checkTurn(l); err != nil {
		return err
	}
	ch, err := c.Roster.get(d.Character, "character")
	if err != nil {
		return err
	}
	if why := c.CheckDirect(l, ch); why != "" {
		return fmt.Errorf("%s", why)
	}
	c.tally(ch.ID).DirectedBy = l.ID
	x.say("%s directs %s: their next act uses %s's action, if they agree", l.label(), ch.label(), l.label())
	return nil
}

// Rally is a Leader's once-per-combat roll: on a success each teammate may
// raise their level to the roll, up to their max level.
type Rally struct {
	Leader CharacterID `json:"leader"`
	Roll   RollRecord  `json:"roll"`
	// Accept holds each teammate's answer: raise to the roll or not.
	Accept map[CharacterID]bool `json:"accept,omitempty"`
	Hazard *Hazard              `json:"hazard,omitempty"`
}

func (*Rally) Type() string { return "rally" }

func (ra *Rally) run(x *combatCtx) error {
	c := x.c
	l, err := c.fighter(ra.Leader, "leader")
	if err != nil {
		return err
	}
	if !l.HasAbility("rally") {
		return fmt.Errorf("%s lacks the rally ability", l.label())
	}
	if c.Rallied[l.ID] {
		return fmt.Errorf("%s has already tried to rally in this combat", l.label())
	}
	// After the combat a leader who has not tried may still rally, free.
	if c.Phase != PhaseEnded {
		if err := c.checkTurn(l); err != nil {
			return err
		}
		if err := c.canSpend(l); err != nil {
			return err
		}
		if err := x.begin(l, ra.Hazard, x.spend); err != nil {
			return done(err)
		}
	}
	res, err := resolveRoll(&ra.Roll, l.Level, l.MaxLevel, l.ModifiersFor(ActRally, "").Good, DeciderFor(l), "roll")
	if err != nil {
		return err
	}
	if c.Rallied == nil {
		c.Rallied = map[CharacterID]bool{}
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
			return fmt.Errorf("a failed rally raises no one")
		}
		x.say("%s tries to rally the team: %s, it fails", l.label(), rollVerdict(res))
		return nil
	}
	v := res.Outcome.Value
	x.say("%s rallies the team with %s", l.label(), rollVerdict(res))
	for id := range ra.Accept {
		m := c.Roster.Find(id)
		if m == nil || m.Team != l.Team || m.Dead() || m.Level >= min(v, m.MaxLevel) {
			return fmt.Errorf("%s cannot be raised by this rally", id)
		}
	}
	for _, m := range c.members(l.Team) {
		to := min(v, m.MaxLevel)
		if m.Dead() || m.Level >= to || m.Surrendered {
			continue
		}
		ok, answered := ra.Accept[m.ID]
		if !answered {
			return ask(Decision{Kind: DecideRallyAccept, Decider: DeciderFor(m), Field: "accept." + FieldKey(string(m.ID)),
				Prompt:  fmt.Sprintf("%s rallies: raise %s's level from %d to %d?", l.label(), m.label(), m.Level, to),
				Options: []Option{option(true, fmt.Sprintf("raise to %d", to)), option(false, "stay at "+fmt.Sprint(m.Level))}})
		}
		if ok {
			x.say("%s rises from %d to %d", m.label(), m.Level, to)
			m.Level = to
		}
	}
	return nil
}
