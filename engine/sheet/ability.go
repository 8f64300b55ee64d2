package sheet

// AbilityID names one combat ability. Each bullet under an ability heading
// in the book is its own ability, so "good 2H melee attack" and "powerful
// 2H melee attack" are two ids. Non-combat abilities are free text
// (Character.Skills).
type AbilityID string

// Ability is one entry of the combat-ability catalogue.
type Ability struct {
	ID    AbilityID `json:"id"`
	Group string    `json:"group"`
	Name  string    `json:"name"` // short description, in our words
	// Requires is an ability that must be held first.
	Requires AbilityID `json:"requires,omitempty"`
	// Modifier, Actions and Weapon say which rolls the ability makes
	// good, precise or powerful. Weapon "" means any weapon or none.
	Modifier Modifier    `json:"modifier,omitempty"`
	Actions  []Action    `json:"actions,omitempty"`
	Weapon   WeaponClass `json:"weapon,omitempty"`
	// From and Through bound the printings that have the ability (empty:
	// every one); Edition.Offers reads them.
	From    Edition `json:"from,omitempty"`
	Through Edition `json:"through,omitempty"`
}

// Modifier is a die-roll modifier an ability grants.
type Modifier string

const (
	Good     Modifier = "good"
	Precise  Modifier = "precise"
	Powerful Modifier = "powerful"
)

// ModifierKinds lists the modifiers in the order a sheet explains them.
var ModifierKinds = []Modifier{Good, Precise, Powerful}

// Meaning says, in our words, what a modifier lets the roller do. Only one
// modifier is used on a roll, chosen after seeing it; precise and powerful
// change what a success does, never the chance of one.
func (m Modifier) Meaning() string {
	switch m {
	case Good:
		return "after seeing the dice, re-roll the tens, the ones or both, once, and keep the new roll (never a critical failure)"
	case Precise:
		return "after a success, move the location die 1 up or down"
	case Powerful:
		return "after a success, raise the damage die by 1"
	}
	return ""
}

// Action is what a roll is for.
type Action string

const (
	ActAttack        Action = "attack"
	ActIntercept     Action = "intercept"
	ActCounterattack Action = "counterattack"
	ActDefend        Action = "defend"
	ActFirstAid      Action = "first-aid"
	ActInitiative    Action = "initiative"
	ActRally         Action = "rally"
	ActMove          Action = "move"
	// ActGrapple is either side's opposed roll to break free or drag.
	ActGrapple Action = "grapple"
)

// WeaponClass is the kind of weapon an attack uses.
type WeaponClass string

const (
	Melee2H  WeaponClass = "melee-2h"
	Melee1H  WeaponClass = "melee-1h"
	Ranged2H WeaponClass = "ranged-2h"
	Ranged1H WeaponClass = "ranged-1h"
	Unarmed  WeaponClass = "unarmed"
	ShieldW  WeaponClass = "shield"
	AoEW     WeaponClass = "aoe"
)

var (
	atk       = []Action{ActAttack}
	intCtr    = []Action{ActIntercept, ActCounterattack}
	intercept = []Action{ActIntercept}
)

