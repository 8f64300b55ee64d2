package editor

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/internal/words"
)

// The checks here mirror engine.Validate for a single edit, so a command
// can refuse before it touches the map instead of validating the whole map
// afterwards. The property tests hold them to engine.Validate.

// areaName names an area the way a GM knows it: by its quoted name, or by
// its id when it has no name (or no longer exists).
func areaName(m *battlemap.Map, id battlemap.AreaID) string {
	if a := m.Area(id); a != nil && strings.TrimSpace(a.Name) != "" {
		return strconv.Quote(a.Name)
	}
	return fmt.Sprintf("area %q", id)
}

// linkName names a link by the areas it joins.
func linkName(m *battlemap.Map, l battlemap.Link) string {
	return fmt.Sprintf("the link between %s and %s", areaName(m, l.A), areaName(m, l.B))
}

func unknownArea(id battlemap.AreaID) error {
	return fmt.Errorf("no area has the id %q (was it deleted?)", id)
}

// findArea returns the index of the area with the given id.
func findArea(m *battlemap.Map, id battlemap.AreaID) (int, error) {
	if i := m.AreaIndex(id); i >= 0 {
		return i, nil
	}
	return -1, unknownArea(id)
}

// findAreas returns the index of each id in m.Areas, refusing unknown and
// repeated ids.
func findAreas(m *battlemap.Map, ids []battlemap.AreaID) ([]int, error) {
	at := make([]int, len(ids))
	find := areaFinder(m, len(ids))
	seen := make(map[battlemap.AreaID]bool, len(ids))
	for k, id := range ids {
		if seen[id] {
			return nil, fmt.Errorf("%s is listed twice", areaName(m, id))
		}
		seen[id] = true
		if at[k] = find(id); at[k] < 0 {
			return nil, unknownArea(id)
		}
	}
	return at, nil
}

// areaFinder returns a function giving an area's index (or -1), for n
// look-ups: a scan each for a few, one lookup table for many.
func areaFinder(m *battlemap.Map, n int) func(battlemap.AreaID) int {
	if n <= 8 {
		return m.AreaIndex
	}
	index := make(map[battlemap.AreaID]int, len(m.Areas))
	for i, a := range m.Areas {
		index[a.ID] = i
	}
	return func(id battlemap.AreaID) int {
		if i, ok := index[id]; ok {
			return i
		}
		return -1
	}
}

// checkLinkIndex refuses an index that names no link.
func checkLinkIndex(m *battlemap.Map, i int) error {
	if i < 0 || i >= len(m.Links) {
		return fmt.Errorf("there is no link number %d: the map has %s", i+1, words.Count(len(m.Links), "link"))
	}
	return nil
}

// checkText refuses text the file format cannot hold.
func checkText(what, s string, limit int) error {
	if !utf8.ValidString(s) {
		return fmt.Errorf("%s %s not valid text (there are bytes that are not UTF-8)", what, be(what))
	}
	if len(s) > limit {
		return fmt.Errorf("%s %s too long: %d bytes, at most %d", what, be(what), len(s), limit)
	}
	return nil
}

// checkAreaName refuses a name the file format refuses: every area has
// one, not blank.
func checkAreaName(name string) error {
	if strings.TrimSpace(name) == "" {
		return fmt.Errorf("an area needs a name")
	}
	return checkText("the area name", name, battlemap.MaxNameLen)
}

// be agrees the verb with what: "the notes are", "the name is".
func be(what string) string {
	if strings.HasSuffix(what, "notes") {
		return "are"
	}
	return "is"
}

// checkPosition refuses a centre outside the map's coordinate range.
func checkPosition(who string, x, y float64) error {
	if inRange(x) && inRange(y) {
		return nil
	}
	return fmt.Errorf("%s cannot be placed at (%s, %s): positions must be numbers within ±%s",
		who, number(x), number(y), number(battlemap.MaxCoordinate))
}

func inRange(v float64) bool { return !math.IsNaN(v) && math.Abs(v) <= battlemap.MaxCoordinate }

// number prints a coordinate in plain digits, not exponent form.
func number(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// checkObjective refuses an objective the file format cannot hold.
func checkObjective(o battlemap.Objective) error {
	if strings.TrimSpace(o.Label) == "" {
		return fmt.Errorf("an objective needs a label")
	}
	return checkText("the objective label", o.Label, battlemap.MaxNameLen)
}

// checkHazard refuses a hazard the file format cannot hold.
func checkHazard(h battlemap.Hazard) error {
	if strings.TrimSpace(h.Label) == "" {
		return fmt.Errorf("a hazard needs a label")
	}
	if err := checkText("the hazard label", h.Label, battlemap.MaxNameLen); err != nil {
		return err
	}
	_, err := battlemap.ParseHazardDamage(h.Damage)
	return err
}

// checkKindMarks refuses a kind, door and one-way combination the format
// forbids on m (a zones map also has the obscured border, which may be
// one-way: see battlemap's LinkKindAllowed).
func checkKindMarks(m *battlemap.Map, kind battlemap.LinkKind, door battlemap.Door, oneWay bool) error {
	if err := checkKind(m, kind); err != nil {
		return err
	}
	if !door.Valid() {
		return fmt.Errorf("%q is not a door state (use open, closed or none)", door)
	}
	if oneWay && !canBeOneWay(kind) {
		return fmt.Errorf("a %s link cannot be one-way: only %s can", kind, oneWayKinds(m, false))
	}
	if kind != battlemap.Solid && door != battlemap.NoDoor {
		return fmt.Errorf("a %s link cannot have a door: only solid links can", kind)
	}
	return nil
}

// plural returns "1 area" or "3 areas".
func plural(n int, one string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + one + "s"
}
