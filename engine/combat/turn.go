package combat

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/internal/quote"
	"github.com/unhexboard/unhexboard/internal/words"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// EndTurn ends a team's turn; after the last team the round ends.
type EndTurn struct {
	Team string `json:"team"`
}

func (*EndTurn) Type() string { return "end-turn" }

func (e *EndTurn) check(c *Combat) error {
	if err := c.checkTurnOpen(); err != nil {
		return err
	}
	if c.Acting() != e.Team {
		return sheet.Refuse("it is %s's turn, not %s's", c.Acting(), quote.Q(e.Team))
	}
	return nil
}

func (e *EndTurn) run(x *ctx) error {
	c := x.c
	if !x.Mute {
		x.Say("%s turn ends", Possessive(e.Team)) // team names may be plural ("PCs")
	}
	for _, t := range c.eachTally {
		t.DirectedBy = "" // an unanswered direction lapses with the turn
		t.Interrupting = false
	}
	x.endTurnSpans()
	c.Turn++
	c.TurnStartSpent = c.totalSpent()
	// A team with no one left in the fight has no turn to take.
	for c.Turn < len(c.Order) && !c.teamFights(c.Order[c.Turn]) {
		x.Say("%s turn is skipped: no one is left to act", Possessive(c.Order[c.Turn]))
		c.Turn++
	}
	if c.Turn < len(c.Order) {
		if !x.Mute {
			x.Say("%s turn is next", Possessive(c.Order[c.Turn]))
		}
		return nil
	}
	x.afterTurns()
	return nil
}

// endRound wastes unused actions, ends the effects that last to this
// round, and waits for the next round's initiative.
func (x *ctx) endRound() {
	c := x.c
	x.endEffects(false)
	x.loseHeld()
	for _, t := range c.eachTally {
		t.Actions, t.DirectOnly, t.DirectedBy, t.SpeedLeg = 0, 0, "", false
	}
	x.Say("round %d ends", c.Round)
	c.Round++
	c.Phase = PhaseInitiative
	c.Order = nil
	c.Turn = 0
}

// afterCommand ends the combat when at most one team still fights.
func (c *Combat) afterCommand(x *ctx) {
	c.endBrokenGrapples(x)
	if c.Phase == PhaseEnded {
		return
	}
	if n, sole := c.fightingUpToTwo(); n <= 1 {
		c.Phase = PhaseEnded
		c.Window = nil
		if n == 1 {
			c.EndReason = fmt.Sprintf("only %s still has conscious fighters", sole)
		} else {
			c.EndReason = "no team has conscious fighters left"
		}
		x.Say("combat ends: %s", c.EndReason)
		return
	}
	x.endEnvironment()
}

// EndCombat is the GM ending the combat, typically because an objective
// was met.
type EndCombat struct {
	Reason string `json:"reason"`
}

func (*EndCombat) Type() string { return "end-combat" }

func (e *EndCombat) run(x *ctx) error {
	if x.c.Phase == PhaseEnded {
		return sheet.Refuse("the combat is already over")
	}
	if strings.TrimSpace(e.Reason) == "" {
		return sheet.Refuse("say why the combat ends (for example the objective met)")
	}
	if len(e.Reason) > battlemap.MaxNameLen {
		return sheet.Refuse("the reason is over %d bytes", battlemap.MaxNameLen)
	}
	x.c.Phase, x.c.Window, x.c.EndReason = PhaseEnded, nil, e.Reason
	x.Say("the GM ends the combat: %s", e.Reason)
	return nil
}

// SetActions is the GM overriding a character's action count.
type SetActions struct {
	Character sheet.CharacterID `json:"character"`
	Actions   int               `json:"actions"`
	LoseNext  int               `json:"loseNext"`
	Reason    string            `json:"reason,omitempty"`
}

func (*SetActions) Type() string { return "set-actions" }

func (s *SetActions) run(x *ctx) error {
	ch, err := x.c.Roster.Get(s.Character, "character")
	if err != nil {
		return err
	}
	if s.Actions < 0 || s.Actions > 9 || s.LoseNext < 0 || s.LoseNext > 9 {
		return sheet.Refuse("actions and lost actions are 0 to 9")
	}
	if len(s.Reason) > battlemap.MaxNameLen {
		return sheet.Refuse("the reason is over %d bytes", battlemap.MaxNameLen)
	}
	t := x.c.tally(ch.ID)
	t.Had += max(0, s.Actions-t.Actions)
	t.Actions, t.LoseNext = s.Actions, s.LoseNext
	x.Say("GM sets %s to %s left, %d lost next round", ch.Label(), words.Count(s.Actions, "action"), s.LoseNext)
	if s.Reason != "" {
		x.Say("reason: %s", s.Reason)
	}
	return nil
}
