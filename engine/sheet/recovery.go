package sheet

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/internal/quote"
	"github.com/unhexboard/unhexboard/internal/words"
)

// Recover is the choice to recover once combat is over: level back to max,
// every \ and X erased (permanent wounds stay), the fight left behind, and
// items brought back up to the slots. Items, when given, is the new list
// of items (the player may acquire or replace any); nil restores every
// destroyed and dropped item, and asks for a list when they no longer fit.
type Recover struct {
	Character CharacterID `json:"character"`
	Items     *[]Item     `json:"items,omitempty"`
}

func (*Recover) Type() string { return "recover" }

func (r *Recover) Apply(x *ApplyCtx) error {
	c, err := x.R.Get(r.Character, "character")
	if err != nil {
		return err
	}
	if c.Dead() {
		return fmt.Errorf("%s is dead; recovery does not bring anyone back", c.Label())
	}
	if r.Items == nil {
		restored := make([]Item, len(c.Items))
		for i, it := range c.Items {
			if !it.Intact() {
				it.Destroyed, it.Dropped, it.Held = false, false, NoHand
			}
			restored[i] = it
		}
		if len(restored) > c.Slots() {
			return Ask(Decision{Kind: DecideLoadout, Decider: DeciderFor(c), Field: "items",
				Prompt: fmt.Sprintf("%s has %s to bring back but %s: choose the items", c.Label(), words.Count(len(restored), "item"), words.Count(c.Slots(), "slot")),
				Items:  &ItemRule{Slots: c.Slots(), Proposals: restored}})
		}
		c.Items = CloneSlice(restored)
		if len(c.Items) == 0 {
			c.Items = nil
		}
	} else {
		for _, it := range *r.Items {
			if it.Destroyed || it.Dropped {
				return fmt.Errorf("item %s: recovered items are neither destroyed nor dropped", quote.Q(it.ID))
			}
		}
		c.Items = CloneSlice(*r.Items)
	}
	from := c.Level
	c.Level = c.MaxLevel
	c.Surrendered = false
	erased := 0
	for _, l := range Locations {
		m := c.Body.At(l)
		erased += m.Slash + m.X
		m.Slash, m.X = 0, 0
	}
	x.Say("%s recovers: level %d -> %d, %s erased, %s ready", c.Label(), from, c.Level, words.Count(erased, "wound"), words.Count(c.SlotsUsed(), "item"))
	if len(c.Items) > 0 {
		// The log names what was taken along, so a replay shows the loadout.
		names := make([]string, len(c.Items))
		for i := range c.Items {
			names[i] = c.Items[i].Label()
		}
		x.Say("items: %s", strings.Join(names, ", "))
	}
	if n := c.Body.Count(Filled); n > 0 {
		x.Say("%s %s", words.Count(n, "permanent wound"), words.Agree(n, "remains", "remain"))
	}
	return nil
}

// Surrender takes a character out of the fight: level 0, effectively
// unconscious. The combat flow checks the timing (before an action that
// would affect them, before its dice are rolled).
type Surrender struct {
	Character CharacterID `json:"character"`
}

func (*Surrender) Type() string { return "surrender" }

// Check is the surrender's verdict on roster r, changing nothing: anyone
// may give up at any moment, unless dead or already out. Apply refuses
// with it, and the combat's listing asks it directly instead of trying
// the surrender on a copy.
func (s *Surrender) Check(r *Roster) (*Character, error) {
	c, err := r.Get(s.Character, "character")
	if err != nil {
		return nil, err
	}
	switch {
	case c.Dead():
		return nil, fmt.Errorf("%s is dead", c.Label())
	case c.Surrendered:
		return nil, fmt.Errorf("%s has already surrendered", c.Label())
	}
	return c, nil
}

func (s *Surrender) Apply(x *ApplyCtx) error {
	c, err := s.Check(x.R)
	if err != nil {
		return err
	}
	from := c.Level
	c.Level = 0
	c.Surrendered = true
	x.Say("%s surrenders: level %d -> 0, out of the fight", c.Label(), from)
	return nil
}
