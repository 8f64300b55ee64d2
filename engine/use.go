package engine

import (
	"fmt"
	"strings"
)

// actor checks the common ground of an act: a fighter, on their team's
// turn, with an action to spend.
func (x *combatCtx) actor(id CharacterID) (*Character, error) {
	ch, err := x.c.fighter(id, "character")
	if err != nil {
		return nil, err
	}
	if err := x.c.checkTurn(ch); err != nil {
		return nil, err
	}
	if err := x.c.canSpend(ch); err != nil {
		return nil, err
	}
	return ch, nil
}

// UseDoor opens or closes the door of a link that touches the
// character's area (one Use action).
type UseDoor struct {
	Character CharacterID `json:"character"`
	// Link is the link's index in the map's links.
	Link   int     `json:"link"`
	Hazard *Hazard `json:"hazard,omitempty"`
}

func (*UseDoor) Type() string { return "door" }

// DoorState is a door's state during the combat.
func (c *Combat) DoorState(link int) Door {
	if d, ok := c.Doors[link]; ok {
		return d
	}
	return c.m.Links[link].Door
}

// CheckDoor says why the character cannot work the door, or "".
func (c *Combat) CheckDoor(ch *Character, link int) string {
	if link < 0 || link >= len(c.m.Links) {
		return fmt.Sprintf("there is no link %d", link)
	}
	l := c.m.Links[link]
	if l.Door == NoDoor {
		return fmt.Sprintf("the link %s-%s has no door", c.areaName(l.A), c.areaName(l.B))
	}
	if l.A != ch.Area && l.B != ch.Area {
		return fmt.Sprintf("the door %s-%s is not at %s's area", c.areaName(l.A), c.areaName(l.B), ch.label())
	}
	return ""
}

func (u *UseDoor) run(x *combatCtx) error {
	ch, err := x.actor(u.Character)
	if err != nil {
		return err
	}
	if why := x.c.CheckDoor(ch, u.Link); why != "" {
		return fmt.Errorf("%s", why)
	}
	if err := x.hazard(ch, u.Hazard, "hazard"); err != nil {
		return err
	}
	if err := x.spend(ch); err != nil {
		return err
	}
	l := x.c.m.Links[u.Link]
	next, verb := DoorClosed, "closes"
	if x.c.DoorState(u.Link) == DoorClosed {
		next, verb = DoorOpen, "opens"
	}
	if x.c.Doors == nil {
		x.c.Doors = map[int]Door{}
	}
	x.c.Doors[u.Link] = next
	x.c.mapChanged()
	x.say("%s %s the door between %s and %s", ch.label(), verb, x.c.areaName(l.A), x.c.areaName(l.B))
	return nil
}

// UseFirstAid is the Use action of a first aid item in hand, on a
// character in the same area. Its fields are those of the first-aid sheet
// command.
type UseFirstAid struct {
	GiveFirstAid
	Hazard *Hazard `json:"hazard,omitempty"`
}

func (*UseFirstAid) Type() string { return "use-first-aid" }

func (u *UseFirstAid) run(x *combatCtx) error {
	ch, err := x.actor(u.Actor)
	if err != nil {
		return err
	}
	if p := x.c.Roster.Find(u.Patient); p != nil && p.Area != ch.Area {
		return fmt.Errorf("first aid has range 0: %s is not in %s", p.label(), x.c.areaName(ch.Area))
	}
	if err := x.hazard(ch, u.Hazard, "hazard"); err != nil {
		return err
	}
	fa := u.GiveFirstAid
	eff, err := x.sheet(&fa, "")
	if err != nil {
		return err
	}
	if err := x.spend(ch); err != nil {
		return err
	}
	if eff.ExtraAction {
		x.gain(ch)
	}
	return nil
}

// ManageItems rearranges a character's hands: the arrange-items sheet
// command, paid with an action unless it only drops things.
type ManageItems struct {
	ArrangeItems
	Hazard *Hazard `json:"hazard,omitempty"`
}

func (*ManageItems) Type() string { return "manage-items" }

func (m *ManageItems) run(x *combatCtx) error {
	ch, err := x.c.fighter(m.Character, "character")
	if err != nil {
		return err
	}
	ai := m.ArrangeItems
	probe := &applyCtx{r: x.c.Roster.Clone()}
	if err := ai.apply(probe); err != nil {
		if _, ok := err.(*pendingDecision); !ok {
			return err
		}
	}
	if probe.res.Effects.Actions == 0 {
		// Dropping what is in hand is free, at any moment.
		if m.Hazard != nil {
			return fmt.Errorf("dropping items is not an action, so no Continuous damage applies")
		}
		_, err := x.sheet(&ai, "")
		return err
	}
	if err := x.c.checkTurn(ch); err != nil {
		return err
	}
	if err := x.hazard(ch, m.Hazard, "hazard"); err != nil {
		return err
	}
	if err := x.spend(ch); err != nil {
		return err
	}
	_, err = x.sheet(&ai, "")
	return err
}

