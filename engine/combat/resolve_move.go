package combat

import (
	"fmt"

	"github.com/unhexboard/unhexboard/internal/quote"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

func (r *Resolve) move(x *ctx, w *Window) error {
	c := x.c
	mover := c.Roster.Find(w.Actor)
	if mover == nil {
		return fmt.Errorf("the mover has left the combat")
	}
	if r.DamageDie != "" || r.Modifier != "" || r.Armor != nil || r.Targets != nil || len(r.Damage) > 0 || r.DestroyItem != nil || r.TargetLosesAction != nil || r.RoundsDie != "" || r.Grapple != nil {
		return fmt.Errorf("a move has only its Speed roll, the interceptors' rolls and where it stops")
	}
	if w.Drag == "" && (r.Against != nil || r.GMPick != "") {
		return fmt.Errorf("only a drag has an opposed roll")
	}
	dest := w.To
	if w.Drag != "" {
		on, err := r.drag(x, w, mover)
		if err != nil {
			return err
		}
		if !on {
			dest = w.From
		}
	} else if w.Speed {
		roll := r.roll()
		res, err := sheet.ResolveRollInto(c.Roster.Edition, &roll, mover.Level, mover.MaxLevel, false, sheet.DeciderFor(mover), "roll", x.dice)
		if err != nil {
			return err
		}
		if res.Outcome.Success {
			x.Say("Speed roll %s succeeds: %s may move twice", res.Final, mover.Label())
			c.tally(mover.ID).SpeedLeg = true
		} else {
			dest = w.From
			x.Say("Speed roll %s fails: %s stays in %s", res.Final, mover.Label(), c.areaName(w.From))
		}
		if res.ExtraAction {
			x.gain(mover)
		}
		if res.Outcome.CriticalFailure {
			x.lose(mover)
		}
	} else if r.Roll != nil {
		return fmt.Errorf("only a Speed move or a drag has a roll")
	}
	var stoppers []*sheet.Character
	for _, re := range w.Reactions {
		rr := r.reaction(re.By)
		ic := c.Roster.Find(re.By)
		pre := ic.Clone()
		ar := &sheet.AttackRoll{Attacker: re.By, Target: mover.ID, Weapon: re.Weapon, Action: sheet.ActIntercept, Range: re.Range,
			Roll: rr.Roll, DamageDie: rr.DamageDie, Modifier: rr.Modifier, Armor: rr.Armor, From: c.areaName(ic.Area)}
		wasConscious := !mover.Unconscious()
		eff, err := x.attackRoll(ar, reactionPath(re.By))
		if err != nil {
			return err
		}
		if eff.ExtraAction {
			x.gain(ic)
		}
		if eff.LoseNextAction {
			x.lose(ic)
		}
		// A successful Intercept roll is a hit, whatever the damage did.
		// Read under its own field, so dice the thrower rolled for the
		// attack are read again here.
		roll := rr.Roll
		rolled, _ := sheet.ResolveRollInto(c.Roster.Edition, &roll, pre.Level, pre.MaxLevel, pre.ModifiersFor(sheet.ActIntercept, WeaponClass(&pre, re.Weapon)).Good, sheet.DeciderFor(ic), reactionPath(re.By)+"roll", x.dice)
		hit := rolled.Outcome.Success
		c.stealthAfterRoll(x, ic, hit)
		stop := eff.StopMovement || (mover.Unconscious() && wasConscious)
		canStop := re.Weapon == "" && pre.HasAbility("unarmed-intercept-stop") && pre.HandEmpty(sheet.RightHand) && pre.HandEmpty(sheet.LeftHand)
		switch {
		case canStop && hit && rr.Stop == nil:
			return sheet.Ask(sheet.Decision{Kind: DecideInterceptStop, Decider: sheet.DeciderFor(ic), Field: reactionPath(re.By) + "stop",
				Prompt:  "the two-handed unarmed Intercept hits: stop " + mover.Label() + " as well?",
				Options: []sheet.Option{sheet.NewOption(true, "stop the move"), sheet.NewOption(false, "let them go on")}})
		case rr.Stop != nil && !(canStop && hit):
			return fmt.Errorf("only a hit by a two-handed unarmed Intercept, with the ability to stop the mover that way, can choose to stop the mover")
		case rr.Stop != nil && *rr.Stop:
			stop = true
		}
		if stop {
			stoppers = append(stoppers, ic)
		}
	}
	stopper, err := r.firstStop(x, mover, stoppers)
	if err != nil {
		return err
	}
	final := dest
	if stopper != nil && dest != w.From {
		if r.StopAt == "" {
			return sheet.Ask(sheet.Decision{Kind: DecideStopAt, Decider: sheet.DeciderFor(stopper), Field: "stopAt",
				Prompt:  fmt.Sprintf("%s's move is stopped: where do they end up?", mover.Label()),
				Options: []sheet.Option{sheet.NewOption(w.From, c.areaName(w.From)), sheet.NewOption(w.To, c.areaName(w.To))}})
		}
		if r.StopAt != w.From && r.StopAt != w.To {
			return fmt.Errorf("the mover stops in %s or %s, not %s", c.areaName(w.From), c.areaName(w.To), quote.Q(r.StopAt))
		}
		final = r.StopAt
		c.tally(mover.ID).SpeedLeg = false
		x.Say("%s stops %s in %s", stopper.Label(), mover.Label(), c.areaName(final))
	} else if r.StopAt != "" {
		return fmt.Errorf("nothing stopped the move, so there is no stop area to choose")
	}
	mover.Area = final
	if held := c.Grapples[mover.ID]; held != "" && held == w.Drag {
		c.Roster.Find(held).Area = final
	}
	if final != w.From && !x.Mute {
		x.Say("%s arrives in %s", mover.Label(), c.areaName(final))
	}
	c.stealthAfterMove(x, mover, final != w.From)
	if stopper != nil || mover.Unconscious() {
		c.tally(mover.ID).SpeedLeg = false
	}
	return nil
}
