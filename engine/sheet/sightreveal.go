package sheet

import (
	"slices"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// The fog option "Reveal what the PCs see": as a PC the players can see
// takes its place on the map, every area hidden from the players that it
// has line of sight to is revealed to them. The sight is the map's own
// (battlemap.Terrain, the one sight rule the query and the board use):
// plain line of sight, lost at two cover marks. The third mark a 2H
// ranged attack may shoot through is for that attack, not for looking.

// HiddenOn reports whether the players may not know of c on m: the GM
// hid c, or c stands in an area hidden from them. Everything the players
// are shown follows this one rule.
func (c *Character) HiddenOn(m *battlemap.Map) bool {
	return c.hiddenWhere(func(id battlemap.AreaID) bool {
		a := m.Area(id)
		return a != nil && a.Hidden
	})
}

func (c *Character) hiddenWhere(areaHidden func(battlemap.AreaID) bool) bool {
	return c.HiddenFromPlayers || areaHidden(c.Area)
}

// Reveal is what the PCs' sight uncovers: the hidden areas, in the map's
// order, and the PCs whose sight uncovered them, in the roster's order.
type Reveal struct {
	Areas []battlemap.AreaID
	By    []CharacterID
}

// RevealedBySight works out what the PCs named in lookers reveal, having
// just taken their places on m: every area hidden from the players that
// one of them has line of sight to on t (the map under a combat's doors
// and effects, when one runs). A looker reveals nothing when it is not a
// PC, is off the board, or the players may not know of it (HiddenOn): an
// NPC's sight is not the players', and a hidden PC's would give it away.
// A PC the reveal itself uncovers (it stood in an area just revealed)
// has been found by the players, and looks too.
func RevealedBySight(t *battlemap.Terrain, m *battlemap.Map, chars []Character, lookers []CharacterID) Reveal {
	revealed := map[battlemap.AreaID]bool{}
	areaHidden := func(id battlemap.AreaID) bool {
		a := m.Area(id)
		return a != nil && a.Hidden && !revealed[id]
	}
	pending := map[CharacterID]bool{}
	for _, id := range lookers {
		pending[id] = true
	}
	var out Reveal
	for found := true; found; {
		found = false
		for i := range chars {
			c := &chars[i]
			if !pending[c.ID] || c.Kind != PC || c.hiddenWhere(areaHidden) {
				continue
			}
			delete(pending, c.ID)
			src := t.Index(c.Area)
			if src < 0 {
				continue
			}
			var now []battlemap.AreaID
			for j, r := range t.Row(src, battlemap.SightThreshold) {
				if id := t.IDs[j]; r.LOS && areaHidden(id) {
					now = append(now, id)
				}
			}
			if len(now) == 0 {
				continue
			}
			found = true
			out.By = append(out.By, c.ID)
			for _, id := range now {
				revealed[id] = true
			}
			for j := range chars {
				if o := &chars[j]; revealed[o.Area] && o.Kind == PC {
					pending[o.ID] = true
				}
			}
		}
	}
	slices.SortFunc(out.By, func(a, b CharacterID) int { return rosterIndex(chars, a) - rosterIndex(chars, b) })
	for _, a := range m.Areas {
		if revealed[a.ID] {
			out.Areas = append(out.Areas, a.ID)
		}
	}
	return out
}

func rosterIndex(chars []Character, id CharacterID) int {
	return slices.IndexFunc(chars, func(c Character) bool { return c.ID == id })
}
