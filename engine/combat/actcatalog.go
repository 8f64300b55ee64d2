package combat

import (
	"slices"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// ActCard describes one act for people: its name, what it costs, when it
// may be taken, how its roll reads and which abilities change it. It only
// describes: what is allowed is decided by each act's check (check.go),
// and the card must never be read to decide a rule. The printed action
// cards and the tracker's buttons both read it.
type ActCard struct {
	Kind  ActKind
	Group ActGroup
	Name  string
	// Command is the type of the combat command that takes the act.
	Command string
	Cost    string
	When    string
	// Roll says how the dice are read, or that there is no roll.
	Roll string
	// Abilities are the abilities that change the act, and Changes says
	// how, in a few words for the card.
	Abilities []sheet.AbilityID
	Changes   string
	// Only names the one edition that has the act (empty: every edition).
	Only sheet.Edition
	// House names the house rule whose card it is, by its field in the
	// file's "houseRules" (empty: the book's own act).
	House string
}

// ActCardsWith is the deck of edition e, with the cards of the house
// rules h plays, in print order: by group, then as the table usually meets
// them. Each card is in the edition's words: what it says of a rule that
// differs between printings comes from the Edition's answer for that
// rule, and it names only the edition's abilities.
func ActCardsWith(e sheet.Edition, h sheet.HouseRules) []ActCard {
	e = e.Or()
	var out []ActCard
	for _, c := range deck(e) {
		if (c.Only == "" || c.Only == e) && (c.House == "" || h.Has(c.House)) {
			c.Abilities = offered(e, c.Abilities)
			out = append(out, c)
		}
	}
	return slices.Clip(out)
}

// CardFor is the card of an act kind in edition e's deck, the house
// rules' cards included.
func CardFor(k ActKind, e sheet.Edition) (ActCard, bool) {
	for _, c := range ActCardsWith(e, sheet.AllHouseRules) {
		if c.Kind == k {
			return c, true
		}
	}
	return ActCard{}, false
}

// offered keeps the abilities the edition's book has.
func offered(e sheet.Edition, ids []sheet.AbilityID) []sheet.AbilityID {
	var out []sheet.AbilityID
	for _, id := range ids {
		if a := sheet.LookupAbility(id); a != nil && e.Offers(a) {
			out = append(out, id)
		}
	}
	return out
}

// deck is every card, in the words of edition e (cards of other editions
// included; ActCardsWith leaves them out).
func deck(e sheet.Edition) []ActCard {
	w := cardWords(e)
	return []ActCard{
		{Kind: ActMove, Group: GroupMove, Name: "Move", Command: "move",
			Cost:      "1 action.",
			When:      "Your team's turn. Step to an area joined to yours by a solid link: arrows only one way, never through a closed door. One full leg: you need two empty hands; both legs full: you cannot move.",
			Roll:      "No roll. Enemies who see either area may Intercept you on the way.",
			Abilities: []sheet.AbilityID{"speed", "stealth"},
			Changes:   w.moveChanges},

		{Kind: ActAttack, Group: GroupAttack, Name: "Attack", Command: "attack",
			Cost: "1 action. A ranged weapon needs a slot of ammo.",
			When: "Your team's turn. Target in your weapon's range and in sight, weapon already in hand. Melee is range 0 only.",
			Roll: "At or under your level hits. You say which die is damage and which is location; the target says instead with cover or a shield. Double: a critical. Critical failure: lose your next action (ranged: and one ammo slot).",
			Abilities: []sheet.AbilityID{"good-2h-melee-attack", "powerful-2h-melee-attack", "precise-2h-melee-attack", "2h-melee-critical-destroy", "2h-melee-no-counterattack",
				"good-1h-melee-attack", "precise-1h-melee-attack", "1h-melee-critical-lose-action",
				"good-2h-ranged-attack", "powerful-2h-ranged-attack", "precise-2h-ranged-attack", "2h-ranged-sight",
				"good-1h-ranged-attack", "precise-1h-ranged-attack", "shield-attack",
				"unarmed-combat", "good-unarmed-attack", "precise-unarmed-attack", "stealth", "stealth-kept-on-miss"},
			Changes: "Good, Precise or Powerful per weapon (one per roll). 2H ranged sees past 2 marks. 2H melee: crit destroys an item, no Counterattack. 1H melee: crit costs their action. Shield, Unarmed. " + w.endsStealth},

		{Kind: ActAoEBlast, Group: GroupAttack, Name: "AoE: Blast", Command: "attack",
			Cost:      "1 action and one Blast item.",
			When:      "Your team's turn, the item in both hands. An area at range 0 or 1 that you can see.",
			Roll:      "One roll for the area. Success: one die is damage, the other how many extra targets there (allies only once no one else is left). A target's Defend that beats your roll takes nothing. " + aoeLine(e, sheet.Blast),
			Abilities: []sheet.AbilityID{"aoe-blast"},
			Changes:   "Needs Blast to carry or use the item. Each target spreads its damage over its body; armor works as usual."},

		{Kind: ActAoEContinuous, Group: GroupAttack, Name: "AoE: Continuous", Command: "attack",
			Cost:      "1 action and one Continuous item.",
			When:      "Your team's turn, the item in both hands. An area at range 0 or 1 that you can see.",
			Roll:      "Success: one die is damage, the other " + w.lasts + ". Whoever starts a non-Move action there takes that damage; " + w.continuousStack + " " + aoeLine(e, sheet.Continuous),
			Abilities: []sheet.AbilityID{"aoe-continuous"},
			Changes:   "Needs Continuous to carry or use the item. Lasts even if you go down."},

		{Kind: ActAoECover, Group: GroupAttack, Name: "AoE: Cover", Command: "attack",
			Cost:      "1 action and one Cover item.",
			When:      "Your team's turn, the item in both hands. An area at range 0 or 1 that you can see.",
			Roll:      "Success: one die is " + w.lasts + ". Meanwhile every link into the area has a cover mark at its end. " + aoeLine(e, sheet.CoverAoE),
			Abilities: []sheet.AbilityID{"aoe-cover"},
			Changes:   "Needs Cover to carry or use the item. Lasts even if you go down."},

		{Kind: ActAoEDemolish, Group: GroupAttack, Name: "AoE: Demolish", Command: "attack",
			Cost:      "1 action and one Demolish item.",
			When:      "Your team's turn, the item in both hands. An area at range 0 or 1 that you can see.",
			Roll:      "Success: every cover mark at the area's end is gone for the rest of the combat, drawn or made by Cover. " + aoeLine(e, sheet.Demolish),
			Abilities: []sheet.AbilityID{"aoe-demolish", "stealth"},
			Changes:   "Needs Demolish to carry or use the item." + w.demolishStealth},

		{Kind: ActGrapple, Group: GroupAttack, Name: "Grapple", Command: "attack", Only: sheet.Edition0906,
			Cost:      "1 action.",
			When:      "Your team's turn, both hands empty and working, an enemy in your area whom no one holds yet.",
			Roll:      "An unarmed attack roll. A hit does no damage: you hold them. Held, they cannot Move or use weapons or items; you two may Attack or Counterattack only each other, and neither may Defend or Intercept.",
			Abilities: []sheet.AbilityID{"grapple", "unarmed-combat", "good-unarmed-attack", "good-grapple"},
			Changes:   "Only with Grapple. Good unarmed Attack re-rolls the grab; good at grappling re-rolls the break-free and drag contests."},

		{Kind: ActBreakFree, Group: GroupMove, Name: "Break Free", Command: "break-free", Only: sheet.Edition0906,
			Cost:      "1 action.",
			When:      "Your team's turn, while someone holds you in a grapple.",
			Roll:      "Opposed against the one holding you: the higher success wins, a PC beats an NPC on a tie. Win and you are free; otherwise you stay held.",
			Abilities: []sheet.AbilityID{"good-grapple"},
			Changes:   "Good at grappling re-rolls, for either side."},

		{Kind: ActDrag, Group: GroupMove, Name: "Drag", Command: "move", Only: sheet.Edition0906,
			Cost:      "1 action: it is your Move while you hold someone.",
			When:      "Your team's turn, holding someone in a grapple: a step to a joined area, as Move.",
			Roll:      "Opposed against the one you hold. Win: you both move (you may be Intercepted). Lose: you stay, and if they won they are free.",
			Abilities: []sheet.AbilityID{"good-grapple"},
			Changes:   "Good at grappling re-rolls, for either side."},

		{Kind: ActCounterattack, Group: GroupReaction, Name: "Counterattack", Command: "react",
			Cost:      "1 action, spent as a reaction.",
			When:      "Before the dice of an attack on you by someone in your area, with a weapon that works at range 0. Never against an AoE.",
			Roll:      "Not opposed: each side rolls its own attack and both land together, yours at the level you had before their blow.",
			Abilities: []sheet.AbilityID{"good-2h-melee-intercept-counterattack", "good-1h-melee-intercept-counterattack", "good-unarmed-counterattack-intercept", "unarmed-combat", "2h-melee-no-counterattack"},
			Changes:   "Good with 2H melee, 1H melee or unarmed. Unarmed needs Unarmed Combat. Not against a 2H melee attacker who cannot be Counterattacked."},

		{Kind: ActDefend, Group: GroupReaction, Name: "Defend", Command: "react",
			Cost:      "1 action per attack defended (none under All-Out Defend).",
			When:      "Before the dice of an attack on you, or of a Blast on your area.",
			Roll:      "Opposed: the higher success wins; a PC beats an NPC on a tie. If you win, the attack misses you. A critical on your roll counts as usual.",
			Abilities: []sheet.AbilityID{"good-defend", "all-out-defend"},
			Changes:   "Good Defend re-rolls. All-Out Defend makes it free all " + string(w.allOutSpan) + ", but never good or critical."},

		{Kind: ActDefendOther, Group: GroupReaction, Name: "Defend Another", Command: "react",
			Cost:      "1 action.",
			When:      "Before the dice of an attack on someone else, if you have Defend Others.",
			Roll:      "Opposed, as Defend: if your success beats the attacker's, the attack misses them.",
			Abilities: []sheet.AbilityID{"defend-others", "good-defend"},
			Changes:   "Only with Defend Others. Good Defend re-rolls here too."},

		{Kind: ActIntercept, Group: GroupReaction, Name: "Intercept", Command: "react",
			Cost:      "1 action, spent as a reaction.",
			When:      "Before the dice of an enemy's Move" + w.interceptSpeed + ", if you see either end of the step. Range is the nearer of the two areas.",
			Roll:      "An attack that ignores cover. If it stops the mover (a full leg, or knocked out), you pick which of the two areas they stop in.",
			Abilities: []sheet.AbilityID{"good-2h-melee-intercept-counterattack", "good-1h-melee-intercept-counterattack", "good-2h-ranged-intercept", "good-unarmed-counterattack-intercept", "unarmed-intercept-stop", "2h-ranged-sight", "stealth", "stealth-kept-on-miss"},
			Changes:   "Good with 2H or 1H melee, 2H ranged or unarmed." + w.interceptStop + " " + w.endsStealth},

		{Kind: ActForcedDefence, Group: GroupReaction, Name: "Forced Defence", Command: "react", House: "forcedDefence",
			Cost:      "Next round's action, not this one's.",
			When:      "House rule. Before the dice of an attack on you (or on someone else, with Defend Others) once your action this round is gone. Once a round; not when next round's action is already lost.",
			Roll:      "As Defend: opposed, the higher success wins; a PC beats an NPC on a tie. If you win, the attack misses.",
			Abilities: []sheet.AbilityID{"good-defend", "defend-others"},
			Changes:   "Good Defend re-rolls. Defend Others lets you shield someone else this way."},

		{Kind: ActAllOutDefend, Group: GroupReaction, Name: "All-Out Defend", Command: "all-out-defend",
			Cost:      "Declaring is free, but you give up every other act this " + string(w.allOutSpan) + ".",
			When:      w.allOutWhen,
			Roll:      "For the " + string(w.allOutSpan) + ", Defend every attack on you without spending actions. Those rolls are never good and never critical.",
			Abilities: []sheet.AbilityID{"all-out-defend"},
			Changes:   "Only with All-Out Defend. You cannot defend others meanwhile."},

		{Kind: ActFirstAid, Group: GroupSupport, Name: "First Aid", Command: "use-first-aid",
			Cost:      "1 action, and the first aid item is used up.",
			When:      "Your team's turn, the item in a working hand. The patient is in your area; it may be you.",
			Roll:      "Success: one die is boxes, the other extra locations; erase that many \\ marks, the rest turn to X. Level stays. Failure: every \\ turns to X. Critical failure: up to one die's worth of X marks become permanent first.",
			Abilities: []sheet.AbilityID{"good-first-aid", "first-aid-auto-success"},
			Changes:   "Good First Aid re-rolls. The sure-success ability may skip the roll: erase one \\ mark, the rest turn to X."},

		{Kind: ActManageItems, Group: GroupSupport, Name: "Manage Items", Command: "manage-items",
			Cost:      "1 action for all the rearranging: take in hand, stow, swap, pick up. Dropping what you hold is free.",
			When:      "Your team's turn. Someone else's dropped item: same area, and a free slot.",
			Roll:      "No roll.",
			Abilities: []sheet.AbilityID{"aoe-blast", "aoe-continuous", "aoe-cover", "aoe-demolish"},
			Changes:   "An AoE item is picked up only with its AoE ability."},

		{Kind: ActUseArea, Group: GroupSupport, Name: "Use Something Here", Command: "use-area",
			Cost:    "1 action.",
			When:    "Your team's turn: a lever, terminal or the like fixed to your area, for anything but an attack.",
			Roll:    "The GM says what happens, and whether it needs a roll.",
			Changes: "None."},

		{Kind: ActDoor, Group: GroupSupport, Name: "Open or Close a Door", Command: "door",
			Cost:    "1 action.",
			When:    "Your team's turn, at a door on a link that touches your area.",
			Roll:    "No roll. A closed door stops both movement and sight along its link.",
			Changes: "None."},

		{Kind: ActSurrender, Group: GroupSupport, Name: "Surrender", Command: "surrender",
			Cost:    "Free. An act aimed at you that is called off gives its actor the action back.",
			When:    "Any moment, but before the dice of an act that would touch you.",
			Roll:    "No roll. Your level drops to 0: you are out of the fight, as if unconscious, and that act does not happen.",
			Changes: "None."},

		{Kind: ActEndTurn, Group: GroupSupport, Name: "End the Turn", Command: "end-turn",
			Cost:    "Free.",
			When:    "When your team has done what it wants this turn.",
			Roll:    "No roll. Actions left can still react on the other turns; at the round's end, unused ones are lost.",
			Changes: "None."},

		{Kind: ActHold, Group: GroupSupport, Name: "Hold Your Action", Command: "hold", House: "delay",
			Cost:    "Free to hold; the action is spent when you use it.",
			When:    "House rule. Your team's turn, before you spend any action this round, while another team still acts after yours.",
			Roll:    "No roll. Later this round, on another team's turn, take one act of yours with it between two of their acts (never while an act waits for its dice). It never reacts or directs; unused at the round's end, it is lost.",
			Changes: "None."},

		{Kind: ActRally, Group: GroupLeader, Name: "Rally", Command: "rally",
			Cost:      "1 action; free once the combat is over.",
			When:      "Your team's turn, one try per combat, hit or miss. Also after the combat if you never tried.",
			Roll:      "Success: each teammate still standing by (you too; not dead, not surrendered) may raise their level to the roll, never past their max. Failure: the try is spent." + w.rallyCritical,
			Abilities: []sheet.AbilityID{"rally"},
			Changes:   "Only with Rally."},

		{Kind: ActDirect, Group: GroupLeader, Name: "Direct", Command: "direct",
			Cost:      "1 of your actions, not theirs.",
			When:      "Your team's turn, to a teammate not yet directed this round who has not directed anyone.",
			Roll:      "No roll. They take any act they can, at once. If they refuse, you keep your action.",
			Abilities: []sheet.AbilityID{"direct", "direct-on-initiative"},
			Changes:   "Only with Direct. Direct on Initiative: any successful initiative roll gives an extra action for directing."},
	}
}
