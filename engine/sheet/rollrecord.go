package sheet

import (
	"fmt"
	"strconv"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/internal/quote"
)

// RollRecord is one roll against a level with every choice the roller made on
// it: the first dice, the good re-roll, and the critical-success option.
// A nil field is a choice not yet made.
type RollRecord struct {
	Dice   *Roll       `json:"dice,omitempty"`
	Reroll *Reroll     `json:"reroll,omitempty"`
	Crit   *CritChoice `json:"crit,omitempty"`
}

// Reroll is the good re-roll: which dice were thrown again, and the second
// result, which stands.
type Reroll struct {
	Dice   RerollDice `json:"dice"`
	Result *Roll      `json:"result,omitempty"`
}

// RerollDice names the dice thrown again. Both are declared together.
type RerollDice string

const (
	RerollNone RerollDice = "none"
	RerollTens RerollDice = "tens"
	RerollOnes RerollDice = "ones"
	RerollBoth RerollDice = "both"
)

// CritChoice is the option taken on a critical success: another action,
// or dice adjusted To a value.
type CritChoice struct {
	Take CritTake `json:"take"`
	To   *int     `json:"to,omitempty"`
}

// CritTake names a critical-success option.
type CritTake string

const (
	CritExtraAction CritTake = "extra-action"
	CritAdjust      CritTake = "adjust"
)

// RollResult is a resolved RollRecord.
type RollResult struct {
	First   Roll    `json:"first"`
	Final   Roll    `json:"final"` // after the re-roll and any adjustment
	Outcome Outcome `json:"outcome"`
	// UsedGood: the re-roll was taken, so precise and powerful are not
	// available on this roll.
	UsedGood    bool `json:"usedGood,omitempty"`
	ExtraAction bool `json:"extraAction,omitempty"`
	Adjusted    bool `json:"adjusted,omitempty"`
}

// ResolveRollInto reads c against level (and max level, for the
// exact-level critical). good says whether the roller is good at this
// roll. It returns the result, or a *PendingDecision for the first choice
// c still lacks, or an error naming what is illegal. who decides the
// roller's choices; field is the path of c inside its command. A thrower
// (nil for none) rolls the missing dice instead of asking for them; c is
// read in place and never changed.
func ResolveRollInto(e Edition, c *RollRecord, level, max int, good bool, who Decider, field string, th *Thrower) (RollResult, error) {
	var res RollResult
	dice := c.Dice
	if dice == nil {
		if th == nil {
			return res, Ask(Decision{Kind: DecideDice, Decider: who, Field: field + ".dice",
				Prompt: "roll the dice or type them in", Dice: &DiceNeed{Throw: RerollBoth}})
		}
		r := th.throw(field, ".dice", &DiceNeed{Throw: RerollBoth})
		dice = &r
	}
	if !dice.Valid() {
		return res, fmt.Errorf("the dice %d and %d are not digits 0-9", dice.Tens, dice.Ones)
	}
	res.First, res.Final = *dice, *dice
	first := e.Evaluate(*dice, level)
	reroll := c.Reroll
	if reroll == nil && good && !first.CriticalFailure {
		var chosen *Reroll
		d := *dice
		if err := th.ChooseUnworded(Decision{Kind: DecideReroll, Decider: who, Field: field + ".reroll", Options: rerollOptions[:]},
			func(asked *Decision) { wordReroll(asked, d, first) }, &chosen); err != nil {
			return res, err
		}
		reroll = chosen
	}
	which := RerollNone
	if reroll != nil {
		which = reroll.Dice
	}
	switch which {
	case RerollNone:
	case RerollTens, RerollOnes, RerollBoth:
		if !good {
			return res, fmt.Errorf("only a roller who is good at this roll may re-roll")
		}
		if first.CriticalFailure {
			return res, fmt.Errorf("a critical failure (%s) cannot be re-rolled", *dice)
		}
		second := Roll{}
		if reroll.Result == nil {
			if th == nil {
				keep := *dice
				return res, Ask(Decision{Kind: DecideDice, Decider: who, Field: field + ".reroll.result",
					Prompt: fmt.Sprintf("re-roll the %s", rerollLabel(which)), Dice: &DiceNeed{Throw: which, Keep: &keep}})
			}
			second = th.throw(field, ".reroll.result", &DiceNeed{Throw: which, Keep: dice})
		} else {
			second = *reroll.Result
		}
		if !second.Valid() {
			return res, fmt.Errorf("the re-rolled dice %d and %d are not digits 0-9", second.Tens, second.Ones)
		}
		if (which == RerollTens && second.Ones != dice.Ones) || (which == RerollOnes && second.Tens != dice.Tens) {
			return res, fmt.Errorf("only the %s were re-rolled, so the other die must still show its first digit", rerollLabel(which))
		}
		res.Final, res.UsedGood = second, true
	default:
		return res, fmt.Errorf("unknown re-roll %s (use none, tens, ones or both)", quote.Q(which))
	}
	if reroll != nil && which == RerollNone && reroll.Result != nil {
		return res, fmt.Errorf("no dice were re-rolled, so there is no second result")
	}
	out := e.Evaluate(res.Final, level)
	res.Outcome = out
	if !out.CriticalSuccess {
		if c.Crit != nil {
			return res, fmt.Errorf("only a critical success offers another action or adjusted dice")
		}
		return res, nil
	}
	limit, lowest := level, e.LowestValue()
	if out.Exact {
		limit = max
	}
	crit := c.Crit
	if crit == nil {
		var chosen *CritChoice
		if err := th.Choose(Decision{Kind: DecideCritical, Decider: who, Field: field + ".crit",
			Prompt: "critical success with " + res.Final.String() + ": take another action, or adjust the dice to any value up to " + strconv.Itoa(limit),
			Options: []Option{
				{Value: critExtraValue, Label: "take the result and gain another action"},
				{Value: critAdjustValue, Label: "adjust the dice to a value from " + strconv.Itoa(lowest) + " to " + strconv.Itoa(limit)},
			}}, &chosen); err != nil {
			return res, err
		}
		crit = chosen
	}
	switch crit.Take {
	case CritExtraAction:
		if crit.To != nil {
			return res, fmt.Errorf("another action and adjusted dice cannot both be taken")
		}
		res.ExtraAction = true
	case CritAdjust:
		if crit.To == nil {
			return res, Ask(Decision{Kind: DecideCriticalAdjust, Decider: who, Field: field + ".crit.to",
				Prompt: fmt.Sprintf("adjust the dice to a value from %d to %d", lowest, limit), Range: &IntRange{Min: lowest, Max: limit}})
		}
		to := *crit.To
		if to < lowest || to > limit {
			return res, fmt.Errorf("the dice can be adjusted to %d-%d, not %d", lowest, limit, to)
		}
		res.Final = e.DiceShowing(to)
		res.Final.By = ByAdjusted
		res.Adjusted = true
		res.Outcome.Value = to // still the same critical success, now reading to
	default:
		return res, fmt.Errorf("unknown critical-success option %s", quote.Q(crit.Take))
	}
	return res, nil
}

