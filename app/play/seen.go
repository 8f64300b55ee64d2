package play

import (
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/table/projection"
)

// reach is what the board shows of the selected character: its
// highlights and, on a zones map, each zone's band from it.
type reach struct {
	hl    *sheet.Highlights
	bands map[battlemap.AreaID]string
}

// seenReach is c's reach as the players can work it out from what they
// see: on the map without what is hidden, and with no character they may
// not know of (projection.Terrain, the online table's rule too), so the
// player view never shows a count, a sight line, a range or a band that
// only a hidden link or area makes. The terrain is kept while the map and
// the combat stand as they did (seen is recompute's count of changes).
func (p *Play) seenReach(c *sheet.Character, seen uint64) reach {
	if p.hiddenFromPlayers(c) {
		return reach{}
	}
	if p.seenTerrain == nil || p.seenAt != seen {
		g := &projection.Game{Map: p.h.Editor().Map(), Characters: p.characters()}
		if p.tracker.active() {
			g.Fight = p.cast.fight.State()
		}
		t, err := projection.Terrain(g)
		if err != nil {
			return reach{}
		}
		p.seenTerrain, p.seenAt = t, seen
	}
	return reach{hl: projection.HighlightsOn(p.seenTerrain, p.h.Editor().Map(), c), bands: p.bandTexts(p.seenTerrain, c, true)}
}
