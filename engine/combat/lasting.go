package combat

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/words"
)

// lasting sets when an effect that lasts n full spans ends, in the span the
// edition counts AoE durations in: 0 ends with the current round (or turn).
func (c *Combat) lasting(e AreaEffect, n int) AreaEffect {
	if c.Roster.Edition.AoEDurationSpan() == sheet.SpanTurn {
		e.InTurns, e.EndsAfterTurn = true, c.TurnsEnded+n
		return e
	}
	e.EndsAfterRound = c.Round + n
	return e
}

// until names the end of an effect for the log.
func (c *Combat) until(e AreaEffect) string {
	if e.InTurns {
		if e.EndsAfterTurn == c.TurnsEnded {
			return "this turn"
		}
		return words.Count(e.EndsAfterTurn-c.TurnsEnded, "more team turn")
	}
	return fmt.Sprintf("round %d", e.EndsAfterRound)
}

// endEffects ends the effects over once a turn (turnOver) or a round ends.
func (x *ctx) endEffects(turnOver bool) {
	c := x.c
	kept := c.Effects[:0]
	var ended []string
	for _, e := range c.Effects {
		over := !turnOver && e.EndsAfterRound <= c.Round
		if e.InTurns {
			over = turnOver && e.EndsAfterTurn <= c.TurnsEnded
		}
		if over {
			ended = append(ended, fmt.Sprintf("%s on %s", e.Kind, c.areaName(e.Area)))
			continue
		}
		kept = append(kept, e)
	}
	c.Effects = kept
	if len(ended) > 0 {
		c.mapChanged()
		x.Say("ends: %s", strings.Join(ended, ", "))
	}
}

// totalSpent is the actions spent this round by everyone.
func (c *Combat) totalSpent() int {
	n := 0
	for _, t := range c.eachTally {
		n += t.Spent
	}
	return n
}

// endTurnSpans ends, as a team turn ends, what the edition times by the
// turn: effects counted in turns and All-Out Defend declared for a turn.
func (x *ctx) endTurnSpans() {
	c := x.c
	x.endEffects(true)
	c.TurnsEnded++
	if c.Roster.Edition.AllOutDefendSpan() == sheet.SpanTurn {
		for _, t := range c.eachTally {
			t.AllOut = false
		}
	}
}
