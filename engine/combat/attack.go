package combat

import (
	"errors"
	"fmt"

	"github.com/unhexboard/unhexboard/internal/quote"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Window is an action that has been declared and waits for reactions and
// then for its dice. Reactions are declared while it is open, never after
// the dice; a reaction never opens a window of its own.
type Window struct {
	Kind   string            `json:"kind"` // "attack" or "move"
	Actor  sheet.CharacterID `json:"actor"`
	Target sheet.CharacterID `json:"target,omitempty"`
	// Area is the area an AoE attack targets.
	Area       battlemap.AreaID  `json:"area,omitempty"`
	Weapon     sheet.ItemID      `json:"weapon,omitempty"`
	Class      sheet.WeaponClass `json:"class,omitempty"`
	AoE        sheet.AoEKind     `json:"aoe,omitempty"`
	LessLethal bool              `json:"lessLethal,omitempty"`
	Range      int               `json:"range"`
	Cover      bool              `json:"cover,omitempty"`
	From       battlemap.AreaID  `json:"from,omitempty"`
	To         battlemap.AreaID  `json:"to,omitempty"`
	Speed      bool              `json:"speed,omitempty"`
	// Grapple: the attack grapples instead of hurting. Drag: the move
	// drags this held character along.
	Grapple bool              `json:"grapple,omitempty"`
	Drag    sheet.CharacterID `json:"drag,omitempty"`
	// Paid is who paid for the action (a directing leader or the actor),
	// so a surrender that withdraws it can give it back.
	Paid      sheet.CharacterID `json:"paid"`
	Reactions []Reaction        `json:"reactions,omitempty"`
	// Interrupt: the act is a held action used between two acts of
	// another team (Delay, a house rule).
	Interrupt bool `json:"interrupt,omitempty"`
}

// Attack declares an attack on a character, or with an AoE item on an
// area. It spends the action and opens the reaction window; a resolve
// command then rolls the dice.
type Attack struct {
	Attacker   sheet.CharacterID `json:"attacker"`
	Target     sheet.CharacterID `json:"target,omitempty"`
	Area       battlemap.AreaID  `json:"area,omitempty"`
	Weapon     sheet.ItemID      `json:"weapon,omitempty"`
	LessLethal bool              `json:"lessLethal,omitempty"`
	Hazard     *Hazard           `json:"hazard,omitempty"`
	// Grapple: an unarmed attack that holds the target instead of hurting
	// them (2020-09-06, with the grapple ability).
	Grapple bool `json:"grapple,omitempty"`
	// GMAllows is the GM's answer on an attack on a fallen character,
	// where the map asks it (the GM's call).
	GMAllows *bool `json:"gmAllows,omitempty"`
}

func (*Attack) Type() string { return "attack" }

// AttackCheck is the verdict on one attack: whether it may be made, and
// the range, sight and cover the map gives it.
type AttackCheck struct {
	Range  int               `json:"range"`
	LOS    bool              `json:"los"`
	Cover  bool              `json:"cover"`
	Marks  int               `json:"marks"`
	Class  sheet.WeaponClass `json:"class"`
	Reason string            `json:"reason,omitempty"` // empty when legal
}

// WeaponClass is the class of the item (or unarmed for "").
func WeaponClass(ch *sheet.Character, weapon sheet.ItemID) sheet.WeaponClass {
	if weapon == "" {
		return sheet.Unarmed
	}
	if it := ch.Item(weapon); it != nil {
		return it.Kind.Weapon()
	}
	return ""
}

// CheckAttack says whether att may attack tgt with weapon for action
// (attack or counterattack) given the map: range, line of sight from both
// ends, the weapon in hand, and the cover the target gets.
func (c *Combat) CheckAttack(att, tgt *sheet.Character, weapon sheet.ItemID, action sheet.Action, lessLethal bool) AttackCheck {
	out, why := c.attackCheck(att, tgt, weapon, action, lessLethal, false)
	if why != nil {
		out.Reason = why.Error()
	}
	return out
}

// attackCheck is CheckAttack with the reason left unwritten until read:
// the refusal, or nil, beside the check (whose Reason stays empty). The
// attack's own verdict reads it, and a listing asks it of every weapon
// against every enemy. quiet: a refusal is errQuiet, for a reader of the
// verdict alone (a listing without words), and costs nothing to make.
func (c *Combat) attackCheck(att, tgt *sheet.Character, weapon sheet.ItemID, action sheet.Action, lessLethal, quiet bool) (AttackCheck, error) {
	s := aim{att: att}
	return s.check(c, tgt, weapon, action, lessLethal, quiet)
}

// aim is what the check of an attack reads of the attacker alone: their
// area on the combat's terrain and their sight rows from it, found when
// first asked and kept. A single check starts with an empty aim; a
// listing, which asks the check of every weapon against every enemy, asks
// them all with one, so the attacker's side is found once for all.
type aim struct {
	att  *sheet.Character
	ter  *battlemap.Terrain   // the combat's terrain (ownSight), nil until asked
	src  int                  // att's area in ter
	rows [2][]battlemap.Reach // from src, at SightThreshold and SightThreshold2HRanged, nil until asked
}

// check is attackCheck with the attacker's side from s.
func (s *aim) check(c *Combat, tgt *sheet.Character, weapon sheet.ItemID, action sheet.Action, lessLethal, quiet bool) (AttackCheck, error) {
	att := s.att
	w := WeaponClass(att, weapon)
	out := AttackCheck{Class: w}
	if att.ID == tgt.ID {
		if quiet {
			return out, errQuiet
		}
		return out, sheet.Refuse("a character does not attack themselves")
	}
	if tgt.Area == "" {
		if quiet {
			return out, errQuiet
		}
		return out, sheet.Refuse("%s is not on the map", tgt.Label())
	}
	if tgt.Dead() {
		if quiet {
			return out, errQuiet
		}
		return out, sheet.Refuse("%s is dead", tgt.Label())
	}
	r := s.sight(c, tgt, att.SightThreshold(w))
	out.Marks = int(max(r.MarksFromSource, r.MarksFromTarget))
	if r.Range == battlemap.Unreachable {
		out.Range = battlemap.Unreachable
		if quiet {
			return out, errQuiet
		}
		return out, sheet.Refuse("out of range: no sight path between the areas")
	}
	out.Range, out.LOS = int(r.Range), r.LOS
	out.Cover = r.Cover && r.Range > 0
	if !r.LOS {
		if r.Vetoed {
			if quiet {
				return out, errQuiet
			}
			return out, sheet.Refuse("no line of sight: a blocked link")
		}
		if quiet {
			return out, errQuiet
		}
		return out, sheet.Refuse("no line of sight: %d cover marks", out.Marks)
	}
	var err error
	if weapon == "" {
		err = att.CanAttackUnarmed(c.Roster.Edition, out.Range)
	} else {
		use := sheet.ItemUse{Action: action, Range: out.Range, LessLethal: lessLethal}
		switch {
		case quiet && !att.ItemUsable(weapon, use):
			err = errQuiet
		case !quiet:
			err = att.CanUseItem(weapon, use)
		}
		if err == nil && w == sheet.AoEW {
			if quiet {
				return out, errQuiet
			}
			err = sheet.Refuse("an AoE item attacks an area, not a character")
		}
	}
	return out, err
}

// CheckAreaAttack says whether att may use the AoE item on area a.
func (c *Combat) CheckAreaAttack(att *sheet.Character, weapon sheet.ItemID, a battlemap.AreaID) AttackCheck {
	out := AttackCheck{Class: sheet.AoEW}
	it := att.Item(weapon)
	if it == nil || it.Kind != sheet.ItemAoE {
		out.Reason = fmt.Sprintf("%s is not an AoE item of %s", quote.Q(weapon), att.Label())
		return out
	}
	if c.m.Area(a) == nil {
		out.Reason = fmt.Sprintf("no area %s on the map", quote.Q(a))
		return out
	}
	t := c.ownSight()
	r := t.Row(t.Index(att.Area), battlemap.SightThreshold)[t.Index(a)]
	out.Range, out.LOS = int(r.Range), r.LOS
	out.Marks = int(max(r.MarksFromSource, r.MarksFromTarget))
	switch {
	case r.Range == battlemap.Unreachable:
		out.Reason = "out of range: no sight path between the areas"
	case !r.LOS:
		out.Reason = fmt.Sprintf("no line of sight: %d cover marks", out.Marks)
	default:
		if err := att.CanUseItem(weapon, sheet.ItemUse{Action: sheet.ActAttack, Range: out.Range}); err != nil {
			out.Reason = err.Error()
		}
	}
	return out
}

// verdict is the attack's check: who attacks, and what the map says of it.
// quiet: the map's and the weapon's refusals are errQuiet (attackCheck).
func (a *Attack) verdict(c *Combat, quiet bool) (*sheet.Character, AttackCheck, error) {
	att, err := c.fighter(a.Attacker, "attacker")
	if err != nil {
		return nil, AttackCheck{}, err
	}
	if err := c.checkTurn(att); err != nil {
		return nil, AttackCheck{}, err
	}
	if err := c.canSpend(att); err != nil {
		return nil, AttackCheck{}, err
	}
	var chk AttackCheck
	var why error // the reason, written only when read
	switch {
	case a.Area != "" && a.Target != "":
		return nil, chk, sheet.Refuse("an attack names a target character or, with an AoE item, an area; not both")
	case a.Area != "":
		chk = c.CheckAreaAttack(att, a.Weapon, a.Area)
		if chk.Reason == "" && a.LessLethal {
			chk.Reason = "AoE items have no less-lethal form"
		}
		if chk.Reason != "" {
			why = sheet.Refuse("%s", chk.Reason)
		}
	default:
		tgt, err := c.Roster.Get(a.Target, "target")
		if err != nil {
			return nil, chk, err
		}
		chk, why = a.verdictOn(c, &aim{att: att}, tgt, quiet)
	}
	if a.Area != "" && (a.Grapple || c.grapplePartner(att.ID) != "") {
		chk.Reason = "an AoE is no grapple, and no one in a grapple uses one"
		why = sheet.Refuse("%s", chk.Reason)
	}
	if why != nil {
		return nil, chk, why
	}
	return att, chk, nil
}

// verdictOn is the verdict on an attack on a character, tgt, once the
// attacker (s.att) has passed the checks of its own (a fighter, on their
// turn, with an action): the map's, the weapon's, the grapple's and the
// GM's call on the fallen.
func (a *Attack) verdictOn(c *Combat, s *aim, tgt *sheet.Character, quiet bool) (AttackCheck, error) {
	att := s.att
	chk, why := s.check(c, tgt, a.Weapon, sheet.ActAttack, a.LessLethal, quiet)
	if why == nil {
		why = c.checkGrappleAttack(att, tgt.ID, a.Weapon, a.Grapple)
	}
	if why == nil {
		why = c.finishingBlowRefusal(tgt)
	}
	return chk, why
}

func (a *Attack) check(c *Combat) error {
	_, _, err := a.verdict(c, false)
	return err
}

func (a *Attack) run(x *ctx) error {
	c := x.c
	att, chk, err := a.verdict(c, false)
	if err != nil {
		return err
	}
	if on, err := a.finishingBlow(x, att); !on {
		return err
	}
	w := c.newWindow(Window{Kind: "attack", Actor: att.ID, Weapon: a.Weapon, LessLethal: a.LessLethal, Range: chk.Range, Class: chk.Class, Grapple: a.Grapple})
	if a.Area != "" {
		w.Area, w.Class, w.AoE = a.Area, sheet.AoEW, att.Item(a.Weapon).AoE
	} else {
		w.Target, w.Cover = a.Target, chk.Cover
	}
	w.Paid = att.ID
	if t := c.tally(att.ID); t.DirectedBy != "" && c.leaderCanPay(t.DirectedBy) {
		w.Paid = t.DirectedBy
	}
	if err := x.begin(att, a.Hazard, x.spend); err != nil {
		return done(err)
	}
	w.Interrupt = att.Team != c.Acting()
	c.startStealthLosingAct(att)
	c.Window, c.Phase = w, PhaseReaction
	if !x.Mute {
		a.narrate(x, att, w)
	}
	return nil
}

// narrate says who attacks what, from where and with what.
func (a *Attack) narrate(x *ctx, att *sheet.Character, w *Window) {
	c := x.c
	what := c.Label(w.Target)
	if w.Area != "" {
		what = c.areaName(w.Area) + " (" + string(w.AoE) + ")"
	}
	with := "unarmed"
	if a.Grapple {
		with = "to grapple them"
	}
	if a.Weapon != "" {
		with = "with " + att.Item(a.Weapon).Label()
	}
	cover := ""
	if w.Cover {
		cover = ", target in cover"
	}
	x.Say("%s attacks %s from %s %s (range %d%s)", att.Label(), what, c.areaName(att.Area), with, w.Range, cover)
}

// errQuiet is the refusal a quiet check gives (attackCheck): only whether
// the option is refused is read, never why, so no reason is made.
var errQuiet = errors.New("refused (no reason written: a quiet check)")
