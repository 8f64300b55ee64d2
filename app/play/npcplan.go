package play

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/engine/tactics"
)

// npcStepKind is what the NPC auto-play does next.
type npcStepKind int

const (
	npcAct    npcStepKind = iota // submit an act, a reaction or the dice of a window
	npcAnswer                    // answer the pending decision
	npcRoll                      // roll the pending dice with the app's dice
	npcPause                     // a person decides now; the GM continues afterwards
	npcDone                      // the turn (or the combat) is over
)

// npcStep is the auto-play's next step and what to tell the table; an
// act carries the tactics' choice, which the board shows before it is
// taken.
type npcStep struct {
	kind    npcStepKind
	command combat.Command
	value   any
	say     string
	choice  *tactics.Choice
}

// npcPlan is what the auto-play knows besides the combat: the turn it
// plays, whom it plays for, and whether the GM has said the people in the
// open reaction window are done.
type npcPlan struct {
	turn       [2]int // round and turn index the auto-play started in
	auto       func(sheet.CharacterID) bool
	peopleDone bool
	names      func(sheet.CharacterID) string
	handPlayed func(sheet.CharacterID) bool
	teamOfTurn string
}

// autoPlays reports whether the auto-play plays a character: an NPC the
// GM has not taken back to play by hand.
func autoPlays(c *combat.Combat, manual map[sheet.CharacterID]bool) func(sheet.CharacterID) bool {
	return func(id sheet.CharacterID) bool {
		ch := c.Roster.Find(id)
		return ch != nil && ch.Kind == sheet.NPC && !manual[id]
	}
}

// autoDecides reports whether the auto-play answers a decision: one made
// for a character it plays. A player's decision, a hand-played NPC's and
// a call the rules leave to the GM go to people.
func autoDecides(d *sheet.Decision, auto func(sheet.CharacterID) bool) bool {
	return d != nil && d.Decider.Character != "" && auto(d.Decider.Character)
}

// next is the auto-play's next step in state c with pending (nil when no
// command waits). It reads only the engine's listings through the
// tactics: NextAmong for every act and reaction, Decide for every
// decision.
func (p npcPlan) next(c *combat.Combat, pending *combat.Pending) npcStep {
	name := p.names
	switch {
	case pending != nil && autoDecides(pending.Decision, p.auto):
		d := pending.Decision
		if d.Dice != nil {
			return npcStep{kind: npcRoll}
		}
		ans, why, err := tactics.Decide(c, pending.Command, d, nil)
		if err != nil {
			return npcStep{kind: npcPause, say: "The tactics cannot answer: " + err.Error()}
		}
		return npcStep{kind: npcAnswer, value: ans, say: name(d.Decider.Character) + ": " + why}
	case pending != nil:
		who := "the GM"
		if ch := pending.Decision.Decider.Character; ch != "" {
			who = name(ch) + "'s player"
			if c.Roster.Find(ch).Kind == sheet.NPC {
				who = "the GM, who plays " + name(ch) + " by hand"
			}
		}
		return npcStep{kind: npcPause, say: "Paused: " + who + " decides. Then press Continue NPC turn."}
	case turnOver(c, p.turn, p.teamOfTurn) != "":
		return npcStep{kind: npcDone, say: turnOver(c, p.turn, p.teamOfTurn)}
	case c.Window != nil && !p.peopleDone:
		var people []string
		for _, id := range reactors(c.ReactOptions()) {
			if !p.auto(id) {
				people = append(people, name(id))
			}
		}
		if len(people) > 0 {
			return npcStep{kind: npcPause, say: fmt.Sprintf("Paused: %s may react. Declare the reactions (or none), then press Continue NPC turn.",
				strings.Join(people, " and "))}
		}
	}
	choice, err := tactics.NextAmong(c, p.auto)
	if err != nil {
		return npcStep{kind: npcPause, say: "The tactics cannot go on: " + err.Error()}
	}
	if choice.Kind == combat.ActEndTurn {
		// Ending the turn would take their acts from the NPCs the GM
		// plays by hand: pause while any of them has one worth taking
		// (the others were weighed just now).
		if hand, err := tactics.NextAmong(c, p.handPlayed); err == nil && hand.Kind != combat.ActEndTurn && p.handPlayed(hand.By) {
			return npcStep{kind: npcPause, say: fmt.Sprintf("Paused: only %s, whom you play by hand, still has something worth doing (%s). "+
				"Play it, or end the turn.", name(hand.By), hand.Reason)}
		}
	}
	say := choice.Reason
	switch {
	case choice.By == "": // the dice of a window: no one's act
		say = capitalise(choice.Label) + ": " + say
	case choice.Kind != combat.ActEndTurn:
		say = name(choice.By) + " — " + say
	}
	return npcStep{kind: npcAct, command: choice.Command, say: say, choice: &choice}
}

// turnOver says why the turn the auto-play plays is over, or "".
func turnOver(c *combat.Combat, turn [2]int, team string) string {
	switch {
	case c.Phase == combat.PhaseEnded:
		return "The combat is over."
	case c.Phase == combat.PhaseInitiative || [2]int{c.Round, c.Turn} != turn:
		return combat.Possessive(team) + " turn is over."
	}
	return ""
}