// Abilities is the full catalogue, in the book's order.
var Abilities = []Ability{
	{ID: "good-defend", Group: "Shield", Name: "good at Defend", Modifier: Good, Actions: []Action{ActDefend}},
	{ID: "defend-others", Group: "Shield", Name: "may spend an action to Defend another character"},
	{ID: "shield-attack", Group: "Shield", Name: "may Attack with a shield"},
	{ID: "all-out-defend", Group: "Shield", Name: "may declare All-Out Defend: Defend every attack and do nothing else"},

	{ID: "good-first-aid", Group: "First Aid", Name: "good at First Aid", Modifier: Good, Actions: []Action{ActFirstAid}},
	{ID: "first-aid-auto-success", Group: "First Aid", Name: "may skip the First Aid roll: succeed, erase one \\ mark, the rest become X"},

	{ID: "good-2h-melee-attack", Group: "2H Melee", Name: "good at 2H melee Attack", Modifier: Good, Actions: atk, Weapon: Melee2H},
	{ID: "good-2h-melee-intercept-counterattack", Group: "2H Melee", Name: "good at 2H melee Intercept and Counterattack", Modifier: Good, Actions: intCtr, Weapon: Melee2H},
	{ID: "powerful-2h-melee-attack", Group: "2H Melee", Name: "powerful 2H melee Attack", Modifier: Powerful, Actions: atk, Weapon: Melee2H},
	{ID: "precise-2h-melee-attack", Group: "2H Melee", Name: "precise 2H melee Attack", Modifier: Precise, Actions: atk, Weapon: Melee2H},
	{ID: "2h-melee-critical-destroy", Group: "2H Melee", Name: "a critical 2H melee hit may also destroy one slot of the target's items"},
	{ID: "2h-melee-no-counterattack", Group: "2H Melee", Name: "2H melee attacks cannot be Counterattacked"},

	{ID: "good-1h-melee-attack", Group: "1H Melee", Name: "good at 1H melee Attack", Modifier: Good, Actions: atk, Weapon: Melee1H},
	{ID: "good-1h-melee-intercept-counterattack", Group: "1H Melee", Name: "good at 1H melee Intercept and Counterattack", Modifier: Good, Actions: intCtr, Weapon: Melee1H},
	{ID: "precise-1h-melee-attack", Group: "1H Melee", Name: "precise 1H melee Attack", Modifier: Precise, Actions: atk, Weapon: Melee1H},
	{ID: "1h-melee-critical-lose-action", Group: "1H Melee", Name: "a critical 1H melee hit may make the target lose its next action instead of gaining one"},

	{ID: "good-2h-ranged-attack", Group: "2H Ranged", Name: "good at 2H ranged Attack", Modifier: Good, Actions: atk, Weapon: Ranged2H},
	{ID: "good-2h-ranged-intercept", Group: "2H Ranged", Name: "good at 2H ranged Intercept", Modifier: Good, Actions: intercept, Weapon: Ranged2H},
	{ID: "powerful-2h-ranged-attack", Group: "2H Ranged", Name: "powerful 2H ranged Attack", Modifier: Powerful, Actions: atk, Weapon: Ranged2H},
	{ID: "precise-2h-ranged-attack", Group: "2H Ranged", Name: "precise 2H ranged Attack", Modifier: Precise, Actions: atk, Weapon: Ranged2H},
	{ID: "2h-ranged-sight", Group: "2H Ranged", Name: "2H ranged Attack sight is blocked only by 3 cover marks"},

	{ID: "good-1h-ranged-attack", Group: "1H Ranged", Name: "good at 1H ranged Attack", Modifier: Good, Actions: atk, Weapon: Ranged1H},
	{ID: "precise-1h-ranged-attack", Group: "1H Ranged", Name: "precise 1H ranged Attack", Modifier: Precise, Actions: atk, Weapon: Ranged1H},

	{ID: "aoe-blast", Group: "AoE", Name: "Blast: may carry and use Blast AoE items"},
	{ID: "aoe-continuous", Group: "AoE", Name: "Continuous: may carry and use Continuous AoE items"},
	{ID: "aoe-cover", Group: "AoE", Name: "Cover: may carry and use Cover AoE items"},
	{ID: "aoe-demolish", Group: "AoE", Name: "Demolish: may carry and use Demolish AoE items"},

	{ID: "good-initiative", Group: "Leader", Name: "good at initiative rolls", Modifier: Good, Actions: []Action{ActInitiative}},
	{ID: "rally", Group: "Leader", Name: "once per combat, rally the team up to the roll"},
	{ID: "direct", Group: "Leader", Name: "spend an action to have a teammate act"},
	{ID: "direct-on-initiative", Group: "Leader", Name: "a successful initiative roll gives an extra action for directing", Requires: "direct"},

	{ID: "speed", Group: "Speed", Name: "roll to Move twice", From: Edition0907},

	{ID: "stealth", Group: "Stealth", Name: "an extra cover mark while no enemy shares the area"},
	{ID: "stealth-kept-on-miss", Group: "Stealth", Name: "a missed Attack or Intercept keeps Stealth", Requires: "stealth", Through: Edition0906},

	{ID: "unarmed-combat", Group: "Unarmed Combat", Name: "Attack, Counterattack and Intercept unarmed: an empty hand, or the legs"},
	{ID: "good-unarmed-attack", Group: "Unarmed Combat", Name: "good at unarmed Attack", Requires: "unarmed-combat", Modifier: Good, Actions: atk, Weapon: Unarmed},
	{ID: "good-unarmed-counterattack-intercept", Group: "Unarmed Combat", Name: "good at unarmed Counterattack and Intercept", Requires: "unarmed-combat", Modifier: Good, Actions: intCtr, Weapon: Unarmed},
	{ID: "precise-unarmed-attack", Group: "Unarmed Combat", Name: "precise unarmed Attack", Requires: "unarmed-combat", Modifier: Precise, Actions: atk, Weapon: Unarmed},
	{ID: "unarmed-intercept-stop", Group: "Unarmed Combat", Name: "a successful two-empty-handed Intercept may also stop the mover", Requires: "unarmed-combat", From: Edition0907},
	{ID: "grapple", Group: "Unarmed Combat", Name: "an unarmed Attack with two empty hands may grapple the target instead of hurting them", Requires: "unarmed-combat", Through: Edition0906},
	{ID: "good-grapple", Group: "Unarmed Combat", Name: "good at the opposed rolls of a grapple", Requires: "grapple", Modifier: Good, Actions: []Action{ActGrapple}, Through: Edition0906},
}

