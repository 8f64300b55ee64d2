package projection

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// WhoAnswers is the person a decision waits on, in words: "Vex's player",
// "the GM (Bouncer)", "the GM".
func WhoAnswers(d sheet.Decider, name func(sheet.CharacterID) string) string {
	switch {
	case d.Role == sheet.RolePlayer:
		return name(d.Character) + "'s player"
	case d.Character != "":
		return "the GM (" + name(d.Character) + ")"
	}
	return "the GM"
}

// Banner is the turn banner: "Round 3 – PCs' turn – Rook acting".
// hidden says whom the players may not know of (nil on the GM's screen):
// a reaction window or a decision that involves one shows as the turn it
// happens in, and the turn of a team with no member the players can see
// is not named at all, so neither a name nor a "someone" gives a hidden
// character away. selected is the character the GM has selected, or nil.
func Banner(v combat.View, name func(sheet.CharacterID) string, hidden func(sheet.CharacterID) bool, selected *sheet.Character) string {
	gm := hidden == nil
	if gm {
		hidden = func(sheet.CharacterID) bool { return false }
	}
	teamShown := func(t string) bool {
		if gm {
			return true
		}
		for _, c := range v.Characters {
			if c.Team == t && !hidden(c.ID) {
				return true
			}
		}
		return false
	}
	parts := []string{fmt.Sprintf("Round %d", v.Round)}
	switch {
	case v.Phase == combat.PhaseInitiative:
		parts = append(parts, "initiative")
	case v.Phase == combat.PhaseEnvironment:
		parts = append(parts, "the environment acts")
	case v.Phase == combat.PhaseEnded:
		parts = append(parts, "combat over")
	case v.Window != nil && !hidden(v.Window.Actor) && (v.Window.Target == "" || !hidden(v.Window.Target)):
		what := name(v.Window.Actor) + " moves"
		if v.Window.Kind == "attack" {
			what = name(v.Window.Actor) + " attacks"
			if v.Window.Target != "" {
				what += " " + name(v.Window.Target)
			}
		}
		parts = append(parts, what+": reactions, then the dice")
	case v.Window == nil && v.Pending != nil && v.Pending.Decider.Character != "" && !hidden(v.Pending.Decider.Character):
		parts = append(parts, "waiting for "+WhoAnswers(v.Pending.Decider, name))
	case v.Acting != "" && teamShown(v.Acting):
		parts = append(parts, combat.Possessive(v.Acting)+" turn")
	}
	if c := selected; c != nil && v.Phase == combat.PhaseTurn && c.Team == v.Acting && !hidden(c.ID) {
		parts = append(parts, c.Name+" acting")
	}
	return strings.Join(parts, " – ")
}
