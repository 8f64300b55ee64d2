package play

import (
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// npcSituation is what a note of the NPC turn speaks of: the state of the
// combat it was written in, the decision waiting then, the reaction
// window open then.
type npcSituation struct {
	state   *combat.Combat
	pending *combat.Pending
	window  windowKey
}

// windowKey tells one reaction window from another: the same declared act
// in the same turn. Declaring a reaction leaves it the same window.
type windowKey struct {
	round, turn    int
	kind           string
	actor, target  sheet.CharacterID
	area, from, to battlemap.AreaID
}

func situationOf(s *combat.Session) npcSituation {
	if s == nil {
		return npcSituation{}
	}
	c := s.State()
	at := npcSituation{state: c, pending: s.Pending()}
	if w := c.Window; w != nil {
		at.window = windowKey{c.Round, c.Turn, w.Kind, w.Actor, w.Target, w.Area, w.From, w.To}
	}
	return at
}

// noteHolds reports whether the note still says what is so: a note of a
// decision holds while that decision waits; of a reaction window, while
// that window is open and nothing else waits; any other, until the combat
// moves on. A note that no longer holds leaves the panel, so "Rook's
// player decides" goes once Rook's player has.
func (a *npcTurn) noteHolds() bool {
	if a.running {
		return true
	}
	if a.session == nil || a.session != a.t.p.cast.fight {
		return false
	}
	was, now := a.noteAt, situationOf(a.session)
	switch {
	case was.pending != nil:
		return now.pending == was.pending
	case was.window != windowKey{}:
		return now.pending == nil && now.window == was.window
	default:
		return now.state == was.state && now.pending == nil
	}
}
