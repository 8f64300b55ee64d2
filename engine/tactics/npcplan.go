package tactics

import (
	"fmt"
	"slices"
	"strings"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// NPCStepKind is what the NPC auto-play does next.
type NPCStepKind int

const (
	NPCAct    NPCStepKind = iota // submit an act, a reaction or the dice of a window
	NPCAnswer                    // answer the pending decision
	NPCRoll                      // roll the pending dice with the app's dice
	NPCPause                     // a person decides now; the GM continues afterwards
	NPCDone                      // the turn (or the combat) is over
)

// NPCStep is the auto-play's next step and what to tell the table; an
// act carries the tactics' choice, which the board shows before it is
// taken.
type NPCStep struct {
	Kind    NPCStepKind
	Command combat.Command
	Value   any
	Say     string
	Choice  *Choice
}

// NPCPlan is what the auto-play knows besides the combat: the turn it
// plays, whom it plays for, and whether the GM has said the people in the
// open reaction window are done.
type NPCPlan struct {
	Turn       [2]int // round and turn index the auto-play started in
	Auto       func(sheet.CharacterID) bool
	PeopleDone bool
	Names      func(sheet.CharacterID) string
	HandPlayed func(sheet.CharacterID) bool
	TeamOfTurn string
}

// AutoPlays reports whether the auto-play plays a character: an NPC the
// GM has not taken back to play by hand.
func AutoPlays(c *combat.Combat, manual map[sheet.CharacterID]bool) func(sheet.CharacterID) bool {
	return func(id sheet.CharacterID) bool {
		ch := c.Roster.Find(id)
		return ch != nil && ch.Kind == sheet.NPC && !manual[id]
	}
}

// AutoDecides reports whether the auto-play answers a decision: one made
// for a character it plays. A player's decision, a hand-played NPC's and
// a call the rules leave to the GM go to people.
func AutoDecides(d *sheet.Decision, auto func(sheet.CharacterID) bool) bool {
	return d != nil && d.Decider.Character != "" && auto(d.Decider.Character)
}

// Next is the auto-play's next step in state c with pending (nil when no
// command waits). It reads only the engine's listings through the
// tactics: NextAmong for every act and reaction, Decide for every
// decision.
func (p NPCPlan) Next(c *combat.Combat, pending *combat.Pending) NPCStep {
	name := p.Names
	switch {
	case pending != nil && AutoDecides(pending.Decision, p.Auto):
		d := pending.Decision
		if d.Dice != nil {
			return NPCStep{Kind: NPCRoll}
		}
		ans, why, err := Decide(c, pending.Command, d, nil)
		if err != nil {
			return NPCStep{Kind: NPCPause, Say: "The tactics cannot answer: " + err.Error()}
		}
		return NPCStep{Kind: NPCAnswer, Value: ans, Say: name(d.Decider.Character) + ": " + why}
	case pending != nil:
		who := "the GM"
		if ch := pending.Decision.Decider.Character; ch != "" {
			who = name(ch) + "'s player"
			if c.Roster.Find(ch).Kind == sheet.NPC {
				who = "the GM, who plays " + name(ch) + " by hand"
			}
		}
		return NPCStep{Kind: NPCPause, Say: "Paused: " + who + " decides. Then press Continue NPC turn."}
	case TurnOver(c, p.Turn, p.TeamOfTurn) != "":
		return NPCStep{Kind: NPCDone, Say: TurnOver(c, p.Turn, p.TeamOfTurn)}
	case c.Window != nil && !p.PeopleDone:
		var people []string
		var seen []sheet.CharacterID // the characters with a legal reaction, in the engine's order
		for _, r := range c.ReactOptions() {
			if !r.Legal || slices.Contains(seen, r.By) {
				continue
			}
			seen = append(seen, r.By)
			if !p.Auto(r.By) {
				people = append(people, name(r.By))
			}
		}
		if len(people) > 0 {
			return NPCStep{Kind: NPCPause, Say: fmt.Sprintf("Paused: %s may react. Declare the reactions (or none), then press Continue NPC turn.",
				strings.Join(people, " and "))}
		}
	}
	choice, err := NextAmong(c, p.Auto)
	if err != nil {
		return NPCStep{Kind: NPCPause, Say: "The tactics cannot go on: " + err.Error()}
	}
	if choice.Kind == combat.ActEndTurn {
		// Ending the turn would take their acts from the NPCs the GM
		// plays by hand: pause while any of them has one worth taking
		// (the others were weighed just now).
		if hand, err := NextAmong(c, p.HandPlayed); err == nil && hand.Kind != combat.ActEndTurn && p.HandPlayed(hand.By) {
			return NPCStep{Kind: NPCPause, Say: fmt.Sprintf("Paused: only %s, whom you play by hand, still has something worth doing (%s). "+
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
	return NPCStep{Kind: NPCAct, Command: choice.Command, Say: say, Choice: &choice}
}

// TurnOver says why the turn the auto-play plays is over, or "".
func TurnOver(c *combat.Combat, turn [2]int, team string) string {
	switch {
	case c.Phase == combat.PhaseEnded:
		return "The combat is over."
	case c.Phase == combat.PhaseInitiative || [2]int{c.Round, c.Turn} != turn:
		return combat.Possessive(team) + " turn is over."
	}
	return ""
}

func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
