package combat

import (
	"fmt"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// defendRoll resolves a defender's roll: good with the ability, except in
// All-Out Defend, where it is neither good nor critical.
func (x *ctx) defendRoll(re Reaction, rr *ReactionRoll) (sheet.RollResult, error) {
	d := x.c.Roster.Find(re.By)
	field := reactionPath(re.By) + "roll"
	if !re.AllOut {
		return sheet.ResolveRollInto(x.c.Roster.Edition, &rr.Roll, d.Level, d.MaxLevel, d.ModifiersFor(sheet.ActDefend, "").Good, sheet.DeciderFor(d), field, x.dice)
	}
	dice := rr.Roll.Dice
	if dice == nil {
		r, err := x.dice.AskOrThrow(sheet.Decision{Kind: sheet.DecideDice, Decider: sheet.DeciderFor(d), Field: field + ".dice",
			Prompt: d.Label() + " rolls to defend (All-Out: no re-roll, no critical)", Dice: &sheet.DiceNeed{Throw: sheet.RerollBoth}})
		if err != nil {
			return sheet.RollResult{}, err
		}
		dice = &r
	}
	if rr.Roll.Reroll != nil || rr.Roll.Crit != nil {
		return sheet.RollResult{}, fmt.Errorf("an All-Out Defend roll has no re-roll and no critical")
	}
	if !dice.Valid() {
		return sheet.RollResult{}, fmt.Errorf("the dice %d and %d are not digits 0-9", dice.Tens, dice.Ones)
	}
	out := x.c.Roster.Edition.Evaluate(*dice, d.Level)
	out.CriticalSuccess, out.CriticalFailure, out.Exact = false, false, false
	return sheet.RollResult{First: *dice, Final: *dice, Outcome: out}, nil
}

// defends plays one Defend against the attacker's roll. It reports
// whether the defender won; the defender's criticals apply either way.
func (x *ctx) defends(re Reaction, rr *ReactionRoll, att *sheet.Character, attRes sheet.RollResult) (bool, error) {
	d := x.c.Roster.Find(re.By)
	res, err := x.defendRoll(re, rr)
	if err != nil {
		return false, err
	}
	sides := []sheet.Contestant{
		{ID: string(att.ID), PC: att.Kind == sheet.PC, Outcome: attRes.Outcome},
		{ID: string(d.ID), PC: d.Kind == sheet.PC, Outcome: res.Outcome},
	}
	op, err := sheet.Opposed(sides, sheet.OpposedOptions{GMPick: rr.GMPick})
	if err != nil {
		return false, err
	}
	if op.Decision != nil {
		dec := *op.Decision
		dec.Field = reactionPath(re.By) + dec.Field
		return false, sheet.Ask(dec)
	}
	if res.ExtraAction {
		x.gain(d)
		x.Say("%s gains an action (critical success)", d.Label())
	}
	if res.Outcome.CriticalFailure {
		x.lose(d)
		x.Say("%s's defence fails critically: they lose their next action", d.Label())
	}
	won := op.Winner == string(d.ID)
	if !x.Mute {
		verdict := "fails to stop it"
		if won {
			verdict = "wins: the attack misses"
		}
		who := "defends"
		if re.Kind == ReactDefendOther {
			who = "defends " + x.c.Label(re.For)
		}
		x.Say("%s %s with %s, %s", d.Label(), who, res.Final, verdict)
	}
	return won, nil
}

// AllOutDefend declares All-Out Defend: after initiative, before anyone's
// first action of the round.
type AllOutDefend struct {
	Character sheet.CharacterID `json:"character"`
}

func (*AllOutDefend) Type() string { return "all-out-defend" }

// check allows either team to declare: the book times All-Out Defend by
// the round (after initiative, before any action), not by the turn; the
// 2020-09-06 text by the turn (before any action of that turn).
func (a *AllOutDefend) check(c *Combat) error {
	ch, err := c.fighter(a.Character, "character")
	if err != nil {
		return err
	}
	if !ch.HasAbility("all-out-defend") {
		return fmt.Errorf("%s lacks the All-Out Defend ability", ch.Label())
	}
	span := c.Roster.Edition.AllOutDefendSpan()
	if c.Phase != PhaseTurn || c.Window != nil || c.spentThis(span) {
		return fmt.Errorf("All-Out Defend is declared after initiative and before any action of the %s", span)
	}
	if c.tally(ch.ID).AllOut {
		return fmt.Errorf("%s already declared All-Out Defend", ch.Label())
	}
	return nil
}

func (a *AllOutDefend) run(x *ctx) error {
	c := x.c
	ch := c.Roster.Find(a.Character)
	t := c.tally(ch.ID)
	span := c.Roster.Edition.AllOutDefendSpan()
	t.AllOut = true
	if span == sheet.SpanRound {
		// The round is given up; for a turn, the actions wait for the
		// turns after it (acts are refused while it lasts).
		t.Actions, t.DirectOnly, t.Held = 0, 0, false
	}
	x.Say("%s declares All-Out Defend: they will defend every attack on them this %s and do nothing else", ch.Label(), span)
	return nil
}

// spentThis reports whether anyone has spent an action this round, or
// this turn.
func (c *Combat) spentThis(span sheet.Span) bool {
	if span == sheet.SpanTurn {
		return c.totalSpent() > c.TurnStartSpent
	}
	return c.totalSpent() > 0
}
