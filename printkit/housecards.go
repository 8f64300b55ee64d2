package printkit

import (
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// GroupHouseRule is the group of the cards a house rule adds to the deck:
// steps of the round the book does not have, printed only for a map that
// switches its rule on. Its band is slate with a zigzag and its icon a
// warning triangle.
const GroupHouseRule combat.ActGroup = "house rule"

// houseRuleCards are the cards of the house rules h switches on. The act
// catalogue holds the book's acts; what a house rule adds to the round
// is described here, for the printed deck only, in our own words.
func houseRuleCards(h sheet.HouseRules) []combat.ActCard {
	var out []combat.ActCard
	if h.Environment {
		out = append(out, combat.ActCard{Kind: combat.ActEnvironment, Group: GroupHouseRule, Name: "Environment Phase",
			Command: "environment",
			Cost:    "No one's action: the places themselves act.",
			When:    "Once every team has acted in a round, before the next initiative. Each hazard that reaches someone acts once; the side with initiative picks which acts next.",
			Roll:    "A hazard deals its fixed damage, or one die the GM rolls (0 to 9), to everyone in its area who is not dead, conscious or not. Each spreads it over locations; armor stops it as usual.",
			Changes: "None. It is no attack: no Defend or Counterattack, and cover and shields do not help.",
		})
	}
	return out
}
