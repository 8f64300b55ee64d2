package engine

import "fmt"

// Resolve rolls the dice of the action in the window, and of every
// reaction to it, and applies the results. It holds every roll and choice,
// each filled in through a decision addressed to the person the book
// gives it to.
type Resolve struct {
	// Roll is the action's roll: the attack, the AoE or the Speed roll.
	Roll      *RollRecord `json:"roll,omitempty"`
	DamageDie Die         `json:"damageDie,omitempty"`
	// RoundsDie is the die an AoE Cover reads as its duration.
	RoundsDie Die         `json:"roundsDie,omitempty"`
	Modifier  DieAdjust   `json:"modifier,omitempty"`
	Armor     *[]Location `json:"armor,omitempty"`
	// DestroyItem: a 2H melee critical's extra, an item of the target's
	// (empty string: none).
	DestroyItem *ItemID `json:"destroyItem,omitempty"`
	// TargetLosesAction: a 1H melee critical makes the target lose its
	// next action instead of the attacker gaining one.
	TargetLosesAction *bool `json:"targetLosesAction,omitempty"`
	// Targets are the Blast's targets.
	Targets *[]CharacterID `json:"targets,omitempty"`
	// Damage holds each AoE victim's spread and armor choices.
	Damage map[CharacterID]*Hazard `json:"damage,omitempty"`
	// Reactions holds each reactor's roll and choices, by reactor id.
	Reactions map[CharacterID]*ReactionRoll `json:"reactions,omitempty"`
	// StopAt is where an intercepted mover ends up: the interceptor picks.
	StopAt AreaID `json:"stopAt,omitempty"`
}

// ReactionRoll is one reactor's dice and choices.
type ReactionRoll struct {
	Roll      RollRecord  `json:"roll"`
	DamageDie Die         `json:"damageDie,omitempty"`
	Modifier  DieAdjust   `json:"modifier,omitempty"`
	Armor     *[]Location `json:"armor,omitempty"`
	// GMPick breaks an opposed tie the rules leave to the GM.
	GMPick string `json:"gmPick,omitempty"`
	// Stop: an unarmed two-handed Intercept also stops the mover.
	Stop *bool `json:"stop,omitempty"`
}

func (*Resolve) Type() string { return "resolve" }

func (r *Resolve) roll() RollRecord {
	if r.Roll == nil {
		return RollRecord{}
	}
	return *r.Roll
}

func (r *Resolve) reaction(id CharacterID) *ReactionRoll {
	if rr := r.Reactions[id]; rr != nil {
		return rr
	}
	return &ReactionRoll{}
}

func (r *Resolve) damage(id CharacterID) *Hazard {
	if h := r.Damage[id]; h != nil {
		return h
	}
	return &Hazard{}
}