// UseArea is the Use action of something attached to the area (a lever,
// a terminal). Its effect is the GM's to narrate.
type UseArea struct {
	Character CharacterID `json:"character"`
	What      string      `json:"what"`
	Hazard    *Hazard     `json:"hazard,omitempty"`
}

func (*UseArea) Type() string { return "use-area" }

func (u *UseArea) run(x *combatCtx) error {
	ch, err := x.actor(u.Character)
	if err != nil {
		return err
	}
	if strings.TrimSpace(u.What) == "" || len(u.What) > MaxNameLen {
		return fmt.Errorf("say what is used (1 to %d bytes)", MaxNameLen)
	}
	if err := x.hazard(ch, u.Hazard, "hazard"); err != nil {
		return err
	}
	if err := x.spend(ch); err != nil {
		return err
	}
	x.say("%s uses %s in %s (the GM narrates the effect)", ch.label(), u.What, x.c.areaName(ch.Area))
	return nil
}

// AllOutDefend declares All-Out Defend: after initiative, before anyone's
// first action of the round.
type AllOutDefend struct {
	Character CharacterID `json:"character"`
}

func (*AllOutDefend) Type() string { return "all-out-defend" }

func (a *AllOutDefend) run(x *combatCtx) error {
	c := x.c
	ch, err := c.fighter(a.Character, "character")
	if err != nil {
		return err
	}
	if !ch.HasAbility("all-out-defend") {
		return fmt.Errorf("%s lacks the all-out-defend ability", ch.label())
	}
	if c.Phase != PhaseTurn || c.Window != nil || c.anySpent() {
		return fmt.Errorf("All-Out Defend is declared after initiative and before any action of the round")
	}
	t := c.tally(ch.ID)
	if t.AllOut {
		return fmt.Errorf("%s already declared All-Out Defend", ch.label())
	}
	t.AllOut, t.Actions, t.DirectOnly = true, 0, 0
	x.say("%s declares All-Out Defend: they will defend every attack on them this round and do nothing else", ch.label())
	return nil
}

func (c *Combat) anySpent() bool {
	for _, t := range c.Tallies {
		if t.Spent > 0 {
			return true
		}
	}
	return false
}

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
		if err := x.hazard(l, ra.Hazard, "hazard"); err != nil {
			return err
		}
		if err := x.spend(l); err != nil {
			return err
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
			return ask(Decision{Kind: DecideRallyAccept, Decider: DeciderFor(m), Field: "accept." + string(m.ID),
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

// SurrenderNow is a surrender during combat. Made while an action that
// would affect the character waits for its dice, it withdraws that
// action: it is not spent and does not happen.
type SurrenderNow struct {
	Character CharacterID `json:"character"`
}

func (*SurrenderNow) Type() string { return "surrender" }

func (s *SurrenderNow) run(x *combatCtx) error {
	c := x.c
	ch, err := c.Roster.get(s.Character, "character")
	if err != nil {
		return err
	}
	if w := c.Window; w != nil {
		switch {
		case w.Target == ch.ID:
			// The act against them is withdrawn: neither it nor the
			// reactions to it are spent.
			refund(c, w.Paid)
			for _, re := range w.Reactions {
				if !re.AllOut {
					refund(c, re.By)
				}
			}
			c.Window, c.Phase = nil, PhaseTurn
			x.say("%s's action against %s is withdrawn and not spent", c.label(w.Actor), ch.label())
		case w.Actor == ch.ID:
			// The reactions would affect them: withdrawn. Their own act
			// is spent and ends here.
			for _, re := range w.Reactions {
				if !re.AllOut {
					refund(c, re.By)
				}
			}
			c.Window, c.Phase = nil, PhaseTurn
			x.say("%s's %s ends with the surrender; the reactions to it are withdrawn", ch.label(), w.Kind)
		default:
			kept := w.Reactions[:0]
			for _, re := range w.Reactions {
				if re.By == ch.ID {
					if !re.AllOut {
						refund(c, re.By)
					}
					continue
				}
				kept = append(kept, re)
			}
			w.Reactions = kept
		}
	}
	_, err = x.sheet(&Surrender{Character: ch.ID}, "")
	return err
}

// refund gives back an action that was spent on a withdrawn act.
func refund(c *Combat, id CharacterID) {
	if id == "" {
		return
	}
	t := c.tally(id)
	t.Actions++
	t.Spent--
}
