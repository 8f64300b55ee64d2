package projection

import (
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// fightLinkHidden reports whether link i of the fight's map is a link the
// players do not see on m (the map's own rule, LinkHiddenFromPlayers).
func fightLinkHidden(m, fought *battlemap.Map, i int) bool {
	if i < 0 || i >= len(fought.Links) {
		return true
	}
	l := fought.Links[i]
	j := m.LinkBetween(l.A, l.B)
	return j < 0 || m.LinkHiddenFromPlayers(j)
}

// seenStep reports whether a link the players see joins from and to: a
// move between them is one they can read off the board. A move the
// engine allows only across a hidden link (a secret door) is shown as
// the engine shows a move to an area not one move away.
func seenStep(m *battlemap.Map, from, to battlemap.AreaID) bool {
	for i, l := range m.Links {
		if ((l.A == from && l.B == to) || (l.A == to && l.B == from)) && !m.LinkHiddenFromPlayers(i) {
			return true
		}
	}
	return false
}
