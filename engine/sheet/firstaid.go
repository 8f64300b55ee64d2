package sheet

import (
	"fmt"

	"github.com/unhexboard/unhexboard/internal/quote"
	"github.com/unhexboard/unhexboard/internal/words"
)

// GiveFirstAid is one use of a first aid item by Actor on Patient (who may
// be the actor). The item is destroyed whatever the result.
type GiveFirstAid struct {
	Actor   CharacterID `json:"actor"`
	Patient CharacterID `json:"patient"`
	Item    ItemID      `json:"item"`
	// Auto: the First Aid ability's automatic success, chosen before any
	// roll. Nil: not decided (asked only of those with the ability).
	Auto *bool      `json:"auto,omitempty"`
	Roll RollRecord `json:"roll"`
	// BoxesDie is the die read as the number of boxes; the other die is the
	// number of locations beyond the first.
	BoxesDie Die `json:"boxesDie,omitempty"`
	// Erase is which \ marks are erased, per location.
	Erase *[]LocationCount `json:"erase,omitempty"`
	// Permanent is where a critical failure's permanent wounds go.
	Permanent *[]LocationCount `json:"permanent,omitempty"`
}

func (*GiveFirstAid) Type() string { return "first-aid" }

func (f *GiveFirstAid) Apply(x *ApplyCtx) error {
	actor, err := x.R.Get(f.Actor, "actor")
	if err != nil {
		return err
	}
	patient, err := x.R.Get(f.Patient, "patient")
	if err != nil {
		return err
	}
	if err := actor.CanUseItem(f.Item, ItemUse{Action: ActFirstAid}); err != nil {
		return err
	}
	if patient.Dead() {
		return fmt.Errorf("%s is dead; first aid cannot help", patient.Label())
	}
	if actor.Area != "" && patient.Area != "" && actor.Area != patient.Area {
		return fmt.Errorf("first aid has range 0: %s and %s are in different areas", actor.Label(), patient.Label())
	}
	who := DeciderFor(actor)
	item := actor.Item(f.Item)
	canAuto := actor.HasAbility("first-aid-auto-success")
	if f.Auto == nil && canAuto {
		return Ask(Decision{Kind: DecideFirstAidMode, Decider: who, Field: "auto",
			Prompt:  "roll for first aid, or use the ability: succeed, erase one \\ mark and turn the rest into X",
			Options: []Option{NewOption(false, "roll"), NewOption(true, "succeed automatically")}})
	}
	x.Res.Effects.Actions = 1
	item = x.ownItem(actor, item)
	item.Destroyed, item.Held = true, NoHand
	slashes := func(l Location) int { return patient.Body.At(l).Slash }
	if f.Auto != nil && *f.Auto {
		if !canAuto {
			return fmt.Errorf("%s lacks the ability to skip the First Aid roll", actor.Label())
		}
		if f.Roll.Dice != nil || f.BoxesDie != "" || f.Permanent != nil {
			return fmt.Errorf("an automatic success has no roll, dice or permanent wounds")
		}
		rule := SpreadRule{Total: 1, Fill: true, MaxLocations: 1, Limits: slashLimits(&patient.Body)}
		if err := f.erase(x, patient, rule, who, slashes); err != nil {
			return err
		}
		x.Say("%s treats %s with %s (automatic success)", actor.Label(), patient.Label(), item.Label())
		x.turnRestToX(patient)
		return nil
	}
	res, err := ResolveRollInto(x.R.Edition, &f.Roll, actor.Level, actor.MaxLevel, actor.ModifiersFor(ActFirstAid, "").Good, who, "roll", x.Dice)
	if err != nil {
		return err
	}
	x.Res.Roll = &res
	x.Res.Effects.ExtraAction = res.ExtraAction
	fin := res.Final
	if !res.Outcome.Success {
		if f.BoxesDie != "" || f.Erase != nil {
			return fmt.Errorf("a failed first aid erases nothing")
		}
		x.Say("%s fails first aid on %s with %s", actor.Label(), patient.Label(), res.Shown())
		if res.Outcome.CriticalFailure {
			if err := f.permanent(x, patient, x.R.Edition.DieNumber(fin)); err != nil {
				return err
			}
		} else if f.Permanent != nil {
			return fmt.Errorf("only a critical failure makes permanent wounds")
		}
		x.turnRestToX(patient)
		return nil
	}
	if f.Permanent != nil {
		return fmt.Errorf("only a critical failure makes permanent wounds")
	}
	boxDie := f.BoxesDie
	if boxDie == "" {
		// With equal dice or nothing to erase, the choice changes nothing.
		if fin.Tens != fin.Ones && patient.Body.Count(Slash) > 0 {
			return Ask(Decision{Kind: DecideAssignDice, Decider: who, Field: "boxesDie",
				Prompt: fmt.Sprintf("first aid succeeds with %s: which die counts the boxes?", fin),
				Options: []Option{
					NewOption(TensDie, boxesIn(fin.Tens, fin.Ones+1)),
					NewOption(OnesDie, boxesIn(fin.Ones, fin.Tens+1)),
				}})
		}
		boxDie = TensDie
	}
	if !boxDie.Valid() {
		return fmt.Errorf("the boxes die is tens or ones, not %s", quote.Q(boxDie))
	}
	boxes, extra := fin.Die(boxDie), fin.Die(boxDie.Other())
	x.Say("%s treats %s with %s: %s, %s", actor.Label(), patient.Label(), item.Label(), fin, boxesIn(boxes, extra+1))
	if res.ExtraAction {
		x.Say("critical success: %s gains another action", actor.Label())
	}
	rule := SpreadRule{Total: boxes, Fill: true, MaxLocations: extra + 1, Limits: slashLimits(&patient.Body)}
	if err := f.erase(x, patient, rule, who, slashes); err != nil {
		return err
	}
	x.turnRestToX(patient)
	return nil
}

