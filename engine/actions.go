package engine

import (
	"errors"
	"fmt"
)

// fighter returns a character who can spend actions now: present in the
// roster, placed on the map and conscious.
func (c *Combat) fighter(id CharacterID, role string) (*Character, error) {
	ch, err := c.Roster.get(id, role)
	if err != nil {
		return nil, err
	}
	if err := ch.canAct(); err != nil {
		return nil, err
	}
	if ch.Area == "" {
		return nil, fmt.Errorf("%s is not on the map", ch.label())
	}
	return ch, nil
}

// checkTurn refuses an act outside the character's team's turn or while
// another action waits for its reactions or dice.
func (c *Combat) checkTurn(ch *Character) error {
	if err := c.checkTurnOpen(); err != nil {
		return err
	}
	if c.Acting() != ch.Team {
		return fmt.Errorf("not %s's team's turn (%s is acting)", ch.label(), c.Acting())
	}
	return nil
}

// checkTurnOpen refuses anything done on a turn when no turn is open: the
// combat is over, the round waits for initiative, or an action waits for
// its reactions and dice.
func (c *Combat) checkTurnOpen() error {
	switch {
	case c.Phase == PhaseEnded:
		return fmt.Errorf("the combat is over")
	case c.Phase == PhaseInitiative:
		return fmt.Errorf("round %d waits for its initiative roll", c.Round)
	case c.Window != nil:
		return fmt.Errorf("%s's %s waits for its reactions and a resolve entry first", c.label(c.Window.Actor), c.Window.Kind)
	}
	return nil
}

// canSpend says whether the character has an action to act with now.
func (c *Combat) canSpend(ch *Character) error {
	t := c.tally(ch.ID)
	if t.AllOut {
		return fmt.Errorf("%s declared All-Out Defend: no other action this round", ch.label())
	}
	if t.DirectedBy != "" && c.leaderCanPay(t.DirectedBy) {
		return nil
	}
	if t.Actions <= 0 {
		return fmt.Errorf("%s has no action left this round", ch.label())
	}
	return nil
}

func (c *Combat) leaderCanPay(id CharacterID) bool {
	lt := c.tally(id)
	l := c.Roster.Find(id)
	return l != nil && !l.Unconscious() && (lt.DirectOnly > 0 || lt.Actions > 0)
}

// spend uses one action: the directing leader's when the character was
// directed, else their own.
func (x *combatCtx) spend(ch *Character) error {
	c := x.c
	if err := c.canSpend(ch); err != nil {
		return err
	}
	// A direction is taken up at once or not at all: when anyone else
	// acts first, the directed teammate has declined and the leader keeps
	// the action.
	for id, other := range c.Tallies {
		if id != ch.ID {
			other.DirectedBy = ""
		}
	}
	t := c.tally(ch.ID)
	if t.DirectedBy != "" && c.leaderCanPay(t.DirectedBy) {
		lt := c.tally(t.DirectedBy)
		if lt.DirectOnly > 0 {
			lt.DirectOnly--
		} else {
			lt.Actions--
		}
		lt.Spent++
		lt.Directing = true
		t.Directed = true
		x.say("%s acts on %s's direction, using %s's action", ch.label(), c.label(t.DirectedBy), c.label(t.DirectedBy))
		t.DirectedBy = ""
		return nil
	}
	t.DirectedBy = ""
	t.Actions--
	t.Spent++
	return nil
}

// spendReaction uses the reactor's own action: reactions cannot be
// directed, and the Leader's direct-only action cannot react.
func (x *combatCtx) spendReaction(ch *Character) error {
	t := x.c.tally(ch.ID)
	if t.Actions <= 0 {
		return fmt.Errorf("%s has no action left to react with", ch.label())
	}
	t.Actions--
	t.Spent++
	return nil
}

// gain gives an extra action this round (a critical success).
func (x *combatCtx) gain(ch *Character) {
	t := x.c.tally(ch.ID)
	t.Actions++
	t.Had++
}

// lose takes the next action (a critical failure): one left this round,
// else one of next round's.
func (x *combatCtx) lose(ch *Character) {
	t := x.c.tally(ch.ID)
	if t.Actions > 0 {
		t.Actions--
		return
	}
	t.LoseNext++
	x.say("%s will lose an action next round", ch.label())
}

func (c *Combat) label(id CharacterID) string {
	if ch := c.Roster.Find(id); ch != nil {
		return ch.label()
	}
	return string(id)
}

func (c *Combat) areaName(id AreaID) string {
	if a := c.m.Area(id); a != nil && a.Name != "" {
		return a.Name
	}
	return string(id)
}

// Hazard holds the choices of someone who takes Continuous AoE damage: how
// the damage is spread and which armor is destroyed.
type Hazard struct {
	Spread []LocationCount `json:"spread,omitempty"`
	Armor  *[]Location     `json:"armor,omitempty"`
}

// hazard applies the strongest Continuous effect on the character's area
// when they start an action other than Move.
func (x *combatCtx) hazard(ch *Character, h *Hazard, field string) error {
	effs := x.c.activeEffects(ch.Area, Continuous)
	if len(effs) == 0 {
		if h != nil {
			return fmt.Errorf("no Continuous effect is on %s, so %s has nothing to take", x.c.areaName(ch.Area), field)
		}
		return nil
	}
	if h == nil {
		h = &Hazard{}
	}
	d := &Damage{Target: ch.ID, Amount: effs[0].Damage, AoE: true, Spread: h.Spread, Armor: h.Armor, Cause: "Continuous AoE on " + x.c.areaName(ch.Area)}
	_, err := x.sheet(d, field+".")
	return err
}

// errFell: the Continuous damage taken on starting the action knocked the
// character out; the action is spent and goes no further.
var errFell = errors.New("fell before acting")

// begin starts an action other than Move: the Continuous damage of the
// area, then the action is spent.
func (x *combatCtx) begin(ch *Character, h *Hazard, spend func(*Character) error) error {
	if err := x.hazard(ch, h, "hazard"); err != nil {
		return err
	}
	if err := spend(ch); err != nil {
		return err
	}
	if ch.Unconscious() {
		x.say("%s falls before acting", ch.label())
		return errFell
	}
	return nil
}

// done turns errFell into a completed command.
func done(err error) error {
	if err == errFell {
		return nil
	}
	return err
}
