package engine

import "fmt"

// defendRoll resolves a defender's roll: good with the ability, except in
// All-Out Defend, where it is neither good nor critical.
func (x *combatCtx) defendRoll(re Reaction, rr *ReactionRoll) (RollResult, error) {
	d := x.c.Roster.Find(re.By)
	field := reactionPath(re.By) + "roll"
	if !re.AllOut {
		return resolveRoll(&rr.Roll, d.Level, d.MaxLevel, d.ModifiersFor(ActDefend, "").Good, DeciderFor(d), field)
	}
	if rr.Roll.Dice == nil {
		return RollResult{}, ask(Decision{Kind: DecideDice, Decider: DeciderFor(d), Field: field + ".dice",
			Prompt: d.label() + " rolls to defend (All-Out: no re-roll, no critical)", Dice: &DiceNeed{Throw: RerollBoth}})
	}
	if rr.Roll.Reroll != nil || rr.Roll.Crit != nil {
		return RollResult{}, fmt.Errorf("an All-Out Defend roll has no re-roll and no critical")
	}
	if !rr.Roll.Dice.Valid() {
		return RollResult{}, fmt.Errorf("the dice %d and %d are not digits 0-9", rr.Roll.Dice.Tens, rr.Roll.Dice.Ones)
	}
	out := Evaluate(*rr.Roll.Dice, d.Level)
	out.CriticalSuccess, out.CriticalFailure, out.Exact = false, false, false
	return RollResult{First: *rr.Roll.Dice, Final: *rr.Roll.Dice, Outcome: out}, nil
}

// defends plays one Defend against the attacker's roll. It reports
// whether the defender won; the defender's criticals apply either way.
func (x *combatCtx) defends(re Reaction, rr *ReactionRoll, att *Character, attRes RollResult) (bool, error) {
	d := x.c.Roster.Find(re.By)
	res, err := x.defendRoll(re, rr)
	if err != nil {
		return false, err
	}
	sides := []Contestant{
		{ID: string(att.ID), PC: att.Kind == PC, Outcome: attRes.Outcome},
		{ID: string(d.ID), PC: d.Kind == PC, Outcome: res.Outcome},
	}
	op, err := Opposed(sides, OpposedOptions{GMPick: rr.GMPick})
	if err != nil {
		return false, err
	}
	if op.Decision != nil {
		dec := *op.Decision
		dec.Field = reactionPath(re.By) + dec.Field
		return false, ask(dec)
	}
	if res.ExtraAction {
		x.gain(d)
		x.say("%s gains an action (critical success)", d.label())
	}
	if res.Outcome.CriticalFailure {
		x.lose(d)
		x.say("%s's defence fails critically: they lose their next action", d.label())
	}
	won := op.Winner == string(d.ID)
	verdict := "fails to stop it"
	if won {
		verdict = "wins: the attack misses"
	}
	who := "defends"
	if re.Kind == ReactDefendOther {
		who = "defends " + x.c.label(re.For)
	}
	x.say("%s %s with %s, %s", d.label(), who, res.Final, verdict)
	return won, nil
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
