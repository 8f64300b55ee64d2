package combat

import (
	"fmt"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// editionWords are the parts of the act cards that differ between editions, each
// derived from the Edition's answer for its rule so a card never says what
// the engine does not play.
type editionWords struct {
	moveChanges     string // what Speed and Stealth do to a Move
	endsStealth     string // what an Attack or Intercept does to Stealth
	lasts           string // "the rounds it lasts (0 ends with this round)"
	continuousStack string
	demolishStealth string
	interceptSpeed  string
	interceptStop   string
	allOutSpan      sheet.Span
	allOutWhen      string
	rallyCritical   string
}

func cardWords(e sheet.Edition) editionWords {
	w := editionWords{allOutSpan: e.AllOutDefendSpan()}
	if e.Offers(sheet.LookupAbility("speed")) {
		w.moveChanges = "Speed: roll first; on a success take two steps (each can be intercepted), on a failure stay. "
		w.interceptSpeed = " (a Speed roll too)"
	}
	if e.StealthKeptThroughMove() {
		w.moveChanges += "Stealth is kept through a Move, and comes back after any Move."
	} else {
		w.moveChanges += "Stealth: starting a Move ends it; it returns in an area with no enemy."
	}
	w.endsStealth = "Ends Stealth."
	if e.Offers(sheet.LookupAbility("stealth-kept-on-miss")) {
		w.endsStealth = "Ends Stealth; with Stealth kept on a miss, only a hit ends it."
	}
	span := e.AoEDurationSpan()
	w.lasts = fmt.Sprintf("the %ss it lasts (0 ends with this %s)", span, span)
	w.continuousStack = "only the worst effect counts."
	if e.ContinuousEffectsAddUp() {
		w.continuousStack = "several effects there add up."
	}
	w.demolishStealth = " Stealth there is untouched."
	if e.DemolishEndsStealth() {
		w.demolishStealth = " Anyone hiding there with Stealth loses it."
	}
	if e.Offers(sheet.LookupAbility("unarmed-intercept-stop")) {
		w.interceptStop = " Unarmed stop: a hit with two empty hands may also stop them."
	}
	w.allOutWhen = "After initiative, before anyone's first act of the round, on any team's turn."
	if w.allOutSpan == sheet.SpanTurn {
		w.allOutWhen = "At the start of any team's turn, before anyone's first act of that turn."
	}
	if e.RallyFailureLowersTeam() {
		w.rallyCritical = " Critical failure: everyone on your team drops by the number on one die."
	}
	return w
}

// aoeLine is what every AoE card shares, said once; only the critical
// failure differs by kind and edition.
func aoeLine(e sheet.Edition, k sheet.AoEKind) string {
	crit := "a critical failure hits you for the sum of both dice"
	if e.AoECriticalFailureLosesAction(k) {
		crit = "a critical failure costs your next action"
	}
	return "The item is used up whether or not the roll works. A failure does nothing; " + crit + ". No cover, shield or Counterattack against it."
}
