package battlemap

import (
	"fmt"
	"sort"
	"strings"

	"github.com/unhexboard/unhexboard/internal/quote"
)

// Warning kinds reported by Check.
const (
	WarnIsolated      = "isolated"
	WarnNoWayIn       = "no-way-in"
	WarnDeadEnd       = "one-way-dead-end"
	WarnDuplicateName = "duplicate-name"
)

// Warning is something legal a GM would still want to know about a map.
// Areas and Links name the culprits so the editor can select them.
type Warning struct {
	Kind    string   `json:"kind"`
	Message string   `json:"message"`
	Areas   []AreaID `json:"areas,omitempty"`
	Links   []int    `json:"links,omitempty"`
}

// Check lints a valid map. Doors count as passable: they can be opened.
func Check(m *Map) []Warning {
	var out []Warning
	n := len(m.Areas)
	idx := make(map[AreaID]int, n)
	for i, a := range m.Areas {
		idx[a.ID] = i
	}
	degree := make([]int, n)
	moveIn := make([]int, n)
	moveOut := make([]int, n)
	oneWayIn := make([][]int, n)
	for li, l := range m.Links {
		a, okA := idx[l.A]
		b, okB := idx[l.B]
		if !okA || !okB {
			continue
		}
		degree[a]++
		degree[b]++
		if !passage(l.Kind) { // obscured borders are a zones map's alone
			continue
		}
		moveOut[a]++
		moveIn[b]++
		if l.OneWay {
			oneWayIn[b] = append(oneWayIn[b], li)
		} else {
			moveOut[b]++
			moveIn[a]++
		}
	}
	for i, a := range m.Areas {
		name := displayName(a)
		switch {
		case degree[i] == 0 && n > 1:
			out = append(out, Warning{Kind: WarnIsolated, Areas: []AreaID{a.ID},
				Message: fmt.Sprintf("%s has no links: nothing can reach or see it", name)})
		case moveIn[i] == 0 && degree[i] > 0:
			out = append(out, Warning{Kind: WarnNoWayIn, Areas: []AreaID{a.ID},
				Message: fmt.Sprintf("%s has no %s leading in: no one can move there", name, passageWords(m))})
		case moveOut[i] == 0 && len(oneWayIn[i]) > 0:
			out = append(out, Warning{Kind: WarnDeadEnd, Areas: []AreaID{a.ID}, Links: oneWayIn[i],
				Message: fmt.Sprintf("%s is a one-way dead end: a character who moves in can never move out", name)})
		}
	}
	byName := map[string][]AreaID{}
	for _, a := range m.Areas {
		key := strings.ToLower(strings.TrimSpace(a.Name))
		if key != "" {
			byName[key] = append(byName[key], a.ID)
		}
	}
	var dupNames []string
	for k, ids := range byName {
		if len(ids) > 1 {
			dupNames = append(dupNames, k)
		}
	}
	sort.Strings(dupNames)
	for _, k := range dupNames {
		ids := byName[k]
		a := m.Area(ids[0])
		out = append(out, Warning{Kind: WarnDuplicateName, Areas: ids,
			Message: fmt.Sprintf("%d areas are named %s: players cannot tell them apart", len(ids), quote.Q(a.Name))})
	}
	return append(out, zonesWarnings(m)...)
}

func displayName(a Area) string {
	if strings.TrimSpace(a.Name) == "" {
		return fmt.Sprintf("area %s", quote.Q(a.ID))
	}
	return fmt.Sprintf("%s", quote.Q(a.Name))
}
