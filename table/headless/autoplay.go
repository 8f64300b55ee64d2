package headless

import (
	"time"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/engine/tactics"
	"github.com/unhexboard/unhexboard/table/projection"
)

// Run plays every character no one at the table plays, and every call
// the rules leave to the GM, until stop is closed: each step chosen by
// the tactics from the engine's own listings, taken after Pace, through
// the journal. It waits while the game waits on a player.
func (g *Game) Run(stop <-chan struct{}) {
	for {
		g.mu.Lock()
		step, ok := g.next()
		g.mu.Unlock()
		if !ok {
			select {
			case <-stop:
				return
			case <-g.wake:
				continue
			}
		}
		if g.Pace > 0 {
			select {
			case <-stop:
				return
			case <-time.After(g.Pace):
			}
		}
		g.mu.Lock()
		if again, ok := g.next(); ok && again.same(step) {
			g.take(step)
		}
		g.mu.Unlock()
	}
}

// step is what the auto-play does next.
type step struct {
	roll    bool           // roll the pending dice
	answer  any            // answer the pending decision
	command combat.Command // submit
	at      int            // the log's length it was chosen at
	pending *combat.Pending
}

// same reports whether the game is where s was chosen.
func (s step) same(o step) bool { return s.at == o.at && s.pending == o.pending }

// next is the auto-play's next step, or false while the game waits on a
// player (or on nothing: the combat is over). The caller holds g.mu.
func (g *Game) next() (step, bool) {
	c, p := g.sess.State(), g.sess.Pending()
	at := step{at: len(g.sess.Log()), pending: p}
	if c.Phase == combat.PhaseEnded {
		return at, false
	}
	if p != nil {
		d := p.Decision
		if d.Decider.Character != "" && g.seats[d.Decider.Character] {
			return at, false
		}
		if d.Dice != nil {
			at.roll = true
			return at, true
		}
		ans, _, err := tactics.Decide(c, p.Command, d, g.dice)
		if err != nil {
			g.say("The tactics cannot answer: " + err.Error())
			return at, false
		}
		at.answer = ans
		return at, true
	}
	if c.Window != nil {
		shown := &projection.Game{Map: &g.doc.Map, Characters: c.Roster.Characters, Fight: c, Passed: g.passed}
		for id := range g.seats {
			if projection.WaitsOnReaction(shown, id) {
				return at, false
			}
		}
	}
	choice, err := tactics.NextAmong(c, func(id sheet.CharacterID) bool { return !g.seats[id] })
	if err != nil {
		g.say("The tactics cannot go on: " + err.Error())
		return at, false
	}
	if choice.Kind == combat.ActEndTurn && g.playerMayAct(c) {
		return at, false
	}
	at.command = choice.Command
	return at, true
}

// playerMayAct reports whether a character a player plays may still act
// in its team's turn: the turn is theirs to end.
func (g *Game) playerMayAct(c *combat.Combat) bool {
	team := c.Acting()
	for _, ch := range c.View().Characters {
		if g.seats[ch.ID] && ch.Team == team && ch.Actions > 0 && ch.Status == sheet.StatusConscious {
			return true
		}
	}
	return false
}

// take takes the step; the caller holds g.mu.
func (g *Game) take(s step) {
	var err error
	switch {
	case s.roll:
		who, level := sheet.CharacterID(""), -1
		if d := g.sess.Pending().Decision; d.Decider.Character != "" {
			who = d.Decider.Character
			if ch := g.sess.State().Roster.Find(who); ch != nil {
				level = ch.Level
			}
		}
		var r sheet.Roll
		if r, _, err = g.sess.RollDice(g.dice); err == nil && who != "" {
			g.told(who, r, level)
		}
	case s.command != nil:
		_, err = g.sess.Submit(s.command)
	default:
		_, err = g.sess.Answer(s.answer)
	}
	if err != nil {
		g.say("The auto-play's step was refused: " + err.Error())
		return
	}
	_ = g.moved(nil)
}

// say tells a line of the auto-play's own, once until another is said.
func (g *Game) say(line string) {
	if g.Say != nil && line != g.saidLast {
		g.Say(line)
	}
	g.saidLast = line
}
