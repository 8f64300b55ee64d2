package projection

import (
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// reckoning is the rules as the players can work them out from what they
// see: the map without a hidden area or a link they do not see, and no
// character they may not know of on the board. Moves counted, sight
// lines, ranges and the acts the players are offered come from it, so a
// hidden link never shortens a count or a range they are shown, a hidden
// wall never takes away a sight line they can draw, and a hidden NPC
// never changes what they are offered. The GM's own highlights and
// listings stay the whole map's; a player's act goes to the real combat,
// which checks it again, and may refuse it there as the GM would at the
// table.
type reckoning struct {
	fight    *combat.Combat // nil outside a combat
	terrain  *battlemap.Terrain
	linkBack []int // a players' link number -> the fight map's
}

// reckon is g's reckoning, worked out once per game: a Game is a value
// the host no longer changes. The fight in it is never written: its
// users list on a copy (reckoning.listing).
func reckon(g *Game) (*reckoning, error) {
	g.reckoned.once.Do(func() { g.reckoned.r, g.reckoned.err = reckonNow(g) })
	return g.reckoned.r, g.reckoned.err
}

// listing is the engine's listing of what the character id may do, on
// the map the players see.
func (r *reckoning) listing(id sheet.CharacterID) []combat.ActOption {
	return r.fight.Clone().LegalActions(id)
}

// reckonNow works the reckoning out for g: on the fight's map (the one
// its doors are numbered by) during a combat, else on the GM's map.
func reckonNow(g *Game) (*reckoning, error) {
	base := g.Map
	if g.Fight != nil {
		base = g.Fight.Map()
	}
	seen, linkAt := base.Without(func(a battlemap.AreaID) bool { return areaHidden(g.Map, a) },
		func(i int) bool { return fightLinkHidden(g.Map, base, i) })
	r := &reckoning{linkBack: make([]int, len(seen.Links))}
	for i, j := range linkAt {
		if j >= 0 {
			r.linkBack[j] = i
		}
	}
	if g.Fight == nil {
		t, err := battlemap.Compile(seen, nil)
		if err != nil {
			return nil, err
		}
		r.terrain = t
		return r, nil
	}
	r.fight = g.Fight.OnMap(seen, linkAt, func(c *sheet.Character) bool { return g.hidden(c.ID) })
	r.terrain = r.fight.Terrain()
	return r, nil
}

// fightCommand is cmd, listed on the reckoning's fight, as the real fight
// takes it: a door is named by the fight map's number for its link.
func (r *reckoning) fightCommand(cmd combat.Command) combat.Command {
	if d, ok := cmd.(*combat.UseDoor); ok && d.Link >= 0 && d.Link < len(r.linkBack) {
		back := *d
		back.Link = r.linkBack[d.Link]
		return &back
	}
	return cmd
}

// Terrain is the map compiled as the players can reckon it from what
// they see (see reckoning), with the combat's doors and changes during
// one: what the player view and the online table count moves, sight,
// ranges and bands on.
func Terrain(g *Game) (*battlemap.Terrain, error) {
	r, err := reckon(g)
	if err != nil {
		return nil, err
	}
	return r.terrain, nil
}

// Highlights are the highlights of c on the players' Terrain: what the
// player view and the online table show. Nil when c is off the board or
// one the players may not know of.
func Highlights(g *Game, c *sheet.Character) *sheet.Highlights {
	if c == nil || g.hidden(c.ID) {
		return nil
	}
	t, err := Terrain(g)
	if err != nil {
		return nil
	}
	return HighlightsOn(t, g.Map, c)
}

// HighlightsOn are c's highlights on t, the players' Terrain of the GM's
// map m (one kept while nothing changes): nil when c is off the board or
// hidden on m. Highlights and the player view both ask it.
func HighlightsOn(t *battlemap.Terrain, m *battlemap.Map, c *sheet.Character) *sheet.Highlights {
	if c == nil || c.HiddenOn(m) || areaHidden(m, c.Area) {
		return nil
	}
	return sheet.HighlightsFor(t, c)
}
