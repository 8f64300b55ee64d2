package combat

import (
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// OnMap is a copy of the combat as it would stand on m, a copy of the
// combat's map with areas and links left out (battlemap.Map.Without,
// whose linkAt it takes): the same round, roster, tallies and turn, the
// doors re-keyed to m's links, what happened to a left-out area
// forgotten, and each character offBoard names taken off the board. It
// is for reckoning the rules as someone would who knows only m (the
// players, who do not know of what the GM hid): its listings and its
// sight are the engine's own on m. Nothing is ever run on it: a command
// listed on it goes to the real combat, which checks it again.
func (c *Combat) OnMap(m *battlemap.Map, linkAt []int, offBoard func(*sheet.Character) bool) *Combat {
	out := c.Clone()
	out.m, out.ter, out.areas = m, nil, sheet.AreaSet(m)
	out.terrains = &terrains{} // its link numbers are m's: never the real combat's terrains
	out.Doors = map[int]battlemap.Door{}
	for li, d := range c.Doors {
		if li >= 0 && li < len(linkAt) && linkAt[li] >= 0 {
			out.Doors[linkAt[li]] = d
		}
	}
	for a := range out.Demolished {
		if !out.areas[a] {
			delete(out.Demolished, a)
		}
	}
	effects := out.Effects[:0]
	for _, e := range out.Effects {
		if out.areas[e.Area] {
			effects = append(effects, e)
		}
	}
	out.Effects = effects
	for i := range out.Roster.Characters {
		ch := &out.Roster.Characters[i]
		if ch.Area != "" && (offBoard(ch) || !out.areas[ch.Area]) {
			ch.Area = ""
		}
	}
	return out
}
