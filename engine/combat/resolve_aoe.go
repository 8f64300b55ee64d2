package combat

import (
	"fmt"

	"github.com/unhexboard/unhexboard/internal/quote"
	"github.com/unhexboard/unhexboard/internal/words"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

func (r *Resolve) aoe(x *ctx, w *Window) error {
	c := x.c
	att := c.Roster.Find(w.Actor)
	if att == nil {
		return fmt.Errorf("the attacker has left the combat")
	}
	if r.Modifier != "" || r.Armor != nil || r.DestroyItem != nil || r.TargetLosesAction != nil || r.StopAt != "" || r.Grapple != nil || r.FirstStop != "" {
		return fmt.Errorf("an AoE has no modifier, armor, item, lost action, grapple or stop choice of the attacker's")
	}
	it := att.Item(w.Weapon)
	if it == nil || it.Destroyed {
		return fmt.Errorf("the AoE item is gone")
	}
	roll := r.roll()
	res, err := sheet.ResolveRollInto(c.Roster.Edition, &roll, att.Level, att.MaxLevel, att.ModifiersFor(sheet.ActAttack, sheet.AoEW).Good, sheet.DeciderFor(att), "roll", x.dice)
	if err != nil {
		return err
	}
	c.stealthAfterRoll(x, att, res.Outcome.Success)
	// The item is used up by the attempt, whatever the roll.
	it = x.ownItem(att, it)
	it.Destroyed, it.Held = true, sheet.NoHand
	x.Say("%s uses %s on %s: %s", att.Label(), it.Label(), c.areaName(w.Area), rollVerdict(res))
	if res.ExtraAction {
		x.gain(att)
		x.Say("%s gains an action", att.Label())
	}
	fin := res.Final
	if !res.Outcome.Success {
		if r.DamageDie != "" || r.RoundsDie != "" || r.Targets != nil {
			return fmt.Errorf("a failed AoE has no effect, so no dice to assign or targets")
		}
		if res.Outcome.CriticalFailure && c.Roster.Edition.AoECriticalFailureLosesAction(w.AoE) {
			if len(r.Damage) > 0 {
				return fmt.Errorf("this critical failure costs an action and harms no one")
			}
			x.lose(att)
			x.Say("%s loses their next action (critical failure)", att.Label())
		} else if res.Outcome.CriticalFailure {
			for id := range r.Damage {
				if id != att.ID {
					return fmt.Errorf("a critical failure harms only the user, not %s", c.Label(id))
				}
			}
			h := r.damage(att.ID)
			d := &sheet.Damage{Target: att.ID, Amount: c.Roster.Edition.DiceSum(fin), AoE: true, Spread: h.Spread, Armor: h.Armor, Cause: "AoE critical failure"}
			if _, err := x.sheet(d, "damage."+sheet.FieldKey(string(att.ID))+"."); err != nil {
				return err
			}
			if c.Roster.Calls.AoEFailureLosesAction() {
				x.lose(att)
				x.Say("%s also loses their next action (the GM's call)", att.Label())
			}
		} else if len(r.Damage) > 0 {
			return fmt.Errorf("a failed AoE harms no one")
		}
		return r.checkDefendersUnused(w)
	}
	switch w.AoE {
	case sheet.Blast:
		return r.blast(x, w, att, res)
	case sheet.Continuous:
		dmgDie, err := r.assign(fin, att, "damage", string(c.Roster.Edition.AoEDurationSpan())+"s")
		if err != nil {
			return err
		}
		dmg, n := fin.Die(dmgDie), fin.Die(dmgDie.Other())
		e := c.lasting(AreaEffect{Kind: sheet.Continuous, Area: w.Area, Damage: dmg, By: att.ID}, n)
		c.Effects = append(c.Effects, e)
		x.Say("%s burns with %d damage until the end of %s", c.areaName(w.Area), dmg, c.until(e))
	case sheet.CoverAoE:
		die := r.RoundsDie
		span := c.Roster.Edition.AoEDurationSpan()
		if die == "" {
			if fin.Tens != fin.Ones {
				return sheet.Ask(sheet.Decision{Kind: sheet.DecideAssignDice, Decider: sheet.DeciderFor(att), Field: "roundsDie",
					Prompt:  fmt.Sprintf("AoE Cover succeeds: which die is the number of %ss it lasts?", span),
					Options: []sheet.Option{sheet.NewOption(sheet.TensDie, words.Count(fin.Tens, string(span))), sheet.NewOption(sheet.OnesDie, words.Count(fin.Ones, string(span)))}})
			}
			die = sheet.TensDie
		}
		if !die.Valid() {
			return fmt.Errorf("the rounds die is tens or ones, not %s", quote.Q(die))
		}
		e := c.lasting(AreaEffect{Kind: sheet.CoverAoE, Area: w.Area, By: att.ID}, fin.Die(die))
		c.Effects = append(c.Effects, e)
		c.mapChanged()
		x.Say("%s has cover in every direction until the end of %s", c.areaName(w.Area), c.until(e))
	case sheet.Demolish:
		if c.Demolished == nil {
			c.Demolished = map[battlemap.AreaID]bool{}
		}
		c.Demolished[w.Area] = true
		kept := c.Effects[:0]
		for _, e := range c.Effects {
			if !(e.Kind == sheet.CoverAoE && e.Area == w.Area) {
				kept = append(kept, e)
			}
		}
		c.Effects = kept
		for i := range c.Roster.Characters {
			ch := &c.Roster.Characters[i]
			if c.Roster.Edition.DemolishEndsStealth() && ch.Area == w.Area && c.tally(ch.ID).Stealth {
				c.tally(ch.ID).Stealth = false
				x.Say("%s loses their stealth", ch.Label())
			}
		}
		c.mapChanged()
		x.Say("every cover mark of %s is destroyed", c.areaName(w.Area))
	}
	if w.AoE != sheet.Blast {
		return r.checkDefendersUnused(w)
	}
	return nil
}

func (r *Resolve) checkDefendersUnused(w *Window) error {
	if r.Targets != nil || (w.AoE != sheet.Continuous && r.DamageDie != "") || (w.AoE != sheet.CoverAoE && r.RoundsDie != "") {
		return fmt.Errorf("this AoE has no such choice (targets, damage die or rounds die)")
	}
	for id := range r.Reactions {
		if rr := r.Reactions[id]; rr.Roll.Dice != nil {
			return fmt.Errorf("%s's Defend is not rolled: no one is hit", id)
		}
	}
	return nil
}

// assign asks the attacker which die is the first job.
func (r *Resolve) assign(fin sheet.Roll, att *sheet.Character, first, second string) (sheet.Die, error) {
	if r.DamageDie != "" {
		if !r.DamageDie.Valid() {
			return "", fmt.Errorf("the damage die is tens or ones, not %s", quote.Q(r.DamageDie))
		}
		return r.DamageDie, nil
	}
	if fin.Tens == fin.Ones {
		return sheet.TensDie, nil
	}
	return "", sheet.Ask(sheet.Decision{Kind: sheet.DecideAssignDice, Decider: sheet.DeciderFor(att), Field: "damageDie",
		Prompt: fmt.Sprintf("the AoE succeeds with %s: which die is the %s (the other is the %s)?", fin, first, second),
		Options: []sheet.Option{
			sheet.NewOption(sheet.TensDie, fmt.Sprintf("%d %s, %d %s", fin.Tens, first, fin.Ones, second)),
			sheet.NewOption(sheet.OnesDie, fmt.Sprintf("%d %s, %d %s", fin.Ones, first, fin.Tens, second)),
		}})
}

func (r *Resolve) blast(x *ctx, w *Window, att *sheet.Character, res sheet.RollResult) error {
	c := x.c
	fin := res.Final
	dmgDie, err := r.assign(fin, att, "damage", "number of additional targets")
	if err != nil {
		return err
	}
	dmg, extra := fin.Die(dmgDie), fin.Die(dmgDie.Other())
	var enemies, allies, self []sheet.CharacterID
	for i := range c.Roster.Characters {
		ch := &c.Roster.Characters[i]
		if ch.Area != w.Area || ch.Dead() || ch.Surrendered {
			continue
		}
		switch {
		case ch.ID == att.ID:
			// The thrower, last of all where the map's GM's call says so.
			if c.Roster.Calls.BlastHitsThrower() {
				self = append(self, ch.ID)
			}
		case ch.Team == att.Team:
			allies = append(allies, ch.ID)
		default:
			enemies = append(enemies, ch.ID)
		}
	}
	n := min(1+extra, len(enemies)+len(allies)+len(self))
	if r.Targets == nil {
		d := sheet.Decision{Kind: DecideBlastTargets, Decider: sheet.DeciderFor(att), Field: "targets",
			Prompt: fmt.Sprintf("Blast: %d damage to %s in %s (allies only once no one else is left)", dmg, words.Count(n, "target"), c.areaName(w.Area))}
		if len(self) > 0 {
			d.Prompt = fmt.Sprintf("Blast: %d damage to %s in %s (allies only once no one else is left, then %s: the GM's call)", dmg, words.Count(n, "target"), c.areaName(w.Area), att.Label())
		}
		for _, set := range blastSets(enemies, allies, self, n) {
			label := "no one"
			if len(set) > 0 {
				label = ""
				for i, id := range set {
					if i > 0 {
						label += ", "
					}
					label += c.Label(id)
				}
			}
			d.Options = append(d.Options, sheet.NewOption(set, label))
		}
		return sheet.Ask(d)
	}
	targets := *r.Targets
	if err := checkBlastSet(targets, enemies, allies, self, n); err != nil {
		return err
	}
	x.Say("Blast: %d damage to %s", dmg, words.Count(len(targets), "target"))
	for id := range r.Damage {
		if !contains(targets, id) {
			return fmt.Errorf("%s is not a target of the Blast", c.Label(id))
		}
	}
	for _, id := range targets {
		tgt := c.Roster.Find(id)
		defended := false
		for _, re := range w.Reactions {
			if re.By == id && re.Kind == ReactDefend {
				won, err := x.defends(re, r.reaction(id), att, res)
				if err != nil {
					return err
				}
				defended = won
			}
		}
		if defended {
			if r.Damage[id] != nil {
				return fmt.Errorf("%s defended and takes no damage to spread", tgt.Label())
			}
			continue
		}
		h := r.damage(id)
		d := &sheet.Damage{Target: id, Amount: dmg, AoE: true, Spread: h.Spread, Armor: h.Armor, Cause: "Blast"}
		if _, err := x.sheet(d, "damage."+sheet.FieldKey(string(id))+"."); err != nil {
			return err
		}
	}
	for id, rr := range r.Reactions {
		if !contains(targets, id) && rr.Roll.Dice != nil {
			return fmt.Errorf("%s is not a target, so their Defend is not rolled", c.Label(id))
		}
	}
	return nil
}

// blastSets lists every legal set of n targets: as many enemies as there
// are (up to n), allies only to fill the rest, and the thrower (self,
// where the GM's call makes them a target) only once no ally is left.
func blastSets(enemies, allies, self []sheet.CharacterID, n int) [][]sheet.CharacterID {
	ne := min(n, len(enemies))
	na := min(n-ne, len(allies))
	var out [][]sheet.CharacterID
	for _, e := range combinations(enemies, ne) {
		for _, a := range combinations(allies, na) {
			set := append(append(append([]sheet.CharacterID{}, e...), a...), self[:n-ne-na]...)
			out = append(out, set)
		}
	}
	return out
}

func checkBlastSet(set, enemies, allies, self []sheet.CharacterID, n int) error {
	if len(set) != n {
		return fmt.Errorf("the Blast hits %s, not %d", words.Count(n, "target"), len(set))
	}
	seen := map[sheet.CharacterID]bool{}
	ne, na := 0, 0
	for _, id := range set {
		if seen[id] {
			return fmt.Errorf("%s is listed twice", id)
		}
		seen[id] = true
		switch {
		case contains(enemies, id):
			ne++
		case contains(allies, id):
			na++
		case contains(self, id):
		default:
			return fmt.Errorf("%s is not a possible target in the area", id)
		}
	}
	if ne < min(n, len(enemies)) {
		return fmt.Errorf("allies are hit only when no other target is left")
	}
	if ne+na < min(n, len(enemies)+len(allies)) {
		return fmt.Errorf("the thrower is hit only when no one else in the area is left")
	}
	return nil
}

func combinations(xs []sheet.CharacterID, k int) [][]sheet.CharacterID {
	if k == 0 {
		return [][]sheet.CharacterID{{}}
	}
	if len(xs) < k {
		return nil
	}
	var out [][]sheet.CharacterID
	for _, rest := range combinations(xs[1:], k-1) {
		out = append(out, append([]sheet.CharacterID{xs[0]}, rest...))
	}
	return append(out, combinations(xs[1:], k)...)
}
