package sheet

import (
	"fmt"
	"strconv"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/internal/quote"
)

// AttackRoll is one attack roll against one target and the damage it
// does: the weapon checks, the roll with its good re-roll and critical
// choice, which die goes to damage and which to location, precise or
// powerful, armor, marks and penalties. The combat flow decides whether
// the attack may be made at all (range and sight from the map, actions,
// reactions such as Defend) and fills Range and Cover from the map.
// AoE items attack an area; their damage goes through Damage.
type AttackRoll struct {
	Attacker CharacterID `json:"attacker"`
	Target   CharacterID `json:"target"`
	// Weapon is the item attacked with; empty for an unarmed attack.
	Weapon ItemID `json:"weapon,omitempty"`
	// Action is attack (the default), intercept or counterattack.
	Action Action `json:"action,omitempty"`
	Range  int    `json:"range,omitempty"`
	// Cover: the map gives the target cover against this attack.
	Cover      bool       `json:"cover,omitempty"`
	LessLethal bool       `json:"lessLethal,omitempty"`
	Roll       RollRecord `json:"roll"`
	// DamageDie is the die read as damage; the other is the location die.
	DamageDie Die `json:"damageDie,omitempty"`
	// Modifier is the precise or powerful adjustment, or "none".
	Modifier DieAdjust   `json:"modifier,omitempty"`
	Armor    *[]Location `json:"armor,omitempty"`
	// pre, set by the combat flow for a Counterattack, is the attacker as
	// they were before the attack they answer: both attacks happen at
	// once, so the roll and the checks read that earlier sheet.
	Pre *Character
	// from, set by the combat flow, names the attacker's area for the
	// narration.
	From string
	// Rolled, set by the combat flow, is Roll as the flow resolved it
	// already (before the Defends against it): Apply reads it instead of
	// resolving the same record again, where it was read the same way.
	Rolled Rolled `json:"-"`
}

// DieAdjust is the precise or powerful change to a chosen die.
type DieAdjust string

const (
	AdjustNone        DieAdjust = "none"
	AdjustPreciseUp   DieAdjust = "precise-up"
	AdjustPreciseDown DieAdjust = "precise-down"
	AdjustPowerful    DieAdjust = "powerful"
)

func (*AttackRoll) Type() string { return "attack-roll" }

// DiceChooser is who picks which die is damage and which is location: the
// target when the map gives cover or they hold a shield in a working hand,
// else the attacker. Neither applies against an AoE.
func DiceChooser(attacker, target *Character, cover, aoe bool) (Decider, string) {
	if aoe {
		return DeciderFor(attacker), "AoE: cover and shields do not apply"
	}
	if cover {
		return DeciderFor(target), "the target has cover"
	}
	if !hasIntactShield(target) { // no hand can hold one
		return DeciderFor(attacker), "the attacker chooses"
	}
	for _, h := range []Hand{RightHand, LeftHand} {
		if it := target.Holding(h); it != nil && it.Kind == ItemShield && target.HandUsable(h) {
			return DeciderFor(target), "the target holds a shield"
		}
	}
	return DeciderFor(attacker), "the attacker chooses"
}

// hasIntactShield is whether any of c's items is an intact shield: most
// fighters have none, and the tactics ask who chooses the dice of every
// blow they weigh.
func hasIntactShield(c *Character) bool {
	for i := range c.Items {
		if c.Items[i].Kind == ItemShield && c.Items[i].Intact() {
			return true
		}
	}
	return false
}

