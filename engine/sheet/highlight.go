package sheet

import (
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Highlights is what the board shows for a selected character: where it
// can get to, what it can see, and what each weapon in its hands can hit.
type Highlights struct {
	From battlemap.AreaID
	// Moves to each area reachable in at most MaxHighlightMoves Moves.
	Moves map[battlemap.AreaID]int
	// CanMove is false when the sheet forbids moving; MoveBlock says why.
	CanMove   bool
	MoveBlock string
	// Sight is every area in line of sight, with the threshold of the
	// weapon in hand (3 for a 2H ranged weapon in the hands of a character
	// with that sight ability, else 2).
	Sight     map[battlemap.AreaID]bool
	Threshold int
	// Weapons lists each weapon in hand and the areas it can attack.
	Weapons []WeaponReach
}

// WeaponReach is what one held weapon can attack.
type WeaponReach struct {
	Item    ItemID
	Name    string
	Class   WeaponClass
	Targets map[battlemap.AreaID]Target
}

// Target is one area a weapon can attack: its range, and whether a
// character there has cover against this attacker.
type Target struct {
	Range int
	Cover bool
}

// MaxHighlightMoves is how many Moves ahead reach is shown.
const MaxHighlightMoves = 3

// HighlightsFor works out the highlights of a character standing on the
// map. A character off the board has none.
func HighlightsFor(t *battlemap.Terrain, c *Character) *Highlights {
	src := t.Index(c.Area)
	if src < 0 {
		return nil
	}
	h := &Highlights{From: c.Area, Moves: map[battlemap.AreaID]int{}, Sight: map[battlemap.AreaID]bool{}, Threshold: battlemap.SightThreshold}
	for _, w := range c.heldWeapons() {
		h.Threshold = max(h.Threshold, c.SightThreshold(w.Kind.Weapon()))
	}
	reach := t.From(src, h.Threshold)
	ok, why := c.CanMove()
	h.CanMove, h.MoveBlock = ok, why
	for i, r := range reach {
		id := t.IDs[i]
		if r.LOS {
			h.Sight[id] = true
		}
		if ok && r.Moves > 0 && r.Moves <= MaxHighlightMoves {
			h.Moves[id] = int(r.Moves)
		}
	}
	// A weapon's own threshold may differ from the one used for Sight.
	byThreshold := map[int][]battlemap.Reach{h.Threshold: reach}
	for _, it := range c.heldWeapons() {
		class := it.Kind.Weapon()
		thr := c.SightThreshold(class)
		rs, ok := byThreshold[thr]
		if !ok {
			rs = t.From(src, thr)
			byThreshold[thr] = rs
		}
		lo, hi := class.RangeLimits()
		wr := WeaponReach{Item: it.ID, Name: it.Name, Class: class, Targets: map[battlemap.AreaID]Target{}}
		for i, r := range rs {
			if !r.LOS || r.Range == battlemap.Unreachable || int(r.Range) < lo || (hi >= 0 && int(r.Range) > hi) {
				continue
			}
			// Cover never applies within the area, nor against AoE.
			cover := r.Cover && class != AoEW
			wr.Targets[t.IDs[i]] = Target{Range: int(r.Range), Cover: cover}
		}
		h.Weapons = append(h.Weapons, wr)
	}
	return h
}

// SightThreshold is the number of cover marks that block this character's
// sight for an attack with a weapon class: 3 for a 2H ranged attack when
// the character has the 2H ranged sight ability (each bullet of the book's
// ability lists is its own ability), else 2.
func (c *Character) SightThreshold(w WeaponClass) int {
	if w == Ranged2H && c.HasAbility("2h-ranged-sight") {
		return battlemap.SightThreshold2HRanged
	}
	return battlemap.SightThreshold
}

// heldWeapons lists the intact items in hand that can attack.
func (c *Character) heldWeapons() []Item {
	var out []Item
	for _, it := range c.Items {
		if it.Held != NoHand && it.Intact() && it.Kind.Weapon() != "" {
			out = append(out, it)
		}
	}
	return out
}
