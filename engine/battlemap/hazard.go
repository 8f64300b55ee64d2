package battlemap

import (
	"fmt"
	"strconv"

	"github.com/unhexboard/unhexboard/internal/quote"
)

// Hazard is a danger the GM places on an area: a fire, falling debris, a
// flood. Under the Environment phase house rule every hazard deals its
// damage to everyone in its area once all teams have acted in a round;
// without that rule it changes nothing. Hidden hazards are kept off the
// player view, as hidden objectives are.
type Hazard struct {
	Label string `json:"label"`
	// Damage is a fixed amount ("3") or one ten-sided die ("d10", read 0
	// to 9 as the damage die of an attack is).
	Damage string `json:"damage"`
	Hidden bool   `json:"hidden,omitempty"`
}

// HazardDie is how a hazard's damage is written when one die is rolled.
const HazardDie = "d10"

// MaxHazardDamage is the largest fixed damage a hazard may deal: enough to
// kill any character, as a rule's damage never exceeds 99.
const MaxHazardDamage = 99

// HazardDamage is a hazard's damage read: one die, or a fixed amount.
type HazardDamage struct {
	Die   bool
	Fixed int
}

// ParseHazardDamage reads a hazard's damage: a whole number from 1 to
// MaxHazardDamage, or "d10" for one die.
func ParseHazardDamage(s string) (HazardDamage, error) {
	if s == HazardDie {
		return HazardDamage{Die: true}, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > MaxHazardDamage || strconv.Itoa(n) != s {
		return HazardDamage{}, fmt.Errorf("the damage %s is neither a number from 1 to %d nor %s (one die)", quote.Q(s), MaxHazardDamage, HazardDie)
	}
	return HazardDamage{Fixed: n}, nil
}

// HazardAt is one hazard of a map by its place: the area and its
// position among that area's hazards.
type HazardAt struct {
	Area  AreaID
	Index int
}

// Hazards lists every hazard of the map in the map's order: areas in
// turn, each area's hazards in turn.
func (m *Map) Hazards() []HazardAt {
	var out []HazardAt
	for _, a := range m.Areas {
		for i := range a.Hazards {
			out = append(out, HazardAt{Area: a.ID, Index: i})
		}
	}
	return out
}

// Hazard returns the hazard at h, or nil.
func (m *Map) Hazard(h HazardAt) *Hazard {
	a := m.Area(h.Area)
	if a == nil || h.Index < 0 || h.Index >= len(a.Hazards) {
		return nil
	}
	return &a.Hazards[h.Index]
}
