package sheet

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// PlainRoll is a roll that changes no sheet: a skill roll out of combat,
// or any roll the GM calls for. It is logged with its dice and choices.
// Good says the GM agreed that one of the character's non-combat abilities
// applies; the book leaves that call to the table, before the roll.
type PlainRoll struct {
	Character CharacterID `json:"character"`
	Purpose   string      `json:"purpose,omitempty"`
	Good      bool        `json:"good,omitempty"`
	Roll      RollRecord  `json:"roll"`
}

func (*PlainRoll) Type() string { return "roll" }

func (p *PlainRoll) Apply(x *ApplyCtx) error {
	c, err := x.R.Get(p.Character, "character")
	if err != nil {
		return err
	}
	if err := c.CanAct(); err != nil {
		return err
	}
	if len(p.Purpose) > battlemap.MaxNameLen {
		return fmt.Errorf("the purpose is over %d bytes", battlemap.MaxNameLen)
	}
	if p.Good && len(c.Skills) == 0 {
		return fmt.Errorf("%s has no non-combat ability to be good with", c.Label())
	}
	res, err := ResolveRollInto(x.R.Edition, &p.Roll, c.Level, c.MaxLevel, p.Good, DeciderFor(c), "roll", x.Dice)
	if err != nil {
		return err
	}
	x.Res.Roll = &res
	x.Res.Effects.ExtraAction = res.ExtraAction
	verdict := "fails"
	switch {
	case res.Outcome.CriticalSuccess:
		verdict = "succeeds critically"
	case res.Outcome.Success:
		verdict = "succeeds"
	case res.Outcome.CriticalFailure:
		verdict = "fails critically (the GM decides what goes wrong)"
	}
	what := strings.TrimSpace(p.Purpose)
	if what != "" {
		what = " at " + what
	}
	x.Say("%s rolls %s%s against %d and %s", c.Label(), res.Final, what, c.Level, verdict)
	return nil
}
