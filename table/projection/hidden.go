package projection

import (
	"strings"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// secrets are the words that name something hidden from the players: the
// names and ids of the characters they may not know of, the teams of
// none but those, the names and ids of the hidden areas, and the labels of hidden objectives and hazards. A line of text
// that holds one is not for the players.
type secrets []string

func secretsOf(m *battlemap.Map, chars []sheet.Character) secrets {
	var s secrets
	add := func(words ...string) {
		for _, w := range words {
			if w = strings.TrimSpace(w); w != "" {
				s = append(s, w)
			}
		}
	}
	shownTeams := map[string]bool{}
	for i := range chars {
		if c := &chars[i]; c.HiddenOn(m) {
			add(c.Name, string(c.ID))
		} else {
			shownTeams[c.Team] = true
		}
	}
	for i := range chars {
		if t := chars[i].Team; !shownTeams[t] {
			add(t) // a team none of whose members the players may know of
			shownTeams[t] = true
		}
	}
	for _, a := range m.Areas {
		if a.Hidden {
			add(a.Name, string(a.ID))
		}
		for _, o := range a.Objectives {
			if o.Hidden || a.Hidden {
				add(o.Label)
			}
		}
		for _, h := range a.Hazards {
			if h.Hidden || a.Hidden {
				add(h.Label)
			}
		}
	}
	return s
}

// in reports whether text names a secret.
func (s secrets) in(text string) bool {
	if len(s) == 0 || text == "" {
		return false
	}
	low := strings.ToLower(text)
	for _, w := range s {
		if strings.Contains(low, strings.ToLower(w)) {
			return true
		}
	}
	return false
}

// someone is a text for the players' eyes: each secret in it becomes
// "someone", for a text the players must read (a decision's prompt)
// that speaks of what they may not know.
func (s secrets) someone(text string) string {
	if !s.in(text) {
		return text
	}
	for _, w := range s {
		text = strings.ReplaceAll(text, w, "someone")
	}
	if s.in(text) { // written in another case, or inside "someone": none of it is kept
		return ""
	}
	return text
}