func (a *AttackRoll) Apply(x *ApplyCtx) error {
	att, err := x.R.Get(a.Attacker, "attacker")
	if err != nil {
		return err
	}
	tgt, err := x.R.Get(a.Target, "target")
	if err != nil {
		return err
	}
	if att == tgt {
		return fmt.Errorf("a character does not attack themselves")
	}
	action := a.Action
	if action == "" {
		action = ActAttack
	}
	if action != ActAttack && action != ActIntercept && action != ActCounterattack {
		return fmt.Errorf("an attack roll is for attack, intercept or counterattack, not %s", quote.Q(action))
	}
	if a.Cover && action == ActIntercept {
		return fmt.Errorf("cover does not apply to an Intercept")
	}
	if a.Range < 0 {
		return fmt.Errorf("range %d is negative", a.Range)
	}
	actor := att
	if a.Pre != nil {
		actor = a.Pre
	}
	weapon := Unarmed
	var item *Item
	if a.Weapon == "" {
		if err := actor.CanAttackUnarmed(x.R.Edition, a.Range); err != nil {
			return err
		}
	} else {
		if err := actor.CanUseItem(a.Weapon, ItemUse{Action: action, Range: a.Range, LessLethal: a.LessLethal}); err != nil {
			return err
		}
		item = actor.Item(a.Weapon)
		weapon = item.Kind.Weapon()
		if weapon == AoEW {
			return fmt.Errorf("an AoE item attacks an area: the combat flow resolves it, and its damage goes through the damage command")
		}
	}
	if a.Cover && (weapon.Melee() || a.Range == 0) {
		return fmt.Errorf("cover never applies within one area, so never to melee or at range 0")
	}
	mods := actor.ModifiersFor(action, weapon)
	who := DeciderFor(att)
	res, ok := a.Rolled.readAs(actor.Level, actor.MaxLevel, mods.Good, who)
	if !ok {
		if res, err = ResolveRollInto(x.R.Edition, &a.Roll, actor.Level, actor.MaxLevel, mods.Good, who, "roll", x.Dice); err != nil {
			return err
		}
	}
	if !x.RollUnread {
		kept := res
		x.Res.Roll = &kept
	}
	x.Res.Effects.Actions = 1
	x.Res.Effects.ExtraAction = res.ExtraAction
	if !res.Outcome.Success {
		if a.DamageDie != "" || a.Modifier != "" || a.Armor != nil {
			return fmt.Errorf("a missed attack has no damage die, modifier or armor choice")
		}
		if !x.Mute {
			x.Say("%s: %s misses", a.verb(att, tgt, action, item), res.Shown())
		}
		if res.Outcome.CriticalFailure {
			x.Res.Effects.LoseNextAction = true
			if !x.Mute {
				x.Say("critical failure: %s loses their next action", att.Label())
			}
			if ammo := att.ammo(a.LessLethal); weapon.Ranged() && ammo != nil {
				ammo = x.ownItem(att, ammo)
				ammo.Destroyed = true
				x.Say("%s loses a slot of ammo (%s)", att.Label(), ammo.Label())
			}
		}
		return nil
	}
	final := res.Final
	dmgDie := a.DamageDie
	if dmgDie == "" {
		if final.Tens != final.Ones {
			chooser, why := DiceChooser(att, tgt, a.Cover, false)
			return Ask(Decision{Kind: DecideAssignDice, Decider: chooser, Field: "damageDie",
				Prompt:  att.Label() + " hits with " + final.String() + "; " + why + ": which die is the damage?",
				Options: damageOptions(x.R.Edition, final.Tens, final.Ones)})
		}
		dmgDie = TensDie // equal dice: either way reads the same
	}
	if !dmgDie.Valid() {
		return fmt.Errorf("the damage die is tens or ones, not %s", quote.Q(dmgDie))
	}
	dmg, loc := final.Die(dmgDie), final.Die(dmgDie.Other())
	legal := []DieAdjust{}
	if !res.UsedGood {
		if mods.Precise && loc < 9 {
			legal = append(legal, AdjustPreciseUp)
		}
		if mods.Precise && loc > 0 {
			legal = append(legal, AdjustPreciseDown)
		}
		if mods.Powerful && dmg < 9 {
			legal = append(legal, AdjustPowerful)
		}
	}
	switch a.Modifier {
	case "":
		if len(legal) > 0 {
			d := Decision{Kind: DecideModifier, Decider: who, Field: "modifier",
				Prompt:  fmt.Sprintf("%d damage to location %d: adjust with precise or powerful?", dmg, loc),
				Options: []Option{NewOption(AdjustNone, "no adjustment")}}
			for _, m := range legal {
				d.Options = append(d.Options, NewOption(m, adjustLabel(x.R.Edition, m, dmg, loc)))
			}
			return Ask(d)
		}
	case AdjustNone:
	case AdjustPreciseUp, AdjustPreciseDown, AdjustPowerful:
		ok := false
		for _, m := range legal {
			ok = ok || m == a.Modifier
		}
		if !ok {
			return fmt.Errorf("%s is not available: %s", a.Modifier, whyNoAdjust(a.Modifier, mods, res.UsedGood, dmg, loc))
		}
		switch a.Modifier {
		case AdjustPreciseUp:
			loc++
		case AdjustPreciseDown:
			loc--
		case AdjustPowerful:
			dmg++
		}
	default:
		return fmt.Errorf("unknown modifier %s", quote.Q(a.Modifier))
	}
	parts := []LocationCount{{Location: x.R.Edition.LocationForDie(loc), Count: dmg}}
	if a.Armor == nil {
		if d := armorDecision(tgt, parts, "armor"); d != nil {
			return Ask(*d)
		}
	}
	mark := Slash
	if weapon == Melee2H {
		mark = XMark
	}
	if !x.Mute {
		x.Say("%s: %s hits, %d damage to location %d", a.verb(att, tgt, action, item), final, dmg, loc)
		if res.ExtraAction {
			x.Say("critical success: %s gains another action", att.Label())
		}
	}
	cause := ""
	if a.Cover && a.From != "" {
		cause = "cover"
	}
	return x.harm(tgt, parts, mark, a.LessLethal, derefLocs(a.Armor), cause)
}

