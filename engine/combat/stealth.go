package combat

import "github.com/unhexboard/unhexboard/engine/sheet"

// keepsStealthOnMiss: the second Stealth ability (2020-09-06 only) keeps
// Stealth through an Attack or Intercept that misses.
func keepsStealthOnMiss(ch *sheet.Character) bool {
	return ch.HasAbility("stealth-kept-on-miss")
}

// startStealthLosingAct: starting an Attack or Intercept ends Stealth at
// once, unless the actor keeps it on a miss; then the roll decides.
func (c *Combat) startStealthLosingAct(ch *sheet.Character) {
	if !keepsStealthOnMiss(ch) {
		c.tally(ch.ID).Stealth = false
	}
}

// stealthAfterRoll ends the Stealth kept through an Attack or Intercept
// when its roll succeeds.
func (c *Combat) stealthAfterRoll(x *ctx, ch *sheet.Character, success bool) {
	if t := c.tally(ch.ID); success && t.Stealth && keepsStealthOnMiss(ch) {
		t.Stealth = false
		if !x.Mute {
			x.Say("%s hits and loses their stealth", ch.Label())
		}
	}
}

// stealthAfterMove gives Stealth back after a Move: after any Move in
// 2020-09-06, after one into an area without enemies in the later texts.
func (c *Combat) stealthAfterMove(x *ctx, mover *sheet.Character, arrived bool) {
	if !mover.HasAbility("stealth") {
		return
	}
	t := c.tally(mover.ID)
	back := arrived && !c.enemyIn(mover, mover.Area)
	if c.Roster.Edition.StealthKeptThroughMove() {
		back = !t.Stealth && !mover.Unconscious()
	}
	if back {
		t.Stealth = true
		if !x.Mute {
			x.Say("%s is stealthy again", mover.Label())
		}
	}
}
