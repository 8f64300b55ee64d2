package combat

import (
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// The house rules for the round (sheet.HouseRules), each off unless the map
// turns it on. Each is read here, by the checks that enforce it, so what
// the table is offered still comes from the one check per act.

// Forced defence: a character whose action this round is spent may still
// Defend (or Defend another, with that ability), giving up next round's
// action; once a round, never when next round's action is lost already.

// forcedDefence reports whether the map plays Forced defence.
func (c *Combat) forcedDefence() bool { return c.Roster.HouseRules.ForcedDefence }

// forcedRefusal says why r may not make a forced defence now, or nil.
func (c *Combat) forcedRefusal(r *sheet.Character, t *Tally) error {
	switch {
	case t.Held:
		return sheet.Refuse("%s holds an action for an act later this round: a forced defence is for one whose action is spent", r.Label())
	case t.AllOut:
		return sheet.Refuse("%s declared All-Out Defend: no forced defence beside it", r.Label())
	case t.Actions > 0:
		return sheet.Refuse("%s still has an action this round: a forced defence is for one whose action is spent", r.Label())
	case t.ForcedDefence:
		return sheet.Refuse("%s already made a forced defence this round", r.Label())
	case t.LoseNext > 0:
		return sheet.Refuse("%s already loses next round's action", r.Label())
	}
	return nil
}

// Act is the kind of act the option is, for its card: a forced defence
// has a card of its own.
func (o ReactOption) Act() ActKind {
	if o.Forced {
		return ActForcedDefence
	}
	return ActKind(o.Kind)
}

// forcedLabel is the label of a forced defence.
func forcedLabel(plain string) string {
	return plain + ", giving up next round's action (forced defence)"
}

// spendForced pays a forced defence with next round's action.
func (x *ctx) spendForced(ch *sheet.Character) error {
	t := x.c.tally(ch.ID)
	t.LoseNext++
	t.ForcedDefence = true
	return nil
}

// refundReaction gives back what a withdrawn reaction cost: nothing for an
// All-Out Defend, next round's action for a forced defence, else the
// action.
func refundReaction(c *Combat, re Reaction) {
	switch {
	case re.AllOut:
	case re.Forced:
		t := c.tally(re.By)
		t.LoseNext--
		t.ForcedDefence = false
	default:
		refund(c, re.By)
	}
}

// Delay: a character who has not spent their action may hold it on their
// team's turn (Hold), while another team still has to act this round, and
// use it later in the round for an act of their own between two acts of
// another team: an interrupt, never a reaction. A held action not used by
// the end of the round is lost, as any unused action is.

// delay reports whether the map plays Delay.
func (c *Combat) delay() bool { return c.Roster.HouseRules.Delay }

// interrupts reports whether ch may act now between two acts of another
// team: Delay is played, a turn is open and it is another team's, and ch
// holds an action, or owes the second move of a Speed roll made with it.
func (c *Combat) interrupts(ch *sheet.Character) bool {
	if !c.delay() || !c.turnOpen() {
		return false
	}
	if a := c.Acting(); a == "" || a == ch.Team {
		return false
	}
	t := c.TallyOf(ch.ID)
	return t != nil && (t.Held || (t.SpeedLeg && t.Interrupting))
}

// offTurn reports whether an act of ch now would be taken on another
// team's turn: with Delay, only a held action acts then.
func (c *Combat) offTurn(ch *sheet.Character) bool {
	a := c.Acting()
	return c.delay() && a != "" && a != ch.Team
}

// windowTeam is the team whose act the window holds: the acting team, or
// the team of a holder who interrupts it. The other teams react.
func (c *Combat) windowTeam() string {
	if w := c.Window; w != nil && w.Interrupt {
		if a := c.Roster.Find(w.Actor); a != nil {
			return a.Team
		}
	}
	return c.Acting()
}

// Hold keeps a character's unspent action for later in the round (the
// Delay house rule).
type Hold struct {
	Character sheet.CharacterID `json:"character"`
}

func (*Hold) Type() string { return "hold" }

func (h *Hold) check(c *Combat) error {
	if !c.delay() {
		return sheet.Refuse("Delay is a house rule this map does not play")
	}
	ch, err := c.fighter(h.Character, "character")
	if err != nil {
		return err
	}
	if err := c.checkTurn(ch); err != nil {
		return err
	}
	t := c.tally(ch.ID)
	switch {
	case t.Held:
		return sheet.Refuse("%s already holds an action", ch.Label())
	case c.Acting() != ch.Team:
		return sheet.Refuse("an action is held on one's own team's turn")
	case t.AllOut:
		return sheet.Refuse("%s declared All-Out Defend: no other action this %s", ch.Label(), c.Roster.Edition.AllOutDefendSpan())
	case t.Spent > 0:
		return sheet.Refuse("%s has spent an action this round: only an unspent action is held", ch.Label())
	case t.Actions <= 0:
		return sheet.Refuse("%s has no action to hold", ch.Label())
	case !c.teamActsLater(ch.Team):
		return sheet.Refuse("no other team acts after %s this round, so a held action could not be used", ch.Team)
	}
	return nil
}

// teamActsLater reports whether a team other than team still has its turn
// to come this round, with someone in the fight.
func (c *Combat) teamActsLater(team string) bool {
	var room [4]string // few teams fight at once
	fighting := c.fightingInto(room[:0])
	for i := c.Turn + 1; i < len(c.Order); i++ {
		if o := c.Order[i]; o != team && contains(fighting, o) {
			return true
		}
	}
	return false
}

func (h *Hold) run(x *ctx) error {
	ch := x.c.Roster.Find(h.Character)
	t := x.c.tally(ch.ID)
	t.Actions--
	t.Held = true
	x.Say("%s holds an action to use later this round, between two acts of another team", ch.Label())
	return nil
}

// spendHeld pays an act on another team's turn with the held action.
func (x *ctx) spendHeld(ch *sheet.Character, t *Tally) {
	t.Held, t.Interrupting = false, true
	t.Spent++
	x.Say("%s acts with the held action", ch.Label())
}

// loseHeld ends the round for held actions not used: they are lost.
func (x *ctx) loseHeld() {
	c := x.c
	held := false // most rounds hold none: looked for once before the roster's order
	for _, t := range c.eachTally {
		if t.Held {
			held = true
			break
		}
	}
	if !held {
		return
	}
	for i := range c.Roster.Characters {
		ch := &c.Roster.Characters[i]
		if t := c.TallyOf(ch.ID); t != nil && t.Held {
			t.Held = false
			x.Say("%s's held action is lost unused", ch.Label())
		}
	}
}

// refundAct gives back the action that paid for a withdrawn act: a held
// one goes back to being held.
func refundAct(c *Combat, w *Window) {
	if w.Interrupt && w.Paid == w.Actor {
		t := c.tally(w.Paid)
		t.Held, t.Interrupting = true, false
		t.Spent--
		return
	}
	refund(c, w.Paid)
}
