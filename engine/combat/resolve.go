package combat

import (
	"fmt"

	"github.com/unhexboard/unhexboard/internal/quote"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Resolve rolls the dice of the action in the window, and of every
// reaction to it, and applies the results. It holds every roll and choice,
// each filled in through a decision addressed to the person the book
// gives it to.
type Resolve struct {
	// Roll is the action's roll: the attack, the AoE or the Speed roll.
	Roll      *sheet.RollRecord `json:"roll,omitempty"`
	DamageDie sheet.Die         `json:"damageDie,omitempty"`
	// RoundsDie is the die an AoE Cover reads as its duration.
	RoundsDie sheet.Die         `json:"roundsDie,omitempty"`
	Modifier  sheet.DieAdjust   `json:"modifier,omitempty"`
	Armor     *[]sheet.Location `json:"armor,omitempty"`
	// DestroyItem: a 2H melee critical's extra, an item of the target's
	// (empty string: none).
	DestroyItem *sheet.ItemID `json:"destroyItem,omitempty"`
	// TargetLosesAction: a 1H melee critical makes the target lose its
	// next action instead of the attacker gaining one.
	TargetLosesAction *bool `json:"targetLosesAction,omitempty"`
	// Targets are the Blast's targets.
	Targets *[]sheet.CharacterID `json:"targets,omitempty"`
	// Damage holds each AoE victim's spread and armor choices.
	Damage map[sheet.CharacterID]*Hazard `json:"damage,omitempty"`
	// Reactions holds each reactor's roll and choices, by reactor id.
	Reactions map[sheet.CharacterID]*ReactionRoll `json:"reactions,omitempty"`
	// StopAt is where an intercepted mover ends up: the interceptor picks.
	StopAt battlemap.AreaID `json:"stopAt,omitempty"`
	// Against is the held one's roll against a drag (2020-09-06 grapple),
	// and GMPick breaks a tie of that opposed roll the GM decides.
	Against *sheet.RollRecord `json:"against,omitempty"`
	GMPick  string            `json:"gmPick,omitempty"`
	// Grapple: after an unarmed hit, hold the target instead of hurting
	// them (2020-09-06, where the GM's call has it chosen after the hit).
	Grapple *bool `json:"grapple,omitempty"`
	// FirstStop: the interceptor whose stop comes first when several
	// stop a move at once, as the side with initiative decides.
	FirstStop sheet.CharacterID `json:"firstStop,omitempty"`
}

// ReactionRoll is one reactor's dice and choices.
type ReactionRoll struct {
	Roll      sheet.RollRecord  `json:"roll"`
	DamageDie sheet.Die         `json:"damageDie,omitempty"`
	Modifier  sheet.DieAdjust   `json:"modifier,omitempty"`
	Armor     *[]sheet.Location `json:"armor,omitempty"`
	// GMPick breaks an opposed tie the rules leave to the GM.
	GMPick string `json:"gmPick,omitempty"`
	// Stop: an unarmed two-handed Intercept also stops the mover.
	Stop *bool `json:"stop,omitempty"`
}

func (*Resolve) Type() string { return "resolve" }

func (r *Resolve) roll() sheet.RollRecord {
	if r.Roll == nil {
		return sheet.RollRecord{}
	}
	return *r.Roll
}

func (r *Resolve) reaction(id sheet.CharacterID) *ReactionRoll {
	if rr := r.Reactions[id]; rr != nil {
		return rr
	}
	return &ReactionRoll{}
}

func (r *Resolve) damage(id sheet.CharacterID) *Hazard {
	if h := r.Damage[id]; h != nil {
		return h
	}
	return &Hazard{}
}

func (r *Resolve) run(x *ctx) error {
	c := x.c
	w := c.Window
	if w == nil {
		return fmt.Errorf("there is no declared action to resolve (a move that no one can intercept is done at once, with no resolve)")
	}
	for id := range r.Reactions {
		if !c.reacted(id) {
			return fmt.Errorf("%s declared no reaction to this action", c.Label(id))
		}
	}
	if actor := c.Roster.Find(w.Actor); actor != nil && actor.CanAct() != nil {
		// Knocked out (by a GM correction) before the dice: the act is
		// lost, and the reactions to it are not spent.
		if r.Roll != nil || len(r.Reactions) > 0 {
			return fmt.Errorf("%s can no longer act: the declared %s is lost, with no dice", actor.Label(), w.Kind)
		}
		for _, re := range w.Reactions {
			if !re.AllOut {
				refund(c, re.By)
			}
		}
		c.Window, c.Phase = nil, PhaseTurn
		x.Say("%s can no longer act: the declared %s is lost", actor.Label(), w.Kind)
		return nil
	}
	var err error
	switch {
	case w.Kind == "move":
		err = r.move(x, w)
	case w.AoE != "":
		err = r.aoe(x, w)
	default:
		err = r.attack(x, w)
	}
	if err != nil {
		return err
	}
	c.Window, c.Phase = nil, PhaseTurn
	return nil
}

func reactionPath(id sheet.CharacterID) string {
	return "reactions." + sheet.FieldKey(string(id)) + "."
}

func (r *Resolve) attack(x *ctx, w *Window) error {
	c := x.c
	att, tgt := c.Roster.Find(w.Actor), c.Roster.Find(w.Target)
	if att == nil || tgt == nil {
		return fmt.Errorf("the attacker or the target has left the combat")
	}
	if r.Targets != nil || r.StopAt != "" || r.RoundsDie != "" || len(r.Damage) > 0 || r.Against != nil || r.GMPick != "" || r.FirstStop != "" {
		return fmt.Errorf("an attack on a character has no targets, stop area, rounds die, AoE damage, opposed roll or first stop")
	}
	var counter *Reaction
	for _, re := range w.Reactions {
		if re.Kind == ReactCounterattack {
			re := re
			counter = &re
		}
	}
	var preTgt *sheet.Character // the target as the counterattack reads them
	if counter != nil {
		pre := tgt.Clone()
		preTgt = &pre
	}
	roll := r.roll()
	good, who := att.ModifiersFor(sheet.ActAttack, w.Class).Good, sheet.DeciderFor(att)
	attRes, err := sheet.ResolveRollInto(c.Roster.Edition, &roll, att.Level, att.MaxLevel, good, who, "roll", x.dice)
	if err != nil {
		return err
	}
	rolled := sheet.RolledAs(attRes, att.Level, att.MaxLevel, good, who)
	c.stealthAfterRoll(x, att, attRes.Outcome.Success)
	defended := false
	for _, re := range w.Reactions {
		if re.Kind == ReactDefend || re.Kind == ReactDefendOther {
			won, err := x.defends(re, r.reaction(re.By), att, attRes)
			if err != nil {
				return err
			}
			defended = defended || won
		}
	}
	if defended && attRes.Outcome.Success {
		if r.DamageDie != "" || r.Modifier != "" || r.Armor != nil || r.DestroyItem != nil || r.TargetLosesAction != nil {
			return fmt.Errorf("a defended attack has no damage choices")
		}
		if !x.Mute {
			x.Say("%s's attack (%s) is defended", att.Label(), attRes.Final)
		}
		if attRes.ExtraAction {
			x.gain(att)
			x.Say("%s still gains an action (critical success)", att.Label())
		}
	} else if hold, err := r.grappleAfterHit(x, w, att, tgt, attRes, defended); err != nil {
		return err
	} else if w.Grapple || hold {
		if err := r.grappleHit(x, att, tgt, attRes); err != nil {
			return err
		}
	} else {
		ar := &sheet.AttackRoll{Attacker: att.ID, Target: tgt.ID, Weapon: w.Weapon, Action: sheet.ActAttack, Range: w.Range, Cover: w.Cover,
			LessLethal: w.LessLethal, Roll: roll, DamageDie: r.DamageDie, Modifier: r.Modifier, Armor: r.Armor, From: c.areaName(att.Area),
			Rolled: rolled}
		eff, err := x.attackRoll(ar, "")
		if err != nil {
			return err
		}
		if eff.LoseNextAction {
			x.lose(att)
		}
		if err := r.criticalExtras(x, w, att, tgt, attRes, eff); err != nil {
			return err
		}
	}
	if counter != nil {
		rr := r.reaction(counter.By)
		ca := &sheet.AttackRoll{Attacker: counter.By, Target: att.ID, Weapon: counter.Weapon, Action: sheet.ActCounterattack,
			Roll: rr.Roll, DamageDie: rr.DamageDie, Modifier: rr.Modifier, Armor: rr.Armor, Pre: preTgt, From: c.areaName(tgt.Area)}
		eff, err := x.attackRoll(ca, reactionPath(counter.By))
		if err != nil {
			return err
		}
		if eff.ExtraAction {
			x.gain(tgt)
		}
		if eff.LoseNextAction {
			x.lose(tgt)
		}
	}
	return nil
}

// criticalExtras: the extra action of a critical success, or with 1H
// melee the target's lost action instead; with 2H melee, an item slot of
// the target's destroyed as well.
func (r *Resolve) criticalExtras(x *ctx, w *Window, att, tgt *sheet.Character, res sheet.RollResult, eff sheet.Effects) error {
	crit := res.Outcome.CriticalSuccess
	if !crit && (r.DestroyItem != nil || r.TargetLosesAction != nil) {
		return fmt.Errorf("only a critical success has critical extras")
	}
	if eff.ExtraAction {
		if w.Class == sheet.Melee1H && att.HasAbility("1h-melee-critical-lose-action") {
			if r.TargetLosesAction == nil {
				return sheet.Ask(sheet.Decision{Kind: DecideTargetLoses, Decider: sheet.DeciderFor(att), Field: "targetLosesAction",
					Prompt:  "critical 1H melee hit: gain another action, or make the target lose their next action?",
					Options: []sheet.Option{sheet.NewOption(false, "gain another action"), sheet.NewOption(true, tgt.Label()+" loses their next action")}})
			}
			if *r.TargetLosesAction {
				x.lose(tgt)
				x.Say("instead, %s loses their next action", tgt.Label())
			} else {
				x.gain(att)
			}
		} else {
			x.gain(att)
		}
	} else if r.TargetLosesAction != nil {
		return fmt.Errorf("the target's lost action replaces the extra action of a critical; it was not taken")
	}
	if crit && w.Class == sheet.Melee2H && att.HasAbility("2h-melee-critical-destroy") {
		if r.DestroyItem == nil {
			d := sheet.Decision{Kind: DecideDestroyItem, Decider: sheet.DeciderFor(att), Field: "destroyItem",
				Prompt:  "critical 2H melee hit: destroy one slot of the target's items?",
				Options: []sheet.Option{sheet.NewOption("", "destroy nothing")}}
			for _, it := range tgt.Items {
				if !it.Destroyed {
					d.Options = append(d.Options, sheet.NewOption(it.ID, "destroy "+it.Label()))
				}
			}
			return sheet.Ask(d)
		}
		if *r.DestroyItem != "" {
			it := tgt.Item(*r.DestroyItem)
			if it == nil || it.Destroyed {
				return fmt.Errorf("%s has no intact item %s", tgt.Label(), quote.Q(*r.DestroyItem))
			}
			it = x.ownItem(tgt, it)
			it.Destroyed, it.Held, it.Dropped = true, sheet.NoHand, false
			x.Say("%s destroys %s's %s", att.Label(), tgt.Label(), it.Label())
		}
	} else if r.DestroyItem != nil {
		return fmt.Errorf("destroying an item needs a critical 2H melee hit and the ability to destroy an item with it")
	}
	return nil
}
