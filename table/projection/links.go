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
