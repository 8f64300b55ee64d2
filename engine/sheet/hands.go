package sheet

import (
	"fmt"
	"slices"
	"strings"

	"github.com/unhexboard/unhexboard/internal/quote"
)

// ArrangeItems sets what a character's hands hold. Right and Left name the
// items in each hand afterwards (a two-handed item is named in both); any
// other held item is stowed. Drop puts items on the ground; PickUp takes
// items from the ground of the character's area, theirs or anyone's.
// Dropping what is in hand is free; any other rearranging, however much,
// spends one action.
type ArrangeItems struct {
	Character CharacterID  `json:"character"`
	Right     ItemID       `json:"right,omitempty"`
	Left      ItemID       `json:"left,omitempty"`
	Drop      []ItemID     `json:"drop,omitempty"`
	PickUp    []GroundItem `json:"pickUp,omitempty"`
}

// GroundItem names a dropped item by the character it belongs to.
type GroundItem struct {
	Owner CharacterID `json:"owner"`
	Item  ItemID      `json:"item"`
}

func (*ArrangeItems) Type() string { return "arrange-items" }

func (a *ArrangeItems) Apply(x *ApplyCtx) error {
	c, err := x.R.Get(a.Character, "character")
	if err != nil {
		return err
	}
	if err := c.CanAct(); err != nil {
		return err
	}
	// Where each item was, in a slice: a map per call cost more than the
	// rest of this command, which the listing of acts probes often.
	type place struct {
		id      ItemID
		held    Hand
		dropped bool
	}
	before := make([]place, len(c.Items))
	for i, it := range c.Items {
		before[i] = place{it.ID, it.Held, it.Dropped}
	}
	placeOf := func(id ItemID) (place, bool) {
		for _, p := range before {
			if p.id == id {
				return p, true
			}
		}
		return place{}, false
	}
	x.ownItems(c) // c's items are written in place below
	// The notes are the narration: a muted probe writes none.
	var notes []string
	note := func(line func() string) {
		if !x.Mute {
			notes = append(notes, line())
		}
	}
	costly := false
	for _, g := range a.PickUp {
		owner, err := x.R.Get(g.Owner, "owner of a picked-up item")
		if err != nil {
			return err
		}
		it := owner.Item(g.Item)
		if it == nil || !it.Dropped {
			return fmt.Errorf("%s has no item %s on the ground", owner.Label(), quote.Q(g.Item))
		}
		if c.Area != "" && owner.Area != "" && c.Area != owner.Area {
			return fmt.Errorf("%s is on the ground in another area", it.Label())
		}
		costly = true
		if owner == c {
			it.Dropped = false
			note(func() string { return "picks up " + it.Label() })
			continue
		}
		if c.Item(it.ID) != nil {
			return fmt.Errorf("%s already has an item with the id %s; the GM can rename one first", c.Label(), quote.Q(it.ID))
		}
		if c.SlotsUsed() >= c.Slots() {
			return fmt.Errorf("%s has no free slot for %s", c.Label(), it.Label())
		}
		if it.Kind == ItemAoE && !c.HasAbility(AoEAbility(it.AoE)) {
			return fmt.Errorf("acquiring a %s AoE item needs the %s", it.AoE, it.AoE.AbilityName())
		}
		taken := *it
		taken.Dropped = false
		owner.Items = removeItem(owner.Items, it.ID)
		c.Items = append(c.Items, taken)
		note(func() string { return fmt.Sprintf("picks up %s (%s's)", taken.Label(), owner.Label()) })
	}
	var dropping []ItemID
	for _, id := range a.Drop {
		it := c.Item(id)
		switch {
		case it == nil:
			return fmt.Errorf("%s has no item %s", c.Label(), quote.Q(id))
		case !it.Intact():
			return fmt.Errorf("%s is already %s", it.Label(), lostWord(it))
		case it.Kind == ItemArmor:
			return fmt.Errorf("armor is worn, not dropped")
		case slices.Contains(dropping, id):
			return fmt.Errorf("%s is dropped twice", it.Label())
		}
		dropping = append(dropping, id)
		if it.Held == NoHand {
			costly = true // only what is in hand drops for free
		}
		it.Held, it.Dropped = NoHand, true
		note(func() string { return "drops " + it.Label() })
	}
	for _, h := range []struct {
		id   ItemID
		hand Hand
	}{{a.Right, RightHand}, {a.Left, LeftHand}} {
		if h.id == "" {
			continue
		}
		it := c.Item(h.id)
		if it == nil || !it.Intact() {
			return fmt.Errorf("%s has no item %s at hand to hold %s", c.Label(), quote.Q(h.id), h.hand.In())
		}
		if it.Kind.HandsNeeded() == 2 && a.Right != a.Left {
			return fmt.Errorf("%s needs both hands: name it as right and left", it.Label())
		}
		if it.Kind.HandsNeeded() == 1 && a.Right == a.Left {
			return fmt.Errorf("%s is held in one hand", it.Label())
		}
	}
	for i := range c.Items {
		it := &c.Items[i]
		if !it.Intact() {
			continue
		}
		switch {
		case it.ID == a.Right && it.ID == a.Left:
			it.Held = BothHands
		case it.ID == a.Right:
			it.Held = RightHand
		case it.ID == a.Left:
			it.Held = LeftHand
		default:
			it.Held = NoHand
		}
	}
	if err := c.checkHolds(); err != nil {
		return err
	}
	changed := len(a.PickUp) > 0 || len(a.Drop) > 0
	for _, it := range c.Items {
		was, ok := placeOf(it.ID)
		if !ok || slices.Contains(dropping, it.ID) || (was.held == it.Held && was.dropped == it.Dropped) {
			continue
		}
		changed, costly = true, true
		switch {
		case it.Held == NoHand:
			note(func() string { return "stows " + it.Label() })
		default:
			note(func() string { return "takes " + it.Label() + " " + it.Held.In() })
		}
	}
	if !changed {
		return fmt.Errorf("nothing would change")
	}
	if costly {
		x.Res.Effects.Actions = 1
	}
	cost := "free"
	if costly {
		cost = "1 action"
	}
	if !x.Mute {
		x.Say("%s %s (%s)", c.Label(), strings.Join(notes, ", "), cost)
	}
	return nil
}

func removeItem(items []Item, id ItemID) []Item {
	out := items[:0:0]
	for _, it := range items {
		if it.ID != id {
			out = append(out, it)
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}