var abilityByID = func() map[AbilityID]*Ability {
	m := make(map[AbilityID]*Ability, len(Abilities))
	for i := range Abilities {
		m[Abilities[i].ID] = &Abilities[i]
	}
	return m
}()

// modifierStarts marks the first bytes of the ids of the abilities that
// grant a modifier: ModifiersFor looks up no other id (most of a
// character's), as hashing each was most of its cost.
var modifierStarts = func() (starts [256]bool) {
	for i := range Abilities {
		if a := &Abilities[i]; a.Modifier != "" && a.ID != "" {
			starts[a.ID[0]] = true
		}
	}
	return starts
}()

// LookupAbility returns the catalogue entry for id, or nil.
func LookupAbility(id AbilityID) *Ability { return abilityByID[id] }

// AoEAbility is the ability each kind of AoE item needs.
func AoEAbility(k AoEKind) AbilityID { return AbilityID("aoe-" + string(k)) }

// Modifiers are the roll modifiers a character may use on one roll; at
// most one of them is used.
type Modifiers struct {
	Good     bool `json:"good,omitempty"`
	Precise  bool `json:"precise,omitempty"`
	Powerful bool `json:"powerful,omitempty"`
}

// ModifiersFor is what the character's abilities grant for a roll made for
// action with weapon. An unconscious character's abilities do nothing.
func (c *Character) ModifiersFor(action Action, weapon WeaponClass) Modifiers {
	var m Modifiers
	if c.Unconscious() {
		return m
	}
	for _, id := range c.Abilities {
		if id == "" || !modifierStarts[id[0]] {
			continue // grants no modifier
		}
		a := LookupAbility(id)
		if a == nil || a.Modifier == "" || (a.Weapon != "" && a.Weapon != weapon) || !hasAction(a.Actions, action) {
			continue
		}
		switch a.Modifier {
		case Good:
			m.Good = true
		case Precise:
			m.Precise = true
		case Powerful:
			m.Powerful = true
		}
	}
	return m
}

func hasAction(list []Action, a Action) bool {
	for _, x := range list {
		if x == a {
			return true
		}
	}
	return false
}
