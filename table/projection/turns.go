package projection

import (
	"strconv"
	"strings"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/words"
)

// TurnRow is one line of the turn list (the combat tracker): a team's
// heading in this round's order, or one of the team's combatants. The
// GM's panel, the player view and the online table show the same rows,
// built by TurnRows from the combat's read model alone.
type TurnRow struct {
	Team string
	// Place is a heading's place in this round's team order, from 1, or 0
	// while the round waits for its initiative. Heading rows have no ID.
	Place int
	ID    sheet.CharacterID
	Name  string
	// Level and MaxLevel are the combatant's track.
	Level, MaxLevel int
	Status          sheet.Status
	Actions         int
	// Waiting: the round waits for its initiative, so no one has
	// actions yet.
	Waiting bool
	Acted   bool // has acted this round
	AllOut  bool // declared All-Out Defend
	Held    bool // holds an action for later this round
	// Acting marks the team whose turn it is and, in it, each combatant
	// who may still act.
	Acting bool
	// Hidden: the players may not know of this combatant (on the GM's
	// list only; the players' list leaves it out).
	Hidden bool
}

// Heading reports a team's heading row.
func (r TurnRow) Heading() bool { return r.ID == "" }

// TurnRows lists every combatant (every character on the board) under
// their team, the teams in this round's order (the roster's order before
// initiative). hidden says whom the players may not know of: the GM's
// list marks them; forPlayers leaves them out, with every team none of
// whose members is left, and numbers the teams that remain 1, 2, 3… so
// neither a count nor a gap gives a hidden one away.
func TurnRows(v combat.View, hidden func(sheet.CharacterID) bool, forPlayers bool) []TurnRow {
	teams := v.Order
	if len(teams) == 0 {
		teams = v.Teams
	}
	var rows []TurnRow
	for _, team := range teams {
		head := TurnRow{Team: team, Acting: team == v.Acting && v.Phase != combat.PhaseEnded}
		var members []TurnRow
		for _, c := range v.Characters {
			if c.Team != team || c.Area == "" {
				continue
			}
			hide := hidden != nil && hidden(c.ID)
			if hide && forPlayers {
				continue
			}
			members = append(members, TurnRow{Team: team, ID: c.ID, Name: c.Name, Level: c.Level, MaxLevel: c.MaxLevel,
				Status: c.Status, Actions: c.Actions, Waiting: len(v.Order) == 0, Acted: c.Acted, AllOut: c.AllOut, Held: c.Held,
				Acting: head.Acting && c.Actions > 0 && c.Status == sheet.StatusConscious, Hidden: hide})
		}
		if len(members) == 0 && forPlayers {
			continue
		}
		rows = append(rows, head)
		rows = append(rows, members...)
	}
	if len(v.Order) > 0 {
		place := 0
		for i := range rows {
			if rows[i].Heading() {
				place++
				rows[i].Place = place
			}
		}
	}
	return rows
}

// Text is the row in words: "1. Club – their turn", or "Bouncer 42/50 ·
// 1 action left · acted".
func (r TurnRow) Text() string {
	if r.Heading() {
		return r.HeadingText()
	}
	return r.Name + " " + r.Detail()
}

// HeadingText is a team's heading: its place and name, and whether it is
// the team's turn.
func (r TurnRow) HeadingText() string {
	s := r.Team
	if r.Place > 0 {
		s = strconv.Itoa(r.Place) + ". " + s
	}
	if r.Acting {
		s += " – their turn"
	}
	return s
}

// Detail is a combatant's row after the name: the track (level/max), then
// the actions left or why none can act, whether they acted this round,
// and the stances that last the round.
func (r TurnRow) Detail() string {
	parts := []string{strconv.Itoa(r.Level) + "/" + strconv.Itoa(r.MaxLevel)}
	switch {
	case r.Status != sheet.StatusConscious:
		parts = append(parts, string(r.Status))
	case r.Waiting:
	default:
		left := words.Count(r.Actions, "action") + " left"
		if r.Actions == 0 {
			left = "no action left"
		}
		parts = append(parts, left)
	}
	if r.Acted {
		parts = append(parts, "acted")
	}
	if r.AllOut {
		parts = append(parts, "all-out defence")
	}
	if r.Held {
		parts = append(parts, "holds an action")
	}
	if r.Hidden {
		parts = append(parts, "hidden")
	}
	return strings.Join(parts, " · ")
}
