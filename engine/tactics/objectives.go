package tactics

import (
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// ObjectiveOdds is how the PCs fared with one of the map's area
// objectives: the share of fights in which a PC still in the fight stood
// in its area at some point (after any command, or at the start), and the
// share in which one stands there at the end.
type ObjectiveOdds struct {
	Label     string           `json:"label"`
	Area      battlemap.AreaID `json:"area"`
	Hidden    bool             `json:"hidden,omitempty"`
	Reached   float64          `json:"reached"`
	HeldAtEnd float64          `json:"heldAtEnd"`
}

// mapObjectives lists the map's objectives, area by area in map order,
// with no fight counted yet, and the names of their areas.
func mapObjectives(m *battlemap.Map) ([]ObjectiveOdds, map[battlemap.AreaID]string) {
	var out []ObjectiveOdds
	var names map[battlemap.AreaID]string
	for _, a := range m.Areas {
		for _, o := range a.Objectives {
			out = append(out, ObjectiveOdds{Label: o.Label, Area: a.ID, Hidden: o.Hidden})
			if names == nil {
				names = map[battlemap.AreaID]string{}
			}
			names[a.ID] = a.Name
			if a.Name == "" {
				names[a.ID] = string(a.ID)
			}
		}
	}
	return out, names
}

// objectiveWatch remembers which objective areas a fighting PC has stood
// in during one fight. It looks only at the few areas that hold
// objectives, so a map without any costs nothing.
type objectiveWatch struct {
	areas   []battlemap.AreaID
	reached []bool
}

func newObjectiveWatch(m *battlemap.Map) *objectiveWatch {
	w := &objectiveWatch{}
	for _, a := range m.Areas {
		if len(a.Objectives) > 0 {
			w.areas = append(w.areas, a.ID)
		}
	}
	w.reached = make([]bool, len(w.areas))
	return w
}

// look marks the objective areas where a PC still fighting stands now.
func (w *objectiveWatch) look(c *combat.Combat) {
	for i, a := range w.areas {
		if !w.reached[i] && pcHolds(c, a) {
			w.reached[i] = true
		}
	}
}

// seen lists the objective areas reached.
func (w *objectiveWatch) seen() []battlemap.AreaID {
	var out []battlemap.AreaID
	for i, a := range w.areas {
		if w.reached[i] {
			out = append(out, a)
		}
	}
	return out
}

// pcHolds: a PC still in the fight stands in area a.
func pcHolds(c *combat.Combat, a battlemap.AreaID) bool {
	for i := range c.Roster.Characters {
		if ch := &c.Roster.Characters[i]; ch.Kind == sheet.PC && ch.Area == a && fighting(ch) {
			return true
		}
	}
	return false
}