// The values of the options every roll offers, written once.
var (
	critExtraValue  = optionValue(CritChoice{Take: CritExtraAction})
	critAdjustValue = optionValue(CritChoice{Take: CritAdjust})
	rerollValues    = [4]json.RawMessage{optionValue(Reroll{Dice: RerollNone}), optionValue(Reroll{Dice: RerollTens}),
		optionValue(Reroll{Dice: RerollOnes}), optionValue(Reroll{Dice: RerollBoth})}
)

// rerollOptions are the re-roll decision's options, shown to a chooser
// read only (Thrower.ChooseUnworded); a decision asked gets its own.
var rerollOptions = [4]Option{
	{Value: rerollValues[0], Label: "keep the roll"},
	{Value: rerollValues[1], Label: "re-roll the tens die"},
	{Value: rerollValues[2], Label: "re-roll the ones die"},
	{Value: rerollValues[3], Label: "re-roll both dice"},
}

// wordReroll writes the words of a re-roll decision on the first dice,
// and gives it options of its own, as it is asked.
func wordReroll(d *Decision, dice Roll, first Outcome) {
	verdict := "a failure"
	if first.Success {
		verdict = "a success"
	}
	d.Prompt = dice.String() + " is " + verdict + "; re-roll with good? The second result stands"
	d.Options = append([]Option(nil), rerollOptions[:]...)
}

func rerollLabel(w RerollDice) string {
	switch w {
	case RerollTens:
		return "tens die"
	case RerollOnes:
		return "ones die"
	}
	return "both dice"
}

// Shown is the final dice as the table reads them: "07", or "100" where the
// edition reads 00 and 0 as one hundred.
func (r RollResult) Shown() string {
	if r.Outcome.Value == 100 {
		return "100"
	}
	return r.Final.String()
}

// Rolled is a roll record already resolved, with what it was read
// against. A command handed it (AttackRoll.Rolled) reads the result
// instead of resolving its record again: the same record, read with the
// same thrower, the same level, good and decider, resolves to the same
// result, as the thrower reads a field it threw or chose again. The zero
// Rolled holds nothing.
type Rolled struct {
	res        RollResult
	level, max int
	good, set  bool
	who        Decider
}

// RolledAs is res, resolved from a record with these level, max, good
// and decider.
func RolledAs(res RollResult, level, max int, good bool, who Decider) Rolled {
	return Rolled{res: res, level: level, max: max, good: good, who: who, set: true}
}

// readAs is the result, if r was resolved with the same level, max, good
// and decider.
func (r *Rolled) readAs(level, max int, good bool, who Decider) (RollResult, bool) {
	if !r.set || r.level != level || r.max != max || r.good != good || r.who != who {
		return RollResult{}, false
	}
	return r.res, true
}