// boxesIn is what a first aid die counts: "3 boxes in up to 1 location".
func boxesIn(boxes, locations int) string {
	return words.Count(boxes, "box") + " in up to " + words.Count(locations, "location")
}

// erase applies the Erase choice under rule. It asks for it unless the
// answer is forced: every \ mark fits, or they all sit in one location.
func (f *GiveFirstAid) erase(x *ApplyCtx, p *Character, rule SpreadRule, who Decider, slashes func(Location) int) error {
	if f.Erase == nil {
		if rule.Total == 0 || len(rule.Limits) == 0 {
			return nil
		}
		switch {
		case len(rule.Limits) <= rule.MaxLocations && p.Body.Count(Slash) <= rule.Total:
			all := append([]LocationCount(nil), rule.Limits...)
			f.Erase = &all
		case len(rule.Limits) == 1:
			one := []LocationCount{{Location: rule.Limits[0].Location, Count: min(rule.Total, rule.Limits[0].Count)}}
			f.Erase = &one
		default:
			return Ask(Decision{Kind: DecideFirstAidErase, Decider: who, Field: "erase",
				Prompt: fmt.Sprintf("erase up to %s from at most %s of %s", Slash.Count(rule.Total), words.Count(rule.MaxLocations, "location"), p.Label()),
				Spread: &rule})
		}
	}
	if err := checkSpread(*f.Erase, rule, slashes); err != nil {
		return err
	}
	for _, lc := range *f.Erase {
		p.Body.At(lc.Location).Slash -= lc.Count
		x.Say("erases %s on the %s", Slash.Count(lc.Count), lc.Location.Name())
	}
	return nil
}

// permanent turns up to n pre-existing X marks into permanent wounds,
// placed by the patient's player when there are more X marks than n.
func (f *GiveFirstAid) permanent(x *ApplyCtx, p *Character, n int) error {
	xs := p.Body.Count(XMark)
	if xs <= n {
		if f.Permanent != nil && len(*f.Permanent) > 0 {
			return fmt.Errorf("every X mark becomes permanent; there is nothing to place")
		}
		for _, l := range Locations {
			m := p.Body.At(l)
			m.Filled += m.X
			m.X = 0
		}
		switch xs {
		case 0:
			x.Say("critical failure: %s has no X mark to become permanent", p.Label())
		case 1:
			x.Say("critical failure: the one X mark of %s becomes permanent", p.Label())
		default:
			x.Say("critical failure: all %s of %s become permanent", XMark.Count(xs), p.Label())
		}
		return nil
	}
	rule := SpreadRule{Total: n, MaxLocations: len(Locations), Limits: xLimits(&p.Body)}
	if f.Permanent == nil {
		return Ask(Decision{Kind: DecidePermanentWounds, Decider: DeciderFor(p), Field: "permanent",
			Prompt: fmt.Sprintf("critical failure: %d of %s's %s %s permanent; choose which", n, p.Label(), XMark.Count(xs), words.Agree(n, "becomes", "become")),
			Spread: &rule})
	}
	if err := checkSpread(*f.Permanent, rule, func(l Location) int { return p.Body.At(l).X }); err != nil {
		return err
	}
	for _, lc := range *f.Permanent {
		m := p.Body.At(lc.Location)
		m.X -= lc.Count
		m.Filled += lc.Count
	}
	x.Say("critical failure: %s of %s %s permanent", XMark.Count(n), p.Label(), words.Agree(n, "becomes", "become"))
	return nil
}

func (x *ApplyCtx) turnRestToX(p *Character) {
	if n := p.Body.slashesToX(); n > 0 {
		x.Say("%s of %s %s X", Slash.Count(n), p.Label(), words.Agree(n, "becomes", "become"))
	}
	x.enforcePenalties(p)
}

func slashLimits(b *Body) []LocationCount {
	var out []LocationCount
	for _, l := range Locations {
		if n := b.At(l).Slash; n > 0 {
			out = append(out, LocationCount{Location: l, Count: n})
		}
	}
	return out
}

func xLimits(b *Body) []LocationCount {
	var out []LocationCount
	for _, l := range Locations {
		if n := b.At(l).X; n > 0 {
			out = append(out, LocationCount{Location: l, Count: n})
		}
	}
	return out
}
