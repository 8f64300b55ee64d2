package sheet

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/internal/quote"
)

// Advance raises a character's max level by one at the end of a session
// whose goal was met (never above 95). Slots follow the max level; when it
// reaches a level ending in 0 from 60, Pick is the ability it unlocks.
type Advance struct {
	Character CharacterID  `json:"character"`
	Pick      *AbilityPick `json:"pick,omitempty"`
}

// AbilityPick is one chosen ability: a catalogue ability, or a non-combat
// ability in the player's words.
type AbilityPick struct {
	Ability AbilityID `json:"ability,omitempty"`
	Skill   string    `json:"skill,omitempty"`
}

func (*Advance) Type() string { return "advance" }

func (a *Advance) Apply(x *ApplyCtx) error {
	c, err := x.R.Get(a.Character, "character")
	if err != nil {
		return err
	}
	if c.MaxLevel >= x.R.Edition.MaxLevel() {
		return fmt.Errorf("%s's max level is %d, the highest there is", c.Label(), c.MaxLevel)
	}
	slots, picks := c.Slots(), c.AbilityPicks()
	c.MaxLevel++
	x.Say("%s advances: max level %d -> %d", c.Label(), c.MaxLevel-1, c.MaxLevel)
	if c.Slots() > slots {
		x.Say("a new item slot (%d in all)", c.Slots())
	}
	if c.AbilityPicks() == picks {
		if a.Pick != nil {
			return fmt.Errorf("max level %d unlocks no ability", c.MaxLevel)
		}
		return nil
	}
	if a.Pick == nil {
		return Ask(pickDecision(x.R.Edition, c, "pick"))
	}
	return x.pick(c, *a.Pick)
}

// ChooseAbility fills an open ability pick, such as one a new sheet or a
// GM change of max level left open.
type ChooseAbility struct {
	Character CharacterID `json:"character"`
	Pick      AbilityPick `json:"pick"`
}

func (*ChooseAbility) Type() string { return "choose-ability" }

func (a *ChooseAbility) Apply(x *ApplyCtx) error {
	c, err := x.R.Get(a.Character, "character")
	if err != nil {
		return err
	}
	if c.OpenPicks() <= 0 {
		return fmt.Errorf("%s has no open ability pick", c.Label())
	}
	return x.pick(c, a.Pick)
}

func (x *ApplyCtx) pick(c *Character, p AbilityPick) error {
	switch {
	case (p.Ability == "") == (strings.TrimSpace(p.Skill) == ""):
		return fmt.Errorf("a pick is one catalogue ability or one non-combat ability")
	case p.Ability != "":
		a, err := x.R.Edition.checkAbility(p.Ability)
		switch {
		case err != nil:
			return err
		case c.HasAbility(p.Ability):
			return fmt.Errorf("%s already has %s", c.Label(), p.Ability)
		case a.Requires != "" && !c.HasAbility(a.Requires):
			return fmt.Errorf("%s needs %s first", p.Ability, a.Requires)
		}
		c.Abilities = append(c.Abilities, p.Ability)
		x.Say("%s gains the ability %s", c.Label(), quote.Q(a.Name))
	default:
		c.Skills = append(c.Skills, strings.TrimSpace(p.Skill))
		x.Say("%s gains the non-combat ability %s", c.Label(), quote.Q(strings.TrimSpace(p.Skill)))
	}
	return nil
}

// pickDecision lists every ability c may take now, and a free-text
// non-combat ability.
func pickDecision(e Edition, c *Character, field string) Decision {
	d := Decision{Kind: DecideAbilityPick, Decider: DeciderFor(c), Field: field,
		Prompt: fmt.Sprintf("%s may choose another ability", c.Label())}
	for _, a := range e.Abilities() {
		if !c.HasAbility(a.ID) && (a.Requires == "" || c.HasAbility(a.Requires)) {
			d.Options = append(d.Options, NewOption(AbilityPick{Ability: a.ID}, a.Group+": "+a.Name))
		}
	}
	o := NewOption(AbilityPick{Skill: "..."}, "a non-combat ability, in your words")
	o.FreeText = true
	d.Options = append(d.Options, o)
	return d
}
