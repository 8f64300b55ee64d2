package uikit

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// AreaChoices are a map's areas as a GM picks one from a list, in the
// map's order: each by its name, never its id. Areas that share a name
// are told apart by the areas they link to ("Room, next to Hall"), and
// where even that is shared, by their place among them ("Room, next to
// Hall, the 2nd of 2").
func AreaChoices(m *battlemap.Map) []string {
	out := make([]string, len(m.Areas))
	for i, a := range m.Areas {
		out[i] = AreaName(m, a.ID)
	}
	if !repeats(out) {
		return out
	}
	next := map[battlemap.AreaID][]string{}
	for _, l := range m.Links {
		next[l.A] = appendNew(next[l.A], AreaName(m, l.B))
		next[l.B] = appendNew(next[l.B], AreaName(m, l.A))
	}
	count := counts(out)
	for i, a := range m.Areas {
		if count[out[i]] < 2 {
			continue
		}
		switch n := next[a.ID]; {
		case len(n) == 0:
			out[i] += ", linked to no area"
		case len(n) <= 3:
			out[i] += ", next to " + andList(n)
		default:
			out[i] += ", next to " + strings.Join(n[:2], ", ") + fmt.Sprintf(" and %d more", len(n)-2)
		}
	}
	count, seen := counts(out), map[string]int{}
	for i := range out {
		if n := count[out[i]]; n > 1 {
			seen[out[i]]++
			out[i] += fmt.Sprintf(", the %s of %d", ordinal(seen[out[i]]), n)
		}
	}
	return out
}

func counts(list []string) map[string]int {
	n := map[string]int{}
	for _, s := range list {
		n[s]++
	}
	return n
}

func repeats(list []string) bool {
	for _, n := range counts(list) {
		if n > 1 {
			return true
		}
	}
	return false
}

func appendNew(list []string, s string) []string {
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}

// andList joins names as a sentence does: "A", "A and B", "A, B and C".
func andList(names []string) string {
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// ordinal is 1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, 21st, ...
func ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return fmt.Sprintf("%d%s", n, suffix)
}
