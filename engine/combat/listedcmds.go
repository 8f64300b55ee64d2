package combat

import (
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// listedCmds are the commands a listing offers again and again in a
// fight, made once and offered again: each member's plain moves, their
// surrender and their team's end of the turn. Nothing writes into a
// command once made (TestCommands_AreNeverWrittenInPlace), so one command
// serves every listing that offers the same act.
//
// Only a state copied into spent memory has them (cloneInto): that
// memory is a fight's own, read by one player at a time, and goes from
// one of its states to the next with them.
type listedCmds struct {
	ends  []listedEnds // by roster place
	moves []Move       // by roster place, then the terrain's area number
	// attacks are the attacks listed last, by the attacker's roster
	// place, then the target's, then the weapon's place among the
	// attacker's weapons (a grapple's last): each with the map's verdict
	// and the chance to hit it was listed with. Once made, an entry is
	// never written: a listing that finds any of it changed points its
	// place to a new one.
	attacks []*attackListed
}

// attackSlots are the places of one attacker's attacks on one target
// among the listed attacks: their first weapons, then a grapple; an
// attacker with more weapons has their last ones made anew each time.
const (
	attackSlots = 5
	grappleSlot = attackSlots - 1
)

// endsFor is the surrender and end of the turn for ch, at roster place
// i (or -1 when unknown): from the fight's listed commands when the state
// has them, else made anew.
func (c *Combat) endsFor(ch *sheet.Character, i int) *listedEnds {
	k := c.mem.cmds
	if k == nil || i < 0 {
		return &listedEnds{surrender: SurrenderNow{Character: ch.ID}, end: EndTurn{Team: ch.Team}}
	}
	if n := len(c.Roster.Characters); len(k.ends) != n {
		k.ends = make([]listedEnds, n)
	}
	e := &k.ends[i]
	if e.surrender.Character != ch.ID || e.end.Team != ch.Team {
		*e = listedEnds{surrender: SurrenderNow{Character: ch.ID}, end: EndTurn{Team: ch.Team}}
	}
	return e
}

// moveFor is the plain move of ch (at roster place i, or -1) to area to,
// the terrain's area number dst: as endsFor.
func (c *Combat) moveFor(ch *sheet.Character, i int, to battlemap.AreaID, dst, areas int) *Move {
	k := c.mem.cmds
	if k == nil || i < 0 {
		return &Move{Character: ch.ID, To: to}
	}
	if n := len(c.Roster.Characters) * areas; len(k.moves) != n {
		k.moves = make([]Move, n)
	}
	m := &k.moves[i*areas+dst]
	if m.Character != ch.ID || m.To != to {
		*m = Move{Character: ch.ID, To: to}
	}
	return m
}

// placeOf is ch's place in the roster, or -1 when ch is not one of its
// characters.
func (c *Combat) placeOf(ch *sheet.Character) int {
	for i := range c.Roster.Characters {
		if &c.Roster.Characters[i] == ch {
			return i
		}
	}
	return -1
}

// listedAttack is the listed attack a with the map's verdict chk and the
// chance to hit hit, by ch at roster place i (or -1) at slot (the
// target's roster place times attackSlots, then the weapon's place): the
// one listed last there when all of it is the same, else made anew and
// kept there. A fight lists the same attacks in state after state, and
// each was an allocation of its own.
func (c *Combat) listedAttack(i, slot int, a Attack, chk AttackCheck, hit sheet.Chance) *attackListed {
	k := c.mem.cmds
	n := len(c.Roster.Characters)
	if k == nil || i < 0 || slot%attackSlots == grappleSlot && !a.Grapple {
		return &attackListed{cmd: a, chk: chk, hit: hit}
	}
	if len(k.attacks) != n*n*attackSlots {
		k.attacks = make([]*attackListed, n*n*attackSlots)
	}
	p := &k.attacks[i*n*attackSlots+slot]
	if *p == nil || (*p).cmd != a || (*p).chk != chk || (*p).hit != hit {
		*p = &attackListed{cmd: a, chk: chk, hit: hit}
	}
	return *p
}
