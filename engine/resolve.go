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
		return fmt.Errorf("there is no declared action to resolve")
	}
	for id := range r.Reactions {
		if !c.reacted(id) {
			return fmt.Errorf("%s declared no reaction to this action", c.label(id))
		}
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

func reactionPath(id CharacterID) string { return "reactions." + string(id) + "." }

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

func (r *Resolve) move(x *combatCtx, w *Window) error {
	c := x.c
	mover := c.Roster.Find(w.Actor)
	if mover == nil {
		return fmt.Errorf("the mover has left the combat")
	}
	if r.DamageDie != "" || r.Modifier != "" || r.Armor != nil || r.Targets != nil || len(r.Damage) > 0 || r.DestroyItem != nil || r.TargetLosesAction != nil || r.RoundsDie != "" {
		return fmt.Errorf("a move has only its Speed roll, the interceptors' rolls and where it stops")
	}
	dest := w.To
	if w.Speed {
		roll := r.roll()
		res, err := resolveRoll(&roll, mover.Level, mover.MaxLevel, false, DeciderFor(mover), "roll")
		if err != nil {
			return err
		}
		if res.Outcome.Success {
			x.say("Speed roll %s succeeds: %s may move twice", res.Final, mover.label())
			c.tally(mover.ID).SpeedLeg = true
		} else {
			dest = w.From
			x.say("Speed roll %s fails: %s stays in %s", res.Final, mover.label(), c.areaName(w.From))
		}
		if res.ExtraAction {
			x.gain(mover)
		}
		if res.Outcome.CriticalFailure {
			x.lose(mover)
		}
	} else if r.Roll != nil {
		return fmt.Errorf("only a Speed move has a roll")
	}
	var stopper *Character
	for _, re := range w.Reactions {
		rr := r.reaction(re.By)
		ic := c.Roster.Find(re.By)
		pre := ic.Clone()
		ar := &AttackRoll{Attacker: re.By, Target: mover.ID, Weapon: re.Weapon, Action: ActIntercept, Range: re.Range,
			Roll: rr.Roll, DamageDie: rr.DamageDie, Modifier: rr.Modifier, Armor: rr.Armor, from: c.areaName(ic.Area)}
		before := mover.Clone()
		eff, err := x.sheet(ar, reactionPath(re.By))
		if err != nil {
			return err
		}
		if eff.ExtraAction {
			x.gain(ic)
		}
		if eff.LoseNextAction {
			x.lose(ic)
		}
		hit := ar.Roll.Dice != nil && hitLanded(&before, mover)
		stop := eff.StopMovement || (mover.Unconscious() && !before.Unconscious())
		canStop := re.Weapon == "" && pre.HasAbility("unarmed-intercept-stop") && pre.HandEmpty(RightHand) && pre.HandEmpty(LeftHand)
		switch {
		case canStop && hit && rr.Stop == nil:
			return ask(Decision{Kind: DecideInterceptStop, Decider: DeciderFor(ic), Field: reactionPath(re.By) + "stop",
				Prompt:  "the two-handed unarmed Intercept hits: stop " + mover.label() + " as well?",
				Options: []Option{option(true, "stop the move"), option(false, "let them go on")}})
		case rr.Stop != nil && !(canStop && hit):
			return fmt.Errorf("only a hit by a two-handed unarmed Intercept with the unarmed-intercept-stop ability can choose to stop the mover")
		case rr.Stop != nil && *rr.Stop:
			stop = true
		}
		if stop && stopper == nil {
			stopper = ic
		}
	}
	final := dest
	if stopper != nil && dest != w.From {
		if r.StopAt == "" {
			return ask(Decision{Kind: DecideStopAt, Decider: DeciderFor(stopper), Field: "stopAt",
				Prompt:  fmt.Sprintf("%s's move is stopped: where do they end up?", mover.label()),
				Options: []Option{option(w.From, c.areaName(w.From)), option(w.To, c.areaName(w.To))}})
		}
		if r.StopAt != w.From && r.StopAt != w.To {
			return fmt.Errorf("the mover stops in %s or %s, not %q", c.areaName(w.From), c.areaName(w.To), r.StopAt)
		}
		final = r.StopAt
		c.tally(mover.ID).SpeedLeg = false
		x.say("%s stops %s in %s", stopper.label(), mover.label(), c.areaName(final))
	} else if r.StopAt != "" {
		return fmt.Errorf("nothing stopped the move, so there is no stop area to choose")
	}
	mover.Area = final
	if final != w.From {
		x.say("%s arrives in %s", mover.label(), c.areaName(final))
		if mover.HasAbility("stealth") && !c.enemyIn(mover, final) {
			c.tally(mover.ID).Stealth = true
			x.say("%s is stealthy again", mover.label())
		}
	}
	if stopper != nil || mover.Unconscious() {
		c.tally(mover.ID).SpeedLeg = false
	}
	return nil
}

// hitLanded reports whether an attack changed its target: a hit that did
// damage, less-lethal damage, or armor spent.
func hitLanded(before, after *Character) bool {
	if before.Level != after.Level {
		return true
	}
	for i := range before.Items {
		if i < len(after.Items) && before.Items[i].Destroyed != after.Items[i].Destroyed {
			return true
		}
	}
	return before.Body != after.Body
}

func (r *Resolve) aoe(x *combatCtx, w *Window) error {
	c := x.c
	att := c.Roster.Find(w.Actor)
	if att == nil {
		return fmt.Errorf("the attacker has left the combat")
	}
	if r.Modifier != "" || r.Armor != nil || r.DestroyItem != nil || r.TargetLosesAction != nil || r.StopAt != "" {
		return fmt.Errorf("an AoE has no modifier, armor, item, lost action or stop choice of the attacker's")
	}
	it := att.Item(w.Weapon)
	if it == nil || it.Destroyed {
		return fmt.Errorf("the AoE item is gone")
	}
	roll := r.roll()
	res, err := resolveRoll(&roll, att.Level, att.MaxLevel, att.ModifiersFor(ActAttack, AoEW).Good, DeciderFor(att), "roll")
	if err != nil {
		return err
	}
	// The item is used up by the attempt, whatever the roll.
	it.Destroyed, it.Held = true, NoHand
	x.say("%s uses %s on %s: %s", att.label(), it.label(), c.areaName(w.Area), rollVerdict(res))
	if res.ExtraAction {
		x.gain(att)
		x.say("%s gains an action", att.label())
	}
	fin := res.Final
	if !res.Outcome.Success {
		if r.DamageDie != "" || r.RoundsDie != "" || r.Targets != nil {
			return fmt.Errorf("a failed AoE has no effect, so no dice to assign or targets")
		}
		if res.Outcome.CriticalFailure {
			for id := range r.Damage {
				if id != att.ID {
					return fmt.Errorf("a critical failure harms only the user, not %s", c.label(id))
				}
			}
			h := r.damage(att.ID)
			d := &Damage{Target: att.ID, Amount: fin.Tens + fin.Ones, AoE: true, Spread: h.Spread, Armor: h.Armor, Cause: "AoE critical failure"}
			if _, err := x.sheet(d, "damage."+string(att.ID)+"."); err != nil {
				return err
			}
		} else if len(r.Damage) > 0 {
			return fmt.Errorf("a failed AoE harms no one")
		}
		return r.checkDefendersUnused(w)
	}
	switch w.AoE {
	case Blast:
		return r.blast(x, w, att, res)
	case Continuous:
		dmgDie, err := r.assign(fin, att, "damage", "rounds")
		if err != nil {
			return err
		}
		dmg, rounds := fin.Die(dmgDie), fin.Die(dmgDie.Other())
		c.Effects = append(c.Effects, AreaEffect{Kind: Continuous, Area: w.Area, Damage: dmg, EndsAfterRound: c.Round + rounds, By: att.ID})
		x.say("%s burns with %d damage until the end of round %d", c.areaName(w.Area), dmg, c.Round+rounds)
	case CoverAoE:
		die := r.RoundsDie
		if die == "" {
			if fin.Tens != fin.Ones {
				return ask(Decision{Kind: DecideAssignDice, Decider: DeciderFor(att), Field: "roundsDie",
					Prompt:  "AoE Cover succeeds: which die is the number of rounds it lasts?",
					Options: []Option{option(TensDie, fmt.Sprintf("%d rounds", fin.Tens)), option(OnesDie, fmt.Sprintf("%d rounds", fin.Ones))}})
			}
			die = TensDie
		}
		if !die.Valid() {
			return fmt.Errorf("the rounds die is tens or ones, not %q", die)
		}
		rounds := fin.Die(die)
		c.Effects = append(c.Effects, AreaEffect{Kind: CoverAoE, Area: w.Area, EndsAfterRound: c.Round + rounds, By: att.ID})
		c.mapChanged()
		x.say("%s has cover in every direction until the end of round %d", c.areaName(w.Area), c.Round+rounds)
	case Demolish:
		if c.Demolished == nil {
			c.Demolished = map[AreaID]bool{}
		}
		c.Demolished[w.Area] = true
		kept := c.Effects[:0]
		for _, e := range c.Effects {
			if !(e.Kind == CoverAoE && e.Area == w.Area) {
				kept = append(kept, e)
			}
		}
		c.Effects = kept
		for i := range c.Roster.Characters {
			ch := &c.Roster.Characters[i]
			if ch.Area == w.Area && c.tally(ch.ID).Stealth {
				c.tally(ch.ID).Stealth = false
				x.say("%s loses their stealth", ch.label())
			}
		}
		c.mapChanged()
		x.say("every cover mark of %s is destroyed", c.areaName(w.Area))
	}
	if w.AoE != Blast {
		return r.checkDefendersUnused(w)
	}
	return nil
}

func (r *Resolve) checkDefendersUnused(w *Window) error {
	if r.Targets != nil || (w.AoE != Continuous && r.DamageDie != "") || (w.AoE != CoverAoE && r.RoundsDie != "") {
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
func (r *Resolve) assign(fin Roll, att *Character, first, second string) (Die, error) {
	if r.DamageDie != "" {
		if !r.DamageDie.Valid() {
			return "", fmt.Errorf("the damage die is tens or ones, not %q", r.DamageDie)
		}
		return r.DamageDie, nil
	}
	if fin.Tens == fin.Ones {
		return TensDie, nil
	}
	return "", ask(Decision{Kind: DecideAssignDice, Decider: DeciderFor(att), Field: "damageDie",
		Prompt: fmt.Sprintf("the AoE succeeds with %s: which die is the %s (the other is the %s)?", fin, first, second),
		Options: []Option{
			option(TensDie, fmt.Sprintf("%d %s, %d %s", fin.Tens, first, fin.Ones, second)),
			option(OnesDie, fmt.Sprintf("%d %s, %d %s", fin.Ones, first, fin.Tens, second)),
		}})
}

func (r *Resolve) blast(x *combatCtx, w *Window, att *Character, res RollResult) error {
	c := x.c
	fin := res.Final
	dmgDie, err := r.assign(fin, att, "damage", "number of additional targets")
	if err != nil {
		return err
	}
	dmg, extra := fin.Die(dmgDie), fin.Die(dmgDie.Other())
	var enemies, allies []CharacterID
	for i := range c.Roster.Characters {
		ch := &c.Roster.Characters[i]
		if ch.Area != w.Area || ch.ID == att.ID || ch.Dead() || ch.Surrendered {
			continue
		}
		if ch.Team == att.Team {
			allies = append(allies, ch.ID)
		} else {
			enemies = append(enemies, ch.ID)
		}
	}
	n := min(1+extra, len(enemies)+len(allies))
	if r.Targets == nil {
		d := Decision{Kind: DecideBlastTargets, Decider: DeciderFor(att), Field: "targets",
			Prompt: fmt.Sprintf("Blast: %d damage to %d target(s) in %s (allies only once no one else is left)", dmg, n, c.areaName(w.Area))}
		for _, set := range blastSets(enemies, allies, n) {
			label := "no one"
			if len(set) > 0 {
				label = ""
				for i, id := range set {
					if i > 0 {
						label += ", "
					}
					label += c.label(id)
				}
			}
			d.Options = append(d.Options, option(set, label))
		}
		return ask(d)
	}
	targets := *r.Targets
	if err := checkBlastSet(targets, enemies, allies, n); err != nil {
		return err
	}
	x.say("Blast: %d damage to %d target(s)", dmg, len(targets))
	for id := range r.Damage {
		if !contains(targets, id) {
			return fmt.Errorf("%s is not a target of the Blast", c.label(id))
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
				return fmt.Errorf("%s defended and takes no damage to spread", tgt.label())
			}
			continue
		}
		h := r.damage(id)
		d := &Damage{Target: id, Amount: dmg, AoE: true, Spread: h.Spread, Armor: h.Armor, Cause: "Blast"}
		if _, err := x.sheet(d, "damage."+string(id)+"."); err != nil {
			return err
		}
	}
	for id, rr := range r.Reactions {
		if !contains(targets, id) && rr.Roll.Dice != nil {
			return fmt.Errorf("%s is not a target, so their Defend is not rolled", c.label(id))
		}
	}
	return nil
}

// blastSets lists every legal set of n targets: as many enemies as there
// are (up to n), allies only to fill the rest.
func blastSets(enemies, allies []CharacterID, n int) [][]CharacterID {
	ne := min(n, len(enemies))
	var out [][]CharacterID
	for _, e := range combinations(enemies, ne) {
		for _, a := range combinations(allies, n-ne) {
			set := append(append([]CharacterID{}, e...), a...)
			out = append(out, set)
		}
	}
	return out
}

func checkBlastSet(set, enemies, allies []CharacterID, n int) error {
	if len(set) != n {
		return fmt.Errorf("the Blast hits %d target(s), not %d", n, len(set))
	}
	seen := map[CharacterID]bool{}
	ne := 0
	for _, id := range set {
		if seen[id] {
			return fmt.Errorf("%s is listed twice", id)
		}
		seen[id] = true
		switch {
		case contains(enemies, id):
			ne++
		case contains(allies, id):
		default:
			return fmt.Errorf("%s is not a possible target in the area", id)
		}
	}
	if ne < min(n, len(enemies)) {
		return fmt.Errorf("allies are hit only when no other target is left")
	}
	return nil
}

func combinations(xs []CharacterID, k int) [][]CharacterID {
	if k == 0 {
		return [][]CharacterID{{}}
	}
	if len(xs) < k {
		return nil
	}
	var out [][]CharacterID
	for _, rest := range combinations(xs[1:], k-1) {
		out = append(out, append([]CharacterID{xs[0]}, rest...))
	}
	return append(out, combinations(xs[1:], k)...)
}