// damageOptions are the options of which die is the damage, for a hit
// with dice tens and ones: made once for every pair of digits and shared
// (nothing writes a decision's options in place, and the list has no
// room to grow into), as every hit whose dice differ asks.
func damageOptions(e Edition, tens, ones int) []Option {
	if tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 {
		return damageTables[damageTable(e)][tens][ones][:]
	}
	return []Option{
		{Value: tensValue, Label: damageLabel(e, tens, ones)},
		{Value: onesValue, Label: damageLabel(e, ones, tens)},
	}
}

// damageLabel is an assign-dice option's words: "3 damage to location 5
// (torso)", as fmt would write them, written without fmt.
func damageLabel(e Edition, dmg, loc int) string {
	return strconv.Itoa(dmg) + " damage to location " + strconv.Itoa(loc) + " (" + e.LocationForDie(loc).Name() + ")"
}

// damageTable is which table of damageLabels holds e's labels: the
// location die reads as in the 2020-09-12 rules, or as before them (the
// one difference LocationForDie makes between the editions).
func damageTable(e Edition) int {
	if e.before(Edition0912) {
		return 1
	}
	return 0
}

// damageTables are the damage die's options for every pair of digits,
// under each way of reading the location die.
var damageTables = func() (t [2][10][10][2]Option) {
	for i, e := range [2]Edition{Latest, Edition0907} {
		for tens := 0; tens <= 9; tens++ {
			for ones := 0; ones <= 9; ones++ {
				t[i][tens][ones] = [2]Option{
					{Value: tensValue, Label: damageLabel(e, tens, ones)},
					{Value: onesValue, Label: damageLabel(e, ones, tens)},
				}
			}
		}
	}
	return t
}()

// The values of the damage die's options, written once.
var tensValue, onesValue = optionValue(TensDie), optionValue(OnesDie)

// DieAnswer reads an answer to which die is damage as a die field would
// hold it: a Die as it is, or either option's value; not ok for any
// other answer, which the caller reads the general way.
func DieAnswer(value any) (Die, bool) {
	switch v := value.(type) {
	case Die:
		return v, true
	case json.RawMessage:
		switch string(v) {
		case string(tensValue):
			return TensDie, true
		case string(onesValue):
			return OnesDie, true
		}
	}
	return "", false
}

// verb opens the attack's narration: who attacks whom, from where, with
// what. It is built only for a log someone reads.
func (a *AttackRoll) verb(att, tgt *Character, action Action, item *Item) string {
	verb := fmt.Sprintf("%s %ss %s", att.Label(), action, tgt.Label())
	if a.From != "" {
		verb += " from " + a.From
	}
	if item != nil {
		verb += " with " + item.Label()
	}
	return verb
}

// CanAttackUnarmed needs the Unarmed Combat ability and an empty working
// hand or the legs the edition asks for, at range 0.
func (c *Character) CanAttackUnarmed(e Edition, rng int) error {
	if err := c.CanAct(); err != nil {
		return err
	}
	if !c.HasAbility("unarmed-combat") {
		return fmt.Errorf("%s has no weapon named and lacks the Unarmed Combat ability", c.Label())
	}
	if rng != 0 {
		return fmt.Errorf("unarmed attacks are made at range 0")
	}
	legs := 0
	for _, l := range []Location{RightLeg, LeftLeg} {
		if !c.Body.Full(l) {
			legs++
		}
	}
	if !c.HandEmpty(RightHand) && !c.HandEmpty(LeftHand) && legs < e.UnarmedLegs() {
		return fmt.Errorf("an unarmed attack needs an empty working hand or %s", e.unarmedLegsWords())
	}
	return nil
}

func adjustLabel(e Edition, m DieAdjust, dmg, loc int) string {
	switch m {
	case AdjustPreciseUp:
		return fmt.Sprintf("precise: location %d -> %d (%s)", loc, loc+1, e.LocationForDie(loc+1).Name())
	case AdjustPreciseDown:
		return fmt.Sprintf("precise: location %d -> %d (%s)", loc, loc-1, e.LocationForDie(loc-1).Name())
	}
	return fmt.Sprintf("powerful: damage %d -> %d", dmg, dmg+1)
}

func whyNoAdjust(m DieAdjust, mods Modifiers, usedGood bool, dmg, loc int) string {
	switch {
	case usedGood:
		return "good was already used on this roll, and only one of good, precise and powerful is allowed"
	case m == AdjustPowerful && !mods.Powerful, m != AdjustPowerful && !mods.Precise:
		return "no ability grants it for this attack"
	}
	return fmt.Sprintf("a die cannot go above 9 or below 0 (damage %d, location %d)", dmg, loc)
}
