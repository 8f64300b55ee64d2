package combat

import (
	"errors"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// fighter returns a character who can spend actions now: present in the
// roster, placed on the map and conscious.
func (c *Combat) fighter(id sheet.CharacterID, role string) (*sheet.Character, error) {
	ch, err := c.Roster.Get(id, role)
	if err != nil {
		return nil, err
	}
	if fights(ch) {
		return ch, nil
	}
	if err := ch.CanAct(); err != nil {
		return nil, err
	}
	return nil, sheet.Refuse("%s is not on the map", ch.Label())
}

// fights is fighter's verdict on a character of the roster, without the
// words: able to act and on the map.
func fights(ch *sheet.Character) bool { return ch.Able() && ch.Area != "" }

// checkTurn refuses an act outside the character's team's turn or while
// another action waits for its reactions or dice.
func (c *Combat) checkTurn(ch *sheet.Character) error {
	if c.onTurn(ch) {
		return nil
	}
	if err := c.checkTurnOpen(); err != nil {
		return err
	}
	return sheet.Refuse("not %s's team's turn (%s is acting)", ch.Label(), c.Acting())
}

// onTurn is checkTurn's verdict without the words: their team's turn,
// or (Delay) another team's with an action held for it.
func (c *Combat) onTurn(ch *sheet.Character) bool {
	return c.turnOpen() && (c.Acting() == ch.Team || c.interrupts(ch))
}

// turnOpen is checkTurnOpen's verdict without the words.
func (c *Combat) turnOpen() bool {
	return c.Phase != PhaseEnded && c.Phase != PhaseInitiative && c.Phase != PhaseEnvironment && c.Window == nil
}

// checkTurnOpen refuses anything done on a turn when no turn is open: the
// combat is over, the round waits for initiative, or an action waits for
// its reactions and dice.
func (c *Combat) checkTurnOpen() error {
	switch {
	case c.turnOpen():
		return nil
	case c.Phase == PhaseEnded:
		return sheet.Refuse("the combat is over")
	case c.Phase == PhaseInitiative:
		return sheet.Refuse("round %d waits for its initiative roll", c.Round)
	case c.Phase == PhaseEnvironment:
		return sheet.Refuse("every team has acted in round %d: the hazards act now", c.Round)
	}
	return sheet.Refuse("%s's %s waits for its reactions and a resolve entry first", c.Label(c.Window.Actor), c.Window.Kind)
}

// canSpend says whether the character has an action to act with now.
func (c *Combat) canSpend(ch *sheet.Character) error {
	if c.hasAction(ch) {
		return nil
	}
	if c.tally(ch.ID).AllOut {
		return sheet.Refuse("%s declared All-Out Defend: no other action this %s", ch.Label(), c.Roster.Edition.AllOutDefendSpan())
	}
	return sheet.Refuse("%s has no action left this round", ch.Label())
}

// hasAction is canSpend's verdict without the words: no All-Out Defend
// declared, and a directing leader who can pay or an action of their own.
func (c *Combat) hasAction(ch *sheet.Character) bool {
	t := c.tally(ch.ID)
	if c.offTurn(ch) { // Delay: on another team's turn only a held action acts
		return !t.AllOut && t.Held
	}
	return !t.AllOut && ((t.DirectedBy != "" && c.leaderCanPay(t.DirectedBy)) || t.Actions > 0)
}

// eachTally yields every tally with its character's id, in no set
// order, for a loop over them all: from the block the map points into
// while it does (see TallyOf), as walking a map costs more than such a
// loop's work; else from the map.
func (c *Combat) eachTally(yield func(sheet.CharacterID, *Tally) bool) {
	if ids := c.mem.tallyIDs; len(ids) == len(c.Tallies) && len(ids) == len(c.mem.tallies) {
		for i := range ids {
			if !yield(ids[i], &c.mem.tallies[i]) {
				return
			}
		}
		return
	}
	for id, t := range c.Tallies {
		if !yield(id, t) {
			return
		}
	}
}

func (c *Combat) leaderCanPay(id sheet.CharacterID) bool {
	lt := c.tally(id)
	l := c.Roster.Find(id)
	return l != nil && !l.Unconscious() && (lt.DirectOnly > 0 || lt.Actions > 0)
}

// spend uses one action: the directing leader's when the character was
// directed, else their own.
func (x *ctx) spend(ch *sheet.Character) error {
	c := x.c
	if err := c.canSpend(ch); err != nil {
		return err
	}
	// A direction is taken up at once or not at all: when anyone else
	// acts first, the directed teammate has declined and the leader keeps
	// the action.
	for id, other := range c.eachTally {
		if id != ch.ID {
			other.DirectedBy = ""
			other.Interrupting = false
		}
	}
	t := c.tally(ch.ID)
	if c.offTurn(ch) {
		x.spendHeld(ch, t)
		return nil
	}
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
		x.Say("%s acts on %s's direction, using %s's action", ch.Label(), c.Label(t.DirectedBy), c.Label(t.DirectedBy))
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
func (x *ctx) spendReaction(ch *sheet.Character) error {
	t := x.c.tally(ch.ID)
	if t.Actions <= 0 {
		return sheet.Refuse("%s has no action left to react with", ch.Label())
	}
	t.Actions--
	t.Spent++
	return nil
}

// gain gives an extra action this round (a critical success).
func (x *ctx) gain(ch *sheet.Character) {
	t := x.c.tally(ch.ID)
	t.Actions++
	t.Had++
}

// lose takes the next action (a critical failure): one left this round,
// else one of next round's.
func (x *ctx) lose(ch *sheet.Character) {
	t := x.c.tally(ch.ID)
	if t.Actions > 0 {
		t.Actions--
		return
	}
	t.LoseNext++
	x.Say("%s will lose an action next round", ch.Label())
}

func (c *Combat) Label(id sheet.CharacterID) string {
	if ch := c.Roster.Find(id); ch != nil {
		return ch.Label()
	}
	return string(id)
}

func (c *Combat) areaName(id battlemap.AreaID) string {
	if a := c.m.Area(id); a != nil && a.Name != "" {
		return a.Name
	}
	return string(id)
}

// Hazard holds the choices of someone who takes Continuous AoE damage: how
// the damage is spread and which armor is destroyed.
type Hazard struct {
	Spread []sheet.LocationCount `json:"spread,omitempty"`
	Armor  *[]sheet.Location     `json:"armor,omitempty"`
}

// hazard applies the Continuous effects on the character's area when they
// start an action other than Move: the strongest, or all added up where
// the edition says they add up.
func (x *ctx) hazard(ch *sheet.Character, h *Hazard, field string) error {
	effs := x.c.activeEffects(ch.Area, sheet.Continuous)
	if len(effs) == 0 {
		if h != nil {
			return sheet.Refuse("no Continuous effect is on %s, so %s has nothing to take", x.c.areaName(ch.Area), field)
		}
		return nil
	}
	if h == nil {
		h = &Hazard{}
	}
	amount := effs[0].Damage // the most damaging
	if x.c.Roster.Edition.ContinuousEffectsAddUp() {
		amount = 0
		for _, e := range effs {
			amount += e.Damage
		}
	}
	d := &sheet.Damage{Target: ch.ID, Amount: amount, AoE: true, Spread: h.Spread, Armor: h.Armor, Cause: "Continuous AoE on " + x.c.areaName(ch.Area)}
	_, err := x.sheet(d, field+".")
	return err
}

// errFell: the Continuous damage taken on starting the action knocked the
// character out; the action is spent and goes no further.
var errFell = errors.New("fell before acting")

// begin starts an action other than Move: the Continuous damage of the
// area, then the action is spent.
func (x *ctx) begin(ch *sheet.Character, h *Hazard, spend func(*sheet.Character) error) error {
	if err := x.hazard(ch, h, "hazard"); err != nil {
		return err
	}
	if err := spend(ch); err != nil {
		return err
	}
	if ch.Unconscious() {
		x.Say("%s falls before acting", ch.Label())
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
