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
func (c *Combat) forcedDefence() bool { return c.Roster.House.ForcedDefence }

// forcedRefusal says why r may not make a forced defence now, or nil.
func (c *Combat) forcedRefusal(r *sheet.Character, t *Tally) error {
	switch {
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
