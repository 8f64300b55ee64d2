package play

import (
	"fmt"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// diceWords are the dice box's words for what is thrown: an example of
// two digits when both dice are rolled, of one when a single die is
// (re-)rolled and the other kept.
func diceWords(need *sheet.DiceNeed) (placeholder, use string) {
	if oneDie(need) {
		return "or type the die, e.g. 7", "Use this die"
	}
	return "or type the dice, e.g. 34", "Use these dice"
}

// oneDie is whether a single die is thrown: a re-roll of the tens or the
// ones, or a d10.
func oneDie(need *sheet.DiceNeed) bool {
	return need != nil && (need.Throw == sheet.RerollTens || need.Throw == sheet.RerollOnes)
}

// gmEndReason is the reason the End combat button gives: when the fight
// stopped. The log says who ended it ("the GM ends the combat: ..."), so
// the reason does not say it again.
func gmEndReason(v combat.View) string {
	return fmt.Sprintf("stopped in round %d", v.Round)
}
