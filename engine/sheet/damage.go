package sheet

import (
	"fmt"
	"slices"
	"strings"

	"github.com/unhexboard/unhexboard/internal/quote"
	"github.com/unhexboard/unhexboard/internal/words"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// MaxDamage bounds one damage command; no rule deals more than 18.
const MaxDamage = 99

// Damage applies damage that is already known: an AoE's damage, which the
// target spreads over locations, or damage the GM enters. Attacks with
// dice go through AttackRoll, which ends here too.
type Damage struct {
	Target CharacterID `json:"target"`
	Amount int         `json:"amount"`
	// Location takes all the damage, unless AoE is set.
	Location Location `json:"location,omitempty"`
	// AoE: the target spreads the damage over locations of their choice.
	AoE    bool            `json:"aoe,omitempty"`
	Spread []LocationCount `json:"spread,omitempty"`
	// Mark is the mark made: "slash" (the default) or "x" (2H melee).
	Mark       Mark `json:"mark,omitempty"`
	LessLethal bool `json:"lessLethal,omitempty"`
	// Armor lists the locations where the target destroys armor instead
	// of taking that location's damage. Nil: not decided yet.
	Armor *[]Location `json:"armor,omitempty"`
	Cause string      `json:"cause,omitempty"`
}

func (*Damage) Type() string { return "damage" }

func (d *Damage) Apply(x *ApplyCtx) error {
	t, err := x.R.Get(d.Target, "target")
	if err != nil {
		return err
	}
	if d.Amount < 0 || d.Amount > MaxDamage {
		return fmt.Errorf("damage %d is out of range (0 to %d)", d.Amount, MaxDamage)
	}
	if d.Mark != "" && d.Mark != Slash && d.Mark != XMark {
		return fmt.Errorf("damage marks \\ (slash) or X (x), not %s", quote.Q(d.Mark))
	}
	if len(d.Cause) > battlemap.MaxNameLen {
		return fmt.Errorf("the cause is over %d bytes", battlemap.MaxNameLen)
	}
	var parts []LocationCount
	if d.AoE {
		if d.Location != "" {
			return fmt.Errorf("AoE damage is spread by the target, not sent to one location")
		}
		if d.Spread == nil && d.Amount > 0 {
			return Ask(Decision{Kind: DecideSpreadDamage, Decider: DeciderFor(t), Field: "spread",
				Prompt: fmt.Sprintf("%s spreads %d AoE damage over any locations", t.Label(), d.Amount),
				Spread: &SpreadRule{Total: d.Amount, MaxLocations: len(Locations)}})
		}
		if err := checkSpread(d.Spread, SpreadRule{Total: d.Amount, MaxLocations: len(Locations)}, nil); err != nil {
			return err
		}
		parts = d.Spread
	} else {
		if len(d.Spread) > 0 {
			return fmt.Errorf("only AoE damage is spread")
		}
		if !d.Location.Valid() {
			return fmt.Errorf("%s is not a hit location", quote.Q(d.Location))
		}
		parts = []LocationCount{{Location: d.Location, Count: d.Amount}}
	}
	mark := d.Mark
	if mark == "" {
		mark = Slash
	}
	if d.Armor == nil {
		if dec := armorDecision(t, parts, "armor"); dec != nil {
			return Ask(*dec)
		}
	}
	return x.harm(t, parts, mark, d.LessLethal, derefLocs(d.Armor), d.Cause)
}

func derefLocs(p *[]Location) []Location {
	if p == nil {
		return nil
	}
	return *p
}

// armorDecision offers the target every choice of armor to destroy among
// the hit locations that take damage and have armor, or nil when none do.
func armorDecision(t *Character, parts []LocationCount, field string) *Decision {
	var armored []Location
	for _, p := range parts {
		if p.Count > 0 && t.intactArmor(p.Location) != nil {
			armored = append(armored, p.Location)
		}
	}
	if len(armored) == 0 {
		return nil
	}
	d := &Decision{Kind: DecideArmor, Decider: DeciderFor(t), Field: field,
		Prompt: fmt.Sprintf("%s may destroy armor instead of taking the damage there", t.Label())}
	for mask := 0; mask < 1<<len(armored); mask++ {
		choice := []Location{}
		var names []string
		for i, l := range armored {
			if mask&(1<<i) != 0 {
				choice = append(choice, l)
				names = append(names, l.Name())
			}
		}
		label := "take the damage"
		if len(names) > 0 {
			label = "destroy the armor on the " + strings.Join(names, " and ")
		}
		d.Options = append(d.Options, NewOption(choice, label))
	}
	return d
}

func (c *Character) intactArmor(l Location) *Item {
	for i := range c.Items {
		it := &c.Items[i]
		if it.Kind == ItemArmor && it.Location == l && !it.Destroyed {
			return it
		}
	}
	return nil
}

// checkSpread checks a share of points over locations against a rule.
// marks, if not nil, gives what each location holds for Fill rules.
func checkSpread(s []LocationCount, rule SpreadRule, limit func(Location) int) error {
	seen := map[Location]bool{}
	total, avail := 0, 0
	for _, lc := range s {
		if !lc.Location.Valid() {
			return fmt.Errorf("%s is not a hit location", quote.Q(lc.Location))
		}
		if seen[lc.Location] {
			return fmt.Errorf("the %s is listed twice", lc.Location.Name())
		}
		seen[lc.Location] = true
		if lc.Count <= 0 {
			return fmt.Errorf("each listed location takes at least 1, the %s takes %d", lc.Location.Name(), lc.Count)
		}
		if limit != nil {
			if lim := limit(lc.Location); lc.Count > lim {
				return fmt.Errorf("the %s has only %d to take, not %d", lc.Location.Name(), lim, lc.Count)
			} else {
				avail += lim
			}
		}
		total += lc.Count
	}
	if len(s) > rule.MaxLocations {
		return fmt.Errorf("%s chosen, at most %d allowed", words.Count(len(s), "location"), rule.MaxLocations)
	}
	want := rule.Total
	if rule.Fill {
		want = min(rule.Total, avail)
	}
	if total != want {
		if rule.Fill {
			return fmt.Errorf("the chosen locations must take %d (the %d allowed, or all they hold), not %d", want, rule.Total, total)
		}
		return fmt.Errorf("the share must add up to %d, not %d", want, total)
	}
	return nil
}

// harm applies damage parts to t: armor chosen at a location takes that
// part instead; otherwise the level drops and, unless less-lethal, boxes
// are marked, spilling to the torso. Then the full-location penalties.
func (x *ApplyCtx) harm(t *Character, parts []LocationCount, mark Mark, lessLethal bool, armor []Location, cause string) error {
	for i, l := range armor { // a handful at most: searched, not hashed
		if slices.Contains(armor[:i], l) {
			return fmt.Errorf("the armor on the %s is listed twice", l.Name())
		}
		hit := false
		for _, p := range parts {
			hit = hit || (p.Location == l && p.Count > 0)
		}
		if !hit {
			return fmt.Errorf("no damage reaches the %s, so its armor has nothing to stop", l.Name())
		}
		if t.intactArmor(l) == nil {
			return fmt.Errorf("%s has no armor left on the %s", t.Label(), l.Name())
		}
	}
	before := t.Status()
	legs := [2]bool{t.Body.Full(RightLeg), t.Body.Full(LeftLeg)}
	level := t.Level
	var notes []string
	say := !x.Mute // the notes are written only for a log someone reads
	for _, p := range parts {
		if slices.Contains(armor, p.Location) {
			it := x.ownItem(t, t.intactArmor(p.Location))
			it.Destroyed = true
			if say {
				notes = append(notes, fmt.Sprintf("nothing on the %s (%s destroyed instead of %d)", p.Location.Name(), it.Label(), p.Count))
			}
			continue
		}
		t.Level = max(t.Level-p.Count, MinLevel)
		if p.Count == 0 {
			if say {
				notes = append(notes, fmt.Sprintf("no damage on the %s", p.Location.Name()))
			}
			continue
		}
		if lessLethal {
			if say {
				notes = append(notes, fmt.Sprintf("%d less-lethal on the %s", p.Count, p.Location.Name()))
			}
			continue
		}
		pl := t.Body.markWounds(p.Location, p.Count, mark)
		if say {
			notes = append(notes, woundNote(p, mark, pl))
		}
	}
	if say {
		head := t.Label()
		if cause != "" {
			head += " (" + cause + ")"
		}
		head += " takes"
		if len(notes) == 0 {
			notes = []string{"no damage"}
		}
		x.Say("%s %s; level %d -> %d", head, strings.Join(notes, ", "), level, t.Level)
	}
	if (!legs[0] && t.Body.Full(RightLeg)) || (!legs[1] && t.Body.Full(LeftLeg)) {
		x.Res.Effects.StopMovement = true
		if say {
			x.Say("%s's leg is full: they stop moving", t.Label())
		}
	}
	x.enforcePenalties(t)
	if after := t.Status(); after != before && say {
		x.Say("%s is %s", t.Label(), after)
	}
	return nil
}

// woundNote tells where a part of the damage went and what it marked.
func woundNote(p LocationCount, mark Mark, pl markPlacement) string {
	note := fmt.Sprintf("%d on the %s (%s", p.Count, p.Location.Name(), mark.Count(pl.Marked))
	if pl.Spilled > 0 {
		note += fmt.Sprintf(", %d more on the torso", pl.Spilled)
	}
	if pl.Lost > 0 {
		note += fmt.Sprintf(", %d with no box left", pl.Lost)
	}
	return note + ")"
}

// enforcePenalties drops what a hand holds once its arm is full.
func (x *ApplyCtx) enforcePenalties(c *Character) {
	for i := range c.Items {
		it := &c.Items[i]
		if it.Held != NoHand && !c.HandUsable(it.Held) {
			it = x.ownItem(c, it)
			it.Held, it.Dropped = NoHand, true
			x.Say("%s drops %s: that arm is full", c.Label(), it.Label())
		}
	}
}
