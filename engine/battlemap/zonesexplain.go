package battlemap

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/internal/quote"
	"github.com/unhexboard/unhexboard/internal/words"
)

// explainZones fills in an explanation under the terrain's zones profile:
// the band, sight as the profile reads it, the moves, and the traits of the
// zones on the way, in the profile's words.
func (t *Terrain) explainZones(ex *Explanation, s, d int, reach []Reach) {
	z := t.zones
	ex.Band = z.Band(ex.Range)
	ex.Obscured = s != d && ex.Range != Unreachable && t.everyPathObscured(s, d, reach)
	var b strings.Builder
	switch {
	case s == d:
		fmt.Fprintf(&b, "%s: the same zone", ex.Band)
	case ex.Range == Unreachable:
		b.WriteString("out of reach: no path of links joins these zones")
	case z.Bands == nil: // the band is the count already
		fmt.Fprintf(&b, "%s away", ex.Band)
		if ex.Obscured {
			b.WriteString(", counted across an obscured border")
		}
	default:
		fmt.Fprintf(&b, "%s: %s away", ex.Band, words.Count(ex.Range, "zone"))
		if ex.Obscured {
			b.WriteString(", counted across an obscured border")
		}
	}
	if ex.Range != Unreachable {
		b.WriteString("; ")
		b.WriteString(t.zonesSight(ex, s, d))
	}
	b.WriteString("; ")
	b.WriteString(t.zonesMoves(ex))
	ex.Verdict = b.String()
	ex.TraitNotes = t.traitNotes(s, d, ex.MovePath)
}

// everyPathObscured reports whether every shortest path from s to d
// crosses an obscured border.
func (t *Terrain) everyPathObscured(s, d int, reach []Reach) bool {
	if t.blind == nil {
		return false
	}
	// clear[v]: some shortest path from s to v crosses none.
	clear := map[int32]bool{int32(s): true}
	var walk func(v int32) bool
	walk = func(v int32) bool {
		if c, ok := clear[v]; ok {
			return c
		}
		c := false
		t.predecessors(v, reach, func(u, e int32) bool {
			if !t.blind[e] && walk(u) {
				c = true
				return false
			}
			return true
		})
		clear[v] = c
		return c
	}
	return !walk(int32(d))
}

func (t *Terrain) zonesSight(ex *Explanation, s, d int) string {
	switch {
	case ex.LOS:
		return "in sight"
	case ex.Vetoed:
		if e := t.edge(int32(s), int32(d)); e >= 0 && t.blind != nil && t.blind[e] {
			return "out of sight: an obscured border between them lets you through but not your eyes"
		}
		return "out of sight: a blocked border between them"
	}
	return "out of sight: every way there crosses an obscured border, closed door or blocked border"
}

func (t *Terrain) zonesMoves(ex *Explanation) string {
	z := t.zones
	path := ""
	if len(ex.MovePath) > 1 {
		path = " (" + t.names(ex.MovePath) + ")"
	}
	switch {
	case ex.Moves == Unreachable:
		return "no way to move there: dashed links carry sight only, and blocked borders, closed doors and one-way links against their way stop a move"
	case len(ex.MovePath) <= 1:
		return "no move needed"
	case z.FreeZones > 0 && ex.Moves == 0:
		return "a free move" + path + ": " + words.Count(z.FreeZones, "zone") + " of movement comes with any action"
	case z.FreeZones > 0:
		return fmt.Sprintf("%s beyond the free one%s: going further than %s takes an action of its own", words.Count(ex.Moves, "more zone"), path, words.Count(z.FreeZones, "zone"))
	}
	return fmt.Sprintf("%s%s, one zone a move", words.Count(ex.Moves, "move"), path)
}

// traitNotes says each trait of the zones a character passes on the way,
// or of the two zones when no move reaches, once each.
func (t *Terrain) traitNotes(s, d int, movePath []AreaID) []string {
	zones := []int{s, d}
	if len(movePath) > 1 {
		zones = zones[:0]
		for _, id := range movePath {
			zones = append(zones, t.Index(id))
		}
	}
	var out []string
	seen := map[int]bool{}
	for _, v := range zones {
		if seen[v] {
			continue
		}
		seen[v] = true
		for _, word := range t.traits[v] {
			tr, ok := t.zones.Trait(word)
			if !ok {
				continue
			}
			label := tr.Label
			if t.zones.FreeTraits() {
				label = quote.Q(label)
			}
			out = append(out, fmt.Sprintf("%s (%s): %s", t.names([]AreaID{t.IDs[v]}), label, tr.Effect))
		}
	}
	return out
}