func (r *Resolve) run(x *combatCtx) error {
	c := x.c
	w := c.Window
	if w == nil {
		return fmt.Errorf("there is no declared action to resolve (a move that no one can intercept is done at once, with no resolve)")
	}
	for id := range r.Reactions {
		if !c.reacted(id) {
			return fmt.Errorf("%s declared no reaction to this action", c.label(id))
		}
	}
	if actor := c.Roster.Find(w.Actor); actor != nil && actor.canAct() != nil {
		// Knocked out (by a GM correction) before the dice: the act is
		// lost, and the reactions to it are not spent.
		if r.Roll != nil || len(r.Reactions) > 0 {
			return fmt.Errorf("%s can no longer act: the declared %s is lost, with no dice", actor.label(), w.Kind)
		}
		for _, re := range w.Reactions {
			if !re.AllOut {
				refund(c, re.By)
			}
		}
		c.Window, c.Phase = nil, PhaseTurn
		x.say("%s can no longer act: the declared %s is lost", actor.label(), w.Kind)
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

func reactionPath(id CharacterID) string { return "reactions." + FieldKey(string(id)) + "." }

func (r *Resolve) attack(x *combatCtx, w *Window) error {
	c := x.c
	att, tgt := c.Roster.Find(w.Actor), c.Roster.Find(w.Target)
	if att == nil || tgt == nil {
		return fmt.Errorf("the attacker or the target has left the combat")
	}
	if r.Targets != nil || r.StopAt != "" || r.RoundsDie != "" || len(r.Damage) > 0 {
		return fmt.Errorf("an attack on a character has no targets, stop area, rounds die or AoE damage")
	}
	preTgt := tgt.Clone()
	roll := r.roll()
	attRes, err := resolveRoll(&roll, att.Level, att.MaxLevel, att.ModifiersFor(ActAttack, w.Class).Good, DeciderFor(att), "roll")
	if err != nil {
		return err
	}
	defended := false
	var counter *Reaction
	for _, re := range w.Reactions {
		switch re.Kind {
		case ReactDefend, ReactDefendOther:
			won, err := x.defends(re, r.reaction(re.By), att, attRes)
			if err != nil {
				return err
			}
			defended = defended || won
		case ReactCounterattack:
			re := re
			counter = &re
		}
	}
	if defended && attRes.Outcome.Success {
		if r.DamageDie != "" || r.Modifier != "" || r.Armor != nil || r.DestroyItem != nil || r.TargetLosesAction != nil {
			return fmt.Errorf("a defended attack has no damage choices")
		}
		x.say("%s's attack (%s) is defended", att.label(), attRes.Final)
		if attRes.ExtraAction {
			x.gain(att)
			x.say("%s still gains an action (critical success)", att.label())
		}
	} else {
		ar := &AttackRoll{Attacker: att.ID, Target: tgt.ID, Weapon: w.Weapon, Action: ActAttack, Range: w.Range, Cover: w.Cover,
			LessLethal: w.LessLethal, Roll: roll, DamageDie: r.DamageDie, Modifier: r.Modifier, Armor: r.Armor, from: c.areaName(att.Area)}
		eff, err := x.sheet(ar, "")
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
		ca := &AttackRoll{Attacker: counter.By, Target: att.ID, Weapon: counter.Weapon, Action: ActCounterattack,
			Roll: rr.Roll, DamageDie: rr.DamageDie, Modifier: rr.Modifier, Armor: rr.Armor, pre: &preTgt, from: c.areaName(tgt.Area)}
		eff, err := x.sheet(ca, reactionPath(counter.By))
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
func (r *Resolve) criticalExtras(x *combatCtx, w *Window, att, tgt *Character, res RollResult, eff Effects) error {
	crit := res.Outcome.CriticalSuccess
	if !crit && (r.DestroyItem != nil || r.TargetLosesAction != nil) {
		return fmt.Errorf("only a critical success has critical extras")
	}
	if eff.ExtraAction {
		if w.Class == Melee1H && att.HasAbility("1h-melee-critical-lose-action") {
			if r.TargetLosesAction == nil {
				return ask(Decision{Kind: DecideTargetLoses, Decider: DeciderFor(att), Field: "targetLosesAction",
					Prompt:  "critical 1H melee hit: gain another action, or make the target lose their next action?",
					Options: []Option{option(false, "gain another action"), option(true, tgt.label()+" loses their next action")}})
			}
			if *r.TargetLosesAction {
				x.lose(tgt)
				x.say("instead, %s loses their next action", tgt.label())
			} else {
				x.gain(att)
			}
		} else {
			x.gain(att)
		}
	} else if r.TargetLosesAction != nil {
		return fmt.Errorf("the target's lost action replaces the extra action of a critical; it was not taken")
	}
	if crit && w.Class == Melee2H && att.HasAbility("2h-melee-critical-destroy") {
		if r.DestroyItem == nil {
			d := Decision{Kind: DecideDestroyItem, Decider: DeciderFor(att), Field: "destroyItem",
				Prompt:  "critical 2H melee hit: destroy one slot of the target's items?",
				Options: []Option{option("", "destroy nothing")}}
			for _, it := range tgt.Items {
				if !it.Destroyed {
					d.Options = append(d.Options, option(it.ID, "destroy "+it.label()))
				}
			}
			return ask(d)
		}
		if *r.DestroyItem != "" {
			it := tgt.Item(*r.DestroyItem)
			if it == nil || it.Destroyed {
				return fmt.Errorf("%s has no intact item %q", tgt.label(), *r.DestroyItem)
			}
			it.Destroyed, it.Held, it.Dropped = true, NoHand, false
			x.say("%s destroys %s's %s", att.label(), tgt.label(), it.label())
		}
	} else if r.DestroyItem != nil {
		return fmt.Errorf("destroying an item needs a critical 2H melee hit and the 2h-melee-critical-destroy ability")
	}
	return nil
}
